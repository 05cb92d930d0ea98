/// The weather at one place and time.
public struct Conditions: Equatable, Sendable, CustomStringConvertible {
  /// The zipcode the conditions were reported for.
  public var zipcode: String
  /// A word or two: "sunny", "light rain".
  public var summary: String
  /// The temperature in degrees Celsius.
  public var temperature: Double

  /// Creates conditions.
  public init(zipcode: String, summary: String, temperature: Double) {
    self.zipcode = zipcode
    self.summary = summary
    self.temperature = temperature
  }

  /// `sunny, 24.0° in 94105`.
  public var description: String { "\(summary), \(temperature)° in \(zipcode)" }
}

/// Why the weather could not be fetched.
public enum WeatherError: Error, Equatable, Sendable {
  /// No API key is configured; set `WEATHER_API_KEY`.
  case missingAPIKey
  /// Not a five-digit US zipcode.
  case invalidZipcode(String)
  /// The weather API answered with this HTTP status.
  case badResponse(status: Int)
}
