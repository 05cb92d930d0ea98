/// Builds an ordering matcher whose mismatch says where the value fell relative to the bound.
///
/// `was <5>, equal to <5>`: shared by the four ordering matchers, so their messages agree. A
/// value not ordered with the bound at all (`nan` is ordered with nothing) says so:
/// `was <1.0>, which is not ordered with <nan>`.
func orderingMatcher<Value: Comparable & SendableMetatype>(
  _ description: String,
  _ bound: Value,
  accepts: @escaping @Sendable (Value, Value) -> Bool
) -> Matcher<Value> {
  let bound = UncheckedSendable(bound)
  return Matcher(
    "\(description) \(describeValue(bound.value))",
    matches: { accepts($0, bound.value) },
    describeMismatch: { orderingMismatch($0, bound.value) }
  )
}

/// ``orderingMatcher(_:_:accepts:)`` of a type whose `Comparable` conformance is isolated to the
/// main actor, checking values there.
func mainActorOrderingMatcher<Value: Comparable>(
  _ description: String,
  _ bound: Value,
  accepts: @escaping @MainActor (Value, Value) -> Bool
) -> Matcher<Value> {
  let bound = UncheckedSendable(bound)
  return Matcher(
    onMainActor: "\(description) \(describeValue(bound.value))",
    matches: { accepts($0, bound.value) },
    describeMismatch: { orderingMismatch($0, bound.value) }
  )
}

/// Where `value` fell relative to `bound`: `was <5>, equal to <5>`.
private func orderingMismatch<Value: Comparable>(_ value: Value, _ bound: Value) -> String {
  let relation =
    if value < bound {
      "less than"
    } else if value == bound {
      "equal to"
    } else if bound < value {
      "greater than"
    } else {
      // Neither less, equal nor greater: `nan`, which is ordered with nothing.
      "which is not ordered with"
    }
  return "was \(describeValue(value)), \(relation) \(describeValue(bound))"
}
