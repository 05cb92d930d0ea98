/// Matches `nil`.
///
/// ```swift
/// assertThat(service.lastError, nilValue())
/// // Expected: nil
/// //      but: was <WeatherError.offline>
/// ```
public func nilValue<Wrapped>() -> Matcher<Wrapped?> {
  Matcher("nil", matches: { $0 == nil })
}
