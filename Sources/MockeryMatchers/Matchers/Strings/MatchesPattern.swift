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
/// ``matchesPattern(_:describedAs:filePath:line:column:)``.
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
/// `.anchorsMatchLineEndings()`) apply as written. A `Regex` does not keep its source text, so a
/// message shows the literal as the test wrote it, read from the test's source file; give the
/// pattern as the message should show it where that cannot be done, for a `Regex` held in a
/// variable or a binary built elsewhere:
///
/// ```swift
/// assertThat(transaction, matchesPattern(/tx-\d+/))
/// // Expected: a string matching /tx-\d+/
/// //      but: was "tx-"
/// assertThat(zipcode, matchesPattern(zipcodeRegex, describedAs: "[0-9]{5}"))
/// ```
///
/// - Parameters:
///   - regex: The regular expression the whole string must match.
///   - pattern: The pattern as the message shows it, between slashes; by default, the literal
///     the call was written with.
///   - filePath: Where the call is, to read the literal from; leave it out.
///   - line: Leave it out.
///   - column: Leave it out.
public func matchesPattern<Output>(
  _ regex: Regex<Output>, describedAs pattern: String? = nil,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Matcher<String> {
  // A `Regex` is a value, but not `Sendable`: it is only read, never changed, after this.
  let regex = UncheckedRegex(regex: regex)
  return Matcher(
    // Described lazily: the source file is read only when a message needs it.
    regexDescription(pattern, filePath: filePath, line: line, column: column),
    matches: { string in (try? regex.regex.wholeMatch(in: string)) != nil }
  )
}

/// What a `Regex` matcher expects: the pattern given, else the literal the call was written
/// with, else only that it is a regular expression, and how to name it.
private func regexDescription(
  _ pattern: String?, filePath: StaticString, line: UInt, column: UInt
) -> String {
  if let pattern { return "a string matching /\(pattern)/" }
  switch RegexLiteralSource.pattern(
    after: "matchesPattern", filePath: filePath, line: line, column: column)
  {
  case let extended? where extended.hasPrefix("#/"): return "a string matching \(extended)"
  case let literal?: return "a string matching /\(literal)/"
  case nil: return "a string matching a regular expression (name it with describedAs:)"
  }
}

private struct UncheckedRegex<Output>: @unchecked Sendable {
  let regex: Regex<Output>
}
