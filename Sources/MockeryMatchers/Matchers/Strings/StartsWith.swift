/// Matches strings that begin with `prefix`.
///
/// ```swift
/// assertThat(url, startsWith("https://"))
/// // Expected: a string starting with "https://"
/// //      but: was "http://example.com"
/// ```
public func startsWith(_ prefix: String) -> Matcher<String> {
  Matcher("a string starting with \(describeValue(prefix))", matches: { $0.hasPrefix(prefix) })
}
