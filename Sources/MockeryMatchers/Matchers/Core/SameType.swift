/// Matches exactly the type `expected`: `Forecast.self`, not a subclass's type.
///
/// ```swift
/// assertThat(type(of: reading), sameType(Forecast.self))
/// // Expected: <Forecast>
/// //      but: was <Observation>
/// ```
///
/// A generic method's call form matches its `T.Type` argument with it, so that the wanted call
/// reads as the code makes it: `decode(<Forecast>, from: anything)`.
public func sameType<Value>(_ expected: Value.Type) -> Matcher<Value.Type> {
  let identity = ObjectIdentifier(expected)
  return Matcher(
    describeValue(expected),
    matches: { ObjectIdentifier($0) == identity },
    describeMismatch: { "was \(describeValue($0))" }
  )
}
