import MockeryMatchers
import Testing

@Suite("Collection matchers")
struct CollectionMatcherTests {
  @Test func hasCountTakesANumberOrAMatcher() {
    expectMatcher(
      hasCount(3) as Matcher<[Int]>, describedAs: "a collection with count <3>",
      matches: [[1, 2, 3]], mismatches: [([1, 2], "count was <2> in [<1>, <2>]")])
    expectMatcher(
      hasCount(greaterThan(0)) as Matcher<[Int]>,
      describedAs: "a collection with count a value greater than <0>", matches: [[1]],
      mismatches: [([], "count was <0>, equal to <0> in []")])
    expectMatcher(
      hasCount(3) as Matcher<String>, describedAs: "a collection with count <3>",
      matches: ["abc"], mismatches: [("ab", #"count was <2> in "ab""#)])
  }

  @Test func isEmptyWorksOnStringsToo() {
    expectMatcher(
      isEmpty() as Matcher<[Int]>, describedAs: "an empty collection", matches: [[]],
      mismatches: [([1], "was [<1>]")])
    expectMatcher(
      isEmpty() as Matcher<String>, describedAs: "an empty collection", matches: [""],
      mismatches: [("a", #"was "a""#)])
  }

  @Test func hasItemTakesAValueOrAMatcher() {
    expectMatcher(
      hasItem(3), describedAs: "a collection containing <3>", matches: [[1, 3], [3]],
      mismatches: [([1, 2], "was [<1>, <2>]"), ([], "was []")])
    expectMatcher(
      hasItem(greaterThan(30)), describedAs: "a collection containing a value greater than <30>",
      matches: [[21, 31]], mismatches: [([21, 25, 19], "was [<21>, <25>, <19>]")])
    expectMatcher(
      hasItem(2) as Matcher<Set<Int>>, describedAs: "a collection containing <2>",
      matches: [[1, 2]], mismatches: [([3, 1], "was [<1>, <3>]")])
  }

  @Test func aNegativeCountIsReportedAtTheCallersLine() {
    let line = #line + 1
    let failures = captureFailures { _ = hasCount(-1) as Matcher<[Int]> }
    #expect(
      failures.map(\.message) == [
        "hasCount was given the count -1, which no collection has: a count is zero or more."
      ])
    #expect(failures.map(\.location.line) == [line])
    #expect(captureFailures { _ = hasCount(0) as Matcher<[Int]> }.isEmpty)
  }

  @Test func emptyListsOfItemsSayWhatTheyMatch() {
    expectMatcher(
      hasItems([Matcher<Int>]()) as Matcher<[Int]>,
      describedAs: "any collection (hasItems with no items)", matches: [[], [1]], mismatches: [])
    expectMatcher(
      onlyContains([Matcher<Int>]()) as Matcher<[Int]>,
      describedAs: "an empty collection (onlyContains with no items)", matches: [[]],
      mismatches: [([1], "at index 0: was <1>")])
  }

  @Test func hasItemsNamesWhatNoItemMatched() {
    expectMatcher(
      hasItems(1, 3), describedAs: "a collection containing <1> and <3>",
      matches: [[3, 2, 1], [1, 3]],
      mismatches: [
        ([1, 2], "no item matched <3> in [<1>, <2>]"),
        ([2], "no item matched <1> or <3> in [<2>]"),
      ])
    expectMatcher(
      hasItems(startsWith("941"), startsWith("100")),
      describedAs:
        #"a collection containing a string starting with "941" and a string starting with "100""#,
      matches: [["10001", "94105"]],
      mismatches: [
        (
          ["94105", "94107"],
          #"no item matched a string starting with "100" in ["94105", "94107"]"#
        )
      ])
  }

  @Test func containsIsExactAndOrdered() {
    expectMatcher(
      contains(1, 2, 3), describedAs: "exactly [<1>, <2>, <3>] in order", matches: [[1, 2, 3]],
      mismatches: [
        ([1, 2, 4], "at index 2: was <4>"),
        ([3, 2, 1], "at index 0: was <3>"),
        ([1, 2], "was [<1>, <2>]: no item at index 2 for <3>"),
        ([1, 2, 3, 4], "was [<1>, <2>, <3>, <4>]: unexpected item at index 3: <4>"),
      ])
    expectMatcher(
      contains(greaterThan(0), lessThan(0)),
      describedAs: "exactly [a value greater than <0>, a value less than <0>] in order",
      matches: [[1, -1]], mismatches: [([1, 1], "at index 1: was <1>, greater than <0>")])
  }

  @Test func containsInAnyOrderPairsEveryMatcherWithItsOwnItem() {
    expectMatcher(
      containsInAnyOrder(1, 2, 4), describedAs: "exactly [<1>, <2>, <4>] in any order",
      matches: [[4, 1, 2], [1, 2, 4]],
      mismatches: [
        ([1, 2, 5], "was [<1>, <2>, <5>]: no item matched <4>; unexpected <5>"),
        ([1, 2], "was [<1>, <2>]: no item matched <4>"),
        ([1, 2, 4, 4], "was [<1>, <2>, <4>, <4>]: unexpected <4>"),
      ])
  }

  @Test func containsInAnyOrderFindsAPairingAGreedyFirstFitMisses() {
    // `anything()` would take the 1 if tried first, leaving `equalTo(1)` without an item.
    expectMatcher(
      containsInAnyOrder(anything(), equalTo(1)),
      describedAs: "exactly [anything, <1>] in any order",
      matches: [[1, 2], [2, 1]],
      mismatches: [([2, 3], "was [<2>, <3>]: no item matched <1>; unexpected <3>")])
  }

  @Test func containsInRelativeOrderAllowsItemsAroundAndBetween() {
    expectMatcher(
      containsInRelativeOrder("started", "finished"),
      describedAs: #"a collection containing ["started", "finished"] in relative order"#,
      matches: [["started", "x", "finished"], ["a", "started", "finished", "b"]],
      mismatches: [
        (
          ["finished", "started"],
          #"was ["finished", "started"]: no item matched "finished" after index 1"#
        ),
        (["x"], #"was ["x"]: no item matched "started""#),
      ])
  }

  @Test func everyItemNamesTheFirstItemThatFailed() {
    expectMatcher(
      everyItem(startsWith("A")), describedAs: #"every item is a string starting with "A""#,
      matches: [["AXA", "AB"], []],
      mismatches: [(["AXA", "BXB", "CXC"], #"at index 1: was "BXB""#)])
  }

  @Test func onlyContainsAllowsOnlyTheGivenItems() {
    expectMatcher(
      onlyContains(200, 204),
      describedAs: "a collection containing only items matching (<200> or <204>)",
      matches: [[200, 204, 200], []], mismatches: [([200, 204, 500], "at index 2: was <500>")])
  }

  @Test func isInChecksMembership() {
    expectMatcher(
      isIn(["sunny", "cloudy", "rain"]), describedAs: #"one of ["sunny", "cloudy", "rain"]"#,
      matches: ["rain"], mismatches: [("hail", #"was "hail""#)])
  }
}
