// Counting and checking calls, in the store: generic over the arguments tuple, so that a
// verification over many calls runs specialized code.

extension CallStore {
  /// Counts the calls `pattern` matches and marks them verified; reports a failure at `location`
  /// when their number is not within `times`.
  @inlinable
  func check(
    _ pattern: ArgumentsPattern<Arguments>,
    times: CallCount,
    at location: CallSite,
    note: String = ""
  ) -> Bool {
    if let problem = times.problem {
      reportFailure(problem, at: location, attribution: attribution)
      return false
    }
    guard !times.contains(markMatching(pattern)) else { return true }
    reportCountFailure(pattern, times: times, at: location, note: note)
    return false
  }

  /// How many calls `pattern` matches, marking none.
  func countMatching(_ pattern: ArgumentsPattern<Arguments>) -> Int {
    var matched = 0
    snapshot.forEachCall { _, call in
      if pattern.matches(call.pointee.arguments) { matched += 1 }
    }
    return matched
  }

  /// The arguments of the calls `pattern` matches, oldest first.
  ///
  /// The matchers run outside the lock, on the calls recorded when the read began.
  func arguments(matching pattern: ArgumentsPattern<Arguments>) -> [Arguments] {
    var matched: [Arguments] = []
    snapshot.forEachCall { _, call in
      if pattern.matches(call.pointee.arguments) { matched.append(call.pointee.arguments) }
    }
    return matched
  }

  /// Marks the calls `pattern` matches as verified, and returns how many there are.
  ///
  /// The matchers run outside the lock, on the calls recorded when the check began.
  @inlinable
  func markMatching(_ pattern: ArgumentsPattern<Arguments>) -> Int {
    let (snapshot, clears) = lock.withLock { (log.snapshot, self.clears) }
    let matches = pattern.matches
    let offset = MemoryLayout<RecordedCall<Arguments>>.offset(of: \.arguments)!
    var marks = VerifiedCalls()
    var matched = 0
    // Each call's arguments are tested where they are stored, not copied out.
    snapshot.forEachCall { index, call in
      let arguments = UnsafeRawPointer(call).advanced(by: offset)
        .assumingMemoryBound(to: Arguments.self)
      if matches(arguments) {
        marks.insert(index)
        matched += 1
      }
    }
    if matched > 0 { mark(marks, madeAfter: clears) }
    return matched
  }

  /// The message of a failed count: the call wanted, then every call, with each argument that
  /// did not match and why.
  @usableFromInline
  func reportCountFailure(
    _ pattern: ArgumentsPattern<Arguments>,
    times: CallCount,
    at location: CallSite,
    note: String
  ) {
    let comparisons = snapshot.map { call in
      let explanations = pattern.explain(call.arguments)
      return CallComparison(
        call: name.render(describeArguments(call.arguments), explained: explanations),
        matches: pattern.matches(call.arguments), mismatches: name.mismatches(explanations))
    }
    let descriptions = pattern.describe()
    let count = times == .never ? "never \(name.verb)" : "\(name.verb) \(times)"
    // A generic method's verification says which of its types it checked.
    let types = specialization.map { " as \($0.signature)" } ?? ""
    var found = CallListing.found(
      comparisons, verb: name.verb, patternHasArguments: descriptions != nil)
    if let otherTypes = callsAsOtherTypes() {
      found += "\n     as other types, it was \(name.verb):\n" + otherTypes
    } else if comparisons.isEmpty,
      let others = OtherCalls.lines(besides: self, wanted: name.wanted(descriptions))
    {
      found += "\n" + others
    }
    recordFailure(
      expectationMessage(
        expected: "\(name.wanted(descriptions))\(types) \(count)\(note)", but: found),
      at: location, attribution: attribution,
      attachments: CallLogAttachment.attachments(for: [self]))
  }

  /// For a generic method's recorder: the calls of its other specializations, in the order they
  /// happened, each with its types; nil if there were none.
  func callsAsOtherTypes() -> String? {
    guard let specialization else { return nil }
    let calls = specialization.siblings().flatMap { sibling in
      let types = sibling.specialization.map { " as \($0.signature)" } ?? ""
      return sibling.summaries(unverifiedOnly: false).map { ($0.sequence, $0.call + types) }
    }
    guard !calls.isEmpty else { return nil }
    return CallListing.numbered(calls.sorted { $0.0 < $1.0 }.map(\.1)).joined(separator: "\n")
  }

