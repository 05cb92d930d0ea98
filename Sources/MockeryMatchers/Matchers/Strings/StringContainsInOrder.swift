/// Matches strings that contain each of `substrings`, one after the other, without overlapping.
///
/// The mismatch says which substring could not be found after the ones before it:
///
/// ```swift
/// assertThat(log, stringContainsInOrder("fetch", "parse", "notify"))
/// // Expected: a string containing "fetch", "parse", "notify" in order
/// //      but: was "fetch notify parse", with no "notify" after "parse"
/// ```
public func stringContainsInOrder(_ substrings: String...) -> Matcher<String> {
  stringContainsInOrder(substrings)
}

/// Matches strings that contain each of `substrings`, one after the other, without overlapping.
///
/// Empty substrings are found anywhere, and with no substrings at all, every string matches.
public func stringContainsInOrder(_ substrings: [String]) -> Matcher<String> {
  let listed = substrings.map { describeValue($0) }.joined(separator: ", ")
  return Matcher(
    substrings.isEmpty
      ? "any string (no substrings to find)" : "a string containing \(listed) in order",
    evaluate: { string in
      var rest = string[...]
      for (index, substring) in substrings.enumerated() where !substring.isEmpty {
        guard let found = rest.firstRange(of: substring) else {
          let after = index == 0 ? "" : " after \(describeValue(substrings[index - 1]))"
          return .mismatch(
            "was \(describeValue(string)), with no \(describeValue(substring))\(after)")
        }
        rest = rest[found.upperBound...]
      }
      return .match
    }
  )
}
