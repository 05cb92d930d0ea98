import Mockery
import WeatherService

/// How the spec creates the service whose `init` the partial-mock tests replay.
///
/// Normally `WeatherService()` exactly as the app creates it, as a spy. The spec's own tests run
/// the replayed tests with a broken `init` instead (one that does not start the timer, or that
/// watches another zipcode) to show that those tests fail when they should.
enum SpecSubject {
  struct InitArguments: Sendable {
    var zipcode = WeatherService.defaultZipcode
    var refreshesAutomatically = true
  }

  @TaskLocal static var initArguments = InitArguments()
}

extension WeatherServiceSpy {
  /// The service as `WeatherService()` creates it, kept off the network: `updateWeather` is
  /// stubbed before the object exists, so even its `init` does not fetch.
  @MainActor
  static func createdLikeTheApp() -> WeatherServiceSpy {
    let arguments = SpecSubject.initArguments
    return WeatherServiceSpy(
      timer: RefreshTimerMock(), zipcode: arguments.zipcode,
      refreshesAutomatically: arguments.refreshesAutomatically
    ) { calls in
      calls.updateWeather.whenCalled().thenDoNothing()
    }
  }
}