  /// The calls `pattern` matches, as a step of an order verification.
  func callPattern(_ pattern: ArgumentsPattern<Arguments>) -> CallPattern {
    CallPattern(
      recorder: self,
      wanted: { self.name.wanted(pattern.describe()) },
      matchingSequences: {
        var sequences: [UInt64] = []
        self.snapshot.forEachCall { _, call in
          if pattern.matches(call.pointee.arguments) { sequences.append(call.pointee.sequence) }
        }
        return sequences
      }
    )
  }

  // MARK: Waiting for calls

  /// Checks the count each time a call arrives until it is satisfied or `timeout` passes, then
  /// checks once more, reporting the usual message if it still fails.
  ///
  /// Cancelling the waiting task ends the wait at once: it returns whether the count is
  /// satisfied, and reports nothing, since the test gave up waiting rather than the calls
  /// failing to come.
  @usableFromInline
  func check(
    _ pattern: ArgumentsPattern<Arguments>,
    times: CallCount,
    within timeout: Duration,
    at location: CallSite
  ) async -> Bool {
    if times.problem != nil { return check(pattern, times: times, at: location) }
    let deadline = Timeouts.deadline(after: timeout, for: "verify(within:)", at: location)
    let end = await watchCalls(until: deadline) {
      times.contains(markMatching(pattern)) ? true : nil
    }
    switch end {
    case .decided(let passed): return passed
    case .timedOut: return check(pattern, times: times, at: location, note: " within \(timeout)")
    case .cancelled: return times.contains(markMatching(pattern))
    }
  }

  /// Waits the whole of `window`, then checks the count, reporting the usual message if it
  /// fails: "nothing more happens within this window" (Mockito's `after`).
  ///
  /// A count that a call exceeds during the window fails at once, as no later call can bring it
  /// back. Cancelling the waiting task ends the wait: it returns whether the count holds, and
  /// reports nothing.
  func check(
    _ pattern: ArgumentsPattern<Arguments>,
    times: CallCount,
    after window: Duration,
    at location: CallSite
  ) async -> Bool {
    if times.problem != nil { return check(pattern, times: times, at: location) }
    let deadline = Timeouts.deadline(after: window, for: "verify(after:)", at: location)
    let note = " during \(window)"
    let end = await watchCalls(until: deadline) { () -> Bool? in
      guard !times.isExcluding, let maximum = times.maximum, countMatching(pattern) > maximum
      else { return nil }
      return check(pattern, times: times, at: location, note: note)
    }
    switch end {
    case .decided(let passed): return passed
    case .timedOut: return check(pattern, times: times, at: location, note: note)
    case .cancelled: return times.contains(markMatching(pattern))
    }
  }

  /// How watching the calls ended: `decide` said, the deadline passed, or the task was
  /// cancelled.
  enum WatchEnd {
    case decided(Bool)
    case timedOut
    case cancelled
  }

  /// Runs `decide` now and after each call until it returns an answer, `deadline` passes or
  /// the task is cancelled: the wait of every timed verification of one recorder.
  func watchCalls(until deadline: ContinuousClock.Instant, deciding decide: () -> Bool?) async
    -> WatchEnd
  {
    while true {
      let seen = lock.withLock { generation }
      if let decided = decide() { return .decided(decided) }
      switch await waitForCall(after: seen, until: deadline) {
      case .handed: continue
      case .timedOut: return .timedOut
      case .cancelled: return .cancelled
      }
    }
  }

  /// Suspends until a call is recorded after the first `seen`, until `deadline`, or until the
  /// task is cancelled.
  func waitForCall(after seen: Int, until deadline: ContinuousClock.Instant) async
    -> HandOff<Bool>
  {
    await waitForHandOff(
      until: deadline,
      register: { id, waiter in
        lock.withLock {
          guard generation == seen else { return true }
          waiters[id] = waiter
          isWatched = true
          return nil
        }
      },
      withdraw: { [self] id in
        lock.withLock {
          let waiter = waiters.removeValue(forKey: id)
          isWatched = !waiters.isEmpty || callWriter != nil
          return waiter
        }
      })
  }

