/// Matches values that at least one of `matchers` matches.
///
/// ```swift
/// assertThat(status, anyOf(equalTo(200), equalTo(204)))
/// // Expected: (<200> or <204>)
/// //      but: was <500>
/// ```
public func anyOf<Value>(_ matchers: Matcher<Value>...) -> Matcher<Value> {
  anyOf(matchers)
}

/// Matches values that at least one of `matchers` matches.
public func anyOf<Value>(_ matchers: [Matcher<Value>]) -> Matcher<Value> {
  Matcher(
    matchers.isEmpty
      ? "nothing (anyOf with no matchers)"
      : "(" + matchers.map(\.description).joined(separator: " or ") + ")",
    matches: { value in matchers.contains { $0.matches(value) } }
  )
}
