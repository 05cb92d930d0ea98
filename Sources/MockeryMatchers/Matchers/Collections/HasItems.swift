/// Matches sequences in which each of `matchers` matches at least one element, in any order.
///
/// ```swift
/// assertThat(zipcodes, hasItems(startsWith("941"), startsWith("100")))
/// // Expected: a collection containing a string starting with "941" and a string starting with "100"
/// //      but: no item matched a string starting with "100" in ["94105", "94107"]
/// ```
@_disfavoredOverload
public func hasItems<S: Sequence & SendableMetatype>(_ matchers: Matcher<S.Element>...) -> Matcher<
  S
> {
  hasItems(matchers)
}

/// Matches sequences in which each of `matchers` matches at least one element, in any order.
public func hasItems<S: Sequence & SendableMetatype>(_ matchers: [Matcher<S.Element>]) -> Matcher<S>
{
  Matcher(
    matchers.isEmpty
      ? "any collection (hasItems with no items)"
      : "a collection containing \(matchers.map(\.description).joined(separator: " and "))",
    matches: { items in matchers.allSatisfy { items.contains(where: $0.matches) } },
    describeMismatch: { items in
      let missing = matchers.filter { matcher in !items.contains(where: matcher.matches) }
      let names = missing.map(\.description).joined(separator: " or ")
      return "no item matched \(names) in \(describeValue(items))"
    }
  )
}

/// Matches sequences that contain each of `elements`, in any order.
public func hasItems<S: Sequence & SendableMetatype, Element: Equatable & SendableMetatype>(
  _ elements: Element...
) -> Matcher<S> where S.Element == Element {
  hasItems(elements.map { equalTo($0) })
}

/// Matches sequences with items equal to each of `elements`, for values whose conformance is isolated to the main actor, in a test on the main
/// actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func hasItems<S: Sequence & SendableMetatype, Element: Equatable>(_ elements: Element...)
  -> Matcher<S> where S.Element == Element
{
  hasItems(elements.map { mainActorEqualTo($0) })
}
