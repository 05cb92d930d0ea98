/// Verifies that every call made to `mocks` has been verified, and reports a failure listing
/// the others at this line if not.
///
/// Calls count as verified once a `verify`, `verifyInOrder` or `verifyExpectations` matched
/// them:
///
/// ```swift
/// fetcher.calls.startTimer.verify()
/// fetcher.calls.conditions.verify("94105")
/// verifyNoMoreInteractions(fetcher)
/// ```
///
/// Pass mocks, spies, the containers of their recorders, or recorders; an Optional or
/// implicitly unwrapped mock is looked into as the mock it holds. Mockery finds every recorder a
/// mock holds, however deeply, and in its superclasses; one it cannot look into, or one that holds
/// no recorder, is reported as a failure rather than passing unchecked.
///
/// - Returns: Whether the verification passed.
@discardableResult
public func verifyNoMoreInteractions(
  _ mocks: Any...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  verifyNoMoreInteractions(
    of: mocks, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

func verifyNoMoreInteractions(of mocks: [Any], at location: CallSite) -> Bool {
  verifyNoCalls(
    of: mocks, "verifyNoMoreInteractions", unverifiedOnly: true,
    expected: "no more interactions with \(MockInspection.names(mocks))",
    found: { $0 == 1 ? "1 call was not verified" : "\($0) calls were not verified" },
    at: location)
}

/// Verifies that `mocks` were never called, and reports a failure listing their calls at this
/// line if they were.
///
/// Takes what ``verifyNoMoreInteractions(_:fileID:filePath:line:column:)-(Any...,_,_,_,_)`` takes.
///
/// - Returns: Whether the verification passed.
@discardableResult
public func verifyNoInteractions(
  _ mocks: Any...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  verifyNoInteractions(
    of: mocks, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

func verifyNoInteractions(of mocks: [Any], at location: CallSite) -> Bool {
  verifyNoCalls(
    of: mocks, "verifyNoInteractions", unverifiedOnly: false,
    expected: "no interactions with \(MockInspection.names(mocks))",
    found: { $0 == 1 ? "had 1 call" : "had \($0) calls" },
    at: location)
}

/// Fails, listing them, if `mocks` had any calls (any unverified ones, if `unverifiedOnly`).
private func verifyNoCalls(
  of mocks: [Any],
  _ operation: String,
  unverifiedOnly: Bool,
  expected: String,
  found: (Int) -> String,
  at location: CallSite
) -> Bool {
  let inspections = MockInspection.inspect(mocks, for: operation, at: location)
  let checkedAll = !mocks.isEmpty && inspections.count == mocks.count
  let recorders = inspections.flatMap(\.recorders)
  let calls = recorders.flatMap { $0.summaries(unverifiedOnly: unverifiedOnly) }
    .sorted { $0.sequence < $1.sequence }
  guard !calls.isEmpty else { return checkedAll }
  recordFailure(
    expectationMessage(
      expected: expected, but: "\(found(calls.count)):\n" + CallListing.lines(calls)),
    at: location, attribution: recorders.first?.attribution,
    attachments: CallLogAttachment.attachments(for: recorders))
  return false
}
