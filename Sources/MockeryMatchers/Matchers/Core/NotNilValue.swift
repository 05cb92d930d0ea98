/// Matches any value but `nil`.
///
/// ```swift
/// assertThat(WeatherService.shared, notNilValue())
/// ```
public func notNilValue<Wrapped>() -> Matcher<Wrapped?> {
  Matcher("not nil", matches: { $0 != nil })
}

/// Matches optionals that hold a value `matcher` matches.
///
/// Matchers are written for plain values; this is how one is used on an optional:
///
/// ```swift
/// assertThat(service.conditions?.temperature, notNilValue(greaterThan(20)))
/// // Expected: not nil and a value greater than <20>
/// //      but: was nil
/// ```
public func notNilValue<Wrapped>(_ matcher: Matcher<Wrapped>) -> Matcher<Wrapped?> {
  featureMatcher(
    description: "not nil and \(matcher.description)",
    mismatchPrefix: "",
    extract: { $0 },
    whenAbsent: { _ in "was nil" },
    matcher
  )
}
