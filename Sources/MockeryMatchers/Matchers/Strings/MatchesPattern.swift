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
/// To have the compiler check the pattern, pass a `Regex` instead:
/// ``matchesPattern(_:describedAs:)``.
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

/// Matches strings that a Swift `Regex` matches as a whole, from the first character to the
/// last, as ``matchesPattern(_:)-(String)`` does.
///
/// A regex literal is checked by the compiler, and its options (`.ignoresCase()`,
/// `.anchorsMatchLineEndings()`) apply as written. A `Regex` does not keep its source text, so
/// give the pattern as the message should show it, or the message says only that a regular
/// expression was expected:
///
/// ```swift
/// assertThat(zipcode, matchesPattern(/[0-9]{5}/, describedAs: "[0-9]{5}"))
/// // Expected: a string matching /[0-9]{5}/
/// //      but: was "9410"
/// ```
///
/// - Parameters:
///   - regex: The regular expression the whole string must match.
///   - pattern: The pattern as the message shows it, between slashes.
public func matchesPattern<Output>(_ regex: Regex<Output>, describedAs pattern: String? = nil)
  -> Matcher<String>
{
  // A `Regex` is a value, but not `Sendable`: it is only read, never changed, after this.
  let regex = UncheckedRegex(regex: regex)
  return Matcher(
    pattern.map { "a string matching /\($0)/" } ?? "a string matching a regular expression",
    matches: { string in (try? regex.regex.wholeMatch(in: string)) != nil }
  )
}

private struct UncheckedRegex<Output>: @unchecked Sendable {
  let regex: Regex<Output>
}
