/// Matches collections with exactly `count` elements.
///
/// ```swift
/// assertThat(forecast.days, hasCount(7))
/// // Expected: a collection with count <7>
/// //      but: count was <5> in [<Mon>, <Tue>, <Wed>, <Thu>, <Fri>]
/// ```
public func hasCount<C: Collection & SendableMetatype>(_ count: Int) -> Matcher<C> {
  hasCount(equalTo(count))
}

/// Matches collections whose number of elements `matcher` matches.
///
/// ```swift
/// assertThat(results, hasCount(greaterThan(0)))
/// ```
public func hasCount<C: Collection & SendableMetatype>(_ matcher: Matcher<Int>) -> Matcher<C> {
  Matcher(
    "a collection with count \(matcher.description)",
    matches: { matcher.matches($0.count) },
    describeMismatch: { "count \(matcher.describeMismatch(of: $0.count)) in \(describeValue($0))" }
  )
}
