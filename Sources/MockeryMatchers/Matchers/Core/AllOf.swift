/// Matches values that every one of `matchers` matches.
///
/// The mismatch names the first matcher that failed and why:
///
/// ```swift
/// assertThat(temperature, allOf(greaterThan(-40), lessThan(60)))
/// // Expected: (a value greater than <-40> and a value less than <60>)
/// //      but: a value less than <60> was <75>, greater than <60>
/// ```
public func allOf<Value>(_ matchers: Matcher<Value>...) -> Matcher<Value> {
  allOf(matchers)
}

/// Matches values that every one of `matchers` matches.
public func allOf<Value>(_ matchers: [Matcher<Value>]) -> Matcher<Value> {
  Matcher(
    matchers.isEmpty
      ? "anything (allOf with no matchers)"
      : "(" + matchers.map(\.description).joined(separator: " and ") + ")",
    matches: { value in matchers.allSatisfy { $0.matches(value) } },
    describeMismatch: { value in
      guard let failed = matchers.first(where: { !$0.matches(value) }) else {
        return "was \(describeValue(value))"
      }
      return "\(failed.description) \(failed.describeMismatch(of: value))"
    }
  )
}
