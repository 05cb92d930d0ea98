/// Matches sequences with at least one element that `matcher` matches.
///
/// ```swift
/// assertThat(temperatures, hasItem(greaterThan(30)))
/// // Expected: a collection containing a value greater than <30>
/// //      but: was [<21>, <25>, <19>]
/// ```
///
/// Other elements may be anything. To require the elements to be exactly some values, use
/// ``contains(_:)-(S.Element...)`` (in order) or ``containsInAnyOrder(_:)-(S.Element...)``.
public func hasItem<S: Sequence & SendableMetatype>(_ matcher: Matcher<S.Element>) -> Matcher<S> {
  Matcher(
    "a collection containing \(matcher.description)",
    matches: { $0.contains(where: matcher.matches) }
  )
}

/// Matches sequences with at least one element equal to `element`.
///
/// ```swift
/// assertThat(zipcodes, hasItem("94105"))
/// ```
public func hasItem<S: Sequence & SendableMetatype>(_ element: S.Element) -> Matcher<S>
where S.Element: Equatable & SendableMetatype {
  hasItem(equalTo(element))
}
