import Foundation
import Mockery

struct Conditions: Equatable, Sendable, CustomStringConvertible {
  var summary: String
  var temperature: Double

  static let sunny = Conditions(summary: "sunny", temperature: 24)
  static let cloudy = Conditions(summary: "cloudy", temperature: 17)
  static let rainy = Conditions(summary: "rainy", temperature: 12)

  var description: String { "\(summary) \(temperature)°" }
}

enum WeatherError: Error, Equatable {
  case offline
  case invalidZipcode
}

protocol WeatherFetching: Sendable {
  func conditions(forZipcode zip: String) async throws -> Conditions
  func startTimer()
  var refreshInterval: TimeInterval { get set }
}

/// The mock from the issue: one line declaring each requirement's recorder, one forwarding.
final class WeatherFetchingMock: WeatherFetching {
  struct Calls {
    let conditions = MockAsyncThrowingFunction<String, Conditions>("conditions(forZipcode:)")
    let startTimer = MockFunction<Void>("startTimer()")
    let refreshInterval = MockProperty<TimeInterval>("refreshInterval", initialValue: 60)
  }
  let calls = Calls()

  func conditions(forZipcode zip: String) async throws -> Conditions {
    try await calls.conditions(zip)
  }
  func startTimer() { calls.startTimer() }
  var refreshInterval: TimeInterval {
    get { calls.refreshInterval.get() }
    set { calls.refreshInterval.set(newValue) }
  }
}

/// A witness struct in the pointfree style, built from recorders.
struct WeatherClient: Sendable {
  var conditions: @Sendable (String) async throws -> Conditions
  var startTimer: @Sendable () -> Void
}
