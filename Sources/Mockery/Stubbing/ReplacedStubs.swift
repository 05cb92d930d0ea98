// A stub replaced before any call used it.
//
// When several stubs match a call, the newest answers it. Two stubs of the same calls made one
// after the other in one test are then almost always a sequence written as two stubs, Mockable's
// `given(p).charge(…).willThrow(e).charge(…).willReturn(r)` translated line by line: the first
// never answers, and the path it was for is never run. A fixture's default that a test narrows
// is not that mistake: a suite's `init` or `setUp` stubs, and the test stubs again, in another
// function. So a stub is reported when it replaces one of the same recorder that no call used,
// made in the same function (`#function`) of the same file, on another line, for the same calls
// or, for every call, for a subset of them. The same calls are proven by the matchers (both
// `anything()`, or both `equalTo` of equal values), never by descriptions that read alike: a
// helper's closure matcher describes itself the same whatever it was made with.

extension CallStore {
  /// How far back among the recorder's stubs a new one looks for one it replaces: the stubs
  /// made just before it, so that making many stubs costs each a bounded look.
  static var replacedStubLookBack: Int { 16 }

  /// The stubs `stub` may replace, with what each answers, newest first.
  ///
  /// Unused stubs not yet reported, of the same function and file and not the same line, among
  /// the ``replacedStubLookBack`` made before it. Whether it replaces one takes their matchers'
  /// `==`, which only ``reportReplacedStub(among:by:)`` runs, after the lock.
  ///
  /// Under the lock.
  func replaceableStubs(by stub: Stub<Arguments, Result>) -> [ReplaceableStub<Arguments, Result>] {
    guard stub.expectation == nil, let function = stub.function,
      let index = stubs.lastIndex(where: { $0 === stub })
    else { return [] }
    let older = stubs[max(0, index - Self.replacedStubLookBack)..<index].reversed()
    let replacingAnswers = stub.answers.map(AnswerKind.init)
    return older.compactMap { candidate in
      guard candidate.expectation == nil, candidate.uses == 0, !candidate.alreadyReported,
        !candidate.answers.isEmpty,
        candidate.function == function, candidate.location.fileID == stub.location.fileID,
        candidate.location.line != stub.location.line
      else { return nil }
      return ReplaceableStub(
        stub: candidate, answers: candidate.answers.map(AnswerKind.init),
        replacingAnswers: replacingAnswers)
    }
  }

  /// Reports the newest of `candidates` that `stub` answers every call of: a warning, or under
  /// strict stubs a failure, after which the replaced stub is not reported again, replaced or
  /// unused.
  ///
  /// Describes the stubs' matchers, which may be the test's code: never under the lock.
  func reportReplacedStub(
    among candidates: [ReplaceableStub<Arguments, Result>], by stub: Stub<Arguments, Result>
  ) {
    // The newest candidate whose calls it certainly answers: every call, or the same calls, as
    // its matchers prove (never their descriptions, which may read alike for matchers that
    // differ). Matchers' `==` may be the test's code, as may their descriptions: both run here.
    guard
      let replaced = candidates.first(where: {
        stub.pattern.matchesEveryCall || stub.pattern.matchesSameCalls(as: $0.stub.pattern)
      })
    else { return }
    let calls = replaced.stub.pattern.describe()
    let forEveryCall = stub.pattern.matchesEveryCall && !replaced.stub.pattern.matchesEveryCall
    let message = ReplacedStubMessage.message(
      call: name.wanted(calls), requirement: name.description,
      replacedLine: replaced.stub.location.line, line: stub.location.line,
      forEveryCall: forEveryCall, answers: replaced.answers + replaced.replacingAnswers,
      stubbed: name.isProperty ? "mock.calls.\(name.description)" : "when(…)",
      returnsVoid: Result.self == Void.self)
    // Reported once: not again when another stub replaces it, nor as unused under strict stubs.
    // Not at all if a call on another thread used it meanwhile.
    let unused = lock.withLock {
      guard replaced.stub.uses == 0 else { return false }
      replaced.stub.alreadyReported = true
      return true
    }
    guard unused else { return }
    if stub.mode == .strict {
      reportFailure(message, at: stub.location, attribution: attribution)
    } else {
      reportWarning(message, at: stub.location, attribution: attribution)
    }
  }
}

/// A stub a newer one may replace, and what each answers, as the lock saw them.
struct ReplaceableStub<Arguments, Result> {
  let stub: Stub<Arguments, Result>
  let answers: [AnswerKind]
  let replacingAnswers: [AnswerKind]
}

/// What kind of answer a stub gives, as a test writes it.
enum AnswerKind: Sendable {
  case value, error, closure, realMethod

  init<Arguments, Result>(_ answer: Answer<Arguments, Result>) {
    switch answer {
    case .value: self = .value
    case .error: self = .error
    case .run, .runAsync: self = .closure
    case .callThrough: self = .realMethod
    }
  }

  /// The `then…` that gives it: `.thenThrow(…)`.
  func spelling(returnsVoid: Bool) -> String {
    switch self {
    case .value: returnsVoid ? ".thenDoNothing()" : ".thenReturn(…)"
    case .error: ".thenThrow(…)"
    case .closure: ".thenAnswer { … }"
    case .realMethod: ".thenCallRealMethod()"
    }
  }
}

/// The message of a stub replaced before any call used it.
enum ReplacedStubMessage {
  /// The message.
  ///
  /// `call`: the replaced stub's calls, `charge(anything, customerID: "c-1")`; `forEveryCall`:
  /// whether the new stub answers every call of `requirement`, rather than the same calls.
  /// `answers`: both stubs' answers, in the order they were given, after `stubbed`, how the
  /// test starts the stub: `when(…)`, or `mock.calls.refreshInterval` for a property.
  static func message(
    call: String, requirement: String, replacedLine: Int, line: Int, forEveryCall: Bool,
    answers: [AnswerKind], stubbed: String, returnsVoid: Bool
  ) -> String {
    if forEveryCall {
      return """
        Stub replaced before any call used it: \(call) was stubbed on line \(replacedLine), \
        and this stub, on line \(line), answers every call of \(requirement), so line \
        \(replacedLine)'s stub answers none.
        When several stubs match a call, the one made last answers it: make the stub for every \
        call first, then the stubs of particular arguments.
        """
    }
    let chained = answers.map { $0.spelling(returnsVoid: returnsVoid) }.joined()
    return """
      Stub replaced before any call used it: \(call) was stubbed on line \(replacedLine), and \
      again here, on line \(line), so line \(replacedLine)'s answers are never given.
      If the calls are meant to take the answers in turn, give them to one stub, in order: \
      \(stubbed)\(chained)
      """
  }
}
