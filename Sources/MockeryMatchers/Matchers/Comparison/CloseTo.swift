/// Matches floating-point values within `delta` of `value`, inclusive.
///
/// ```swift
/// assertThat(conditions.temperature, closeTo(21.5, 0.5))
/// // Expected: a numeric value within <0.5> of <21.5>
/// //      but: was <23.0>, which differs by <1.5>
/// ```
///
/// `nan` matches nothing and is matched by nothing. A delta that is negative or `nan` is a
/// mistake no value can satisfy: it is reported at the caller's line.
///
/// - Parameters:
///   - value: The value to be close to.
///   - delta: How far from `value` a matching value may be: zero or more.
///   - fileID: The caller's `#fileID`, where a nonsensical delta is reported; leave it out.
///   - filePath: The caller's `#filePath`; leave it out.
///   - line: The caller's `#line`; leave it out.
///   - column: The caller's `#column`; leave it out.
public func closeTo<Value: FloatingPoint & SendableMetatype>(
  _ value: Value,
  _ delta: Value,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Matcher<Value> {
  let value = UncheckedSendable(value)
  let delta = UncheckedSendable(delta)
  let description =
    "a numeric value within \(describeValue(delta.value)) of \(describeValue(value.value))"
  if !(delta.value >= 0) {
    reportFailure(
      "closeTo was given the delta \(describeValue(delta.value)), which no difference can be "
        + "within: a delta is zero or more.",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return Matcher(
    description,
    matches: { abs($0 - value.value) <= delta.value },
    describeMismatch: { actual in
      let was = "was \(describeValue(actual))"
      if actual.isNaN { return "\(was), which is within no distance of anything" }
      if value.value.isNaN { return "\(was), and nothing is within any distance of <nan>" }
      if !(delta.value >= 0) { return "\(was), and no difference is within a delta below zero" }
      return "\(was), which differs by \(describeValue(abs(actual - value.value)))"
    }
  )
}
