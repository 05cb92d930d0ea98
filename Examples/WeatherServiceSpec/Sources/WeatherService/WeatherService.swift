/// Keeps the current weather for a zipcode up to date.
///
/// Creating a service starts its refresh timer and fetches the conditions for its zipcode. A
/// failed fetch keeps the last good conditions; the observer hears of both.
@MainActor
open class WeatherService {
  /// The app's service: the live API client, the default zipcode, refreshing on a timer.
  public static let shared = WeatherService()

  /// The zipcode a service watches unless told otherwise.
  nonisolated public static let defaultZipcode = "94105"

  /// How often the timer refreshes the conditions.
  nonisolated public static let refreshInterval = Duration.seconds(15 * 60)

  /// Where conditions come from.
  public let fetcher: any WeatherFetching
  /// What schedules refreshes.
  public let timer: any RefreshTimer
  /// The zipcode watched, as of the last update.
  public private(set) var zipcode: String
  /// The last conditions fetched successfully, or nil before the first.
  public private(set) var conditions: Conditions?
  /// The error of the last fetch, or nil if it succeeded.
  public private(set) var lastError: (any Error)?
  /// The update in flight, if any; await its value to know it is done.
  public private(set) var pendingUpdate: Task<Void, Never>?
  /// Hears about every fetch.
  public weak var observer: (any WeatherObserver)?

  /// Creates a service, starts its timer unless told not to, and fetches the conditions.
  ///
  /// - Parameters:
  ///   - fetcher: Where conditions come from; the live API by default.
  ///   - timer: What schedules refreshes.
  ///   - zipcode: The zipcode to watch.
  ///   - refreshesAutomatically: Whether to start the refresh timer; a widget that refreshes on
  ///     demand passes `false`.
  public init(
    fetcher: any WeatherFetching = WeatherAPIClient.live,
    timer: any RefreshTimer = TaskRefreshTimer(),
    zipcode: String = WeatherService.defaultZipcode,
    refreshesAutomatically: Bool = true
  ) {
    self.fetcher = fetcher
    self.timer = timer
    self.zipcode = zipcode
    if refreshesAutomatically {
      startTimer()
    }
    updateWeather(forZipcode: zipcode)
  }

  isolated deinit {
    timer.stop()
  }

  /// Starts refreshing the conditions every ``refreshInterval``.
  open func startTimer() {
    timer.start(every: Self.refreshInterval) { [weak self] in
      guard let self else { return }
      self.updateWeather(forZipcode: self.zipcode)
    }
  }

  /// Watches `zipcode` and starts fetching its conditions.
  open func updateWeather(forZipcode zipcode: String) {
    self.zipcode = zipcode
    pendingUpdate = Task { await self.fetchConditions(forZipcode: zipcode) }
  }

  /// Fetches the conditions for `zipcode`, keeps them, and tells the observer; on failure keeps
  /// the last good conditions and tells the observer why.
  public func fetchConditions(forZipcode zipcode: String) async {
    do {
      let fetched = try await fetcher.conditions(forZipcode: zipcode)
      conditions = fetched
      lastError = nil
      observer?.weatherService(self, didUpdate: fetched)
    } catch {
      lastError = error
      observer?.weatherService(self, didFailWith: error)
    }
  }
}
