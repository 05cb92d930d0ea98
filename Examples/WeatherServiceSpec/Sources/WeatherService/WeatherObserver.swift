/// Hears about every fetch the service makes.
@MainActor
public protocol WeatherObserver: AnyObject {
  /// The service has new conditions.
  func weatherService(_ service: WeatherService, didUpdate conditions: Conditions)
  /// A fetch failed; the service keeps its last good conditions.
  func weatherService(_ service: WeatherService, didFailWith error: any Error)
}
