/// Matches values equal to `expected`.
///
/// The matcher that plain values stand for: wherever a matcher is expected, an `Equatable` value
/// can usually be given instead (`hasItem(3)` is `hasItem(equalTo(3))`).
///
/// ```swift
/// assertThat(city, equalTo("Zurich"))
/// // Expected: "Zurich"
/// //      but: was "Zug"
/// ```
///
/// When long strings or collections differ, the mismatch also says where they first differ,
/// since the shortened values in the message may not show it.
@inlinable
public func equalTo<Value: Equatable & SendableMetatype>(_ expected: Value) -> Matcher<Value> {
  let expected = UncheckedSendable(expected)
  return Matcher(
    describeValue(expected.value),
    matches: { $0 == expected.value },
    describeMismatch: { equalToMismatch(expected: expected.value, actual: $0) }
  )
}

@usableFromInline
func equalToMismatch<Value>(expected: Value, actual: Value) -> String {
  let was = "was \(describeValue(actual))"
  guard let difference = FirstDifference.note(expected: expected, actual: actual) else {
    return was
  }
  return "\(was), \(difference)"
}
