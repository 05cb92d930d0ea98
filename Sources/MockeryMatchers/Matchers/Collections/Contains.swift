/// Matches sequences whose elements are exactly `matchers`' matches, one each, in order.
///
/// Not "contains at least": the sequence must have as many elements as there are matchers, and
/// the first element must match the first matcher, and so on.
///
/// | Matcher | `[1, 2, 3]` | `[3, 2, 1]` | `[1, 2, 3, 4]` |
/// | --- | --- | --- | --- |
/// | `contains(1, 2, 3)` | ✓ | ✗ | ✗ |
/// | `containsInAnyOrder(1, 2, 3)` | ✓ | ✓ | ✗ |
/// | `containsInRelativeOrder(1, 3)` | ✓ | ✗ | ✓ |
/// | `hasItems(1, 3)` | ✓ | ✓ | ✓ |
///
/// The mismatch names the first index that differs:
///
/// ```swift
/// assertThat([1, 2, 4], contains(1, 2, 3))
/// // Expected: exactly [<1>, <2>, <3>] in order
/// //      but: at index 2: was <4>
/// ```
public func contains<S: Sequence & SendableMetatype>(_ matchers: [Matcher<S.Element>]) -> Matcher<S>
{
  Matcher(
    "exactly \(describeList(matchers)) in order",
    evaluate: { sequence in
      let items = Array(sequence)
      for (index, matcher) in matchers.enumerated() {
        guard index < items.count else {
          return .mismatch(
            "was \(describeValue(items)): no item at index \(index) for \(matcher.description)")
        }
        if !matcher.matches(items[index]) {
          return .mismatch("at index \(index): \(matcher.describeMismatch(of: items[index]))")
        }
      }
      guard items.count > matchers.count else { return .match }
      let extra = matchers.count
      return .mismatch(
        "was \(describeValue(items)): unexpected item at index \(extra): "
          + describeValue(items[extra]))
    }
  )
}

/// Matches sequences whose elements are exactly `matchers`' matches, one each, in order.
@_disfavoredOverload
public func contains<S: Sequence & SendableMetatype>(_ matchers: Matcher<S.Element>...) -> Matcher<
  S
> {
  contains(matchers)
}

/// Matches sequences whose elements are exactly `elements`, in order.
///
/// ```swift
/// assertThat(service.refreshedZipcodes, contains("94105", "10001"))
/// ```
public func contains<S: Sequence & SendableMetatype, Element: Equatable & SendableMetatype>(
  _ elements: Element...
) -> Matcher<S> where S.Element == Element {
  contains(elements.map { equalTo($0) })
}

/// Matches sequences of exactly `elements`, in order, for values whose conformance is isolated to the main actor, in a test on the main
/// actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func contains<S: Sequence & SendableMetatype, Element: Equatable>(_ elements: Element...)
  -> Matcher<S> where S.Element == Element
{
  contains(elements.map { mainActorEqualTo($0) })
}

/// `[<1>, a value greater than <2>]`: a list of matchers' descriptions, as collection matchers
/// print them.
func describeList<Value>(_ matchers: [Matcher<Value>]) -> String {
  "[" + matchers.map(\.description).joined(separator: ", ") + "]"
}
