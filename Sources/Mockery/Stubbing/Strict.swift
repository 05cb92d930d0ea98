/// Makes `mock` strict, and returns it: every call that no stub or expectation covers is
/// reported as a failure where it happens, even one that its result's default, a mocked
/// property's value or a `whenUnstubbed:` fallback answers.
///
/// ```swift
/// let fetcher = strict(WeatherFetchingMock())
/// fetcher.calls.conditions.when("94105").thenReturn(.sunny)
/// fetcher.calls.startTimer.expect()
/// ```
///
/// Recorders a generic method makes later, for types first called after this, are strict too.
/// A mock it cannot look into (`nil`, or holding no recorders) is reported at this line.
@discardableResult
public func strict<Mock>(
  _ mock: Mock,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Mock {
  strict(mock, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

func strict<Mock>(_ mock: Mock, at location: CallSite) -> Mock {
  for inspection in MockInspection.inspect([mock], for: "strict", at: location) {
    for container in inspection.containers { container.makeStrict() }
  }
  return mock
}
