/// Matches sequences whose elements can be paired one to one with `matchers`, in any order.
///
/// Each matcher must match its own element, and no element may be left over. The pairing is
/// searched exhaustively, so `containsInAnyOrder(anything(), equalTo(1))` matches `[1, 2]` even
/// though `anything()`, tried first, would also take the `1`.
///
/// ```swift
/// assertThat([1, 2, 5], containsInAnyOrder(1, 2, 4))
/// // Expected: exactly [<1>, <2>, <4>] in any order
/// //      but: was [<1>, <2>, <5>]: no item matched <4>; unexpected <5>
/// ```
public func containsInAnyOrder<S: Sequence & SendableMetatype>(_ matchers: [Matcher<S.Element>])
  -> Matcher<S>
{
  Matcher(
    "exactly \(describeList(matchers)) in any order",
    evaluate: { sequence in
      let items = Array(sequence)
      let pairing = Pairing(matchers: matchers, items: items)
      guard !pairing.isComplete else { return .match }
      var problems: [String] = []
      let unmatched = pairing.unmatchedMatchers.map { matchers[$0].description }
      if !unmatched.isEmpty {
        problems.append("no item matched " + unmatched.joined(separator: ", "))
      }
      let unexpected = pairing.unpairedItems.map { describeValue(items[$0]) }
      if !unexpected.isEmpty {
        problems.append("unexpected " + unexpected.joined(separator: ", "))
      }
      return .mismatch("was \(describeValue(items)): " + problems.joined(separator: "; "))
    }
  )
}

/// Matches sequences whose elements can be paired one to one with `matchers`, in any order.
@_disfavoredOverload
public func containsInAnyOrder<S: Sequence & SendableMetatype>(_ matchers: Matcher<S.Element>...)
  -> Matcher<S>
{
  containsInAnyOrder(matchers)
}

/// Matches sequences whose elements are `elements` in any order, each as often as given.
///
/// ```swift
/// assertThat(Set(zipcodes), containsInAnyOrder("94105", "10001"))
/// ```
public func containsInAnyOrder<
  S: Sequence & SendableMetatype, Element: Equatable & SendableMetatype
>(_ elements: Element...) -> Matcher<S> where S.Element == Element {
  containsInAnyOrder(elements.map { equalTo($0) })
}

/// Matches sequences of exactly `elements`, in any order, for values whose conformance is isolated to the main actor, in a test on the main
/// actor (see <doc:MatcherCatalog#Values-of-the-main-actor>).
@MainActor
@_disfavoredOverload
public func containsInAnyOrder<S: Sequence & SendableMetatype, Element: Equatable>(
  _ elements: Element...
) -> Matcher<S> where S.Element == Element {
  containsInAnyOrder(elements.map { mainActorEqualTo($0) })
}

/// A largest pairing of matchers with the items they match (Kuhn's augmenting paths), which is
/// what tells "every matcher has its own item" apart from a greedy first fit.
private struct Pairing<Item> {
  private var itemForMatcher: [Int?]
  private var matcherForItem: [Int?]

  init(matchers: [Matcher<Item>], items: [Item]) {
    itemForMatcher = Array(repeating: nil, count: matchers.count)
    matcherForItem = Array(repeating: nil, count: items.count)
    let accepts = matchers.map { matcher in items.map { matcher.matches($0) } }
    for matcher in matchers.indices {
      var visited = Array(repeating: false, count: items.count)
      _ = augment(from: matcher, accepts: accepts, visited: &visited)
    }
  }

  private mutating func augment(from matcher: Int, accepts: [[Bool]], visited: inout [Bool])
    -> Bool
  {
    for item in accepts[matcher].indices where accepts[matcher][item] && !visited[item] {
      visited[item] = true
      if let holder = matcherForItem[item],
        !augment(from: holder, accepts: accepts, visited: &visited)
      {
        continue
      }
      matcherForItem[item] = matcher
      itemForMatcher[matcher] = item
      return true
    }
    return false
  }

  var isComplete: Bool { !itemForMatcher.contains(nil) && !matcherForItem.contains(nil) }
  var unmatchedMatchers: [Int] { itemForMatcher.indices.filter { itemForMatcher[$0] == nil } }
  var unpairedItems: [Int] { matcherForItem.indices.filter { matcherForItem[$0] == nil } }
}
