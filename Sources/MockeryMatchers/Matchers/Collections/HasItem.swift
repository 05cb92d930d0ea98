/// Matches sequences with at least one element that `matcher` matches.
///
/// ```swift
/// assertThat(temperatures, hasItem(greaterThan(30)))
/// // Expected: a collection containing a value greater than <30>
/// //      but: was [<21>, <25>, <19>]
/// ```
///
/// Other elements may be anything. To require the elements to be exactly some values, use
/// ``contains(_:)-6myaf`` (in order) or ``containsInAnyOrder(_:)-8phc0``.
@_disfavoredOverload
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
public func hasItem<S: Sequence & SendableMetatype, Element: Equatable & SendableMetatype>(
  _ element: Element
) -> Matcher<S> where S.Element == Element {
  hasItem(equalTo(element))
}

/// Matches sequences with an item equal to `element`, for values whose conformance is isolated to the main actor, in a test on the main
/// actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func hasItem<S: Sequence & SendableMetatype, Element: Equatable>(_ element: Element)
  -> Matcher<S> where S.Element == Element
{
  hasItem(mainActorEqualTo(element))
}
