/// The state and behaviour of one recorder, generic over its arguments as one tuple.
///
/// ``CallRecorder`` is generic over a parameter pack so that a mock reads like the requirement
/// it stands in for. Code generic over a pack, even specialized, asks the runtime for the
/// metadata of every pack-generic type it touches on every call (measured: a quarter of a
/// mocked call's instructions), so everything behind the API is generic over the arguments
/// tuple `(repeat each Arg)` instead: one ordinary type, whose specialized code needs none.
@usableFromInline
final class CallStore<Arguments, Result>: @unchecked Sendable {
  // Constant after init.
  @usableFromInline let name: CallName
  @usableFromInline let declaredAt: CallSite
  /// The test that created the recorder, for failures reported from outside it.
  @usableFromInline let attribution: TestAttribution
  /// For a generic method's recorder, which specialization it records.
  let specialization: Specialization?
  /// Whether it records a specialization of a generic method, for the hot path.
  @usableFromInline let isSpecialization: Bool
  @usableFromInline let describeArguments: @Sendable (Arguments) -> [String]
  @usableFromInline let fallback: (@Sendable (Arguments) -> Result?)?
  /// What a call nothing answers returns after it fails the test, where the result type has no
  /// default and the requirement cannot throw: a value a generated mock builds.
  let standIn: StandIn<Result>?
  /// The result type's default, looked up once, or the test's for this mock (`useDefault`);
  /// guarded by `lock`, read without it where read through ``unstubbedDefault``.
  ///
  /// A value rather than a closure: a closure made in generic code asks the runtime for metadata
  /// each time it runs.
  @exclusivity(unchecked) @usableFromInline var defaultValue: Result?
  @usableFromInline let lock = PlatformLock()
  @usableFromInline let sequencer = CallSequencer.shared

