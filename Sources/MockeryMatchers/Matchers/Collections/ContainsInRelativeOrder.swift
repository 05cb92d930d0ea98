/// Matches sequences in which `matchers` match elements in the order given, with any other
/// elements before, between and after them.
///
/// ```swift
/// assertThat(events, containsInRelativeOrder("started", "finished"))
/// // Expected: a collection containing ["started", "finished"] in relative order
/// //      but: was ["finished", "started"]: no item matched "finished" after index 1
/// ```
public func containsInRelativeOrder<S: Sequence & SendableMetatype>(
  _ matchers: [Matcher<S.Element>]
) -> Matcher<S> {
  Matcher(
    "a collection containing \(describeList(matchers)) in relative order",
    evaluate: { sequence in
      let items = Array(sequence)
      var next = 0
      for matcher in matchers {
        guard let found = items[next...].firstIndex(where: matcher.matches) else {
          let place = next == 0 ? "" : " after index \(next - 1)"
          return .mismatch(
            "was \(describeValue(items)): no item matched \(matcher.description)\(place)")
        }
        next = found + 1
      }
      return .match
    }
  )
}

/// Matches sequences in which `matchers` match elements in the order given.
@_disfavoredOverload
public func containsInRelativeOrder<S: Sequence & SendableMetatype>(
  _ matchers: Matcher<S.Element>...
) -> Matcher<S> {
  containsInRelativeOrder(matchers)
}

/// Matches sequences that contain `elements` in the order given, with any other elements
/// around them.
public func containsInRelativeOrder<
  S: Sequence & SendableMetatype, Element: Equatable & SendableMetatype
>(_ elements: Element...) -> Matcher<S> where S.Element == Element {
  containsInRelativeOrder(elements.map { equalTo($0) })
}

/// Matches sequences holding `elements` in this order, with any others between, for values whose conformance is isolated to the main actor, in a test on the main
/// actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func containsInRelativeOrder<S: Sequence & SendableMetatype, Element: Equatable>(
  _ elements: Element...
) -> Matcher<S> where S.Element == Element {
  containsInRelativeOrder(elements.map { mainActorEqualTo($0) })
}
