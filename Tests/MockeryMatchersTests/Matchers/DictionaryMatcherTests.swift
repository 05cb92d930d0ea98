import MockeryMatchers
import Testing

@Suite("Dictionary matchers")
struct DictionaryMatcherTests {
  @Test func hasKey() {
    expectMatcher(
      MockeryMatchers.hasKey("Authorization") as Matcher<[String: String]>,
      describedAs: #"a dictionary with key "Authorization""#,
      matches: [["Authorization": "Bearer x"]],
      mismatches: [
        (["Accept": "*/*", "Content-Type": "json"], #"had keys ["Accept", "Content-Type"]"#)
      ])
    expectMatcher(
      MockeryMatchers.hasKey(startsWith("X-")) as Matcher<[String: Int]>,
      describedAs: #"a dictionary with key a string starting with "X-""#,
      matches: [["X-Trace": 1]], mismatches: [(["Trace": 1], #"had keys ["Trace"]"#)])
  }

  @Test func hasValue() {
    expectMatcher(
      MockeryMatchers.hasValue(21) as Matcher<[String: Int]>,
      describedAs: "a dictionary with value <21>",
      matches: [["Zurich": 21]],
      mismatches: [(["Bern": 18, "Basel": 25], "had values [<18>, <25>]")])
  }

  @Test func hasEntryNamesTheKeyWhoseValueDiffered() {
    expectMatcher(
      MockeryMatchers.hasEntry("Zurich", 21),
      describedAs: #"a dictionary with entry ["Zurich": <21>]"#,
      matches: [["Zurich": 21, "Bern": 18]],
      mismatches: [
        (["Zurich": 18], #"value for "Zurich" was <18>"#),
        (["Bern": 18], #"had no key "Zurich": ["Bern": <18>]"#),
      ])
    expectMatcher(
      MockeryMatchers.hasEntry("Zurich", greaterThan(20)),
      describedAs: #"a dictionary with entry ["Zurich": a value greater than <20>]"#,
      matches: [["Zurich": 21]],
      mismatches: [(["Zurich": 18], #"value for "Zurich" was <18>, less than <20>"#)])
  }

  @Test func hasEntryWithMatchersForKeyAndValue() {
    expectMatcher(
      MockeryMatchers.hasEntry(startsWith("Z"), greaterThan(20)),
      describedAs:
        #"a dictionary with entry [a string starting with "Z": a value greater than <20>]"#,
      matches: [["Zurich": 21, "Bern": 30]],
      mismatches: [(["Zug": 18, "Bern": 30], #"had no such entry: ["Bern": <30>, "Zug": <18>]"#)])
  }
}
