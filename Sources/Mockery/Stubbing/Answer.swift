/// What a stubbed call does, as a closure over its arguments.
///
/// A value is `{ _ in value }`, an error `{ _ in throw error }`: one shape for every answer keeps
/// the call path a single closure call.
///
/// Exactly one of `run`, `runAsync` and `callThrough` is set; only a spy's calls, which bring
/// their real implementation, can follow `callThrough`. A synchronous recorder's API only ever stores
/// closures that cannot fail in a way its effect does not allow: non-throwing ones for a
/// non-throwing requirement, `Failure`-throwing ones for `throws(Failure)`.
@usableFromInline
struct Answer<each Arg, Result>: Sendable {
  @usableFromInline let run: SyncAnswer<repeat each Arg, Result>?
  @usableFromInline let runAsync: AsyncAnswer<repeat each Arg, Result>?
  /// For a spy: run this, then the real implementation.
  @usableFromInline let callThrough: SyncAnswer<repeat each Arg, Void>?

  @usableFromInline
  init(run: SyncAnswer<repeat each Arg, Result>) {
    self.run = run
    self.runAsync = nil
    self.callThrough = nil
  }

  @usableFromInline
  init(runAsync: AsyncAnswer<repeat each Arg, Result>) {
    self.run = nil
    self.runAsync = runAsync
    self.callThrough = nil
  }

  @usableFromInline
  init(callThroughAfter before: SyncAnswer<repeat each Arg, Void>) {
    self.run = nil
    self.runAsync = nil
    self.callThrough = before
  }

  static func value(_ result: Result) -> Self {
    let result = UncheckedSendable(result)
    return Self(run: SyncAnswer { (_: repeat each Arg) in result.value })
  }

  static func error(_ error: any Error) -> Self {
    Self(run: SyncAnswer { (_: repeat each Arg) in throw error })
  }
}

/// A synchronous closure answer.
///
/// A struct rather than a bare closure: Swift cannot pass a value of variadic function type
/// through generic code such as `Optional`.
@usableFromInline
struct SyncAnswer<each Arg, Result>: Sendable {
  @usableFromInline let body: @Sendable (repeat each Arg) throws -> Result

  @usableFromInline
  init(_ body: @escaping @Sendable (repeat each Arg) throws -> Result) {
    self.body = body
  }
}

/// An asynchronous closure answer.
@usableFromInline
struct AsyncAnswer<each Arg, Result>: Sendable {
  @usableFromInline let body: @Sendable (repeat each Arg) async throws -> Result

  @usableFromInline
  init(_ body: @escaping @Sendable (repeat each Arg) async throws -> Result) {
    self.body = body
  }
}

/// A stub: the calls it answers and its answers, used one per call, the last one repeating.
///
/// Guarded by its recorder's lock.
@usableFromInline
final class Stub<each Arg, Result>: @unchecked Sendable {
  @usableFromInline let pattern: ArgumentsPattern<repeat each Arg>
  @usableFromInline var answers: ContiguousArray<Answer<repeat each Arg, Result>> = []
  @usableFromInline var next = 0

  @usableFromInline
  init(pattern: ArgumentsPattern<repeat each Arg>) {
    self.pattern = pattern
  }

  /// The answer for the next call: the answers in turn, then the last one for good.
  @inlinable
  func takeAnswer() -> Answer<repeat each Arg, Result>? {
    guard !answers.isEmpty else { return nil }
    let answer = answers[next]
    if next < answers.count - 1 { next += 1 }
    return answer
  }
}
