import Foundation

extension CallRecorder {
  /// Verifies that calls whose arguments match `matchers` happened `times` times (once unless
  /// told otherwise), and reports a failure at this line if not.
  ///
  /// ```swift
  /// fetcher.calls.conditions.verify("94105")
  /// fetcher.calls.conditions.verify(startsWith("941"), times: .atLeast(2))
  /// fetcher.calls.startTimer.verify(times: .never)
  /// ```
  ///
  /// The failure names the wanted call, then every call of the requirement, in order, with each
  /// argument that did not match and why:
  ///
  /// ```
  /// Expected: conditions(forZipcode: "94105") called once
  ///      but: was called 2 times, never with matching arguments:
  ///        1. conditions(forZipcode: "10001")   forZipcode: was "10001"
  ///        2. conditions(forZipcode: "94107")   forZipcode: was "94107"
  /// ```
  ///
  /// Verifying never changes what the mock does. The calls it matched count as verified for
  /// ``verifyNoMoreInteractions(_:fileID:filePath:line:column:)``.
  ///
  /// - Returns: Whether the verification passed.
  @inlinable
  @discardableResult
  public func verify(
    _ matchers: repeat Matcher<each Arg>,
    times: CallCount = .once,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    check(
      ArgumentsPattern(repeat each matchers), times: times,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Verifies that calls whose arguments equal `values` happened `times` times (once unless told
  /// otherwise), and reports a failure at this line if not.
  @inlinable
  @discardableResult
  @_disfavoredOverload
  public func verify(
    _ values: repeat each Arg,
    times: CallCount = .once,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool where repeat each Arg: Equatable & SendableMetatype {
    check(
      ArgumentsPattern(equalTo: repeat each values), times: times,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Verifies that the requirement was called `times` times (once unless told otherwise) with
  /// any arguments, and reports a failure at this line if not.
  ///
  /// ```swift
  /// fetcher.calls.conditions.verifyCalled(times: 2)
  /// ```
  @discardableResult
  public func verifyCalled(
    times: CallCount = .once,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    check(
      .anyArguments, times: times,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Counts the calls `pattern` matches, marks them verified, and reports a failure at
  /// `location` when their number is not within `times`.
  @usableFromInline
  func check(
    _ pattern: ArgumentsPattern<repeat each Arg>,
    times: CallCount,
    at location: CallSite,
    note: String = ""
  ) -> Bool {
    let (matched, snapshot) = markMatching(pattern)
    guard !times.contains(matched) else { return true }
    let wanted = callName.wanted(pattern.describe())
    let count = times == .never ? "never \(callName.verb)" : "\(callName.verb) \(times)"
    reportFailure(
      expectationMessage(
        expected: "\(wanted) \(count)\(note)",
        but: CallListing.found(
          compare(snapshot, with: pattern), verb: callName.verb,
          patternHasArguments: pattern.describe() != nil)),
      at: location, attribution: attribution)
    return false
  }

  /// Marks the calls `pattern` matches as verified, and returns how many there were with a copy
  /// of all calls for a message.
  @inlinable
  func markMatching(_ pattern: ArgumentsPattern<repeat each Arg>)
    -> (matched: Int, calls: ContiguousArray<RecordedCall<repeat each Arg>>)
  {
    lock.withLock {
      var matched = 0
      for index in calls.indices where pattern.matches(repeat each calls[index].arguments) {
        calls[index].isVerified = true
        matched += 1
      }
      return (matched, calls)
    }
  }

  /// Each call set against `pattern`, described for a message.
  func compare(
    _ calls: ContiguousArray<RecordedCall<repeat each Arg>>,
    with pattern: ArgumentsPattern<repeat each Arg>
  ) -> [CallComparison] {
    calls.map { call in
      let mismatches = callName.mismatches(pattern.explain(repeat each call.arguments))
      return CallComparison(
        call: callName.render(describeArguments(repeat each call.arguments)),
        matches: pattern.matches(repeat each call.arguments), mismatches: mismatches)
    }
  }
}
