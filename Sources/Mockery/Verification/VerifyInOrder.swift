/// Calls of one requirement, with arguments matching some matchers or any arguments: a step of
/// ``verifyInOrder(_:fileID:filePath:line:column:)``.
///
/// Make one with a recorder's `called(…)`, or pass the recorder itself for any arguments.
public struct CallPattern: CallPatternConvertible, Sendable {
  let recorder: any InspectableRecorder
  let wanted: @Sendable () -> String
  let matchingSequences: @Sendable () -> [UInt64]

  /// The pattern itself.
  public var callPattern: CallPattern { self }
}

/// A step of ``verifyInOrder(_:fileID:filePath:line:column:)``: a ``CallPattern``, or a
/// recorder, which stands for calls with any arguments.
public protocol CallPatternConvertible: Sendable {
  /// The calls this value stands for.
  var callPattern: CallPattern { get }
}

extension CallRecorder: CallPatternConvertible {
  /// Calls of this requirement with any arguments.
  public var callPattern: CallPattern {
    store.callPattern(.anyArguments)
  }

  /// Calls whose arguments match `matchers`, as a step of
  /// ``verifyInOrder(_:fileID:filePath:line:column:)``.
  @inlinable
  public func called(_ matchers: repeat Matcher<each Arg>) -> CallPattern {
    callPattern(Self.pattern(repeat each matchers))
  }

  /// Calls whose arguments equal `values`, as a step of
  /// ``verifyInOrder(_:fileID:filePath:line:column:)``.
  @inlinable
  @_disfavoredOverload
  public func called(_ values: repeat each Arg) -> CallPattern
  where repeat each Arg: Equatable & SendableMetatype {
    callPattern(Self.pattern(equalTo: repeat each values))
  }

  @usableFromInline
  func callPattern(_ arguments: ArgumentsPattern<(repeat each Arg)>) -> CallPattern {
    store.callPattern(arguments)
  }
}

