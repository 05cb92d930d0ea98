/// Matches strings equal to `expected` when upper and lower case are not told apart.
///
/// ```swift
/// assertThat(header, equalToIgnoringCase("content-type"))
/// // Expected: a string equal to "content-type" ignoring case
/// //      but: was "Content-Length"
/// ```
public func equalToIgnoringCase(_ expected: String) -> Matcher<String> {
  let folded = expected.lowercased()
  return Matcher(
    "a string equal to \(describeValue(expected)) ignoring case",
    matches: { $0.lowercased() == folded }
  )
}
