/// Matches values that are among `collection`'s elements.
///
/// ```swift
/// assertThat(conditions.summary, isIn(["sunny", "cloudy", "rain"]))
/// // Expected: one of ["sunny", "cloudy", "rain"]
/// //      but: was "hail"
/// ```
public func isIn<C: Collection & SendableMetatype>(_ collection: C) -> Matcher<C.Element>
where C.Element: Equatable & SendableMetatype {
  let elements = UncheckedSendable(Array(collection))
  return Matcher(
    "one of \(describeValue(elements.value))",
    matches: { elements.value.contains($0) }
  )
}
