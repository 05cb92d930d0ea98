/// Matches sequences in which `matcher` matches every element.
///
/// An empty sequence matches.
/// The mismatch names the first element that failed and its index:
///
/// ```swift
/// assertThat(["AXA", "BXB"], everyItem(startsWith("A")))
/// // Expected: every item is a string starting with "A"
/// //      but: at index 1: was "BXB"
/// ```
public func everyItem<S: Sequence & SendableMetatype>(_ matcher: Matcher<S.Element>) -> Matcher<S> {
  Matcher(
    "every item is \(matcher.description)",
    matches: { $0.allSatisfy(matcher.matches) },
    describeMismatch: { sequence in
      for (index, item) in sequence.enumerated() where !matcher.matches(item) {
        return "at index \(index): \(matcher.describeMismatch(of: item))"
      }
      return "was \(describeValue(sequence))"
    }
  )
}
