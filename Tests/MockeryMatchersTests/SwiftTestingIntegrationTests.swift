import Testing

@testable import MockeryMatchers
@testable import MockeryReporting

/// Mockery inside Swift Testing: locations a helper passes on, lines that compare with `#line`,
/// messages kept in full, values described as Swift Testing describes them, known issues.
@Suite("Swift Testing integration")
struct SwiftTestingIntegrationTests {
  // MARK: Locations

  /// A helper in Swift Testing's style: its failures belong to its caller's line.
  private func expectCity(
    _ city: String, _ wanted: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertThat(city, equalTo(wanted), sourceLocation: sourceLocation)
  }

  @Test func aHelperPassesItsCallersSourceLocationOn() throws {
    let line = #line + 1
    let failures = captureFailures { expectCity("Zug", "Zurich") }
    let failure = try #require(failures.first)
    // The caller's line, not the helper's, which is a few lines above.
    #expect(failure.location.line == line)
    #expect(failure.location.fileID == #fileID)
    #expect(failure.location.filePath == #filePath)
    #expect(failure.location.column == 48)
    #expect(failure.message == "Expected: \"Zurich\"\n     but: was \"Zug\"")
  }

  @Test func everyAssertThatTakesASourceLocation() async {
    let location = SourceLocation(
      fileID: "WeatherTests/Helpers.swift", filePath: "/src/WeatherTests/Helpers.swift",
      line: 7, column: 3)
    let failures = await captureFailures {
      assertThat(3, greaterThan(5), sourceLocation: location)
      assertThat(try parse("3"), throwsError(), sourceLocation: location)
      await assertThat({ 3 }, greaterThan(5), sourceLocation: location)
      await assertThat({ try parse("3") }, throwsError(), sourceLocation: location)
      reportFailure("by hand", sourceLocation: location)
    }
    #expect(failures.count == 5)
    #expect(failures.allSatisfy { $0.location == CallSite(location) })
    #expect(failures.first?.location.description == "WeatherTests/Helpers.swift:7:3")
    #expect(failures.last?.message == "by hand")
  }

  @Test func aCallSiteAndASourceLocationConvertBothWays() {
    let site = CallSite()
    #expect(CallSite(site.sourceLocation) == site)
    #expect(site.sourceLocation.line == #line - 2)
  }

  @Test func linesCompareWithLineAsWritten() {
    let failures = captureFailures { assertThat(3, greaterThan(5)) }
    // The README's own check: `line` is an `Int`, as `#line - 1` is typed here.
    #expect(failures.first?.location.line == #line - 2)
  }

  private func parse(_ text: String) throws -> Int {
    guard let number = Int(text) else { throw ParseFailure() }
    return number
  }

  private struct ParseFailure: Error {}

  // MARK: Messages in full

  @Test func aShortenedMessageKeepsItsFullText() throws {
    let actual = String(repeating: "a", count: 150) + "Zug"
    let failures = captureFailures { assertThat(actual, equalTo("Zurich")) }
    let failure = try #require(failures.first)
    #expect(failure.message.contains("… (153 characters)"))
    #expect(!failure.message.contains("Zug"))
    let full = try #require(failure.fullMessage)
    #expect(full.hasPrefix("Expected: \"Zurich\"\n     but: was \"\(actual)\", first difference"))
  }

  @Test func aMessageShortenedNowhereHasNoFullText() throws {
    // Exactly at the limit, a string is shown whole; one character more is shortened.
    let atLimit = String(repeating: "z", count: ValueDescriptionLimits.stringCharacters)
    let whole = captureFailures { assertThat(atLimit, equalTo("Zurich")) }
    #expect(whole.count == 1)
    #expect(whole.first?.fullMessage == nil)
    let over = captureFailures { assertThat(atLimit + "z", equalTo("Zurich")) }
    #expect(over.first?.fullMessage?.contains(atLimit + "z") == true)
  }

  @Test func aLongCollectionIsListedWholeInTheFullText() throws {
    let temperatures = Array(1...30)
    let failures = captureFailures { assertThat(temperatures, hasItem(40)) }
    let failure = try #require(failures.first)
    #expect(failure.message.contains("… 10 more"))
    let full = try #require(failure.fullMessage)
    #expect(full.contains("<29>, <30>]"))
    #expect(!full.contains("more"))
  }

  @Test func aDescriptionThatDidNotEndInAFailureIsNotCarriedIntoTheNext() {
    _ = describeValue(String(repeating: "q", count: 200))
    let failures = captureFailures { assertThat(1, equalTo(2)) }
    #expect(failures.map(\.fullMessage) == [nil])
  }

  @Test func xcTestReceivesTheFullTextAfterTheShortOne() {
    let report = FailureReport(
      message: "Expected: \"a…\"", fullMessage: "Expected: \"abc\"", location: CallSite())
    #expect(report.messageInFull == "Expected: \"a…\"\n\nIn full:\nExpected: \"abc\"")
    let whole = FailureReport(message: "Expected: <1>", location: CallSite())
    #expect(whole.messageInFull == "Expected: <1>")
  }

  // MARK: Values described as Swift Testing describes them

  struct Station: CustomStringConvertible, CustomTestStringConvertible {
    let id: Int
    var description: String { "Station #\(id)" }
    var testDescription: String { "station \(id) (test)" }
  }

  @Test func aValueWithATestDescriptionIsDescribedByIt() {
    #expect(describeValue(Station(id: 7)) == "<station 7 (test)>")
    #expect(
      describeValue([Station(id: 1), Station(id: 2)]) == "[<station 1 (test)>, <station 2 (test)>]")
    // Strings and optionals conform too, and keep Mockery's own form.
    #expect(describeValue("Zug") == #""Zug""#)
    #expect(describeValue(nil as Station?) == "nil")
  }

}
