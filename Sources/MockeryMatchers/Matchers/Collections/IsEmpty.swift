/// Matches empty collections, strings included.
///
/// ```swift
/// assertThat(service.errors, isEmpty())
/// // Expected: an empty collection
/// //      but: was [<WeatherError.offline>]
/// ```
public func isEmpty<C: Collection & SendableMetatype>() -> Matcher<C> {
  Matcher("an empty collection", matches: { $0.isEmpty })
}
