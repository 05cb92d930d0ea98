/// Matches dictionaries with at least one value equal to `value`.
///
/// ```swift
/// assertThat(temperatureByCity, hasValue(21))
/// // Expected: a dictionary with value <21>
/// //      but: had values [<18>, <25>]
/// ```
public func hasValue<Key: SendableMetatype, Value: Equatable & SendableMetatype>(_ value: Value)
  -> Matcher<[Key: Value]>
{
  hasValue(equalTo(value))
}

/// Matches dictionaries with a value equal to `value`, whose `Equatable` conformance, or its
/// keys' `Hashable`, is isolated to the main actor, in a test on the main actor (see
/// <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func hasValue<Key, Value: Equatable>(_ value: Value) -> Matcher<[Key: Value]> {
  mainActorHasValue(mainActorEqualTo(value))
}

/// Matches dictionaries with at least one value that `matcher` matches.
public func hasValue<Key: SendableMetatype, Value>(_ matcher: Matcher<Value>) -> Matcher<
  [Key: Value]
> {
  Matcher(
    "a dictionary with value \(matcher.description)",
    matches: { $0.values.contains(where: matcher.matches) },
    describeMismatch: { describeValues($0) }
  )
}

/// Matches dictionaries with a value that `matcher` matches, of a key type whose `Hashable`
/// conformance is isolated to the main actor, in a test on the main actor (see
/// <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func hasValue<Key, Value>(_ matcher: Matcher<Value>) -> Matcher<[Key: Value]> {
  mainActorHasValue(matcher)
}

/// ``hasValue(_:)-(Matcher<Value>)``, isolated, by a name of its own (see `mainActorEqualTo(_:)`).
@MainActor
func mainActorHasValue<Key, Value>(_ matcher: Matcher<Value>) -> Matcher<[Key: Value]> {
  Matcher(
    onMainActor: "a dictionary with value \(matcher.description)",
    matches: { $0.values.contains(where: matcher.matches) },
    describeMismatch: { describeValues($0) })
}

private func describeValues<Key, Value>(_ dictionary: [Key: Value]) -> String {
  let values = dictionary.values.map { describeValue($0) }.sorted()
  return "had values [\(values.joined(separator: ", "))]"
}
