/// Matches strings that contain `substring`.
///
/// ```swift
/// assertThat(city, containsString("Zurich"))
/// // Expected: a string containing "Zurich"
/// //      but: was "Zug"
/// ```
public func containsString(_ substring: String) -> Matcher<String> {
  Matcher("a string containing \(describeValue(substring))", matches: { $0.contains(substring) })
}
