/// Builds an ordering matcher whose mismatch says where the value fell relative to the bound.
///
/// `was <5>, equal to <5>`: shared by the four ordering matchers, so their messages agree.
func orderingMatcher<Value: Comparable & SendableMetatype>(
  _ description: String,
  _ bound: Value,
  accepts: @escaping @Sendable (Value, Value) -> Bool
) -> Matcher<Value> {
  let bound = UncheckedSendable(bound)
  return Matcher(
    "\(description) \(describeValue(bound.value))",
    matches: { accepts($0, bound.value) },
    describeMismatch: { value in
      let relation =
        value < bound.value ? "less than" : value == bound.value ? "equal to" : "greater than"
      return "was \(describeValue(value)), \(relation) \(describeValue(bound.value))"
    }
  )
}