  // Guarded by `lock`, which is why exclusivity need not be checked at run time as well. No user
  // code (a matcher, a stub's closure, a description, a deinit) runs while it is held: what user
  // code needs is copied out first, and what is thrown away is released after.
  @exclusivity(unchecked) @usableFromInline var log = CallLog<Arguments>()
  @exclusivity(unchecked) @usableFromInline var verified = VerifiedCalls()
  /// How many times the log was emptied: marks made from a snapshot apply only to its log.
  @exclusivity(unchecked) @usableFromInline var clears = 0
  @exclusivity(unchecked) @usableFromInline var stubs: ContiguousArray<Stub<Arguments, Result>> = []
  /// Each stub's test, in the order of `stubs`: scanned on every call, so kept apart from the
  /// stubs, where reading each one would retain and release it.
  @exclusivity(unchecked) @usableFromInline var stubTests: ContiguousArray<StubTest<Arguments>> = []
  /// The index of the newest stub whose test may run user code, or -1: newer ones are checked
  /// under the lock.
  @exclusivity(unchecked) @usableFromInline var newestUserCodeStub = -1
  /// The answer of every call, when the newest stub answers every call with one value.
  ///
  /// As `whenCalled().thenReturn(x)` does: the hot path of a stubbed call, which then copies no
  /// answer out of a stub. Nil under strict stubs, which count each stub's uses.
  @exclusivity(unchecked) @usableFromInline var constantAnswer: Result?
  /// The `generation` when `constantAnswer` was noted: the calls it answered since are the
  /// newest stub's uses, counted when it is forgotten (see `forgetConstantAnswer()`), so that
  /// the hot path counts nothing.
  @exclusivity(unchecked) var constantAnswerSince = 0
  @exclusivity(unchecked) @usableFromInline var expectations: [Expectation<Arguments>] = []
  @exclusivity(unchecked) @usableFromInline var isStrict = false
  /// Whether a spy's call that no stub answers runs the real implementation; see
  /// `withoutCallingThrough(_:)`.
  @exclusivity(unchecked) @usableFromInline var callsThrough = true
  /// Whether a spy's call that no stub answers has more to do than run the real code.
  ///
  /// Its recorder is strict, or does not call through. Read on a spy's hot path where
  /// `isStrict` was.
  @exclusivity(unchecked) @usableFromInline var spyChecksUnstubbed = false
  /// Whether a spy's call that cannot be answered without calling through was reported.
  @exclusivity(unchecked) var reportedRealCallWithoutDefault = false
  /// Whether it is strict only because a scope of strict mocks made it so, which a spy's calls
  /// do not take: running the real implementation is what a spy is for.
  @exclusivity(unchecked) @usableFromInline var isStrictOnlyByScope = false
  /// The end of the test whose stubs are released with it, once registered there.
  @exclusivity(unchecked) var stubsReleasedAt: AnyHashable?
  /// Whether a stub was made under strict stubs, whose uses are counted for the end of the test.
  @exclusivity(unchecked) @usableFromInline var hasStrictStubs = false
  /// How many stubs check a mock's calls (see `Stub.checksCalls`): a call that matches none of
  /// the recorder's stubs is then reported.
  @exclusivity(unchecked) @usableFromInline var checkedStubs = 0
  /// How many stubs check a spy's calls, which only strict stubs do.
  @exclusivity(unchecked) @usableFromInline var spyCheckedStubs = 0
  /// Changes with every change of the stubs or of strictness: a call that no stub answered is
  /// the same miss as another only if the stubs it missed are the same.
  @exclusivity(unchecked) @usableFromInline var stubsVersion = 0
  /// The misses reported, so that a repeated one is counted, not reported again.
  @exclusivity(unchecked) @usableFromInline var misses = MissLedger()
  /// A mocked property's value: answers calls no stub answers.
  @exclusivity(unchecked) @usableFromInline var storedValue: Result?
  /// Verifications waiting for a call, woken by each one; see `waitForCall(after:until:)`.
  @exclusivity(unchecked) @usableFromInline var waiters:
    [UInt64: CheckedContinuation<HandOff<Bool>, Never>] = [:]
  /// Whether a call has more to do once recorded: wake a waiter, or be written out.
  ///
  /// Waiters are verifications `within:` a time; calls are written out by `logCalls`. One flag,
  /// read on the hot path where the count of waiters was, at no more cost.
  @exclusivity(unchecked) @usableFromInline var isWatched = false
  /// Where each call is written as it happens, and how many of the log's calls were, since
  /// which of its clearings.
  @exclusivity(unchecked) var callWriter: (mock: String, write: @Sendable (String) -> Void)?
  @exclusivity(unchecked) var writtenCalls = (count: 0, clears: 0)
  /// How many calls were ever recorded; unlike `log.count`, `reset()` leaves it.
  @exclusivity(unchecked) @usableFromInline var generation = 0
  /// The recorders of the same mock, once a call form or a whole-mock operation named them.
  @exclusivity(unchecked) @usableFromInline var knownFamily: MockFamily?
  /// Whether a call nothing answers takes the result's default on the hot path: a plain mock's,
  /// with no fallback, and not while stubs released with their test make it a late call to
  /// report (see `LateCalls.swift`).
  @exclusivity(unchecked) @usableFromInline var answersUnstubbedWithDefault: Bool
  /// The stubs released when their test ended, which a later call is reported against.
  @exclusivity(unchecked) var releasedStubs: ReleasedStubs?

  init(
    name: CallName,
    declaredAt: CallSite,
    attribution: TestAttribution,
    specialization: Specialization?,
    describeArguments: @escaping @Sendable (Arguments) -> [String],
    fallback: (@Sendable (Arguments) -> Result?)?,
    standIn: StandIn<Result>? = nil,
    storedValue: Result?
  ) {
    self.name = name
    self.declaredAt = declaredAt
    self.attribution = attribution
    self.specialization = specialization
    self.isSpecialization = specialization != nil
    self.answersUnstubbedWithDefault = fallback == nil && specialization == nil
    self.describeArguments = describeArguments
    self.fallback = fallback
    self.standIn = standIn
    self.defaultValue = MockDefaults.value(of: Result.self)
    self.storedValue = storedValue
    let scope = MockScope.current
    // A mock created in a scope of strict mocks is strict.
    self.isStrict = scope?.effectiveOptions.contains(.strictMocks) ?? false
    self.isStrictOnlyByScope = isStrict
    self.spyChecksUnstubbed = isStrict
    XCTestAdapter.observe()
    // Under strict stubs, an unused stub's message names the requirements called with no stub
    // instead: the scope keeps its recorders until it ends.
    if let scope, scope.effectiveOptions.contains(.strictStubs) { scope.root.watch(self) }
  }

