// A recorder's stubs, and a mocked property's value: what answers its calls. The hot paths that
// read them are in CallStore.swift.

extension CallStore {
  @usableFromInline
  func addStub(
    _ pattern: ArgumentsPattern<Arguments>,
    at location: CallSite,
    in function: String? = nil,
    expectation: Expectation<Arguments>? = nil
  ) -> Stub<Arguments, Result> {
    let mode = StubMode.current
    let stub = Stub<Arguments, Result>(
      pattern: pattern, location: location, function: function, expectation: expectation,
      mode: mode)
    let end = TestEnd.whole
    let releasesAtEnd = lock.withLock {
      // The new stub has no answer yet: calls look past it, and it checks none until it has.
      forgetConstantAnswer()
      if releasedStubs != nil { forgetReleasedStubs() }
      stubs.append(stub)
      stubTests.append(StubTest(pattern.matches))
      stubsVersion &+= 1
      if pattern.runsUserCode { newestUserCodeStub = stubTests.count - 1 }
      if mode == .strict { hasStrictStubs = true }
      guard let end, stubsReleasedAt != end else { return false }
      stubsReleasedAt = end
      return true
    }
    if releasesAtEnd {
      // Each stub keeps the strictness of the scope it was made in: the check at the end looks
      // at every stub's own.
      let scope = MockScope.current?.root
      TestEnd.afterTest { [self] in
        reportUnusedStubs(in: scope)
        releaseStubs()
      }
    }
    return stub
  }

  /// Makes `stub` lenient: calls that miss it, and its going unused, are not reported.
  ///
  /// Before its first answer, it is lenient before it checks any call.
  func makeLenient(_ stub: Stub<Arguments, Result>) {
    lock.withLock {
      guard stub.mode != .lenient else { return }
      stub.mode = .lenient
      stubsVersion &+= 1
      checkedStubs = stubs.count(where: \.checksCalls)
      spyCheckedStubs = stubs.count(where: \.checksSpyCalls)
      hasStrictStubs = stubs.contains { $0.mode == .strict }
      refreshConstantAnswer()
    }
  }

  /// Makes calls take `end` once `stub`'s answers are used: ``Stubbing/looping()`` and
  /// ``Stubbing/finite()``.
  func setEnd(_ end: AnswersEnd, of stub: Stub<Arguments, Result>) {
    var report: (@Sendable (Arguments) -> Void)? = nil
    if end == .finite {
      report = { [weak self, weak stub] arguments in
        guard let self, let stub else { return }
        reportUsedUp(stub, by: arguments)
      }
    }
    lock.withLock {
      stub.end = end
      stub.reportUsedUp = report
      stub.refreshUsedUpAnswer()
      stubsVersion &+= 1
      refreshConstantAnswer()
    }
  }

  /// Reports the call that found a finite stub's answers used up, at the stub.
  func reportUsedUp(_ stub: Stub<Arguments, Result>, by arguments: Arguments) {
    let count = lock.withLock { stub.answers.count }
    reportFailure(
      UsedUpStubMessage.message(
        call: render(arguments), requirement: name.description, stubbedOn: stub.location.line,
        answers: count),
      at: stub.location, attribution: attribution)
  }

  /// Reports, where each was made, the stubs made under strict stubs that answered no call.
  ///
  /// At the end of the test. A stub made by `expect` is used when its expectation was met. A
  /// stub whose near miss was reported is not reported again. `scope`: the test's scope, which
  /// names the requirements called with no stub meanwhile.
  func reportUnusedStubs(in scope: MockScope?) {
    let (stubs, calls) = lock.withLock {
      (self.stubs.filter { $0.mode == .strict && !$0.alreadyReported }, generation)
    }
    for stub in stubs {
      let used: Bool
      if let expectation = stub.expectation {
        used = expectation.times.contains(countMatching(expectation.pattern))
      } else {
        used = lock.withLock { stub.uses > 0 }
      }
      guard !used else { continue }
      reportFailure(
        UnstubbedCallMessage.unusedStub(
          name.wanted(stub.pattern.describe()), isExpectation: stub.expectation != nil,
          requirement: calls == 0 ? name.description : nil,
          calledInstead: calls == 0 ? scope?.requirementsCalledWithoutStubs() ?? [] : []),
        at: stub.location, attribution: attribution)
    }
  }

