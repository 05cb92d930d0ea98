import MockeryMatchers
import Testing

// The Mockery half of the bridge "Using Mockery with Nimble" shows, as the article writes it:
// this file proves that it compiles, with names qualified as a file importing Nimble needs them,
// and that it says what Nimble then reports. (Mockery never depends on Nimble.)

extension MockeryMatchers.Matcher {
  /// Whether `value` matches, and the message to show: Hamcrest's `Expected:` and `but:`.
  fileprivate func nimbleOutcome(of value: Value?) -> (matches: Bool, message: String) {
    guard let value else { return (false, "Expected: \(description)\n     but: was nil") }
    switch evaluate(value) {
    case .match: return (true, "Expected: \(description)")
    case .mismatch(let reason): return (false, "Expected: \(description)\n     but: \(reason)")
    }
  }
}

/// The article's matcher of its own, with its type qualified as beside Nimble.
private func isEven() -> MockeryMatchers.Matcher<Int> {
  MockeryMatchers.Matcher("an even number") { $0.isMultiple(of: 2) }
}

@Suite("Nimble bridge")
struct NimbleBridgeTests {
  @Test func aMatchIsReportedAsAMatch() {
    let outcome = startsWith("Zur").nimbleOutcome(of: "Zurich")
    #expect(outcome.matches)
    #expect(outcome.message == #"Expected: a string starting with "Zur""#)
  }

  @Test func aMismatchCarriesHamcrestsMessage() {
    // "Geneva" holds no "Zur"; "aZurich" holds it, but not at the start.
    for city in ["Geneva", "aZurich"] {
      let outcome = startsWith("Zur").nimbleOutcome(of: city)
      #expect(!outcome.matches)
      #expect(
        outcome.message == "Expected: a string starting with \"Zur\"\n     but: was \"\(city)\"")
    }
  }

  @Test func nilIsAMismatchNeverAMatch() {
    let outcome = anything().nimbleOutcome(of: nil as Int?)
    #expect(!outcome.matches)
    #expect(outcome.message == "Expected: anything\n     but: was nil")
  }

  @Test func aQualifiedMatcherOfYourOwnWorksAsAnyOther() {
    #expect(isEven().nimbleOutcome(of: 4).matches)
    #expect(isEven().nimbleOutcome(of: 7).message == "Expected: an even number\n     but: was <7>")
  }
}
