/// Matches strings equal to `expected` once leading and trailing white space is dropped and
/// every inner run of white space (spaces, tabs, newlines) counts as one space.
///
/// ```swift
/// assertThat("  Partly \n cloudy ", equalToIgnoringWhiteSpace("Partly cloudy"))
/// ```
public func equalToIgnoringWhiteSpace(_ expected: String) -> Matcher<String> {
  let normalized = collapsingWhiteSpace(expected)
  return Matcher(
    "a string equal to \(describeValue(expected)) ignoring white space",
    matches: { collapsingWhiteSpace($0) == normalized }
  )
}

private func collapsingWhiteSpace(_ string: String) -> String {
  string.split(whereSeparator: \.isWhitespace).joined(separator: " ")
}
