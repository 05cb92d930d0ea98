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

  /// The answer, its closure run on behalf of the mock's test: an `assertThat` or `verify` in a
  /// stub's closure, called from a `Task.detached` or a thread, fails that test as the mock's
  /// own failures do.
  func attributed(to attribution: TestAttribution) -> Self {
    switch self {
    case .run(let body):
      return .run { arguments in
        try TestAttribution.onBehalf(of: attribution) { try body(arguments) }
      }
    case .runAsync(let body):
      return .runAsync { arguments in
        try await TestAttribution.onBehalf(of: attribution) { try await body(arguments) }
      }
    case .callThrough(let body):
      return .callThrough { arguments in
        TestAttribution.onBehalf(of: attribution) { body(arguments) }
      }
    case .value, .error:
      return self
    }
  }

  /// The answer, `report` run with the call's arguments before it: for the call that finds a
  /// finite stub's answers used up.
  func reporting(first report: @escaping @Sendable (Arguments) -> Void) -> Self {
    switch self {
    case .value(let value):
      let value = UncheckedSendable(value)
      return .run { arguments in
        report(arguments)
        return value.value
      }
    case .error(let error):
      let error = UncheckedSendable(error)
      return .run { arguments in
        report(arguments)
        throw error.value
      }
    case .run(let body):
      return .run { arguments in
        report(arguments)
        return try body(arguments)
      }
    case .runAsync(let body):
      return .runAsync { arguments in
        report(arguments)
        return try await body(arguments)
      }
    case .callThrough(let body):
      return .callThrough { arguments in
        report(arguments)
        body(arguments)
      }
    }
  }
}

/// What a stub's calls take once its answers are used, each having answered one call.
@usableFromInline
enum AnswersEnd: Sendable {
  /// The last answer, for every further call: Mockito's rule, and the default.
  case repeatLast
  /// The first answer again, and the others in turn: ``Stubbing/looping()``.
  case loop
  /// The last answer, the first such call failing the test: ``Stubbing/finite()``.
  case finite
}

/// A stub's answers, used one per call, the last one repeating.
///
/// Which calls it answers is its pattern, whose test its store also keeps in `stubTests`, at the
/// same index, for the hot path. Its answers and uses are guarded by its store's lock.
@usableFromInline
final class Stub<Arguments, Result>: @unchecked Sendable {
  @exclusivity(unchecked) @usableFromInline var answers:
    ContiguousArray<Answer<Arguments, Result>> = []
  /// How many calls it answered, which is also the index of the next call's answer until the
  /// last one repeats: an answer added after the others ran out is the next call's.
  @exclusivity(unchecked) @usableFromInline var uses = 0
  /// The calls it answers, for messages.
  let pattern: ArgumentsPattern<Arguments>
  /// Where the test made it.
  let location: CallSite
  /// The function the test made it in, `#function`, where the entry point knows it: a stub
  /// replaced by another of the same function, unused, is a mistake; one of a fixture's, not.
  let function: String?
  /// The expectation it was made for by `expect`, if any.
  let expectation: Expectation<Arguments>?
  /// What a call that misses it, and its going unused, mean; guarded by its store's lock.
  @exclusivity(unchecked) var mode: StubMode
  /// What calls take once its answers are used; guarded by its store's lock.
  @exclusivity(unchecked) @usableFromInline var end: AnswersEnd = .repeatLast
  /// For a finite stub: reports the call that found its answers used up.
  @exclusivity(unchecked) var reportUsedUp: (@Sendable (Arguments) -> Void)?
  /// For a finite stub: the answer of the first call past the last, which reports it.
  @exclusivity(unchecked) @usableFromInline var usedUpAnswer: Answer<Arguments, Result>?
  /// Whether a failure naming it was reported, for a call that matched none of its recorder's
  /// stubs or for its being replaced unused: it is not reported again as unused, one mistake
  /// being one failure.
  @exclusivity(unchecked) var alreadyReported = false

  @usableFromInline
  init(
    pattern: ArgumentsPattern<Arguments>, location: CallSite, function: String? = nil,
    expectation: Expectation<Arguments>? = nil, mode: StubMode = .checked
  ) {
    self.pattern = pattern
    self.location = location
    self.function = function
    self.expectation = expectation
    self.mode = mode
  }

