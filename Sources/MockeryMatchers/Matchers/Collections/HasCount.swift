/// Matches collections with exactly `count` elements.
///
/// ```swift
/// assertThat(forecast.days, hasCount(7))
/// // Expected: a collection with count <7>
/// //      but: count was <5> in [<Mon>, <Tue>, <Wed>, <Thu>, <Fri>]
/// ```
///
/// A negative count is a mistake no collection can satisfy: it is reported at the caller's line.
///
/// - Parameters:
///   - count: The number of elements: zero or more.
///   - fileID: The caller's `#fileID`, where a negative count is reported; leave it out.
///   - filePath: The caller's `#filePath`; leave it out.
///   - line: The caller's `#line`; leave it out.
///   - column: The caller's `#column`; leave it out.
public func hasCount<C: Collection & SendableMetatype>(
  _ count: Int,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Matcher<C> {
  if count < 0 {
    reportFailure(
      "hasCount was given the count \(count), which no collection has: a count is zero or more.",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return hasCount(equalTo(count))
}

/// Matches collections whose number of elements `matcher` matches.
///
/// ```swift
/// assertThat(results, hasCount(greaterThan(0)))
/// ```
public func hasCount<C: Collection & SendableMetatype>(_ matcher: Matcher<Int>) -> Matcher<C> {
  Matcher(
    "a collection with count \(matcher.description)",
    matches: { matcher.matches($0.count) },
    describeMismatch: { "count \(matcher.describeMismatch(of: $0.count)) in \(describeValue($0))" }
  )
}
