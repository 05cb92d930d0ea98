/// Matches strings that contain `substring`.
///
/// ```swift
/// assertThat(city, containsString("Zurich"))
/// // Expected: a string containing "Zurich"
/// //      but: was "Zug"
/// ```
///
/// Every string contains the empty string.
public func containsString(_ substring: String) -> Matcher<String> {
  Matcher(
    "a string containing \(describeValue(substring))",
    // `String.contains` finds the empty string in no string.
    matches: { substring.isEmpty || $0.contains(substring) })
}
