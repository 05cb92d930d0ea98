import Mockery
import WeatherService

/// A partial mock of the real service.
///
/// Every override records its call and runs the real implementation unless a test stubbed it.
/// The recorders exist before `super.init()` runs, so the calls the real `init` makes are
/// recorded, and stubs given to `stubbing:` already apply.
final class WeatherServiceSpy: WeatherService {
  struct Calls {
    let startTimer = MockFunction<Void>("startTimer()")
    let updateWeather = MockFunction<String, Void>("updateWeather(forZipcode:)")
  }
  let calls: Calls

  init(
    fetcher: any WeatherFetching = WeatherAPIClient.live,
    timer: any RefreshTimer = RefreshTimerMock(),
    zipcode: String = WeatherService.defaultZipcode,
    refreshesAutomatically: Bool = true,
    stubbing configure: (Calls) -> Void = { _ in }
  ) {
    let calls = Calls()
    configure(calls)
    self.calls = calls
    super.init(
      fetcher: fetcher, timer: timer, zipcode: zipcode,
      refreshesAutomatically: refreshesAutomatically)
  }

  override func startTimer() { calls.startTimer(callingThrough: super.startTimer) }
  override func updateWeather(forZipcode zipcode: String) {
    calls.updateWeather(zipcode, callingThrough: super.updateWeather(forZipcode:))
  }
}
