import Foundation
import MockeryMatchers
import Testing

/// An integer literal beside a collection of another number type means its element, as it
/// does in `array.contains(3)`.
///
/// Matchers can be written as literals (`3` is `equalTo(3)`), so each such call had two
/// readings, the value and a matcher made of the literal, and Swift refused them all as
/// ambiguous over `[Double]`, `[Float]`, `[UInt8]` and `[Decimal]`. The forms taking matchers
/// are disfavoured: a literal is a value, and a matcher still goes to them.
@Suite("Integer literals beside collections of other numbers")
struct IntegerLiteralMatcherTests {
  @Test func hasItemTakesAnIntegerLiteralOverEveryNumberType() {
    expectMatcher(
      hasItem(3) as Matcher<[Double]>, describedAs: "a collection containing <3.0>",
      matches: [[1.5, 3.0]], mismatches: [([1.5], "was [<1.5>]")])
    expectMatcher(
      hasItem(3) as Matcher<[Float]>, describedAs: "a collection containing <3.0>",
      matches: [[1.5, 3]], mismatches: [])
    expectMatcher(
      hasItem(3) as Matcher<[UInt8]>, describedAs: "a collection containing <3>",
      matches: [[1, 3]], mismatches: [])
    expectMatcher(
      hasItem(3) as Matcher<[Decimal]>, describedAs: "a collection containing <3>",
      matches: [[1, 3]], mismatches: [])
  }

  @Test func variadicMatchersTakeIntegerLiteralsOverDoubles() {
    expectMatcher(
      containsInAnyOrder(3, 1) as Matcher<[Double]>,
      describedAs: "exactly [<3.0>, <1.0>] in any order", matches: [[1.0, 3.0]],
      mismatches: [])
    expectMatcher(
      onlyContains(1, 3) as Matcher<[Double]>,
      describedAs: "a collection containing only items matching (<1.0> or <3.0>)",
      matches: [[1.0, 3.0, 1.0]],
      mismatches: [])
    expectMatcher(
      containsInRelativeOrder(1, 3) as Matcher<[Double]>,
      describedAs: "a collection containing [<1.0>, <3.0>] in relative order",
      matches: [[1.0, 2.0, 3.0]], mismatches: [])
    expectMatcher(
      contains(1, 3) as Matcher<[Double]>, describedAs: "exactly [<1.0>, <3.0>] in order",
      matches: [[1.0, 3.0]],
      mismatches: [])
    expectMatcher(
      hasItems(1, 3) as Matcher<[Double]>, describedAs: "a collection containing <1.0> and <3.0>",
      matches: [[3.0, 2.0, 1.0]],
      mismatches: [])
  }

  @Test func hasKeyTakesAnIntegerLiteralOverDoubleKeys() {
    expectMatcher(
      hasKey(2) as Matcher<[Double: String]>, describedAs: "a dictionary with key <2.0>",
      matches: [[2.0: "a"]],
      mismatches: [])
  }

  @Test func matchersStillGoToTheFormsTakingMatchers() {
    // The twin: a matcher, alone or among literals, is not a value.
    expectMatcher(
      hasItem(greaterThan(2)) as Matcher<[Double]>,
      describedAs: "a collection containing a value greater than <2.0>", matches: [[1.5, 3.0]],
      mismatches: [([1.5], "was [<1.5>]")])
    expectMatcher(
      containsInAnyOrder(greaterThan(2), 1) as Matcher<[Double]>,
      describedAs: "exactly [a value greater than <2.0>, <1.0>] in any order",
      matches: [[1.0, 3.0]], mismatches: [])
  }
}
