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

/// Matches dictionaries with an entry of `key` and `value`, whose `Hashable` or `Equatable`
/// conformances are isolated to the main actor, in a test on the main actor (see
/// <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func hasEntry<Key, Value: Equatable>(_ key: Key, _ value: Value) -> Matcher<[Key: Value]> {
  mainActorHasEntry(key, mainActorEqualTo(value))
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

/// Matches dictionaries with an entry of `key` whose value `matcher` matches, of a key type whose
/// `Hashable` conformance is isolated to the main actor, in a test on the main actor (see
/// <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func hasEntry<Key, Value>(_ key: Key, _ matcher: Matcher<Value>) -> Matcher<[Key: Value]> {
  mainActorHasEntry(key, matcher)
}

/// ``hasEntry(_:_:)-(Key,Matcher<Value>)``, isolated, by a name of its own (see
/// `mainActorEqualTo(_:)`).
@MainActor
func mainActorHasEntry<Key, Value>(_ key: Key, _ matcher: Matcher<Value>) -> Matcher<[Key: Value]> {
  let key = UncheckedSendable(key)
  let name = describeValue(key.value)
  return Matcher(
    onMainActor: "a dictionary with entry [\(name): \(matcher.description)]",
    matches: { $0[key.value].map(matcher.matches) ?? false },
    describeMismatch: { dictionary in
      guard let value = dictionary[key.value] else {
        return "had no key \(name): \(describeValue(dictionary))"
      }
      return "value for \(name) " + matcher.describeMismatch(of: value)
    })
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

/// Matches dictionaries with an entry whose key and value the matchers match, of a key type
/// whose `Hashable` conformance is isolated to the main actor, in a test on the main actor (see
/// <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func hasEntry<Key, Value>(_ keyMatcher: Matcher<Key>, _ valueMatcher: Matcher<Value>)
  -> Matcher<[Key: Value]>
{
  Matcher(
    onMainActor:
      "a dictionary with entry [\(keyMatcher.description): \(valueMatcher.description)]",
    matches: { dictionary in
      dictionary.contains { keyMatcher.matches($0.key) && valueMatcher.matches($0.value) }
    },
    describeMismatch: { "had no such entry: \(describeValue($0))" })
}
