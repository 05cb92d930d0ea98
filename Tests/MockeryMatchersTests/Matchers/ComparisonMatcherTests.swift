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
        (4.5, "was <4.5>, which differs by <1.5>"),
        (.nan, "was <nan>, which is within no distance of anything"),
      ])
    expectMatcher(
      MockeryMatchers.closeTo(Float(1), 0.25),
      describedAs: "a numeric value within <0.25> of <1.0>",
      matches: [1.25], mismatches: [(0.5, "was <0.5>, which differs by <0.5>")])
  }

  @Test func orderingsAgainstNaNNeverContradictThemselves() {
    // All of <, == and > are false with nan: no relation may be claimed by elimination.
    expectMatcher(
      MockeryMatchers.greaterThan(Double.nan), describedAs: "a value greater than <nan>",
      matches: [], mismatches: [(1.0, "was <1.0>, which is not ordered with <nan>")])
    expectMatcher(
      MockeryMatchers.lessThanOrEqualTo(5.0), describedAs: "a value less than or equal to <5.0>",
      matches: [5.0], mismatches: [(.nan, "was <nan>, which is not ordered with <5.0>")])
  }

  @Test func closeToSaysWhyNothingIsCloseToNaN() {
    expectMatcher(
      MockeryMatchers.closeTo(Double.nan, 1), describedAs: "a numeric value within <1.0> of <nan>",
      matches: [], mismatches: [(1.0, "was <1.0>, and nothing is within any distance of <nan>")])
  }

  @Test func aNegativeDeltaIsReportedAtTheCallersLine() {
    var matcher: Matcher<Double>?
    let line = #line + 1
    let failures = captureFailures { matcher = MockeryMatchers.closeTo(3.0, -0.5) }
    #expect(
      failures.map(\.message) == [
        "closeTo was given the delta <-0.5>, which no difference can be within: a delta is zero "
          + "or more."
      ])
    #expect(failures.map(\.location.line) == [line])
    // Not even the value itself matches, and the mismatch says why without contradiction.
    #expect(
      matcher?.evaluate(3.0)
        == .mismatch("was <3.0>, and no difference is within a delta below zero"))
    #expect(captureFailures { _ = MockeryMatchers.closeTo(3.0, 0.0) }.isEmpty)
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
