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
    describeMismatch: describeKeys
  )
}

/// Matches dictionaries with at least one key that `matcher` matches.
public func hasKey<Key: SendableMetatype, Value>(_ matcher: Matcher<Key>) -> Matcher<[Key: Value]> {
  Matcher(
    "a dictionary with key \(matcher.description)",
    matches: { $0.keys.contains(where: matcher.matches) },
    describeMismatch: describeKeys
  )
}

@Sendable
private func describeKeys<Key: SendableMetatype, Value>(_ dictionary: [Key: Value]) -> String {
  "had keys \(describeValue(Set(dictionary.keys)))"
}