  /// Wakes every waiting verification, and writes the calls not yet written where
  /// `logCalls` sends them; called after a call is recorded, when ``isWatched``.
  @usableFromInline
  func wakeWaiters() {
    let (woken, writer, snapshot, from) = lock.withLock {
      let woken = waiters
      waiters.removeAll()
      isWatched = callWriter != nil
      guard callWriter != nil else { return (woken, callWriter, log.snapshot, 0) }
      // The log starts over when its calls are cleared.
      let from = writtenCalls.clears == clears ? writtenCalls.count : 0
      writtenCalls = (log.count, clears)
      return (woken, callWriter, log.snapshot, from)
    }
    for waiter in woken.values { waiter.resume(returning: .handed(true)) }
    guard let writer else { return }
    // Described after the lock: a description may be the test's code.
    snapshot.forEachCall { index, call in
      guard index >= from else { return }
      writer.write("Mockery: \(writer.mock).\(render(call.pointee.arguments))")
    }
  }

  /// Writes each call from now on with `write`, naming the mock `mock`.
  func logCalls(as mock: String, to write: @escaping @Sendable (String) -> Void) {
    lock.withLock {
      callWriter = (mock, write)
      writtenCalls = (log.count, clears)
      isWatched = true
    }
  }

  // MARK: Expectations

  @usableFromInline
  func addExpectation(
    _ pattern: ArgumentsPattern<Arguments>,
    times: CallCount,
    at location: CallSite
  ) -> Stub<Arguments, Result> {
    if let problem = times.problem {
      // Reported once, here, rather than again each time it is checked.
      reportFailure(problem, at: location, attribution: attribution)
      return addStub(pattern, at: location)
    }
    let expectation = Expectation(pattern: pattern, times: times, location: location)
    lock.withLock { expectations.append(expectation) }
    MockScope.current?.registerExpectation { [self] in
      checkExpectation(expectation.id, at: nil)
    }
    return addStub(pattern, at: location, expectation: expectation)
  }

  /// Whether an expectation covers a call with these arguments.
  func isExpected(_ arguments: Arguments) -> Bool {
    lock.withLock { expectations }.contains { $0.pattern.matches(arguments) }
  }

  /// Checks every expectation, reporting failures at `location`.
  func checkExpectations(at location: CallSite) -> Bool {
    let ids = lock.withLock { expectations.map(\.id) }
    return ids.map { checkExpectation($0, at: location) }.allSatisfy { $0 }
  }

  /// Checks one expectation, once.
  ///
  /// Reports at `location`, or where the expectation was declared when `location` is nil (the end
  /// of a test). An expectation already checked, or gone with `reset()`, passes.
  @discardableResult
  func checkExpectation(_ id: UInt64, at location: CallSite?) -> Bool {
    let found: Expectation<Arguments>? = lock.withLock {
      guard let index = expectations.firstIndex(where: { $0.id == id }),
        !expectations[index].isChecked
      else { return nil }
      expectations[index].isChecked = true
      return expectations[index]
    }
    guard let expectation = found else { return true }
    let declared = expectation.location
    return check(
      expectation.pattern, times: expectation.times, at: location ?? declared,
      note: location == nil
        ? ", as expected" : ", as expected at \(declared.fileID):\(declared.line)")
  }
}

/// A call declared before the code under test runs, checked later by
/// ``verifyExpectations(_:fileID:filePath:line:column:)-(Any...,_,_,_,_)`` or at the end of a test.
@usableFromInline
struct Expectation<Arguments>: Sendable {
  let id: UInt64
  let pattern: ArgumentsPattern<Arguments>
  let times: CallCount
  let location: CallSite
  var isChecked = false

  init(pattern: ArgumentsPattern<Arguments>, times: CallCount, location: CallSite) {
    self.id = CallSequencer.shared.next()
    self.pattern = pattern
    self.times = times
    self.location = location
  }
}