/// Verifies that calls matching `steps` happened in this order, across requirements and mocks,
/// and reports a failure at this line if not.
///
/// Other calls may come before, between and after the steps:
///
/// ```swift
/// verifyInOrder(
///   fetcher.calls.startTimer,
///   fetcher.calls.conditions.called("94105"),
///   observer.calls.didUpdate.called(anything())
/// )
/// ```
///
/// The failure names the first step that did not follow the one before, and lists the calls of
/// every requirement involved in the order they happened.
///
/// - Returns: Whether the verification passed.
@discardableResult
public func verifyInOrder(
  _ steps: any CallPatternConvertible...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  verifyInOrder(
    steps, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

func verifyInOrder(
  _ steps: [any CallPatternConvertible], at location: CallSite, note: String = ""
) -> Bool {
  let patterns = steps.map(\.callPattern)
  guard !patterns.isEmpty else {
    reportNoSteps(at: location)
    return false
  }
  switch InOrder.check(patterns) {
  case .inOrder(let matched):
    InOrder.markVerified(matched, of: patterns)
    return true
  case .missing(let index):
    InOrder.reportMissing(step: index, of: patterns, note: note, at: location)
    return false
  }
}

/// Waits up to `timeout` for calls matching `steps` to have happened in this order, and
/// reports a failure at this line if they have not (Mockingbird's `inOrder` with a timeout).
///
/// ```swift
/// service.refreshInBackground()
/// await verifyInOrder(
///   fetcher.calls.startTimer, fetcher.calls.conditions.called("94105"), within: .seconds(2))
/// ```
///
/// It passes as soon as the steps are in order; the failure is the one
/// ``verifyInOrder(_:fileID:filePath:line:column:)`` reports, said to be after the wait.
/// Cancelling the waiting task ends the wait at once, reporting nothing.
///
/// - Returns: Whether the verification passed.
@discardableResult
public func verifyInOrder(
  _ steps: any CallPatternConvertible...,
  within timeout: Duration,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async -> Bool {
  await verifyInOrder(
    steps, within: timeout,
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

func verifyInOrder(
  _ steps: [any CallPatternConvertible], within timeout: Duration, at location: CallSite
) async -> Bool {
  let patterns = steps.map(\.callPattern)
  guard !patterns.isEmpty else {
    reportNoSteps(at: location)
    return false
  }
  let deadline = Timeouts.deadline(after: timeout, for: "verifyInOrder(within:)", at: location)
  while true {
    // Only a new call of the first step found missing can put the steps in order: each step
    // takes the earliest call after the step before, which a later call leaves as it was.
    var seen = [Int](repeating: 0, count: patterns.count)
    for (index, pattern) in patterns.enumerated() { seen[index] = pattern.recorder.callGeneration }
    switch InOrder.check(patterns) {
    case .inOrder(let matched):
      InOrder.markVerified(matched, of: patterns)
      return true
    case .missing(let index):
      switch await patterns[index].recorder.waitForCall(after: seen[index], until: deadline) {
      case .handed: continue
      case .timedOut:
        return verifyInOrder(steps, at: location, note: " within \(timeout)")
      case .cancelled:
        guard case .inOrder(let matched) = InOrder.check(patterns) else { return false }
        InOrder.markVerified(matched, of: patterns)
        return true
      }
    }
  }
}

private func reportNoSteps(at location: CallSite) {
  reportFailure(
    "verifyInOrder was given no steps, so it checked nothing. Pass the calls in the order "
      + "they should have happened: recorders, or recorders' called(…).",
    at: location)
}

/// The check of an order of calls, apart from its waiting and reporting.
private enum InOrder {
  enum Outcome {
    /// Every step matched a call after the one before: the calls, by recorder.
    case inOrder([ObjectIdentifier: Set<UInt64>])
    /// The first step that matched no call after the one before.
    case missing(Int)
  }

  /// Matches each step to its earliest call after the step before's.
  static func check(_ patterns: [CallPattern]) -> Outcome {
    var previous: UInt64 = 0
    var matched: [ObjectIdentifier: Set<UInt64>] = [:]
    for (index, pattern) in patterns.enumerated() {
      guard let next = pattern.matchingSequences().filter({ $0 > previous }).min() else {
        return .missing(index)
      }
      previous = next
      matched[ObjectIdentifier(pattern.recorder), default: []].insert(next)
    }
    return .inOrder(matched)
  }

  static func markVerified(_ matched: [ObjectIdentifier: Set<UInt64>], of patterns: [CallPattern]) {
    for pattern in patterns {
      pattern.recorder.markVerified(matched[ObjectIdentifier(pattern.recorder)] ?? [])
    }
  }

  /// `note`: what the failure adds to "was not called", such as " within 2.0 seconds".
  static func reportMissing(
    step index: Int, of patterns: [CallPattern], note: String, at location: CallSite
  ) {
    let pattern = patterns[index]
    let after = index == 0 ? "" : " after \(patterns[index - 1].wanted())"
    var found =
      "\(pattern.wanted()) was not called\(after)\(note); the calls were:\n"
      + callsInOrder(of: patterns)
    // A requirement never called at all: what its mock was called with instead.
    if pattern.recorder.callCount == 0,
      let others = OtherCalls.lines(
        besides: pattern.recorder, wanted: pattern.wanted(), listed: patterns.map(\.recorder))
    {
      found += "\n" + others
    }
    recordFailure(
      expectationMessage(
        expected: "calls in this order:\n"
          + CallListing.numbered(patterns.map { $0.wanted() }).joined(separator: "\n"),
        but: found),
      at: location, attribution: pattern.recorder.attribution,
      attachments: CallLogAttachment.attachments(for: patterns.map(\.recorder)))
  }
}

/// Every call of the recorders `patterns` are about, in the order they happened.
private func callsInOrder(of patterns: [CallPattern]) -> String {
  var seen = Set<ObjectIdentifier>()
  let recorders = patterns.map(\.recorder).filter { seen.insert(ObjectIdentifier($0)).inserted }
  let calls = recorders.flatMap { $0.summaries(unverifiedOnly: false) }.sorted {
    $0.sequence < $1.sequence
  }
  guard !calls.isEmpty else { return "       (none)" }
  return CallListing.lines(calls)
}
