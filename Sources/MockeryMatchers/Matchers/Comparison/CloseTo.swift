/// Matches floating-point values within `delta` of `value`, inclusive.
///
/// ```swift
/// assertThat(conditions.temperature, closeTo(21.5, 0.5))
/// // Expected: a numeric value within <0.5> of <21.5>
/// //      but: was <23.0>, which differs by <1.5>
/// ```
///
/// `nan` matches nothing and is matched by nothing.
public func closeTo<Value: FloatingPoint & SendableMetatype>(_ value: Value, _ delta: Value)
  -> Matcher<Value>
{
  let value = UncheckedSendable(value)
  let delta = UncheckedSendable(delta)
  return Matcher(
    "a numeric value within \(describeValue(delta.value)) of \(describeValue(value.value))",
    matches: { abs($0 - value.value) <= delta.value },
    describeMismatch: { actual in
      "was \(describeValue(actual)), which differs by \(describeValue(abs(actual - value.value)))"
    }
  )
}