  /// Makes ``usedUpAnswer`` the last answer, reporting, for a finite stub; under its store's
  /// lock.
  func refreshUsedUpAnswer() {
    guard let reportUsedUp, let last = answers.last else {
      usedUpAnswer = nil
      return
    }
    usedUpAnswer = last.reporting(first: reportUsedUp)
  }

  /// Whether a mock's call that misses it, and every other stub of its recorder, is a potential
  /// stubbing problem; see ``StubMode/checksCalls(hasAnswer:ofSpy:)``.
  var checksCalls: Bool { mode.checksCalls(hasAnswer: !answers.isEmpty, ofSpy: false) }

  /// Whether a spy's call that misses it, and every other stub of its recorder, is one.
  var checksSpyCalls: Bool { mode.checksCalls(hasAnswer: !answers.isEmpty, ofSpy: true) }

  /// The answer for the next call: the answers in turn, then the last one until another is
  /// added, or as ``end`` says.
  ///
  /// Written to call nothing on any path: a call to a function apart for the answers of loops
  /// and finite stubs cost every stubbed call 10 instructions, where this costs none.
  @inlinable
  func takeAnswer() -> Answer<Arguments, Result>? {
    let last = answers.count &- 1
    guard last >= 0 else { return nil }
    var index = uses < last ? uses : last
    if uses > last, end != .repeatLast {
      if end == .loop {
        index = uses % (last &+ 1)
      } else if uses == last &+ 1, let usedUp = usedUpAnswer {
        uses &+= 1
        return usedUp
      }
    }
    let answer = answers[index]
    uses &+= 1
    return answer
  }
}

/// What a stub's scope, or the test, said of calls that miss it and of its going unused.
@usableFromInline
enum StubMode: Sendable {
  /// The default: a mock's call that matches none of its recorder's stubs fails the test where
  /// the stub was made, still answered as an unstubbed call is.
  case checked
  /// Made under strict stubs: as ``checked`` for spies too, and the stub fails the test if no
  /// call used it.
  case strict
  /// Made with `lenient()` or in a lenient scope: neither.
  case lenient

  /// Whether a call that misses a stub of this mode, and every other stub of its recorder, is a
  /// potential stubbing problem.
  ///
  /// Only a stub that answers calls checks them: one with no answer yet (`when(…)` before its
  /// `then…`, or an `expect` that says nothing of what calls return) answers none, so a call
  /// that misses it misses nothing. That is also what lets `lenient()` before `then…` make a stub
  /// lenient before it can check a call on another task. A lenient stub never checks; a spy's
  /// calls, which run the real implementation when they miss, only under strict stubs.
  func checksCalls(hasAnswer: Bool, ofSpy: Bool) -> Bool {
    hasAnswer && (ofSpy ? self == .strict : self != .lenient)
  }

  /// The mode of a stub made now, from the options of the current mock scope.
  static var current: StubMode {
    guard let options = MockScope.current?.effectiveOptions else { return .checked }
    if options.contains(.strictStubs) { return .strict }
    if options.contains(.lenient) { return .lenient }
    return .checked
  }
}

/// Runs a stub's asynchronous answer for a recorder that runs on its caller's isolation.
///
/// The recorders' `async` calls are `nonisolated(nonsending)`, so that a witness on the main
/// actor, an actor, or a caller's isolation under `NonisolatedNonsendingByDefault` sends them
/// nothing. A stub's closure is still `@concurrent`: Swift 6.3.1 crashes compiling a closure
/// literal given as a throwing `nonisolated(nonsending)` function whose parameters are a pack,
/// which is what `thenAnswer { … }` would be. So the arguments are handed to the closure: the
/// caller waits for the answer and does nothing with them meanwhile, as it would across a
/// `sending` parameter.
@inlinable
nonisolated(nonsending) func runAnswer<Arguments, Result>(
  _ body: @Sendable (Arguments) async throws -> Result, with arguments: Arguments
) async throws -> Result {
  nonisolated(unsafe) let arguments = arguments
  return try await body(arguments)
}
