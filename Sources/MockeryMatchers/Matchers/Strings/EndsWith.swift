/// Matches strings that end with `suffix`.
///
/// ```swift
/// assertThat(filename, endsWith(".json"))
/// // Expected: a string ending with ".json"
/// //      but: was "forecast.xml"
/// ```
public func endsWith(_ suffix: String) -> Matcher<String> {
  Matcher("a string ending with \(describeValue(suffix))", matches: { $0.hasSuffix(suffix) })
}
