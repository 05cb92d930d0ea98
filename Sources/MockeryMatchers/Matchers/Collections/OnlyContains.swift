/// Matches sequences in which every element is matched by at least one of `matchers`.
///
/// An empty sequence matches; combine with `not(isEmpty())` to require elements.
///
/// ```swift
/// assertThat(statusCodes, onlyContains(200, 204))
/// // Expected: a collection containing only items matching (<200> or <204>)
/// //      but: at index 2: was <500>
/// ```
public func onlyContains<S: Sequence & SendableMetatype>(_ matchers: [Matcher<S.Element>])
  -> Matcher<S>
{
  let any = anyOf(matchers)
  return describedAs(
    matchers.isEmpty
      ? "an empty collection (onlyContains with no items)"
      : "a collection containing only items matching \(any.description)", everyItem(any))
}

/// Matches sequences in which every element is matched by at least one of `matchers`.
@_disfavoredOverload
public func onlyContains<S: Sequence & SendableMetatype>(_ matchers: Matcher<S.Element>...)
  -> Matcher<S>
{
  onlyContains(matchers)
}

/// Matches sequences whose every element is one of `elements`.
public func onlyContains<S: Sequence & SendableMetatype, Element: Equatable & SendableMetatype>(
  _ elements: Element...
) -> Matcher<S> where S.Element == Element {
  onlyContains(elements.map { equalTo($0) })
}

/// Matches sequences whose every item equals one of `elements`, for values whose conformance is isolated to the main actor, in a test on the main
/// actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func onlyContains<S: Sequence & SendableMetatype, Element: Equatable>(
  _ elements: Element...
) -> Matcher<S> where S.Element == Element {
  onlyContains(elements.map { mainActorEqualTo($0) })
}
