import WeatherService
import XCTest

final class WeatherServiceTests: XCTestCase {
  @MainActor func test_shared_isNotNil() {
    let shared: WeatherService? = WeatherService.shared
    XCTAssertNotNil(shared)
  }

  @MainActor func test_shared_returnsTheSameInstanceTwice() {
    XCTAssertTrue(WeatherService.shared === WeatherService.shared)
  }

  @MainActor func test_init_createsAnInstance() {
    XCTAssertEqual(WeatherService().zipcode, WeatherService.defaultZipcode)
  }

  @MainActor func test_init_returnsADifferentInstanceEachTime() {
    XCTAssertFalse(WeatherService() === WeatherService())
  }

  @MainActor func test_init_startsTheTimer() {
    XCTAssertEqual(WeatherServiceSpy().calls.startTimerCount, 1)
  }

  @MainActor func test_init_updatesTheWeatherForTheDefaultZipcode() {
    XCTAssertEqual(WeatherServiceSpy().calls.updateWeatherZipcodes, [WeatherService.defaultZipcode])
  }

  @MainActor func test_refreshing_keepsTheLastGoodConditionsWhenAFetchFails() async {
    let fetcher = WeatherFetchingMock()
    let timer = RefreshTimerMock()
    fetcher.stub(.success(.sunny), .failure(WeatherError.missingAPIKey))
    let service = WeatherService(fetcher: fetcher, timer: timer)
    await service.pendingUpdate?.value
    timer.fire()
    await service.pendingUpdate?.value
    XCTAssertEqual(service.conditions, .sunny)
    XCTAssertEqual(fetcher.calledZipcodes, ["94105", "94105"])
  }
}
