/// The benchmark's scenario: the protocol every mock here stands in for.
public protocol WeatherFetching: Sendable {
  func conditions(forZipcode zip: String) throws -> String
  func startTimer()
  var refreshInterval: Int { get }
  func forecast(days: Int) async throws -> Int
  subscript(day day: Int) -> String { get }
}

/// The questions every benchmark asks of a mock, whichever way it was written.
public protocol MeasuredMock: WeatherFetching {
  /// Answers `conditions` with `result` for every zip.
  func stubAnyZip(returning result: String)
  /// Answers `conditions` for `zip` only, the newest stub first, as Mockery does.
  func stub(zip: String, returning result: String)
  /// Whether `conditions` was called exactly `count` times with `zip`.
  func verifyConditions(zip: String, calledExactly count: Int) -> Bool
  /// How many calls of `conditions` were recorded.
  var conditionsCallCount: Int { get }
  /// Stubs `startTimer` to do nothing, `refreshInterval` to read 30, `forecast` to return 7 and
  /// the subscript to return "sunny", as a test would, for every call.
  func stubTheOtherRequirements()
}
