/// What the service asks for the weather: the protocol the tests mock.
public protocol WeatherFetching: Sendable {
  func conditions(forZipcode zip: String) async throws -> String
  func startTimer()
}

/// The code under test: it fetches the conditions for its zipcode when told to refresh.
public final class WeatherService: Sendable {
  let fetcher: any WeatherFetching
  /// The zipcode whose weather it fetches.
  public let zipcode: String

  /// Makes the service, which starts the fetcher's timer.
  public init(fetcher: any WeatherFetching, zipcode: String = "94105") {
    self.fetcher = fetcher
    self.zipcode = zipcode
    fetcher.startTimer()
  }

  /// Fetches the conditions for the zipcode: "unknown" where the fetch fails.
  public func refresh() async -> String {
    (try? await fetcher.conditions(forZipcode: zipcode)) ?? "unknown"
  }
}
