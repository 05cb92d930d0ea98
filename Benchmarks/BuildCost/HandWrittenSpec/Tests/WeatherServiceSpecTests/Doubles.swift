import Foundation
import WeatherService

/// A spy written by hand: records calls under a lock and calls through unless told not to.
final class WeatherServiceSpy: WeatherService {
  final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var timerStarts = 0
    private var zipcodes: [String] = []
    var updatesCallThrough = true

    func startTimer() { lock.withLock { timerStarts += 1 } }
    func updateWeather(_ zipcode: String) { lock.withLock { zipcodes.append(zipcode) } }
    var startTimerCount: Int { lock.withLock { timerStarts } }
    var updateWeatherZipcodes: [String] { lock.withLock { zipcodes } }
  }
  let calls: Calls

  init(
    zipcode: String = WeatherService.defaultZipcode, refreshesAutomatically: Bool = true,
    updatesCallThrough: Bool = false
  ) {
    let calls = Calls()
    calls.updatesCallThrough = updatesCallThrough
    self.calls = calls
    super.init(
      fetcher: WeatherAPIClient.live, timer: RefreshTimerMock(), zipcode: zipcode,
      refreshesAutomatically: refreshesAutomatically)
  }

  override func startTimer() {
    calls.startTimer()
    super.startTimer()
  }

  override func updateWeather(forZipcode zipcode: String) {
    calls.updateWeather(zipcode)
    if calls.updatesCallThrough { super.updateWeather(forZipcode: zipcode) }
  }
}

final class WeatherFetchingMock: WeatherFetching, @unchecked Sendable {
  private let lock = NSLock()
  private var zipcodes: [String] = []
  private var answers: [Result<Conditions, any Error>] = []

  func stub(_ answers: Result<Conditions, any Error>...) {
    lock.withLock { self.answers = answers }
  }
  var calledZipcodes: [String] { lock.withLock { zipcodes } }

  func conditions(forZipcode zipcode: String) async throws -> Conditions {
    let answer: Result<Conditions, any Error>? = lock.withLock {
      zipcodes.append(zipcode)
      guard let first = answers.first else { return nil }
      if answers.count > 1 { answers.removeFirst() }
      return first
    }
    guard let answer else { throw WeatherError.missingAPIKey }
    return try answer.get()
  }
}

final class RefreshTimerMock: RefreshTimer, @unchecked Sendable {
  private let lock = NSLock()
  private var starts: [(Duration, @MainActor @Sendable () -> Void)] = []
  private var stops = 0

  func start(every interval: Duration, tick: @escaping @MainActor @Sendable () -> Void) {
    lock.withLock { starts.append((interval, tick)) }
  }
  func stop() { lock.withLock { stops += 1 } }
  var startIntervals: [Duration] { lock.withLock { starts.map(\.0) } }

  @MainActor
  func fire() {
    let tick = lock.withLock { starts.last?.1 }
    tick?()
  }
}

@MainActor
final class WeatherObserverMock: WeatherObserver {
  var events: [String] = []
  var updates: [(WeatherService, Conditions)] = []
  var failures: [(WeatherService, any Error)] = []

  func weatherService(_ service: WeatherService, didUpdate conditions: Conditions) {
    events.append("didUpdate")
    updates.append((service, conditions))
  }
  func weatherService(_ service: WeatherService, didFailWith error: any Error) {
    events.append("didFail")
    failures.append((service, error))
  }
}

extension Conditions {
  static let sunny = Conditions(zipcode: "94105", summary: "sunny", temperature: 24)
  static let foggy = Conditions(zipcode: "94105", summary: "foggy", temperature: 14)
}
