import Foundation

/// Matches strings that a regular expression matches as a whole, from the first character to
/// the last.
///
/// The pattern uses ICU syntax, as `NSRegularExpression` does. To match part of a string,
/// surround the pattern with `.*`.
///
/// ```swift
/// assertThat(zipcode, matchesPattern("[0-9]{5}"))
/// // Expected: a string matching /[0-9]{5}/
/// //      but: was "9410"
/// ```
///
/// An invalid pattern matches nothing and its messages say why, rather than stopping the test.
public func matchesPattern(_ pattern: String) -> Matcher<String> {
  let description = "a string matching /\(pattern)/"
  let expression: NSRegularExpression
  do {
    expression = try NSRegularExpression(pattern: "\\A(?:\(pattern))\\z")
  } catch {
    return Matcher(
      "\(description) (an invalid pattern)",
      matches: { _ in false },
      describeMismatch: { _ in "could not be checked: /\(pattern)/ is not a valid pattern" }
    )
  }
  return Matcher(
    description,
    matches: { string in
      let range = NSRange(string.startIndex..., in: string)
      return expression.firstMatch(in: string, range: range) != nil
    }
  )
}
