/// State guarded by a lock, shared by every reporter, log and scope in Mockery.
///
/// The lock is a ``PlatformLock``, for the reasons given there.
@usableFromInline
package final class Locked<State>: @unchecked Sendable {
  @usableFromInline let lock = PlatformLock()
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
