import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches conditions from the weather API over HTTPS.
public struct WeatherAPIClient: WeatherFetching {
  /// The API key, or nil when none is configured: then every fetch fails before the network.
  public let apiKey: String?
  /// Where the API is.
  public let baseURL: URL

  /// Creates a client.
  public init(apiKey: String?, baseURL: URL = URL(string: "https://api.weather.example/v1")!) {
    self.apiKey = apiKey
    self.baseURL = baseURL
  }

  /// The client the app uses, with the key from the `WEATHER_API_KEY` environment variable.
  public static var live: WeatherAPIClient {
    WeatherAPIClient(apiKey: ProcessInfo.processInfo.environment["WEATHER_API_KEY"])
  }

  /// Fetches `GET /conditions?zipcode=…` and decodes `{"summary": …, "temperature": …}`.
  public func conditions(forZipcode zipcode: String) async throws -> Conditions {
    guard let apiKey, !apiKey.isEmpty else { throw WeatherError.missingAPIKey }
    guard zipcode.count == 5, zipcode.allSatisfy(\.isASCII), zipcode.allSatisfy(\.isNumber) else {
      throw WeatherError.invalidZipcode(zipcode)
    }
    var request = URLRequest(url: baseURL.appendingPathComponent("conditions"))
    request.url?.append(queryItems: [URLQueryItem(name: "zipcode", value: zipcode)])
    request.setValue("Bearer \(apiKey)", forHTTPHeaderField: "Authorization")
    let (data, response) = try await URLSession.shared.data(for: request)
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    guard status == 200 else { throw WeatherError.badResponse(status: status) }
    let body = try JSONDecoder().decode(Body.self, from: data)
    return Conditions(zipcode: zipcode, summary: body.summary, temperature: body.temperature)
  }

  private struct Body: Decodable {
    var summary: String
    var temperature: Double
  }
}
