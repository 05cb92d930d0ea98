import MockeryMatchers
import Testing

@Suite("Comparison matchers")
struct ComparisonMatcherTests {
  @Test func greaterThan() {
    expectMatcher(
      MockeryMatchers.greaterThan(5), describedAs: "a value greater than <5>", matches: [6],
      mismatches: [(5, "was <5>, equal to <5>"), (3, "was <3>, less than <5>")])
    expectMatcher(
      MockeryMatchers.greaterThan("b"), describedAs: #"a value greater than "b""#, matches: ["c"],
      mismatches: [("a", #"was "a", less than "b""#)])
  }

  @Test func greaterThanOrEqualTo() {
    expectMatcher(
      MockeryMatchers.greaterThanOrEqualTo(5), describedAs: "a value equal to or greater than <5>",
      matches: [5, 6], mismatches: [(4, "was <4>, less than <5>")])
  }

  @Test func lessThan() {
    expectMatcher(
      MockeryMatchers.lessThan(5), describedAs: "a value less than <5>", matches: [4],
      mismatches: [(5, "was <5>, equal to <5>"), (6, "was <6>, greater than <5>")])
  }

  @Test func lessThanOrEqualTo() {
    expectMatcher(
      MockeryMatchers.lessThanOrEqualTo(5), describedAs: "a value less than or equal to <5>",
      matches: [4, 5], mismatches: [(6, "was <6>, greater than <5>")])
  }

  @Test func closeToAllowsTheDeltaInclusive() {
    expectMatcher(
      MockeryMatchers.closeTo(3.0, 0.5), describedAs: "a numeric value within <0.5> of <3.0>",
      matches: [3.0, 2.5, 3.5],
      mismatches: [
        (4.5, "was <4.5>, which differs by <1.5>"), (.nan, "was <nan>, which differs by <nan>"),
      ])
    expectMatcher(
      MockeryMatchers.closeTo(Float(1), 0.25),
      describedAs: "a numeric value within <0.25> of <1.0>",
      matches: [1.25], mismatches: [(0.5, "was <0.5>, which differs by <0.5>")])
  }

  @Test func inRangeTakesEveryKindOfRange() {
    expectMatcher(
      inRange(1...5), describedAs: "a value in 1...5", matches: [1, 5],
      mismatches: [(0, "was <0>"), (6, "was <6>")])
    expectMatcher(
      inRange(0..<10), describedAs: "a value in 0..<10", matches: [0, 9],
      mismatches: [(10, "was <10>")])
    expectMatcher(
      inRange(18...), describedAs: "a value in 18...", matches: [18, 99],
      mismatches: [(17, "was <17>")])
    expectMatcher(
      inRange(..<100), describedAs: "a value in ..<100", matches: [-5, 99],
      mismatches: [(100, "was <100>")])
  }
}
