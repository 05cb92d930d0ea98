import Mockery
import Testing
import WeatherService

@MainActor
@Suite("WeatherService")
struct WeatherServiceSpec {
  // The classic tests, one for one.

  @MainActor
  @Suite("shared")
  struct Shared {
    @Test("is not nil")
    func isNotNil() {
      let shared: WeatherService? = WeatherService.shared
      assertThat(shared, notNilValue())
      assertThat(WeatherService.shared.zipcode, equalTo(WeatherService.defaultZipcode))
    }

    @Test("returns the same instance twice")
    func returnsTheSameInstanceTwice() {
      assertThat(WeatherService.shared, sameInstance(WeatherService.shared))
    }
  }

  @MainActor
  @Suite("init")
  struct Init {
    @Test("creates an instance")
    func createsAnInstance() {
      let service = WeatherService()
      assertThat(service.zipcode, equalTo(WeatherService.defaultZipcode))
      assertThat(service.fetcher, instanceOf(WeatherAPIClient.self))
    }

    @Test("returns a different instance each time")
    func returnsADifferentInstanceEachTime() {
      assertThat(WeatherService(), not(sameInstance(WeatherService())))
    }

    @Test("starts the timer")
    func startsTheTimer() {
      let service = WeatherServiceSpy.createdLikeTheApp()
      service.calls.startTimer.verify()
    }

    @Test("updates the weather for the default zipcode")
    func updatesTheWeatherForTheDefaultZipcode() {
      let service = WeatherServiceSpy.createdLikeTheApp()
      verify(service.calls.updateWeather(forZipcode: WeatherService.defaultZipcode))
    }
  }

  // What else the service does, with mocks of its dependencies.

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

    @Test("keeps the conditions it fetched")
    func keepsTheConditionsItFetched() async {
      when(fetcher.calls.conditions(forZipcode: "94105")).thenReturn(.sunny)
      let service = makeService()
      await service.pendingUpdate?.value

      assertThat(service.conditions, equalTo(.sunny))
      assertThat(service.lastError, nilValue())
    }

    @Test("keeps the last good conditions when a fetch fails")
    func keepsTheLastGoodConditionsWhenAFetchFails() async {
      fetcher.calls.conditions.whenCalled()
        .thenReturn(.sunny)
        .thenThrow(WeatherError.badResponse(status: 503))
      let service = makeService()
      await service.pendingUpdate?.value

      timer.fire()
      await service.pendingUpdate?.value

      assertThat(service.conditions, equalTo(.sunny))
      assertThat(
        service.lastError,
        notNilValue(instanceOf(WeatherError.self, equalTo(.badResponse(status: 503)))))
    }

    @Test("starts the timer with the refresh interval")
    func startsTheTimerWithTheRefreshInterval() {
      fetcher.calls.conditions.whenCalled().thenReturn(.sunny)
      _ = makeService()
      verify(timer.calls.start(every: equalTo(WeatherService.refreshInterval), tick: anything()))
    }

    @Test("refreshes the same zipcode each time the timer fires")
    func refreshesWhenTheTimerFires() async {
      fetcher.calls.conditions.whenCalled().thenReturn(.sunny)
      let service = makeService()
      await service.pendingUpdate?.value

      timer.fire()
      await service.pendingUpdate?.value
      timer.fire()
      await service.pendingUpdate?.value

      verify(fetcher.calls.conditions(forZipcode: "94105"), times: 3)
      verifyNoMoreInteractions(fetcher)
    }

    @Test("does not start the timer when refreshing on demand")
    func doesNotStartTheTimerWhenRefreshingOnDemand() async {
      fetcher.calls.conditions.whenCalled().thenReturn(.sunny)
      let service = makeService(refreshesAutomatically: false)
      await service.pendingUpdate?.value

      verifyNoInteractions(timer)
      verify(fetcher.calls.conditions(forZipcode: "94105"))
    }

    @Test("tells the observer after it fetched")
    func tellsTheObserverAfterItFetched() async {
      fetcher.calls.conditions.whenCalled().thenReturn(.foggy)
      let service = makeService()
      await service.pendingUpdate?.value

      verifyInOrder(
        timer.calls.start,
        fetcher.calls.conditions(forZipcode: "94105"),
        observer.calls.weatherService(sameInstance(service), didUpdate: equalTo(.foggy))
      )
      observer.calls.weatherServiceDidFailWith.verifyCalled(times: .never)
    }

    @Test("tells the observer why a fetch failed")
    func tellsTheObserverWhyAFetchFailed() async {
      fetcher.calls.conditions.whenCalled().thenThrow(WeatherError.invalidZipcode("94105"))
      let service = makeService()
      await service.pendingUpdate?.value

      verify(
        observer.calls.weatherService(
          sameInstance(service),
          didFailWith: instanceOf(WeatherError.self, equalTo(.invalidZipcode("94105")))))
      verify(observer.calls.weatherService(anything(), didUpdate: anything()), times: .never)
    }
  }

  @Suite("WeatherAPIClient")
  struct APIClient {
    @Test("fails without an API key, before reaching the network")
    func failsWithoutAnAPIKey() async {
      let client = WeatherAPIClient(apiKey: nil)
      await assertThat(
        { try await client.conditions(forZipcode: "94105") },
        throwsError(WeatherError.missingAPIKey))
    }

    @Test("rejects a zipcode that is not five digits")
    func rejectsAZipcodeThatIsNotFiveDigits() async {
      let client = WeatherAPIClient(apiKey: "test-key")
      for zipcode in ["9410", "941055", "9410a", "٩٤١٠٥"] {
        await assertThat(
          { try await client.conditions(forZipcode: zipcode) },
          throwsError(WeatherError.invalidZipcode(zipcode)))
      }
    }
  }
}
