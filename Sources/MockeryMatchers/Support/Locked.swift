import Foundation

/// State guarded by a lock, shared by every recorder, reporter and log in Mockery.
///
/// `NSLock` rather than `Synchronization.Mutex`: the two cost the same here, but ThreadSanitizer
/// reports a race inside the toolchain's uninstrumented `Mutex.withLock`, and Mockery's users run
/// their suites under TSan. A mocking library must not be the thing that trips it.
@usableFromInline
package final class Locked<State>: @unchecked Sendable {
  @usableFromInline let lock = NSLock()
  @usableFromInline var state: State

  @inlinable
  package init(_ state: State) {
    self.state = state
  }

  @inlinable
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