  // MARK: Calls

  /// What recording a call found: the answer of the newest stub that matches it (or a mocked
  /// property's value), and, when no stub answered, what must be reported about it.
  @usableFromInline
  struct Outcome {
    /// A value to return with nothing more to do: a stub's one answer to every call, or a mocked
    /// property's value.
    @usableFromInline var value: Result?
    @usableFromInline var answer: Answer<Arguments, Result>?
    /// Strict, and no stub answered: the call is unexpected unless an expectation covers it.
    @usableFromInline var isUnexpected: Bool
    /// Stubbed under strict stubs, and no stub answered: a potential stubbing problem, of a
    /// spy's call too.
    @usableFromInline var missedStubs: Bool
    /// Stubbed with stubs that are not lenient, and no stub answered: a potential stubbing
    /// problem of a mock's call.
    @usableFromInline var missedCheckedStubs: Bool
    /// Whether a stub matched the call but had no answer to give: no miss.
    @usableFromInline var matchedAStub: Bool
    /// The recorder's `stubsVersion` as the call found the stubs.
    @usableFromInline var stubsVersion: Int
    /// Whether the recorder had expectations, which may cover the call.
    @usableFromInline var hasExpectations: Bool

    @inlinable
    init(
      value: Result? = nil, answer: Answer<Arguments, Result>? = nil, isUnexpected: Bool = false,
      missedStubs: Bool = false, missedCheckedStubs: Bool = false, matchedAStub: Bool = false,
      stubsVersion: Int = 0, hasExpectations: Bool = false
    ) {
      self.value = value
      self.answer = answer
      self.isUnexpected = isUnexpected
      self.missedStubs = missedStubs
      self.missedCheckedStubs = missedCheckedStubs
      self.matchedAStub = matchedAStub
      self.stubsVersion = stubsVersion
      self.hasExpectations = hasExpectations
    }

    /// Whether a mock's call is to be reported: unexpected, or missing every stub.
    @inlinable var isReportedForMock: Bool { isUnexpected || missedStubs || missedCheckedStubs }
    /// Whether a spy's call is to be reported: unexpected, or missing strict stubs.
    @inlinable var isReportedForSpy: Bool { isUnexpected || missedStubs }

    /// How the call missed, as it found the stubs: unexpected by a strict mock or spy, or
    /// missing every stub that checks a mock's (or a spy's) calls; nil for neither, or where an
    /// expectation covers it.
    @inlinable
    func missKind(ofSpy: Bool, isExpected: Bool) -> MissLedger.Kind? {
      guard !isExpected else { return nil }
      if isUnexpected { return .unexpected }
      if ofSpy ? missedStubs : missedCheckedStubs, !matchedAStub { return .missedStubs }
      return nil
    }
  }

  /// Records a call, and returns its value when one answers it with nothing more to do: the
  /// one answer of a stub that answers every call, a mocked property's value, or, with
  /// `orDefault`, the result's default for a call of a plain mock that nothing else answers.
  ///
  /// The hot path of every mocked call: one lock, one append, no answer copied out of a stub.
  /// It returns nil with the lock still held, for ``answerOfStubCheckedUnderLock(_:matched:)`` to go on.
  @inlinable
  func recordAnsweredByValue(_ arguments: Arguments, orDefault: Bool) -> Result? {
    lock.lock()
    log.append(RecordedCall(arguments, sequence: sequencer.next()))
    generation &+= 1
    var value = constantAnswer
    if value == nil, stubTests.isEmpty, !isStrict {
      value = storedValue
      if value == nil, orDefault, answersUnstubbedWithDefault { value = defaultValue }
    }
    guard let value else { return nil }
    let wakesWaiters = isWatched
    lock.unlock()
    if wakesWaiters { wakeWaiters() }
    return value
  }