  /// Forgets stubs and expectations once the test that made them is over: a stub's closure that
  /// captures its own mock is a retain cycle, which would otherwise outlive the test.
  func releaseStubs() {
    var released = ReleasedStubsOfStore<Arguments, Result>()
    lock.withLock {
      noteReleasedStubs()
      forgetStubs(into: &released)
      stubsReleasedAt = nil
    }
    _ = released
  }

  @usableFromInline
  func append(_ answers: [Answer<Arguments, Result>], to stub: Stub<Arguments, Result>) {
    let answers = answers.map { $0.attributed(to: attribution) }
    let replaced = lock.withLock {
      let firstAnswers = stub.answers.isEmpty && !answers.isEmpty
      stub.answers.append(contentsOf: answers)
      stub.refreshUsedUpAnswer()
      stubsVersion &+= 1
      // From its first answer, the stub answers calls, and checks those that miss it.
      if firstAnswers, stub.checksCalls { checkedStubs += 1 }
      if firstAnswers, stub.checksSpyCalls { spyCheckedStubs += 1 }
      refreshConstantAnswer()
      // From its first answer, it also answers the calls an older stub would have.
      return firstAnswers ? replaceableStubs(by: stub) : []
    }
    if !replaced.isEmpty { reportReplacedStub(among: replaced, by: stub) }
  }

  /// Notes the answer of every call if the newest stub gives one value to every call; under
  /// the lock.
  func refreshConstantAnswer() {
    forgetConstantAnswer()
    guard !hasStrictStubs, let newest = stubs.last, newest.pattern.isAnyArguments,
      newest.answers.count == 1, newest.end == .repeatLast,
      case .value(let value) = newest.answers[0]
    else { return }
    constantAnswer = value
    constantAnswerSince = generation
  }

  /// Stops answering every call with `constantAnswer`, counting the calls it answered.
  ///
  /// They are uses of the stub it came from: a stub so used was used, and is not "replaced
  /// before any call used it". Under the lock.
  func forgetConstantAnswer() {
    guard constantAnswer != nil else { return }
    constantAnswer = nil
    stubs.last?.uses &+= generation &- constantAnswerSince
  }

  /// A mocked property's value, as reads no stub answers return it.
  var currentValue: Result? {
    lock.withLock { storedValue }
  }

  func store(_ value: Result?) {
    // The value replaced is released after the lock, in case its deinit is user code.
    var replaced = value
    lock.withLock { swap(&storedValue, &replaced) }
    _ = replaced
  }
}

/// A stub's test, as ``CallStore`` keeps it.
///
/// A closure in a struct is stored as it was made; an array of bare closures stores each behind
/// a reabstraction thunk, which every check of a stub then calls (15 instructions a check).
@usableFromInline
struct StubTest<Arguments>: Sendable {
  @usableFromInline let matches: @Sendable (UnsafePointer<Arguments>) -> Bool

  @inlinable
  init(_ matches: @escaping @Sendable (UnsafePointer<Arguments>) -> Bool) {
    self.matches = matches
  }
}

/// The message of a call after a finite stub's last answer.
enum UsedUpStubMessage {
  static func message(call: String, requirement: String, stubbedOn line: Int, answers: Int)
    -> String
  {
    let given = answers == 1 ? "its one answer was given" : "its \(answers) answers were given"
    return """
      Finite stub used up: \(call) was call \(answers + 1) of the stub on line \(line), made \
      finite(), and \(given). It was answered as the last was, for the test to go on.
      Give the stub an answer for it (`.thenReturn(…)`), or check why the code under test \
      calls \(requirement) more often than the test expects.
      """
  }
}
