/// Matches dictionaries that have the key `key`.
///
/// ```swift
/// assertThat(headers, hasKey("Authorization"))
/// // Expected: a dictionary with key "Authorization"
/// //      but: had keys ["Accept", "Content-Type"]
/// ```
public func hasKey<Key: SendableMetatype, Value>(_ key: Key) -> Matcher<[Key: Value]> {
  let key = UncheckedSendable(key)
  return Matcher(
    "a dictionary with key \(describeValue(key.value))",
    matches: { $0[key.value] != nil },
    describeMismatch: { describeKeys($0) }
  )
}

/// Matches dictionaries with the key `key`, whose `Hashable` conformance is isolated to the main
/// actor, in a test on the main actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func hasKey<Key, Value>(_ key: Key) -> Matcher<[Key: Value]> {
  let key = UncheckedSendable(key)
  return Matcher(
    onMainActor: "a dictionary with key \(describeValue(key.value))",
    matches: { $0[key.value] != nil },
    describeMismatch: { describeKeys($0) })
}

/// Matches dictionaries with at least one key that `matcher` matches.
@_disfavoredOverload
public func hasKey<Key: SendableMetatype, Value>(_ matcher: Matcher<Key>) -> Matcher<[Key: Value]> {
  Matcher(
    "a dictionary with key \(matcher.description)",
    matches: { $0.keys.contains(where: matcher.matches) },
    describeMismatch: { describeKeys($0) }
  )
}

/// Matches dictionaries with a key that `matcher` matches, of a type whose `Hashable`
/// conformance is isolated to the main actor, in a test on the main actor (see
/// <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func hasKey<Key, Value>(_ matcher: Matcher<Key>) -> Matcher<[Key: Value]> {
  Matcher(
    onMainActor: "a dictionary with key \(matcher.description)",
    matches: { $0.keys.contains(where: matcher.matches) },
    describeMismatch: { describeKeys($0) })
}

private func describeKeys<Key, Value>(_ dictionary: [Key: Value]) -> String {
  "had keys \(describeValue(Set(dictionary.keys)))"
}
