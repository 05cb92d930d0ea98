import MockeryMatchers
import Testing

@Suite("String matchers")
struct StringMatcherTests {
  @Test func containsString() {
    expectMatcher(
      MockeryMatchers.containsString("Zurich"), describedAs: #"a string containing "Zurich""#,
      matches: ["Zurich HB", "Zurich"], mismatches: [("Zug", #"was "Zug""#)])
  }

  @Test func everyStringContainsTheEmptyString() {
    // `String.contains("")` is false for every string, the empty one included.
    expectMatcher(
      MockeryMatchers.containsString(""), describedAs: #"a string containing """#,
      matches: ["", "Zug"], mismatches: [])
    expectMatcher(
      stringContainsInOrder("a", "", "b"),
      describedAs: #"a string containing "a", "", "b" in order"#,
      matches: ["ab", "a-b"], mismatches: [("ba", #"was "ba", with no "b" after """#)])
    expectMatcher(
      stringContainsInOrder([]), describedAs: "any string (no substrings to find)",
      matches: ["", "x"],
      mismatches: [])
    expectMatcher(
      MockeryMatchers.startsWith(""), describedAs: #"a string starting with """#,
      matches: ["", "x"],
      mismatches: [])
    expectMatcher(
      MockeryMatchers.endsWith(""), describedAs: #"a string ending with """#, matches: ["", "x"],
      mismatches: [])
  }

  @Test func startsWith() {
    expectMatcher(
      MockeryMatchers.startsWith("https://"), describedAs: #"a string starting with "https://""#,
      matches: ["https://example.com"],
      mismatches: [("http://example.com", #"was "http://example.com""#)])
  }

  @Test func endsWith() {
    expectMatcher(
      MockeryMatchers.endsWith(".json"), describedAs: #"a string ending with ".json""#,
      matches: ["forecast.json"], mismatches: [("forecast.xml", #"was "forecast.xml""#)])
  }

  @Test func equalToIgnoringCase() {
    expectMatcher(
      MockeryMatchers.equalToIgnoringCase("content-type"),
      describedAs: #"a string equal to "content-type" ignoring case"#,
      matches: ["Content-Type", "CONTENT-TYPE"],
      mismatches: [("Content-Length", #"was "Content-Length""#)])
  }

  @Test func equalToIgnoringWhiteSpace() {
    expectMatcher(
      MockeryMatchers.equalToIgnoringWhiteSpace("Partly cloudy"),
      describedAs: #"a string equal to "Partly cloudy" ignoring white space"#,
      matches: ["  Partly \n cloudy ", "Partly\tcloudy"],
      mismatches: [("Partlycloudy", #"was "Partlycloudy""#)])
  }

  @Test func stringContainsInOrderSaysWhatIsMissingAfterWhat() {
    expectMatcher(
      MockeryMatchers.stringContainsInOrder("fetch", "parse", "notify"),
      describedAs: #"a string containing "fetch", "parse", "notify" in order"#,
      matches: ["fetch; parse; notify", "fetchparsenotify"],
      mismatches: [
        ("fetch notify parse", #"was "fetch notify parse", with no "notify" after "parse""#),
        ("parse", #"was "parse", with no "fetch""#),
      ])
    expectMatcher(
      MockeryMatchers.stringContainsInOrder("ab", "bc"),
      describedAs: #"a string containing "ab", "bc" in order"#, matches: ["abbc"],
      mismatches: [("abc", #"was "abc", with no "bc" after "ab""#)])
  }

  @Test func matchesPatternMatchesTheWholeString() {
    expectMatcher(
      MockeryMatchers.matchesPattern("[0-9]{5}"), describedAs: "a string matching /[0-9]{5}/",
      matches: ["94105"],
      mismatches: [
        ("9410", #"was "9410""#), ("941050", #"was "941050""#), ("x94105", #"was "x94105""#),
      ])
    expectMatcher(
      MockeryMatchers.matchesPattern("a|b"), describedAs: "a string matching /a|b/",
      matches: ["a", "b"], mismatches: [("ab", #"was "ab""#)])
  }

  @Test func aRegexMatchesTheWholeStringAsAPatternDoes() {
    expectMatcher(
      MockeryMatchers.matchesPattern(/[0-9]{5}/, describedAs: "[0-9]{5}"),
      describedAs: "a string matching /[0-9]{5}/",
      matches: ["94105"],
      mismatches: [
        ("9410", #"was "9410""#), ("941050", #"was "941050""#), ("x94105", #"was "x94105""#),
      ])
    // An alternation matches as a whole too: "ab" holds "a" and "b" but is neither.
    expectMatcher(
      MockeryMatchers.matchesPattern(/a|b/), describedAs: "a string matching /a|b/",
      matches: ["a", "b"], mismatches: [("ab", #"was "ab""#)])
    // The regex's own options apply.
    expectMatcher(
      MockeryMatchers.matchesPattern(/zurich/.ignoresCase(), describedAs: "zurich"),
      describedAs: "a string matching /zurich/",
      matches: ["Zurich", "ZURICH"], mismatches: [("Zug", #"was "Zug""#)])
  }

  @Test func aRegexLiteralIsShownAsTheTestWroteIt() {
    let failures = captureFailures {
      assertThat("tx-", MockeryMatchers.matchesPattern(/tx-\d+/))
    }
    #expect(
      failures.map(\.message) == [
        #"Expected: a string matching /tx-\d+/"# + "\n" + #"     but: was "tx-""#
      ])
    // An escaped slash is part of the pattern, not its end.
    #expect(
      MockeryMatchers.matchesPattern(/a\/b/).description == #"a string matching /a\/b/"#)
    #expect(
      MockeryMatchers.matchesPattern(#/a b/#).description == "a string matching #/a b/#")
    // Given, the pattern wins over the literal.
    #expect(
      MockeryMatchers.matchesPattern(/[0-9]+/, describedAs: "digits").description
        == "a string matching /digits/")
  }

  @Test func aRegexWithoutALiteralSaysHowToNameIt() {
    let regex = /tx-\d+/
    #expect(
      MockeryMatchers.matchesPattern(regex).description
        == "a string matching a regular expression (name it with describedAs:)")
  }

  @Test func aRegexWithCapturesMatchesAsOneWithout() {
    let pattern = /(?<zone>[0-9]{3})(?<rest>[0-9]{2})/
    expectMatcher(
      MockeryMatchers.matchesPattern(pattern, describedAs: "zipcode"),
      describedAs: "a string matching /zipcode/",
      matches: ["94105"], mismatches: [("94105-1", #"was "94105-1""#)])
  }

  @Test func anInvalidPatternFailsWithAReasonInsteadOfCrashing() {
    expectMatcher(
      MockeryMatchers.matchesPattern("[0-"),
      describedAs: "a string matching /[0-/ (an invalid pattern)",
      matches: [], mismatches: [("0", "could not be checked: /[0-/ is not a valid pattern")])
  }
}
