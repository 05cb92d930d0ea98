import Mockery
import WeatherService
import XCTest

/// The classic tests again, in XCTest.
final class WeatherServiceTests: XCTestCase {
  @MainActor
  func test_shared_isNotNil() {
    let shared: WeatherService? = WeatherService.shared
    assertThat(shared, notNilValue())
  }

  @MainActor
  func test_shared_returnsTheSameInstanceTwice() {
    assertThat(WeatherService.shared, sameInstance(WeatherService.shared))
  }

  @MainActor
  func test_init_createsAnInstance() {
    let service = WeatherService()
    assertThat(service.zipcode, equalTo(WeatherService.defaultZipcode))
  }

  @MainActor
  func test_init_returnsADifferentInstanceEachTime() {
    assertThat(WeatherService(), not(sameInstance(WeatherService())))
  }

  @MainActor
  func test_init_startsTheTimer() {
    let service = WeatherServiceSpy.createdLikeTheApp()
    service.calls.startTimer.verify()
  }

  @MainActor
  func test_init_updatesTheWeatherForTheDefaultZipcode() {
    let service = WeatherServiceSpy.createdLikeTheApp()
    verify(service.calls.updateWeather(forZipcode: WeatherService.defaultZipcode))
  }

  @MainActor
  func test_refreshing_keepsTheLastGoodConditionsWhenAFetchFails() async {
    let fetcher = WeatherFetchingMock()
    let timer = RefreshTimerMock()
    fetcher.calls.conditions.whenCalled().thenReturn(.sunny).thenThrow(WeatherError.missingAPIKey)
    let service = WeatherService(fetcher: fetcher, timer: timer)
    await service.pendingUpdate?.value
    timer.fire()
    await service.pendingUpdate?.value

    XCTAssertEqual(service.conditions, .sunny)
    verify(fetcher.calls.conditions(forZipcode: "94105"), times: 2)
  }
}
