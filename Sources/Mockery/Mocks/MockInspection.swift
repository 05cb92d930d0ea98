/// Finds a mock's recorders by looking through its stored properties, so that mock-level
/// operations need nothing from the mock: no base class, no protocol, no list to keep.
///
/// Looks a few levels deep (the mock, its `calls` container, a mocked property's recorders)
/// and never into the same object twice.
enum MockInspection {
  static let depth = 3

  static func recorders(in subject: Any) -> [any InspectableRecorder] {
    var found: [any InspectableRecorder] = []
    var seen = Set<ObjectIdentifier>()
    collect(subject, depth: depth, into: &found, seen: &seen)
    return found
  }

  private static func collect(
    _ value: Any, depth: Int, into found: inout [any InspectableRecorder],
    seen: inout Set<ObjectIdentifier>
  ) {
    if let recorder = value as? any InspectableRecorder {
      if seen.insert(ObjectIdentifier(recorder)).inserted { found.append(recorder) }
      return
    }
    if let container = value as? any RecorderContainer {
      for recorder in container.recorders where seen.insert(ObjectIdentifier(recorder)).inserted {
        found.append(recorder)
      }
      return
    }
    let mirror = Mirror(reflecting: value)
    guard depth > 0, [.class, .struct, .tuple].contains(mirror.displayStyle) else { return }
    if mirror.displayStyle == .class, !seen.insert(ObjectIdentifier(value as AnyObject)).inserted {
      return
    }
    for child in mirror.children {
      collect(child.value, depth: depth - 1, into: &found, seen: &seen)
    }
  }

  /// The recorders of `mocks`, reporting a misuse at `location` for a mock with none.
  static func recorders(in mocks: [Any], for operation: String, at location: CallSite)
    -> [any InspectableRecorder]?
  {
    var all: [any InspectableRecorder] = []
    for mock in mocks {
      let found = recorders(in: mock)
      guard !found.isEmpty else {
        reportFailure(
          "\(operation) found no call recorders in \(describeValue(mock)). Pass a mock whose "
            + "stored properties hold CallRecorders (directly or in a container such as "
            + "`calls`), or the recorders themselves.",
          at: location)
        return nil
      }
      all += found
    }
    return all
  }

  static func names(_ mocks: [Any]) -> String {
    mocks.map { "\(type(of: $0))" }.joined(separator: ", ")
  }
}

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
/// Pass mocks, the containers of their recorders, or recorders.
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
  verifyNoCalls(
    of: mocks, "verifyNoMoreInteractions", where: { !$0.isVerified },
    expected: "no more interactions with \(MockInspection.names(mocks))",
    found: { $0 == 1 ? "1 call was not verified" : "\($0) calls were not verified" },
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Verifies that `mocks` were never called, and reports a failure listing their calls at this
/// line if they were.
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
  verifyNoCalls(
    of: mocks, "verifyNoInteractions", where: { _ in true },
    expected: "no interactions with \(MockInspection.names(mocks))",
    found: { $0 == 1 ? "had 1 call" : "had \($0) calls" },
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Fails, listing them, if `mocks` had any calls `selected` picks out.
private func verifyNoCalls(
  of mocks: [Any],
  _ operation: String,
  where selected: (CallSummary) -> Bool,
  expected: String,
  found: (Int) -> String,
  at location: CallSite
) -> Bool {
  guard let recorders = MockInspection.recorders(in: mocks, for: operation, at: location) else {
    return false
  }
  let calls = recorders.flatMap { $0.summaries() }.filter(selected)
    .sorted { $0.sequence < $1.sequence }
  guard !calls.isEmpty else { return true }
  reportFailure(
    expectationMessage(
      expected: expected, but: "\(found(calls.count)):\n" + CallListing.lines(calls)),
    at: location)
  return false
}

/// Checks every expectation declared on `mocks` with `expect`, and reports each one not met at
/// this line.
///
/// - Returns: Whether every expectation was met.
@discardableResult
public func verifyExpectations(
  _ mocks: Any...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  guard
    let recorders = MockInspection.recorders(in: mocks, for: "verifyExpectations", at: location)
  else { return false }
  return recorders.map { $0.checkExpectations(at: location) }.allSatisfy { $0 }
}

/// Forgets every call, stub and expectation of `mocks`, as if they were new.
public func resetMocks(_ mocks: Any...) {
  for mock in mocks {
    for recorder in MockInspection.recorders(in: mock) { recorder.reset() }
  }
}

/// Makes `mock` strict, and returns it: every call that no stub or expectation covers is
/// reported as a failure where it happens, even one that its result's default, a mocked
/// property's value or a `whenUnstubbed:` fallback answers.
///
/// ```swift
/// let fetcher = strict(WeatherFetchingMock())
/// fetcher.calls.conditions.when("94105").thenReturn(.sunny)
/// fetcher.calls.startTimer.expect()
/// ```
@discardableResult
public func strict<Mock>(
  _ mock: Mock,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Mock {
  let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  for recorder in MockInspection.recorders(in: [mock], for: "strict", at: location) ?? [] {
    recorder.strictness = true
  }
  return mock
}
