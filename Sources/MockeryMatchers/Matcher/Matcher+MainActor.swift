import Foundation
import MockeryStartup

// Xcode 26 builds a new app's modules isolated to the main actor by default, and with
// `InferIsolatedConformances` a model's `Equatable`, `Hashable` and `Comparable` are isolated to
// it too: `==` may only be called there. A catalog matcher taking a value asks for
// `Equatable & SendableMetatype`, which such a conformance cannot satisfy (SE-0470), because a
// matcher is `Sendable` and may be checked on any thread. Each of those matchers has a twin
// without `SendableMetatype`, isolated to the main actor and disfavoured, so that a test on the
// main actor can compare whole models, `equalTo(rome)`, while every other type keeps the
// unisolated matcher and its cost.

extension Matcher {
  /// A matcher whose test uses conformances isolated to the main actor: made there, it checks
  /// values there.
  ///
  /// A mock may check a matcher on whichever thread its code under test calls it from. Off the
  /// main actor this one cannot use the conformance, so it does not match, and its mismatch says
  /// why, naming the type.
  ///
  /// - Parameters:
  ///   - description: What a matching value is, as for ``init(_:matches:describeMismatch:)``;
  ///     made at once, on the main actor, where the values it describes may be read.
  ///   - matches: Whether a value matches, on the main actor.
  ///   - describeMismatch: Why a value does not match, on the main actor.
  ///   - uncheckedOffIt: Why a value checked off the main actor could not be, after
  ///     "could not be checked: ".
  init(
    onMainActor description: String,
    matches: @escaping @MainActor (Value) -> Bool,
    describeMismatch: @escaping @MainActor (Value) -> String = { "was \(describeValue($0))" },
    uncheckedOffIt: String? = nil
  ) {
    self.init(
      description,
      testInPlace: { pointer in
        guard isOnMainActor() else { return false }
        let pointer = UncheckedSendable(pointer)
        return MainActor.assumeIsolated { matches(pointer.value.pointee) }
      },
      describeMismatch: { value in
        // Not described: its description may be isolated to the main actor too.
        guard isOnMainActor() else {
          // Worded only for a message, not for every matcher made.
          let reason =
            uncheckedOffIt
            ?? "the conformance of \(readableTypeName(Value.self)) it uses is isolated to the "
            + "main actor, and the check ran off it"
          return "could not be checked: \(reason)"
        }
        let value = UncheckedSendable(value)
        return MainActor.assumeIsolated { describeMismatch(value.value) }
      })
  }
}

/// Whether the running code is on the main actor, which on Linux need not be the main thread:
/// Swift Testing runs a test of the main actor on another.
package func isOnMainActor() -> Bool {
  let executor = unsafeBitCast(
    MainActor.sharedUnownedExecutor, to: (identity: UnsafeRawPointer?, implementation: UInt).self)
  return mockery_is_current_executor(
    executor.identity, executor.implementation, Thread.isMainThread)
}
