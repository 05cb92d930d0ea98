// How a recorder answers and reports a call no stub answered: once per mistake, at the line a
// person fixes, naming the stubs the call nearly matched.
//
// Every path here starts from what the call found (`Outcome`) and asks the ledger of misses
// (`MissLedger`) whether the same miss was reported in this test: if so, it is counted and
// answered, with nothing described, so that a mistake repeated 100,000 times costs about what
// as many matched calls do. Only a miss to report reads the stubs again, ranks them and builds
// a message.

extension CallStore {
  /// The answer of a mock's call that repeats a miss its test reported, counted and answered as
  /// the first was; nil for a call that is not one, or where telling takes more than this
  /// (expectations that may cover the call, a fallback, no answer at all), which
  /// ``unmatched(_:_:canThrow:at:)`` then tells.
  ///
  /// Inlined into the mock's call, and so specialized, with one lock and one lookup: a mistake
  /// the code under test repeats costs about what a matched call does.
  @inlinable
  func answerOfRepeatedMiss(
    _ arguments: Arguments,
    _ outcome: Outcome,
    canThrow: @autoclosure () -> Bool,
    at site: @autoclosure () -> CallSite
  ) -> Answer<Arguments, Result>? {
    guard !outcome.hasExpectations, fallback == nil,
      let kind = outcome.missKind(ofSpy: false, isExpected: false)
    else { return nil }
    var answer = outcome.answer
    let key = MissLedger.Key(
      kind: kind, stubs: outcome.stubsVersion, test: TestKey.current(orNoted: attribution))
    lock.lock()
    if answer == nil, let defaultValue { answer = .value(defaultValue) }
    // A stub's index means what it did only while the stubs are as the call found them.
    guard stubsVersion == outcome.stubsVersion, let index = misses.index(of: key) else {
      lock.unlock()
      return nil
    }
    if answer == nil, let stub = misses.entries[index].entry.answeringStub {
      answer = stubs[stub].takeAnswer()
    }
    if answer != nil { misses.countRepeat(at: index) }
    lock.unlock()
    if case .callThrough? = answer {
      return misusedCallThrough(arguments, canThrow: canThrow(), at: site())
    }
    return answer
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
  /// when it matches none of the recorder's stubs that check calls, or as an unstubbed call when
  /// nothing could answer it; one message saying what answered it. The failure is at the nearest
  /// stub it missed, else at the running Swift Testing test, else at the mock's call, which the
  /// message names. The same miss again in the test is counted, not reported.
  @usableFromInline
  func unmatched(
    _ arguments: Arguments,
    _ outcome: Outcome,
    canThrow: Bool,
    at site: CallSite
  ) -> Answer<Arguments, Result> {
    let isExpected = outcome.isReportedForMock && self.isExpected(arguments)
    // What answers it, whatever is reported: nothing is described until a failure is certain.
    var answer = outcome.answer
    var source: AnswerSource = .none
    if case .value(let stored)? = answer { source = .storedValue(stored) }
    if answer == nil, let fallback, let result = fallback(arguments) {
      answer = .value(result)
      source = .fallback
    }
    if answer == nil, let defaultValue = unstubbedDefault {
      answer = .value(defaultValue)
      source = .defaultValue(defaultValue)
    }
    let standIn = {
      answer == nil && !canThrow ? MockDefaults.standIn(self.standIn, of: Result.self) : nil
    }
    // How it missed, as the call found the stubs; a call nothing answers is unstubbed.
    guard
      let kind = outcome.missKind(ofSpy: false, isExpected: isExpected)
        ?? (answer == nil ? .noDefault : nil)
    else {
      // Answered by a value or a default with nothing wrong: no failure to describe.
      return answered(answer!, arguments, canThrow: canThrow, at: site)
    }
    let test = TestKey.current(orNoted: attribution)

    // The same miss again: counted, and answered as it was. (Most repeats are told apart
    // sooner, by `answerOfRepeatedMiss`.)
    if let repeated = repeatedMiss(kind, outcome, test, needsAnswer: answer == nil) {
      if let answer = answer ?? repeated {
        return answered(answer, arguments, canThrow: canThrow, at: site)
      }
      return unanswered(
        arguments, canThrow: canThrow, standIn: standIn()?.value, at: site, message: nil)
    }

    // Decided again from one copy of the stubs, which the message shows.
    let miss = decide(kind, arguments, ofSpy: false, at: site)
    guard let decided = miss.kind ?? (answer == nil ? .noDefault : nil) else {
      // The stubs changed while the call was made: it missed nothing a message could show.
      return answered(answer!, arguments, canThrow: canThrow, at: site)
    }
    let stubs = miss.stubs
    let answeringStub = decided == .noDefault ? nil : miss.missed.first { stubs[$0].hasAnswer }
    let location = miss.location
    let call = render(arguments)
    let key = MissLedger.Key(kind: decided, stubs: miss.version, test: test)
    let (admission, stubAnswer) = admit(
      key,
      MissLedger.Entry(location: location, call: call, answeringStub: answeringStub),
      taking: answer == nil ? answeringStub.map { stubs[$0].stub } : nil,
      marking: decided == .missedStubs ? miss.missed.map { stubs[$0].stub } : [])
    if answer == nil, let stubAnswer {
      answer = stubAnswer
      source = .nearestStub(stubs[answeringStub!].location)
    }
    guard admission == .report else {
      if let answer { return answered(answer, arguments, canThrow: canThrow, at: site) }
      return unanswered(
        arguments, canThrow: canThrow, standIn: standIn()?.value, at: site, message: nil)
    }

    // What is reported, and where.
    let standInValue = standIn()
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
        standIn: standInValue.map { (describeValue($0.value), $0.origin) },
        standInOffMainActor: standInValue == nil && self.standIn?.isMadeOnTheMainActor == true)
    }
    let table = stubTable(stubs, ranked: miss.ranked, for: arguments)
    let called = location == site ? nil : "The mock's call: \(site.fileID):\(site.line)."
    let message: String
    switch decided {
    case .unexpected:
      message = UnstubbedCallMessage.unexpected(
        call, stubs: table, otherTypes: stubbedSpecializations(), origin: origin,
        consequence: consequence, called: called)
    case .missedStubs:
      message = UnstubbedCallMessage.potentialStubbingProblem(
        call, stubs: table ?? "", strict: miss.missed.contains { stubs[$0].mode == .strict },
        origin: origin, consequence: consequence, called: called)
    case .noDefault, .callThroughOnMock:
      // Nothing could answer it: a plain unstubbed call. (Not decided a call through, which
      // `misusedCallThrough` reports.)
      message = UnstubbedCallMessage.noDefault(
        call, consequence: consequence ?? "",
        advice: name.stubbingAdvice(isSpecialization: isSpecialization), stubs: table,
        otherTypes: stubbedSpecializations(), origin: origin, called: called)
    }
    report(message, of: key, at: location)
    if let answer { return answered(answer, arguments, canThrow: canThrow, at: site) }
    return unanswered(
      arguments, canThrow: canThrow, standIn: standInValue?.value, at: site, message: message)
  }

  /// A miss decided again from one copy of the recorder's stubs, which its message shows.
  struct DecidedMiss {
    /// How it missed, as the copy says; nil where the stubs changed while the call was made and
    /// it missed none that a message could show.
    var kind: MissLedger.Kind?
    /// The copy, and the `stubsVersion` it is.
    var stubs: [StubEntry]
    var version: Int
    /// The copy's indices, nearest to the call first; see ``CallStore/rank(_:for:checks:)``.
    var ranked: [Int]
    /// Those of the stubs that check such calls and missed this one, nearest first.
    var missed: [Int]
    /// Where it is reported: at the nearest stub it missed; see ``CallStore/placeOfReport(nearestStub:_:)``.
    var location: CallSite
  }

  /// Decides again, from one copy of the stubs, a miss of `kind` that a mock's (or a spy's)
  /// call found: a miss of every stub holds only if it missed every stub that checks such calls,
  /// and matched none.
  private func decide(
    _ kind: MissLedger.Kind, _ arguments: Arguments, ofSpy: Bool, at site: CallSite
  ) -> DecidedMiss {
    var (stubs, version) = stubsOfMessages()
    let checks: (StubEntry) -> Bool = ofSpy ? { $0.checksSpyCalls } : { $0.checksCalls }
    let ranked = rank(&stubs, for: arguments, checks: checks)
    let missed = ranked.filter { checks(stubs[$0]) && !stubs[$0].matches }
    let holds =
      kind != .missedStubs || (!missed.isEmpty && !stubs.contains(where: \.matches))
    let nearest = missed.first ?? (stubs.isEmpty ? nil : stubs.count - 1)
    return DecidedMiss(
      kind: holds ? kind : nil, stubs: stubs, version: version, ranked: ranked, missed: missed,
      location: placeOfReport(nearestStub: nearest.map { stubs[$0].location }, site))
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

  /// What a call nothing can answer gets: its stand-in (its recorder's, or a `CaseIterable`
  /// result's first case), an `UnstubbedCallError` where it can throw, or a stop, whose message
  /// is the failure's.
  private func unanswered(
    _ arguments: Arguments, canThrow: Bool, standIn: Result?, at site: CallSite, message: String?
  ) -> Answer<Arguments, Result> {
    if let standIn { return .value(standIn) }
    guard canThrow else {
      fatalError(
        "\(site): \(message ?? "\(render(arguments)) has no answer: see the failure above")")
    }
    return .error(UnstubbedCallError(call: render(arguments), resultType: "\(Result.self)"))
  }

  /// Counts a miss of `kind` if this test reported the same one with the stubs the call found,
  /// and returns the answer of the stub that answered it then, taken again, when `needsAnswer`;
  /// nil if it is not a repeat.
  ///
  /// The hot path of a repeated mistake: one lock, one lookup. The answer is wrapped in an
  /// optional of its own: a repeat may have no stub to answer it.
  private func repeatedMiss(
    _ kind: MissLedger.Kind, _ outcome: Outcome, _ test: TestKey, needsAnswer: Bool
  ) -> Answer<Arguments, Result>?? {
    lock.withLock { () -> Answer<Arguments, Result>?? in
      // A stub's index means what it did only while the stubs are as the call found them.
      guard stubsVersion == outcome.stubsVersion,
        let index = misses.index(
          of: MissLedger.Key(kind: kind, stubs: outcome.stubsVersion, test: test))
      else { return nil }
      misses.countRepeat(at: index)
      guard needsAnswer, let stub = misses.entries[index].entry.answeringStub else {
        return .some(nil)
      }
      return .some(stubs[stub].takeAnswer())
    }
  }

  /// Notes a miss decided from a copy of the stubs, and takes the answer of `answering`, the
  /// stub that answers it for the test to go on.
  ///
  /// A strict stub named by a reported miss (`marking`) is not reported again as unused. The
  /// first miss of a test registers, where Mockery can tell when the test ends, a warning then
  /// of how often its misses repeated.
  private func admit(
    _ key: MissLedger.Key, _ entry: MissLedger.Entry,
    taking answering: Stub<Arguments, Result>? = nil,
    marking: [Stub<Arguments, Result>] = []
  ) -> (MissLedger.Admission, Answer<Arguments, Result>?) {
    let (admission, answer, isFirst) = lock.withLock {
      let isFirst = !misses.hasMisses(in: key.test)
      let admission = misses.admit(key, entry)
      let answer = answering?.takeAnswer()
      if admission == .report {
        for stub in marking { stub.alreadyReported = true }
      }
      return (admission, answer, isFirst)
    }
    if isFirst {
      TestEnd.afterTest { [self] in warnOfRepeatedMisses(in: key.test) }
    }
    return (admission, answer)
  }

  /// Warns, at the end of a test, of the misses that repeated in it after they were reported.
  func warnOfRepeatedMisses(in test: TestKey) {
    let counts = lock.withLock { misses.close(test) }
    guard let (message, location) = MissLedger.summary(of: counts, requirement: name.description)
    else { return }
    reportWarning(message, at: location, attribution: attribution)
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

  /// What a spy that does not call through answers a call no stub answers with: its recorder's
  /// `whenUnstubbed`, or the result's default; nil where there is neither.
  @usableFromInline
  func answerInsteadOfTheRealOne(_ arguments: Arguments) -> Result? {
    fallback?(arguments) ?? unstubbedDefault
  }

  /// Reports, once for the recorder, a call of a spy that does not call through which had to,
  /// its result having no default.
  @usableFromInline
  func reportRealCallWithoutDefault(_ arguments: Arguments, at site: CallSite) {
    let first = lock.withLock {
      defer { reportedRealCallWithoutDefault = true }
      return !reportedRealCallWithoutDefault
    }
    guard first else { return }
    reportFailure(
      """
      Unstubbed call of a spy that does not call through: \(render(arguments)) returns \
      \(TypeNames.readableResult(Result.self)), which has no default, so it ran the real \
      implementation.
      Stub \(name.description) with its recorder's `when(…)` or `whenCalled()`, and an answer, so \
      that no real code runs.
      """,
      at: placeOfReport(nearestStub: nil, site), attribution: attribution)
  }

  /// A mock's call answered by `thenCallRealMethod()`: there is no real implementation, so say so
  /// and answer as if unstubbed.
  @usableFromInline
  func misusedCallThrough(
    _ arguments: Arguments,
    canThrow: Bool,
    at location: CallSite
  ) -> Answer<Arguments, Result> {
    let call = render(arguments)
    let version = lock.withLock { stubsVersion }
    let key = MissLedger.Key(
      kind: .callThroughOnMock, stubs: version, test: TestKey.current(orNoted: attribution))
    if admit(key, MissLedger.Entry(location: location, call: call, answeringStub: nil)).0
      == .report
    {
      report(
        "\(call) was stubbed with thenCallRealMethod(), but it has no real implementation to "
          + "call: its recorder is called by a mock, not by a spy's override with "
          + "`callingThrough:`.",
        of: key, at: location)
    }
    if let fallback, let result = fallback(arguments) { return .value(result) }
    if let defaultValue = unstubbedDefault { return .value(defaultValue) }
    if !canThrow, let standIn = MockDefaults.standIn(standIn, of: Result.self) {
      return .value(standIn.value)
    }
    guard canThrow else {
      fatalError("\(location): \(render(arguments)) has no answer")
    }
    return .error(UnstubbedCallError(call: render(arguments), resultType: "\(Result.self)"))
  }

  /// Reports a spy's call no stub answered, which runs the real implementation all the same.
  ///
  /// On a strict spy, unless an expectation covers it; under strict stubs, if the recorder has
  /// stubs for other arguments. The same miss again in the test is counted, not reported.
  @usableFromInline
  /// `answeredWith`: what the call got instead of the real implementation, for a spy that does
  /// not call through; nil where it ran.
  func reportUnmatchedSpyCall(
    _ arguments: Arguments, _ outcome: Outcome, answeredWith stand: Result?, at site: CallSite
  ) {
    guard !isExpected(arguments), let kind = outcome.missKind(ofSpy: true, isExpected: false)
    else { return }
    let test = TestKey.current(orNoted: attribution)
    if repeatedMiss(kind, outcome, test, needsAnswer: false) != nil { return }

    let miss = decide(kind, arguments, ofSpy: true, at: site)
    // Nothing is described unless a failure is certain.
    guard let kind = miss.kind else { return }
    let location = miss.location
    let call = render(arguments)
    let key = MissLedger.Key(kind: kind, stubs: miss.version, test: test)
    let (admission, _) = admit(
      key, MissLedger.Entry(location: location, call: call, answeringStub: nil),
      marking: kind == .missedStubs ? miss.missed.map { miss.stubs[$0].stub } : [])
    guard admission == .report else { return }
    let table = stubTable(miss.stubs, ranked: miss.ranked, for: arguments)
    let called = location == site ? nil : "The spy's call: \(site.fileID):\(site.line)."
    let consequence =
      stand.map { "It was answered with \(describeValue($0)), the spy calling no real code." }
      ?? "It ran the real implementation."
    let message: String
    if kind == .unexpected {
      message = UnstubbedCallMessage.unexpected(
        call, stubs: table, otherTypes: stubbedSpecializations(), origin: origin,
        consequence: consequence, called: called)
    } else {
      message = UnstubbedCallMessage.potentialStubbingProblem(
        call, stubs: table ?? "", strict: true, origin: origin, consequence: consequence,
        called: called)
    }
    report(message, of: key, at: location)
  }

  /// Reports the miss of `key`, which the ledger admitted; one Swift Testing took as a known
  /// issue, inside `withKnownIssue`, is forgotten, not counted: the same miss again is reported
  /// again, failing the test outside the block, and known again inside another.
  private func report(_ message: String, of key: MissLedger.Key, at location: CallSite) {
    let outcome = recordFailure(
      message, at: location, attribution: attribution,
      attachments: CallLogAttachment.attachments(for: [self]))
    guard outcome == .known else { return }
    lock.withLock { misses.forget(key) }
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

  // MARK: The stubs, as messages show them

  /// A recorder's stub, as a message about a call names it.
  struct StubEntry {
    let stub: Stub<Arguments, Result>
    let pattern: ArgumentsPattern<Arguments>
    let location: CallSite
    let hasAnswer: Bool
    let isExpected: Bool
    let mode: StubMode
    /// Whether it matches the call being reported, once ``CallStore/rank(_:for:)`` found out.
    var matches = false

    /// Whether a mock's call that misses it is a potential stubbing problem; see
    /// ``Stub/checksCalls``.
    var checksCalls: Bool { mode.checksCalls(hasAnswer: hasAnswer, ofSpy: false) }
    /// Whether a spy's call that misses it is one.
    var checksSpyCalls: Bool { mode.checksCalls(hasAnswer: hasAnswer, ofSpy: true) }
  }

  /// The recorder's stubs, oldest first, copied out of the lock for a message, with the
  /// `stubsVersion` they are.
  func stubsOfMessages() -> (stubs: [StubEntry], version: Int) {
    lock.withLock {
      let copy = stubs.map {
        StubEntry(
          stub: $0, pattern: $0.pattern, location: $0.location, hasAnswer: !$0.answers.isEmpty,
          isExpected: $0.expectation != nil, mode: $0.mode)
      }
      return (copy, stubsVersion)
    }
  }

  /// The indices of `stubs`, nearest to `arguments` first.
  ///
  /// First those matching them; then those that check calls (`checks`), whose misses the
  /// message is about; each by how many of the arguments it matches, the newest first among
  /// equals. Notes which match.
  ///
  /// Runs each stub's matchers, so outside the lock; describes nothing.
  func rank(
    _ stubs: inout [StubEntry], for arguments: Arguments, checks: (StubEntry) -> Bool
  ) -> [Int] {
    let nearness = stubs.indices.map { index -> (Int, Int, Int, Int) in
      stubs[index].matches = stubs[index].pattern.matches(arguments)
      let matched = stubs[index].matches ? 0 : stubs[index].pattern.matchCount(arguments)
      return (stubs[index].matches ? 1 : 0, checks(stubs[index]) ? 1 : 0, matched, index)
    }
    return stubs.indices.sorted { nearness[$0] > nearness[$1] }
  }

  /// How many stubs a message lists: the nearest; the others are counted.
  static var listedStubs: Int { 5 }

  /// The recorder's nearest stubs, each with why it did not answer a call with `arguments`; nil
  /// without stubs.
  ///
  /// Written for a message in the order they were made, numbered so, then how many more there
  /// are.
  func stubTable(_ stubs: [StubEntry], ranked: [Int], for arguments: Arguments) -> String? {
    guard !stubs.isEmpty else { return nil }
    let described = describeArguments(arguments)
    let listed = ranked.prefix(Self.listedStubs).sorted()
    var lines = listed.map { index -> String in
      let stub = stubs[index]
      let location = "\(stub.location.fileID):\(stub.location.line)"
      let made = stub.isExpected ? "expected as" : "stubbed for"
      let lenient = stub.mode == .lenient ? ", lenient" : ""
      let stubbed = "\(made) \(name.wanted(stub.pattern.describe())) at \(location)\(lenient)"
      let entry: String
      if stub.matches {
        entry = stub.hasAnswer ? stubbed : "\(stubbed), with no answer: add one with then…"
      } else {
        let explanations = stub.pattern.explain(arguments)
        let call = CallName.eliding(described, explained: explanations).joined(separator: ", ")
        entry =
          "\(stubbed), called with \(call)   "
          + name.mismatches(explanations).joined(separator: "; ")
      }
      return CallListing.numbered(entry, number: index + 1)
    }
    if stubs.count > listed.count {
      lines.append(CallListing.more(stubs.count - listed.count, "stub", "stubs"))
    }
    return lines.joined(separator: "\n")
  }

  /// Where the call being reported came from: see ``CallOrigin``.
  var origin: String? {
    CallOrigin.describe(test: TestAttribution.current.test?.name ?? attribution.test?.name)
  }

  /// The call as messages write it: `conditions(forZipcode: "94105")`.
  func render(_ arguments: Arguments) -> String {
    name.render(describeArguments(arguments))
  }
}
