import WeatherService

extension Conditions {
  static let sunny = Conditions(zipcode: "94105", summary: "sunny", temperature: 24)
  static let foggy = Conditions(zipcode: "94105", summary: "foggy", temperature: 14)
}
