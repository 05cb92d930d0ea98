import MockeryMatchers
import Testing

/// Checks a matcher's whole contract at once: its description, values it matches, and for each
/// value it rejects, the exact mismatch description.
func expectMatcher<Value>(
  _ matcher: Matcher<Value>,
  describedAs description: String,
  matches: [Value],
  mismatches: [(Value, String)],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(matcher.description == description, sourceLocation: sourceLocation)
  for value in matches {
    #expect(
      matcher.evaluate(value) == .match, "should match \(describeValue(value))",
      sourceLocation: sourceLocation)
  }
  for (value, mismatch) in mismatches {
    #expect(
      !matcher.matches(value), "should not match \(describeValue(value))",
      sourceLocation: sourceLocation)
    #expect(matcher.evaluate(value) == .mismatch(mismatch), sourceLocation: sourceLocation)
  }
}
