/// Fetches the current conditions: the service's only way to the network.
public protocol WeatherFetching: Sendable {
  /// The current conditions at `zipcode`.
  func conditions(forZipcode zipcode: String) async throws -> Conditions
}
