import Mockery

/// The same mock written with Mockery, as the README shows.
public final class MockeryMock: MeasuredMock {
  public struct Calls: Sendable {
    public let conditions = MockThrowingFunction<String, String>("conditions(forZipcode:)")
    public func conditions(forZipcode zip: Matcher<String>)
      -> MockThrowingFunction<String, String>.Call
    { conditions.matching(zip).among(self) }
    public func conditions(forZipcode zip: String)
      -> MockThrowingFunction<String, String>.Call
    { conditions.matching(zip).among(self) }
    public let startTimer = MockFunction<Void>("startTimer()")
    public let refreshInterval = MockProperty<Int>("refreshInterval", initialValue: 60)
    public let forecast = MockAsyncThrowingFunction<Int, Int>("forecast(days:)")
    public let day = MockSubscript<Int, String>("subscript(day:)")
  }
  public let calls = Calls()
  /// Whether to stub and verify through the recorder's unlabelled `when` and `verify`.
  let byPosition: Bool

  public init(byPosition: Bool = false) {
    self.byPosition = byPosition
  }

  public func conditions(forZipcode zip: String) throws -> String { try calls.conditions(zip) }
  public func startTimer() { calls.startTimer() }
  public var refreshInterval: Int { calls.refreshInterval.get() }
  public func forecast(days: Int) async throws -> Int { try await calls.forecast(days) }
  public subscript(day day: Int) -> String { calls.day.get(day) }

  public func stubAnyZip(returning result: String) {
    calls.conditions.whenCalled().thenReturn(result)
  }

  public func stub(zip: String, returning result: String) {
    if byPosition {
      calls.conditions.when(zip).thenReturn(result)
    } else {
      when(calls.conditions(forZipcode: zip)).thenReturn(result)
    }
  }

  public func verifyConditions(zip: String, calledExactly count: Int) -> Bool {
    if byPosition { return calls.conditions.verify(zip, times: .exactly(count)) }
    return verify(calls.conditions(forZipcode: zip), times: .exactly(count))
  }

  public var conditionsCallCount: Int { calls.conditions.callCount }

  public func stubTheOtherRequirements() {
    calls.startTimer.whenCalled().thenDoNothing()
    calls.refreshInterval.thenReturn(30)
    calls.forecast.whenCalled().thenReturn(7)
    calls.day.getter.whenCalled().thenReturn("sunny")
  }
}

/// A real class, for spies: it answers from a fixed table.
open class WeatherStation: WeatherFetching, @unchecked Sendable {
  public init() {}

  open func conditions(forZipcode zip: String) throws -> String {
    zip.hasPrefix("9") ? "sunny" : "cloudy"
  }
  open func startTimer() {}
  open var refreshInterval: Int { 60 }
  open func forecast(days: Int) async throws -> Int { days }
  open subscript(day day: Int) -> String { day < 3 ? "sunny" : "cloudy" }
}

/// The spy Mockery's documentation shows: record, then call the real implementation.
public final class MockerySpy: WeatherStation, @unchecked Sendable {
  public struct Calls: Sendable {
    public let conditions = MockThrowingFunction<String, String>("conditions(forZipcode:)")
  }
  public let calls = Calls()

  public override func conditions(forZipcode zip: String) throws -> String {
    try calls.conditions(zip, callingThrough: super.conditions(forZipcode:))
  }

  public var conditionsCallCount: Int { calls.conditions.callCount }
}
