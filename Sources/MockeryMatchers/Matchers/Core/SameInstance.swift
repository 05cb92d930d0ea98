/// Matches exactly the object `expected`: the same instance, not an equal one.
///
/// ```swift
/// assertThat(WeatherService.shared, sameInstance(WeatherService.shared))
/// ```
///
/// Messages name each object's type and address, so two instances can be told apart:
/// `Expected: same instance as <WeatherService@0x6000…>`.
public func sameInstance<Value: AnyObject>(_ expected: Value) -> Matcher<Value> {
  let identity = ObjectIdentifier(expected)
  let description = describeValue(expected)
  return Matcher(
    "same instance as \(description)",
    matches: { ObjectIdentifier($0) == identity }
  )
}
