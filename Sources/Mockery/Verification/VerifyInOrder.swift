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

func verifyInOrder(_ steps: [any CallPatternConvertible], at location: CallSite) -> Bool {
  let patterns = steps.map(\.callPattern)
  guard !patterns.isEmpty else {
    reportFailure(
      "verifyInOrder was given no steps, so it checked nothing. Pass the calls in the order "
        + "they should have happened: recorders, or recorders' called(…).",
      at: location)
    return false
  }
  var previous: UInt64 = 0
  var matched: [ObjectIdentifier: Set<UInt64>] = [:]
  for (index, pattern) in patterns.enumerated() {
    guard let next = pattern.matchingSequences().filter({ $0 > previous }).min() else {
      let after = index == 0 ? "" : " after \(patterns[index - 1].wanted())"
      var found =
        "\(pattern.wanted()) was not called\(after); the calls were:\n" + callsInOrder(of: patterns)
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
      return false
    }
    previous = next
    matched[ObjectIdentifier(pattern.recorder), default: []].insert(next)
  }
  for pattern in patterns {
    pattern.recorder.markVerified(matched[ObjectIdentifier(pattern.recorder)] ?? [])
  }
  return true
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
