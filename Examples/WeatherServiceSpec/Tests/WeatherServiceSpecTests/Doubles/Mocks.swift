import Mockery
import WeatherService

final class WeatherFetchingMock: WeatherFetching {
  struct Calls {
    let conditions = MockAsyncThrowingFunction<String, Conditions>("conditions(forZipcode:)")
  }
  let calls = Calls()

  func conditions(forZipcode zipcode: String) async throws -> Conditions {
    try await calls.conditions(zipcode)
  }
}

final class RefreshTimerMock: RefreshTimer {
  struct Calls {
    let start = MockFunction<Duration, @MainActor @Sendable () -> Void, Void>("start(every:tick:)")
    let stop = MockFunction<Void>("stop()")
  }
  let calls = Calls()

  func start(every interval: Duration, tick: @escaping @MainActor @Sendable () -> Void) {
    calls.start(interval, tick)
  }
  func stop() { calls.stop() }

  /// Fires the tick the service gave the timer, as the real timer would after an interval.
  @MainActor
  func fire() {
    let tick = calls.start.arguments.last?.1
    tick?()
  }
}

/// A mock of a main-actor protocol: its witnesses are isolated like the protocol's, and call
/// the recorders, which are safe from any isolation.
@MainActor
final class WeatherObserverMock: WeatherObserver {
  struct Calls {
    let didUpdate = MockFunction<WeatherService, Conditions, Void>("weatherService(_:didUpdate:)")
    let didFail = MockFunction<WeatherService, any Error, Void>("weatherService(_:didFailWith:)")
  }
  let calls = Calls()

  func weatherService(_ service: WeatherService, didUpdate conditions: Conditions) {
    calls.didUpdate(service, conditions)
  }
  func weatherService(_ service: WeatherService, didFailWith error: any Error) {
    calls.didFail(service, error)
  }
}
