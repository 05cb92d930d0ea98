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
  let description = describeInstance(expected)
  return Matcher(
    "same instance as \(description)",
    matches: { ObjectIdentifier($0) == identity },
    describeMismatch: { "was \(describeInstance($0)), another instance" }
  )
}

/// An object as messages describe it, with its address where its description does not already
/// give it: two instances that print alike must not read as one.
private func describeInstance(_ object: AnyObject) -> String {
  let description = describeValue(object)
  guard !description.contains("@0x") else { return description }
  let address = UInt(bitPattern: ObjectIdentifier(object))
  return "\(description) at 0x\(String(address, radix: 16))"
}
