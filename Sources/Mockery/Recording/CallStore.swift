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
  /// The result type's default, looked up once.
  ///
  /// A value rather than a closure: a closure made in generic code asks the runtime for metadata
  /// each time it runs.
  @usableFromInline let defaultValue: Result?
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
  @exclusivity(unchecked) @usableFromInline var stubTests:
    ContiguousArray<@Sendable (UnsafePointer<Arguments>) -> Bool> = []
  /// The index of the newest stub whose test may run user code, or -1: newer ones are checked
  /// under the lock.
  @exclusivity(unchecked) @usableFromInline var newestUserCodeStub = -1
  /// The answer of every call, when the newest stub answers every call with one value.
  ///
  /// As `whenCalled().thenReturn(x)` does: the hot path of a stubbed call, which then copies no
  /// answer out of a stub. Nil under strict stubs, which count each stub's uses.
  @exclusivity(unchecked) @usableFromInline var constantAnswer: Result?
  @exclusivity(unchecked) @usableFromInline var expectations: [Expectation<Arguments>] = []
  @exclusivity(unchecked) @usableFromInline var isStrict = false
  /// The end of the test whose stubs are released with it, once registered there.
  @exclusivity(unchecked) var stubsReleasedAt: AnyHashable?
  /// Whether a stub was made under strict stubs, so that a spy's calls no stub answers are
  /// checked too, and unused stubs at the end of the test.
  @exclusivity(unchecked) @usableFromInline var hasStrictStubs = false
  /// How many stubs are not lenient: a mock's call that matches none of the recorder's stubs is
  /// then reported.
  @exclusivity(unchecked) @usableFromInline var checkedStubs = 0
  /// A mocked property's value: answers calls no stub answers.
  @exclusivity(unchecked) @usableFromInline var storedValue: Result?
  /// Verifications waiting for a call, woken by each one; see `waitForCall(after:until:)`.
  @exclusivity(unchecked) @usableFromInline var waiters:
    [UInt64: CheckedContinuation<HandOff<Bool>, Never>] = [:]
  /// How many calls were ever recorded; unlike `log.count`, `reset()` leaves it.
  @exclusivity(unchecked) @usableFromInline var generation = 0

  init(
    name: CallName,
    declaredAt: CallSite,
    attribution: TestAttribution,
    specialization: Specialization?,
    describeArguments: @escaping @Sendable (Arguments) -> [String],
    fallback: (@Sendable (Arguments) -> Result?)?,
    storedValue: Result?
  ) {
    self.name = name
    self.declaredAt = declaredAt
    self.attribution = attribution
    self.specialization = specialization
    self.isSpecialization = specialization != nil
    self.describeArguments = describeArguments
    self.fallback = fallback
    self.defaultValue = MockDefaults.value(of: Result.self)
    self.storedValue = storedValue
    let scope = MockScope.current
    // A mock created in a scope of strict mocks is strict.
    self.isStrict = scope?.effectiveOptions.contains(.strictMocks) ?? false
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

    @inlinable
    init(
      value: Result? = nil, answer: Answer<Arguments, Result>? = nil, isUnexpected: Bool = false,
      missedStubs: Bool = false, missedCheckedStubs: Bool = false
    ) {
      self.value = value
      self.answer = answer
      self.isUnexpected = isUnexpected
      self.missedStubs = missedStubs
      self.missedCheckedStubs = missedCheckedStubs
    }

    /// Whether a mock's call is to be reported: unexpected, or missing every stub.
    @inlinable var isReportedForMock: Bool { isUnexpected || missedStubs || missedCheckedStubs }
    /// Whether a spy's call is to be reported: unexpected, or missing strict stubs.
    @inlinable var isReportedForSpy: Bool { isUnexpected || missedStubs }
  }

  /// Records a call, and returns its value when one answers it with nothing more to do: the
  /// one answer of a stub that answers every call, a mocked property's value, or, with
  /// `orDefault`, the result's default for a call of a plain mock that nothing else answers.
  ///
  /// The hot path of every mocked call: one lock, one append, no answer copied out of a stub.
  /// It returns nil with the lock still held, for ``outcomeOfRecordedCall(_:)`` to go on.
  @inlinable
  func recordAnsweredByValue(_ arguments: Arguments, orDefault: Bool) -> Result? {
    lock.lock()
    log.append(RecordedCall(arguments, sequence: sequencer.next()))
    generation &+= 1
    var value = constantAnswer
    if value == nil, stubTests.isEmpty, !isStrict {
      value = storedValue
      if value == nil, orDefault, fallback == nil, !isSpecialization { value = defaultValue }
    }
    guard let value else { return nil }
    let wakesWaiters = !waiters.isEmpty
    lock.unlock()
    if wakesWaiters { wakeWaiters() }
    return value
  }

  /// Finds the answer of the newest stub that matches a call just recorded, whose
  /// ``recordAnsweredByValue(_:orDefault:)`` left the lock held.
  ///
  /// Under the lock it checks the newest stubs whose tests cannot run user code (`whenCalled()`,
  /// values of standard types); a test that may (a matcher of the test's) runs outside the lock,
  /// on a copy of the stubs, and a second lock takes the answer.
  @inlinable
  func outcomeOfRecordedCall(_ arguments: Arguments) -> Outcome {
    let wakesWaiters = !waiters.isEmpty
    let strict = isStrict
    var answer: Answer<Arguments, Result>? = nil
    if stubTests.isEmpty {
      let stored = storedValue
      lock.unlock()
      if wakesWaiters { wakeWaiters() }
      guard strict else { return Outcome(value: stored) }
      return Outcome(answer: stored.map { .value($0) }, isUnexpected: true)
    }
    // The stubs newer than any whose test may run user code, checked here, under the lock.
    let unchecked = newestUserCodeStub
    withUnsafePointer(to: arguments) { arguments in
      stubTests.withUnsafeBufferPointer { tests in
        var index = tests.endIndex
        while index > unchecked + 1 {
          index -= 1
          if tests[index](arguments), let found = stubs[index].takeAnswer() {
            answer = found
            return
          }
        }
      }
    }
    if answer != nil {
      lock.unlock()
      if wakesWaiters { wakeWaiters() }
      return Outcome(answer: answer, isUnexpected: false)
    }
    if unchecked < 0 {
      let checksStubs = hasStrictStubs
      let checked = checkedStubs > 0
      if let storedValue { answer = .value(storedValue) }
      lock.unlock()
      if wakesWaiters { wakeWaiters() }
      return Outcome(
        answer: answer, isUnexpected: strict, missedStubs: checksStubs,
        missedCheckedStubs: checked)
    }
    // The rest may run user code: checked outside the lock, on copies of the stubs.
    let tests = stubTests
    let candidates = stubs
    let stored = storedValue
    let checksStubs = hasStrictStubs
    let checked = checkedStubs > 0
    lock.unlock()
    if wakesWaiters { wakeWaiters() }
    // A failure a matcher reports belongs to the mock's test, whatever thread calls it.
    TestAttribution.onBehalf(of: attribution) {
      withUnsafePointer(to: arguments) { arguments in
        tests.withUnsafeBufferPointer { tests in
          var index = unchecked + 1
          while index > tests.startIndex {
            index -= 1
            guard tests[index](arguments) else { continue }
            lock.lock()
            let found = candidates[index].takeAnswer()
            lock.unlock()
            if let found {
              answer = found
              return
            }
          }
        }
      }
    }
    if answer != nil { return Outcome(answer: answer, isUnexpected: false) }
    if let stored { answer = .value(stored) }
    return Outcome(
      answer: answer, isUnexpected: strict, missedStubs: checksStubs,
      missedCheckedStubs: checked)
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
    let outcome = outcomeOfRecordedCall(arguments)
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
      if fallback == nil, let defaultValue {
        if isSpecialization {
          reportMistypedSpecialization(
            arguments, answeredWith: defaultValue,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        return .value(defaultValue)
      }
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
    let outcome = outcomeOfRecordedCall(arguments)
    if let value = outcome.value { return .value(value) }
    // A spy's call no stub answers runs the real implementation: only strict stubs and strict
    // spies say so.
    if outcome.isReportedForSpy {
      reportUnmatchedSpyCall(
        arguments, outcome,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    return outcome.answer
  }

  /// Answers a mock's call that no stub answered, and reports it: once, at the line a person
  /// fixes.
  ///
  /// It gets, in order: a mocked property's value, the recorder's fallback, the result's default;
  /// where none is, and the call missed stubs of its recorder, the answer of the stub it nearly
  /// matched, so that the test goes on to say what else is wrong; else an `UnstubbedCallError`
  /// where it can throw, a `CaseIterable` result's first case, or a stop.
  ///
  /// It is reported as an unexpected call of a strict mock, or as a potential stubbing problem
  /// when it matches none of the recorder's stubs (not under `.lenient`), or as an unstubbed call
  /// when nothing could answer it; one message saying what answered it. The failure is at the
  /// nearest stub it missed, else at the running Swift Testing test, else at the mock's call,
  /// which the message names.
  @usableFromInline
  func unmatched(
    _ arguments: Arguments,
    _ outcome: Outcome,
    canThrow: Bool,
    at site: CallSite
  ) -> Answer<Arguments, Result> {
    let stubs = stubsOfMessages()
    let isExpected = outcome.isReportedForMock && self.isExpected(arguments)
    let anyMatches = stubs.contains { $0.pattern.matches(arguments) }
    // The stubs whose misses make the call a potential stubbing problem.
    let missed = stubs.filter { $0.checksCalls && !$0.pattern.matches(arguments) }
    let kind: UnmatchedKind?
    if outcome.isUnexpected, !isExpected {
      kind = .unexpected
    } else if outcome.missedStubs || outcome.missedCheckedStubs, !isExpected, !anyMatches,
      !missed.isEmpty
    {
      kind = .missedStubs(strict: missed.contains { $0.mode == .strict })
    } else {
      kind = nil
    }

    // What answers it: nothing is described until a failure is certain.
    var answer = outcome.answer
    var source: AnswerSource = .none
    if case .value(let stored)? = answer { source = .storedValue(stored) }
    if answer == nil, let fallback, let result = fallback(arguments) {
      answer = .value(result)
      source = .fallback
    }
    if answer == nil, let defaultValue {
      answer = .value(defaultValue)
      source = .defaultValue(defaultValue)
    }
    if answer == nil, kind != nil, let nearest = missed.last(where: { $0.hasAnswer }) {
      answer = lock.withLock { nearest.stub.takeAnswer() }
      source = .nearestStub(nearest.location)
    }
    let standIn = answer == nil && !canThrow ? MockDefaults.firstCase(of: Result.self) : nil
    if kind == nil, let answer {
      // Answered by a value or a default with nothing wrong: no failure to describe.
      return answered(answer, arguments, canThrow: canThrow, at: site)
    }

    // What is reported, and where.
    let consequence: String?
    switch source {
    case .storedValue(let stored):
      consequence = "It was answered with \(describeValue(stored)), the property's value."
    case .fallback:
      consequence = "It was answered by its recorder's fallback."
    case .defaultValue(let value):
      // Nothing to say of a Void requirement's return.
      consequence =
        Result.self == Void.self
        ? nil : "It was answered with \(describeValue(value)), the default of \(Result.self)."
    case .nearestStub(let stub):
      consequence =
        "\(Result.self) has no default value, so it was answered as the stub at "
        + "\(stub.fileID):\(stub.line) answers, for the test to go on."
    case .none:
      consequence = UnstubbedCallMessage.noDefaultConsequence(
        resultType: "\(Result.self)", canThrow: canThrow,
        standIn: standIn.map { describeValue($0) })
    }
    let call = render(arguments)
    let table = stubTable(stubs, for: arguments)
    let location = placeOfReport(nearestStub: missed.last?.location ?? stubs.last?.location, site)
    let called = location == site ? nil : "The mock's call: \(site.fileID):\(site.line)."
    let message: String
    switch kind {
    case .unexpected?:
      message = UnstubbedCallMessage.unexpected(
        call, stubs: table, otherTypes: stubbedSpecializations(), origin: origin,
        consequence: consequence, called: called)
    case .missedStubs(let strict)?:
      message = UnstubbedCallMessage.potentialStubbingProblem(
        call, stubs: table ?? "", strict: strict, origin: origin, consequence: consequence,
        called: called)
      lock.withLock {
        for entry in missed { entry.stub.nearMissReported = true }
      }
    case nil:
      // Nothing could answer it: a plain unstubbed call.
      message = UnstubbedCallMessage.noDefault(
        call, resultType: "\(Result.self)", consequence: consequence ?? "", stubs: table,
        otherTypes: stubbedSpecializations(), origin: origin, called: called)
    }
    reportFailure(message, at: location, attribution: attribution)
    if let answer { return answered(answer, arguments, canThrow: canThrow, at: site) }
    if let standIn { return .value(standIn) }
    guard canThrow else {
      fatalError("\(site): \(message)")
    }
    return .error(UnstubbedCallError(call: call, resultType: "\(Result.self)"))
  }

  /// What answered a call no stub answered, for its message.
  private enum AnswerSource {
    case storedValue(Result)
    case fallback
    case defaultValue(Result)
    case nearestStub(CallSite)
    case none
  }

  /// `answer`, unless it calls through, which a mock cannot: that is reported instead.
  private func answered(
    _ answer: Answer<Arguments, Result>, _ arguments: Arguments, canThrow: Bool,
    at site: CallSite
  ) -> Answer<Arguments, Result> {
    if case .callThrough = answer {
      return misusedCallThrough(arguments, canThrow: canThrow, at: site)
    }
    return answer
  }

  /// Where a failure about a call made at `site` is reported: at the line a person fixes.
  ///
  /// The stub the call nearly matched, if any; else the call itself when it was made in the
  /// running Swift Testing test's own file; else that test, as a mock's witness calls its recorder
  /// from a generated file no one should edit; else, where no Swift Testing test runs, the call.
  func placeOfReport(nearestStub: CallSite?, _ site: CallSite) -> CallSite {
    if let nearestStub { return nearestStub }
    if let test = SwiftTestingAdapter.currentTestLocation, test.fileID != site.fileID {
      return test
    }
    return site
  }

  /// How a call no stub answered went wrong.
  @usableFromInline
  enum UnmatchedKind {
    /// A strict mock's call that no stub or expectation covers.
    case unexpected
    /// A call that matches none of its recorder's stubs, under strict stubs or not.
    case missedStubs(strict: Bool)
  }

  /// A mock's call answered by `thenCallRealMethod()`: there is no real implementation, so say so
  /// and answer as if unstubbed.
  @usableFromInline
  func misusedCallThrough(
    _ arguments: Arguments,
    canThrow: Bool,
    at location: CallSite
  ) -> Answer<Arguments, Result> {
    reportFailure(
      "\(render(arguments)) was stubbed with thenCallRealMethod(), but it has no real "
        + "implementation to call: its recorder is called by a mock, not by a spy's override "
        + "with `callingThrough:`.",
      at: location, attribution: attribution)
    if let fallback, let result = fallback(arguments) { return .value(result) }
    if let defaultValue { return .value(defaultValue) }
    if !canThrow, let standIn = MockDefaults.firstCase(of: Result.self) { return .value(standIn) }
    guard canThrow else {
      fatalError("\(location): \(render(arguments)) has no answer")
    }
    return .error(UnstubbedCallError(call: render(arguments), resultType: "\(Result.self)"))
  }

  /// Reports a spy's call no stub answered, which runs the real implementation all the same.
  ///
  /// On a strict spy, unless an expectation covers it; under strict stubs, if the recorder has
  /// stubs for other arguments.
  @usableFromInline
  func reportUnmatchedSpyCall(_ arguments: Arguments, _ outcome: Outcome, at site: CallSite) {
    guard !isExpected(arguments) else { return }
    let stubs = stubsOfMessages()
    let missed = stubs.filter { !$0.pattern.matches(arguments) && $0.mode == .strict }
    let missesAll =
      outcome.missedStubs && !missed.isEmpty
      && !stubs.contains(where: { $0.pattern.matches(arguments) })
    // Nothing is described unless a failure is certain.
    guard outcome.isUnexpected || missesAll else { return }
    let table = stubTable(stubs, for: arguments)
    let location = placeOfReport(nearestStub: missed.last?.location ?? stubs.last?.location, site)
    let called = location == site ? nil : "The spy's call: \(site.fileID):\(site.line)."
    let consequence = "It ran the real implementation."
    let message: String
    if outcome.isUnexpected {
      message = UnstubbedCallMessage.unexpected(
        render(arguments), stubs: table, otherTypes: stubbedSpecializations(), origin: origin,
        consequence: consequence, called: called)
    } else {
      lock.withLock {
        for entry in missed { entry.stub.nearMissReported = true }
      }
      message = UnstubbedCallMessage.potentialStubbingProblem(
        render(arguments), stubs: table ?? "", strict: true, origin: origin,
        consequence: consequence, called: called)
    }
    reportFailure(message, at: location, attribution: attribution)
  }

  /// For a generic method's recorder: the other specializations that are stubbed, one line each,
  /// saying of one that differs only in its effects that the test named the wrong recorder type;
  /// nil if none is.
  func stubbedSpecializations() -> String? {
    guard let specialization else { return nil }
    let entries = specialization.siblings().compactMap { sibling -> String? in
      guard let other = sibling.specialization, let made = sibling.stubLocations.first else {
        return nil
      }
      let stubbed = "\(other.signature), stubbed at \(made.fileID):\(made.line)"
      guard other.types == specialization.types else { return stubbed }
      return "\(stubbed): the types of this call, but not its effects, \(specialization.signature)."
        + " The test stubs \(other.recorderType); the mock calls \(specialization.recorderType)."
    }
    guard !entries.isEmpty else { return nil }
    return CallListing.numbered(entries).joined(separator: "\n")
  }

  /// Reports a generic method's call answered by its default while the test stubbed a
  /// specialization with its types but other effects, which no call can reach.
  @usableFromInline
  func reportMistypedSpecialization(
    _ arguments: Arguments, answeredWith value: Result, at location: CallSite
  ) {
    guard let specialization,
      specialization.siblings().contains(where: {
        $0.specialization?.types == specialization.types && !$0.stubLocations.isEmpty
      }),
      let otherTypes = stubbedSpecializations()
    else { return }
    reportFailure(
      UnstubbedCallMessage.mistypedSpecialization(
        render(arguments), signature: specialization.signature,
        answer: describeValue(value), otherTypes: otherTypes, origin: origin),
      at: location, attribution: attribution)
  }

  /// The recorder's stubs, as a message about a call names them, oldest first.
  struct StubEntry {
    let stub: Stub<Arguments, Result>
    let pattern: ArgumentsPattern<Arguments>
    let location: CallSite
    let hasAnswer: Bool
    let isExpected: Bool
    let mode: StubMode

    /// Whether a call that misses it is a potential stubbing problem; see ``Stub/checksCalls``.
    var checksCalls: Bool { mode.checksCalls(ofExpectation: isExpected) }
  }

  /// The recorder's stubs, copied out of the lock for a message.
  func stubsOfMessages() -> [StubEntry] {
    lock.withLock {
      stubs.map {
        StubEntry(
          stub: $0, pattern: $0.pattern, location: $0.location, hasAnswer: !$0.answers.isEmpty,
          isExpected: $0.expectation != nil, mode: $0.mode)
      }
    }
  }

  /// The recorder's stubs, each with why it did not answer a call with `arguments`, written for
  /// a message; nil without stubs.
  func stubTable(_ stubs: [StubEntry], for arguments: Arguments) -> String? {
    guard !stubs.isEmpty else { return nil }
    let call = describeArguments(arguments).joined(separator: ", ")
    let entries = stubs.map { stub -> String in
      let location = "\(stub.location.fileID):\(stub.location.line)"
      let made = stub.isExpected ? "expected as" : "stubbed for"
      let lenient = stub.mode == .lenient ? ", lenient" : ""
      let stubbed = "\(made) \(name.wanted(stub.pattern.describe())) at \(location)\(lenient)"
      guard !stub.pattern.matches(arguments) else {
        return stub.hasAnswer ? stubbed : "\(stubbed), with no answer: add one with then…"
      }
      let mismatches = name.mismatches(stub.pattern.explain(arguments))
      return "\(stubbed), called with \(call)   " + mismatches.joined(separator: "; ")
    }
    return CallListing.numbered(entries).joined(separator: "\n")
  }

  /// Where the call being reported came from: see ``CallOrigin``.
  var origin: String? {
    CallOrigin.describe(test: TestAttribution.current.test?.name ?? attribution.test?.name)
  }

  /// The call as messages write it: `conditions(forZipcode: "94105")`.
  func render(_ arguments: Arguments) -> String {
    name.render(describeArguments(arguments))
  }

  // MARK: Stubs and property values

  @usableFromInline
  func addStub(
    _ pattern: ArgumentsPattern<Arguments>,
    at location: CallSite,
    expectation: Expectation<Arguments>? = nil
  ) -> Stub<Arguments, Result> {
    let mode = StubMode.current
    let stub = Stub<Arguments, Result>(
      pattern: pattern, location: location, expectation: expectation, mode: mode)
    let end = TestEnd.whole
    let releasesAtEnd = lock.withLock {
      stubs.append(stub)
      stubTests.append(pattern.matches)
      if pattern.runsUserCode { newestUserCodeStub = stubTests.count - 1 }
      if mode == .strict { hasStrictStubs = true }
      if stub.checksCalls { checkedStubs += 1 }
      // The new stub has no answer yet: calls look past it.
      constantAnswer = nil
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
  func makeLenient(_ stub: Stub<Arguments, Result>) {
    lock.withLock {
      guard stub.mode != .lenient else { return }
      stub.mode = .lenient
      checkedStubs = stubs.count(where: \.checksCalls)
      hasStrictStubs = stubs.contains { $0.mode == .strict }
      refreshConstantAnswer()
    }
  }

  /// Reports, where each was made, the stubs made under strict stubs that answered no call.
  ///
  /// At the end of the test. A stub made by `expect` is used when its expectation was met. A
  /// stub whose near miss was reported is not reported again. `scope`: the test's scope, which
  /// names the requirements called with no stub meanwhile.
  func reportUnusedStubs(in scope: MockScope?) {
    let (stubs, calls) = lock.withLock {
      (self.stubs.filter { $0.mode == .strict && !$0.nearMissReported }, generation)
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
    var released = (
      ContiguousArray<Stub<Arguments, Result>>(),
      ContiguousArray<@Sendable (UnsafePointer<Arguments>) -> Bool>(), [Expectation<Arguments>]()
    )
    lock.withLock {
      swap(&stubs, &released.0)
      swap(&stubTests, &released.1)
      swap(&expectations, &released.2)
      newestUserCodeStub = -1
      constantAnswer = nil
      stubsReleasedAt = nil
      hasStrictStubs = false
      checkedStubs = 0
    }
    _ = released
  }

  @usableFromInline
  func append(_ answers: [Answer<Arguments, Result>], to stub: Stub<Arguments, Result>) {
    let answers = answers.map { $0.attributed(to: attribution) }
    lock.withLock {
      stub.answers.append(contentsOf: answers)
      refreshConstantAnswer()
    }
  }

  /// Notes the answer of every call if the newest stub gives one value to every call; under
  /// the lock.
  func refreshConstantAnswer() {
    constantAnswer = nil
    guard !hasStrictStubs, let newest = stubs.last, newest.pattern.isAnyArguments,
      newest.answers.count == 1, case .value(let value) = newest.answers[0]
    else { return }
    constantAnswer = value
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
    var released = (
      CallLog<Arguments>(), ContiguousArray<Stub<Arguments, Result>>(),
      ContiguousArray<@Sendable (UnsafePointer<Arguments>) -> Bool>(), [Expectation<Arguments>]()
    )
    lock.withLock {
      swap(&log, &released.0)
      swap(&stubs, &released.1)
      swap(&stubTests, &released.2)
      swap(&expectations, &released.3)
      newestUserCodeStub = -1
      constantAnswer = nil
      hasStrictStubs = false
      checkedStubs = 0
      verified = VerifiedCalls()
      clears += 1
    }
    _ = released
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

  var strictness: Bool {
    get { lock.withLock { isStrict } }
    set { lock.withLock { isStrict = newValue } }
  }
}

extension CallStore: InspectableRecorder {
  var requirementName: String { name.description }

  var stubLocations: [CallSite] { lock.withLock { stubs.map(\.location) } }

  func summaries(unverifiedOnly: Bool) -> [CallSummary] {
    let (snapshot, verified) = lock.withLock { (log.snapshot, self.verified) }
    var summaries: [CallSummary] = []
    snapshot.forEachCall { index, call in
      // Filtered before rendering: a verification that passes describes no call.
      if unverifiedOnly && verified.contains(index) { return }
      summaries.append(
        CallSummary(sequence: call.pointee.sequence, call: render(call.pointee.arguments)))
    }
    return summaries
  }

  func markVerified(_ sequences: Set<UInt64>) {
    let (snapshot, clears) = lock.withLock { (log.snapshot, self.clears) }
    var marks = VerifiedCalls()
    snapshot.forEachCall { index, call in
      if sequences.contains(call.pointee.sequence) { marks.insert(index) }
    }
    mark(marks, madeAfter: clears)
  }

  /// Marks calls verified, unless the log was emptied since the snapshot they were found in.
  @usableFromInline
  func mark(_ marks: VerifiedCalls, madeAfter clears: Int) {
    lock.withLock {
      guard self.clears == clears else { return }
      verified.formUnion(marks)
    }
  }
}

extension CallStore: WatchedRecorder {
  /// The requirement, if its recorder was called and has no stub: a function or a getter with no
  /// value, which a test may have meant to stub; not a setter, which is called unstubbed.
  var calledWithoutStubs: String? {
    switch name.kind {
    case .setter, .subscriptSetter: return nil
    case .function, .getter, .subscriptGetter: break
    }
    return lock.withLock {
      generation > 0 && stubs.isEmpty && storedValue == nil ? name.description : nil
    }
  }
}