  /// The answer of the newest stub checked under the lock that matches a call just recorded.
  ///
  /// The call's ``recordAnsweredByValue(_:orDefault:)`` left the lock held; this releases it
  /// when a stub answers, and returns nil with the lock still held when none does, for
  /// ``outcomeOfCallNoStubUnderLockAnswered(_:matched:)`` to go on.
  ///
  /// Under the lock it checks the newest stubs whose tests cannot run user code (`whenCalled()`,
  /// values of standard types); a test that may (a matcher of the test's) runs outside the lock,
  /// on a copy of the stubs, and a second lock takes the answer. A call that a stub such as
  /// `when("94105")` answers ends here, with its answer alone: built into an ``Outcome`` and
  /// taken out again, it cost a stubbed call a quarter of its instructions.
  @inlinable
  func answerOfStubCheckedUnderLock(
    _ arguments: Arguments, matched: inout Bool
  ) -> Answer<Arguments, Result>? {
    // The stubs newer than any whose test may run user code.
    let unchecked = newestUserCodeStub
    var answer: Answer<Arguments, Result>? = nil
    var found = false
    // Read from an array, not through a buffer pointer: a test read from the array's storage is
    // borrowed for its call, where one read through a pointer was copied, its closure's context
    // retained and released at every check (1,103 instructions a call with ten stubs, now 859).
    let tests = stubTests
    withUnsafePointer(to: arguments) { arguments in
      var index = tests.endIndex
      while index > unchecked + 1 {
        index -= 1
        guard tests[index].matches(arguments) else { continue }
        answer = stubs[index].takeAnswer()
        if answer != nil {
          found = true
          return
        }
        matched = true
      }
    }
    guard found else { return nil }
    let wakesWaiters = isWatched
    lock.unlock()
    if wakesWaiters { wakeWaiters() }
    return answer
  }

  /// What recording a call found when no stub checked under the lock answered it (see
  /// ``answerOfStubCheckedUnderLock(_:matched:)``), whose `matched` says whether one matched it
  /// without an answer to give.
  @inlinable
  func outcomeOfCallNoStubUnderLockAnswered(
    _ arguments: Arguments, matched: Bool, ofSpy: Bool = false
  ) -> Outcome {
    var matched = matched
    let wakesWaiters = isWatched
    // A scope of strict mocks makes mocks strict, not spies; `strict(spy)` makes a spy strict.
    let strict = isStrict && !(ofSpy && isStrictOnlyByScope)
    let version = stubsVersion
    let expects = !expectations.isEmpty
    var answer: Answer<Arguments, Result>? = nil
    if stubTests.isEmpty {
      let stored = storedValue
      lock.unlock()
      if wakesWaiters { wakeWaiters() }
      guard strict else { return Outcome(value: stored) }
      return Outcome(
        answer: stored.map { .value($0) }, isUnexpected: true, stubsVersion: version,
        hasExpectations: expects)
    }
    let unchecked = newestUserCodeStub
    let spyChecked = spyCheckedStubs > 0
    let checked = checkedStubs > 0
    if unchecked < 0 {
      if let storedValue { answer = .value(storedValue) }
      lock.unlock()
      if wakesWaiters { wakeWaiters() }
      return Outcome(
        answer: answer, isUnexpected: strict, missedStubs: spyChecked,
        missedCheckedStubs: checked, matchedAStub: matched, stubsVersion: version,
        hasExpectations: expects)
    }
    // The rest may run user code: checked outside the lock, on copies of the stubs.
    let tests = stubTests
    let candidates = stubs
    let stored = storedValue
    lock.unlock()
    if wakesWaiters { wakeWaiters() }
    // A failure a matcher reports belongs to the mock's test, whatever thread calls it.
    TestAttribution.onBehalf(of: attribution) {
      withUnsafePointer(to: arguments) { arguments in
        var index = unchecked + 1
        while index > tests.startIndex {
          index -= 1
          guard tests[index].matches(arguments) else { continue }
          lock.lock()
          let found = candidates[index].takeAnswer()
          lock.unlock()
          if let found {
            answer = found
            return
          }
          matched = true
        }
      }
    }
    if answer != nil { return Outcome(answer: answer, isUnexpected: false) }
    if let stored { answer = .value(stored) }
    return Outcome(
      answer: answer, isUnexpected: strict, missedStubs: spyChecked, missedCheckedStubs: checked,
      matchedAStub: matched, stubsVersion: version, hasExpectations: expects)
  }

