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

/// Matches dictionaries with at least one value that `matcher` matches.
public func hasValue<Key: SendableMetatype, Value>(_ matcher: Matcher<Value>) -> Matcher<
  [Key: Value]
> {
  Matcher(
    "a dictionary with value \(matcher.description)",
    matches: { $0.values.contains(where: matcher.matches) },
    describeMismatch: { dictionary in
      let values = dictionary.values.map { describeValue($0) }.sorted()
      return "had values [\(values.joined(separator: ", "))]"
    }
  )
}
