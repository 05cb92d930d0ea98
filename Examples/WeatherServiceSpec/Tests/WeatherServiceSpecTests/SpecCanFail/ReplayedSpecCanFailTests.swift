import Mockery
import Testing
import WeatherService

/// Shows that the partial-mock tests fail when they should.
///
/// A test is worth only as much as its power to fail. These run the replayed tests, as they are
/// written in the spec, against a service whose `init` is broken, and check that they fail with a
/// message that says how.
@MainActor
@Suite("The replayed spec")
struct ReplayedSpecCanFailTests {
  @Test("fails \"starts the timer\" when init does not start the timer")
  func startsTheTimerFails() {
    let broken = SpecSubject.InitArguments(refreshesAutomatically: false)
    let failures = SpecSubject.$initArguments.withValue(broken) {
      captureFailures { WeatherServiceSpec.Init().startsTheTimer() }
    }
    #expect(
      failures.map(\.message) == ["Expected: startTimer() called once\n     but: was never called"])
    #expect(failures.first?.location.fileID == "WeatherServiceSpecTests/WeatherServiceSpec.swift")
  }

  @Test("fails \"updates the weather for the default zipcode\" when init uses another zipcode")
  func updatesTheWeatherForTheDefaultZipcodeFails() {
    let broken = SpecSubject.InitArguments(zipcode: "10001")
    let failures = SpecSubject.$initArguments.withValue(broken) {
      captureFailures { WeatherServiceSpec.Init().updatesTheWeatherForTheDefaultZipcode() }
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: updateWeather(forZipcode: "94105") called once
             but: was called once, never with matching arguments:
               1. updateWeather(forZipcode: "10001")   forZipcode: was "10001"
        """
      ])
  }

  @Test("passes both when init is not broken")
  func passesWhenInitIsNotBroken() {
    let failures = captureFailures {
      WeatherServiceSpec.Init().startsTheTimer()
      WeatherServiceSpec.Init().updatesTheWeatherForTheDefaultZipcode()
    }
    #expect(failures.isEmpty)
  }
}