  /// The answer to a mock's call: the newest matching stub's, or what an unstubbed call gets.
  ///
  /// Takes the caller's location in parts, and makes a `CallSite` of them only to report a
  /// failure: copying the file's name into one costs a retain and a release on every call.
  @inlinable
  func answer(
    for arguments: Arguments,
    canThrow: @autoclosure () -> Bool,
    fileID: String,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) -> Answer<Arguments, Result> {
    if let value = recordAnsweredByValue(arguments, orDefault: true) { return .value(value) }
    return answerOfRecordedCall(
      arguments, canThrow: canThrow(), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// The rest of ``answer(for:canThrow:fileID:filePath:line:column:)``, whose
  /// ``recordAnsweredByValue(_:orDefault:)`` left the lock held.
  ///
  /// Not inlined, so that a mock's witness holds only the hot path: inlined, this made every
  /// witness set up a frame for the stubs and failures it seldom reaches (33 instructions of a
  /// void call's 139, by callgrind).
  @inlinable @inline(never)
  func answerOfRecordedCall(
    _ arguments: Arguments,
    canThrow: @autoclosure () -> Bool,
    fileID: String,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) -> Answer<Arguments, Result> {
    var matched = false
    if let answer = answerOfStubCheckedUnderLock(arguments, matched: &matched) {
      if case .callThrough = answer {
        return misusedCallThrough(
          arguments, canThrow: canThrow(),
          at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
      }
      return answer
    }
    let outcome = outcomeOfCallNoStubUnderLockAnswered(arguments, matched: matched)
    if let value = outcome.value { return .value(value) }
    if !outcome.isReportedForMock {
      if let answer = outcome.answer {
        if case .callThrough = answer {
          return misusedCallThrough(
            arguments, canThrow: canThrow(),
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        return answer
      }
      if fallback == nil, let defaultValue = unstubbedDefault {
        if isSpecialization {
          reportMistypedSpecialization(
            arguments, answeredWith: defaultValue,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        } else {
          reportCallAfterItsTestEnded(arguments, answeredWith: defaultValue)
        }
        return .value(defaultValue)
      }
    }
    if let repeated = answerOfRepeatedMiss(
      arguments, outcome, canThrow: canThrow(),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    {
      // The same mistake again: counted, not described.
      return repeated
    }
    return unmatched(
      arguments, outcome, canThrow: canThrow(),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Records a call of a plain requirement, neither throwing nor suspending, and returns its
  /// answer.
  @inlinable
  func callPlain(
    _ arguments: Arguments,
    fileID: String,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) -> Result {
    switch answer(
      for: arguments, canThrow: false, fileID: fileID, filePath: filePath, line: line,
      column: column)
    {
    case .value(let result):
      return result
    case .run(let body):
      // A non-throwing recorder's API only takes non-throwing closures.
      return try! body(arguments)
    case .error, .runAsync, .callThrough:
      preconditionFailure("a synchronous, non-throwing recorder holds no such answer")
    }
  }

  /// The stubbed answer to a spy's call, or nil to run the real implementation.
  @inlinable
  func spyAnswer(
    for arguments: Arguments,
    fileID: String,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) -> Answer<Arguments, Result>? {
    if let value = recordAnsweredByValue(arguments, orDefault: false) { return .value(value) }
    if stubTests.isEmpty, !spyChecksUnstubbed {
      // Nothing answers it, and nothing is reported: the real implementation runs. The path of
      // most of a spy's calls, kept out of the one below, which sets up for stubs and failures.
      let wakesWaiters = isWatched
      lock.unlock()
      if wakesWaiters { wakeWaiters() }
      return nil
    }
    return spyAnswerOfRecordedCall(
      arguments, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The rest of ``spyAnswer(for:fileID:filePath:line:column:)``, whose
  /// ``recordAnsweredByValue(_:orDefault:)`` left the lock held; not inlined, as
  /// ``answerOfRecordedCall(_:canThrow:fileID:filePath:line:column:)`` is not.
  @inlinable @inline(never)
  func spyAnswerOfRecordedCall(
    _ arguments: Arguments,
    fileID: String,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) -> Answer<Arguments, Result>? {
    var matched = false
    if let answer = answerOfStubCheckedUnderLock(arguments, matched: &matched) { return answer }
    // Still under the lock, which the outcome releases.
    let runsReal = callsThrough
    let outcome = outcomeOfCallNoStubUnderLockAnswered(arguments, matched: matched, ofSpy: true)
    if let value = outcome.value { return .value(value) }
    // A spy's call no stub answers runs the real implementation, unless the spy does not call
    // through: only strict stubs and strict spies say so.
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let stand = runsReal || outcome.answer != nil ? nil : answerInsteadOfTheRealOne(arguments)
    if outcome.isReportedForSpy {
      reportUnmatchedSpyCall(arguments, outcome, answeredWith: stand, at: site)
    }
    if let answer = outcome.answer { return answer }
    if runsReal { return nil }
    guard let stand else {
      reportRealCallWithoutDefault(arguments, at: site)
      return nil
    }
    return .value(stand)
  }

  // MARK: History

  /// The calls recorded so far, to read without the lock.
  @usableFromInline
  var snapshot: CallLog<Arguments>.Snapshot {
    lock.withLock { log.snapshot }
  }

  var arguments: [Arguments] {
    snapshot.map(\.arguments)
  }

  var callCount: Int {
    lock.withLock { log.count }
  }

  func reset() {
    var calls = CallLog<Arguments>()
    var stubs = ReleasedStubsOfStore<Arguments, Result>()
    lock.withLock {
      swap(&log, &calls)
      verified = VerifiedCalls()
      clears += 1
      forgetStubs(into: &stubs)
      forgetReleasedStubs()
    }
    _ = (calls, stubs)
  }

  func clearCalls() {
    var released = CallLog<Arguments>()
    lock.withLock {
      swap(&log, &released)
      verified = VerifiedCalls()
      clears += 1
    }
    _ = released
  }

  /// Forgets stubs and expectations, keeping the calls.
  func clearStubs() {
    var stubs = ReleasedStubsOfStore<Arguments, Result>()
    lock.withLock {
      forgetStubs(into: &stubs)
      forgetReleasedStubs()
    }
    _ = stubs
  }

  /// Moves the stubs and expectations into `released`, to be released after the lock.
  ///
  /// A deinit may be user code, so nothing is released under the lock. Calls are then answered
  /// as with no stub. Under the lock.
  func forgetStubs(into released: inout ReleasedStubsOfStore<Arguments, Result>) {
    forgetConstantAnswer()
    swap(&stubs, &released.stubs)
    swap(&stubTests, &released.tests)
    swap(&expectations, &released.expectations)
    newestUserCodeStub = -1
    hasStrictStubs = false
    checkedStubs = 0
    spyCheckedStubs = 0
    stubsVersion &+= 1
  }

  /// The default an unstubbed call gets, read under the lock: the test may set it.
  @usableFromInline
  var unstubbedDefault: Result? { lock.withLock { defaultValue } }

  /// Makes `value` the default of this recorder's unstubbed calls, if it returns a `Value`.
  func useDefault<Value>(_ value: Value) -> Bool {
    guard let value = value as? Result, Value.self == Result.self else { return false }
    lock.withLock { defaultValue = value }
    return true
  }

  var strictness: Bool {
    get { lock.withLock { isStrict } }
    set {
      lock.withLock {
        isStrict = newValue
        isStrictOnlyByScope = false
        spyChecksUnstubbed = isStrict || !callsThrough
        stubsVersion &+= 1
      }
    }
  }

  var callingThrough: Bool {
    get { lock.withLock { callsThrough } }
    set {
      lock.withLock {
        callsThrough = newValue
        spyChecksUnstubbed = isStrict || !callsThrough
      }
    }
  }
}

/// A recorder's stubs and expectations, taken out under its lock to be released after it.
struct ReleasedStubsOfStore<Arguments, Result> {
  var stubs = ContiguousArray<Stub<Arguments, Result>>()
  var tests = ContiguousArray<StubTest<Arguments>>()
  var expectations: [Expectation<Arguments>] = []
}
