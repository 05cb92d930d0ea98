import Testing
import WeatherService

@MainActor
@Suite("WeatherService")
struct WeatherServiceSpec {
  @MainActor
  @Suite("shared")
  struct Shared {
    @Test("is not nil") func isNotNil() {
      let shared: WeatherService? = WeatherService.shared
      #expect(shared != nil)
      #expect(WeatherService.shared.zipcode == WeatherService.defaultZipcode)
    }

    @Test("returns the same instance twice") func returnsTheSameInstanceTwice() {
      #expect(WeatherService.shared === WeatherService.shared)
    }
  }

  @MainActor
  @Suite("init")
  struct Init {
    @Test("creates an instance") func createsAnInstance() {
      let service = WeatherService()
      #expect(service.zipcode == WeatherService.defaultZipcode)
      #expect(service.fetcher is WeatherAPIClient)
    }

    @Test("returns a different instance each time") func returnsADifferentInstanceEachTime() {
      #expect(WeatherService() !== WeatherService())
    }

    @Test("starts the timer") func startsTheTimer() {
      let service = WeatherServiceSpy()
      #expect(service.calls.startTimerCount == 1)
    }

    @Test("updates the weather for the default zipcode")
    func updatesTheWeatherForTheDefaultZipcode() {
      let service = WeatherServiceSpy()
      #expect(service.calls.updateWeatherZipcodes == [WeatherService.defaultZipcode])
    }
  }

  @MainActor
  @Suite("refreshing")
  struct Refreshing {
    let fetcher = WeatherFetchingMock()
    let timer = RefreshTimerMock()
    let observer = WeatherObserverMock()

    func makeService(refreshesAutomatically: Bool = true) -> WeatherService {
      let service = WeatherService(
        fetcher: fetcher, timer: timer, refreshesAutomatically: refreshesAutomatically)
      service.observer = observer
      return service
    }

    @Test("keeps the conditions it fetched") func keepsTheConditionsItFetched() async {
      fetcher.stub(.success(.sunny))
      let service = makeService()
      await service.pendingUpdate?.value
      #expect(service.conditions == .sunny)
      #expect(service.lastError == nil)
    }

    @Test("keeps the last good conditions when a fetch fails")
    func keepsTheLastGoodConditionsWhenAFetchFails() async {
      fetcher.stub(.success(.sunny), .failure(WeatherError.badResponse(status: 503)))
      let service = makeService()
      await service.pendingUpdate?.value
      timer.fire()
      await service.pendingUpdate?.value
      #expect(service.conditions == .sunny)
      #expect(service.lastError as? WeatherError == .badResponse(status: 503))
    }

    @Test("starts the timer with the refresh interval")
    func startsTheTimerWithTheRefreshInterval() {
      fetcher.stub(.success(.sunny))
      _ = makeService()
      #expect(timer.startIntervals == [WeatherService.refreshInterval])
    }

    @Test("refreshes the same zipcode each time the timer fires")
    func refreshesWhenTheTimerFires() async {
      fetcher.stub(.success(.sunny))
      let service = makeService()
      await service.pendingUpdate?.value
      timer.fire()
      await service.pendingUpdate?.value
      timer.fire()
      await service.pendingUpdate?.value
      #expect(fetcher.calledZipcodes == ["94105", "94105", "94105"])
    }

    @Test("does not start the timer when refreshing on demand")
    func doesNotStartTheTimerWhenRefreshingOnDemand() async {
      fetcher.stub(.success(.sunny))
      let service = makeService(refreshesAutomatically: false)
      await service.pendingUpdate?.value
      #expect(timer.startIntervals.isEmpty)
      #expect(fetcher.calledZipcodes == ["94105"])
    }

    @Test("tells the observer after it fetched") func tellsTheObserverAfterItFetched() async {
      fetcher.stub(.success(.foggy))
      let service = makeService()
      await service.pendingUpdate?.value
      #expect(observer.events == ["didUpdate"])
      #expect(observer.updates.first?.0 === service)
      #expect(observer.updates.first?.1 == .foggy)
    }

    @Test("tells the observer why a fetch failed") func tellsTheObserverWhyAFetchFailed() async {
      fetcher.stub(.failure(WeatherError.invalidZipcode("94105")))
      let service = makeService()
      await service.pendingUpdate?.value
      #expect(observer.events == ["didFail"])
      #expect(observer.failures.first?.1 as? WeatherError == .invalidZipcode("94105"))
    }
  }

  @Suite("WeatherAPIClient")
  struct APIClient {
    @Test("fails without an API key, before reaching the network")
    func failsWithoutAnAPIKey() async {
      await #expect(throws: WeatherError.missingAPIKey) {
        try await WeatherAPIClient(apiKey: nil).conditions(forZipcode: "94105")
      }
    }

    @Test("rejects a zipcode that is not five digits")
    func rejectsAZipcodeThatIsNotFiveDigits() async {
      for zipcode in ["9410", "941055", "9410a", "٩٤١٠٥"] {
        await #expect(throws: WeatherError.invalidZipcode(zipcode)) {
          try await WeatherAPIClient(apiKey: "test-key").conditions(forZipcode: zipcode)
        }
      }
    }
  }
}
