/// Matches values that are among `collection`'s elements.
///
/// ```swift
/// assertThat(conditions.summary, isIn(["sunny", "cloudy", "rain"]))
/// // Expected: one of ["sunny", "cloudy", "rain"]
/// //      but: was "hail"
/// ```
public func isIn<C: Collection & SendableMetatype, Element: Equatable & SendableMetatype>(
  _ collection: C
) -> Matcher<Element> where C.Element == Element {
  let elements = UncheckedSendable(Array(collection))
  return Matcher(
    "one of \(describeValue(elements.value))",
    matches: { elements.value.contains($0) }
  )
}

/// Matches values equal to an element of `collection`, whose `Equatable` conformance is
/// isolated to the main actor, in a test on the main actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func isIn<C: Collection & SendableMetatype, Element: Equatable>(_ collection: C)
  -> Matcher<Element> where C.Element == Element
{
  let elements = UncheckedSendable(Array(collection))
  return Matcher(
    onMainActor: "one of \(describeValue(elements.value))",
    matches: { elements.value.contains($0) })
}
