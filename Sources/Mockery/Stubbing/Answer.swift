/// What a stubbed call does.
///
/// Closures take the call's arguments as one tuple. A recorder's API only ever stores answers
/// its effect allows: non-throwing closures for a non-throwing requirement, `Failure`-throwing
/// ones for `throws(Failure)`, asynchronous ones for an `async` requirement, and `callThrough`
/// for any, which only a spy's call, bringing its real implementation, can follow.
@usableFromInline
enum Answer<Arguments, Result>: @unchecked Sendable {
  case value(Result)
  case error(any Error)
  case run(@Sendable (Arguments) throws -> Result)
  case runAsync(@Sendable (Arguments) async throws -> Result)
  /// For a spy: run this, then the real implementation.
  case callThrough(@Sendable (Arguments) -> Void)
}

/// A stub's answers, used one per call, the last one repeating.
///
/// Which calls it answers is its store's `stubTests` entry at the same index. Guarded by its
/// store's lock.
@usableFromInline
final class Stub<Arguments, Result>: @unchecked Sendable {
  @exclusivity(unchecked) @usableFromInline var answers:
    ContiguousArray<Answer<Arguments, Result>> = []
  @exclusivity(unchecked) @usableFromInline var next = 0

  @usableFromInline
  init() {}

  /// The answer for the next call: the answers in turn, then the last one for good.
  @inlinable
  func takeAnswer() -> Answer<Arguments, Result>? {
    guard !answers.isEmpty else { return nil }
    let answer = answers[next]
    if next < answers.count - 1 { next += 1 }
    return answer
  }
}
