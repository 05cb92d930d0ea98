/// Matches dictionaries in which `key` maps to `value`.
///
/// ```swift
/// assertThat(temperatureByCity, hasEntry("Zurich", 21))
/// // Expected: a dictionary with entry ["Zurich": <21>]
/// //      but: value for "Zurich" was <18>
/// ```
public func hasEntry<Key: SendableMetatype, Value: Equatable & SendableMetatype>(
  _ key: Key, _ value: Value
) -> Matcher<[Key: Value]> {
  hasEntry(key, equalTo(value))
}

/// Matches dictionaries in which `key` maps to a value that `matcher` matches.
///
/// ```swift
/// assertThat(temperatureByCity, hasEntry("Zurich", greaterThan(20)))
/// ```
public func hasEntry<Key: SendableMetatype, Value>(_ key: Key, _ matcher: Matcher<Value>)
  -> Matcher<[Key: Value]>
{
  let key = UncheckedSendable(key)
  let name = describeValue(key.value)
  return featureMatcher(
    description: "a dictionary with entry [\(name): \(matcher.description)]",
    mismatchPrefix: "value for \(name) ",
    extract: { $0[key.value] },
    whenAbsent: { "had no key \(name): \(describeValue($0))" },
    matcher
  )
}

/// Matches dictionaries with at least one entry whose key `keyMatcher` matches and whose value
/// `valueMatcher` matches.
public func hasEntry<Key: SendableMetatype, Value>(
  _ keyMatcher: Matcher<Key>,
  _ valueMatcher: Matcher<Value>
) -> Matcher<[Key: Value]> {
  Matcher(
    "a dictionary with entry [\(keyMatcher.description): \(valueMatcher.description)]",
    matches: { dictionary in
      dictionary.contains { keyMatcher.matches($0.key) && valueMatcher.matches($0.value) }
    },
    describeMismatch: { "had no such entry: \(describeValue($0))" }
  )
}
