import Testing

@testable import MockeryGenerator

/// Generated statements wrapped as a person would, and never into code that does not parse.
@Suite struct LayoutTests {
  @Test func aLongCallIsWrappedAtItsArguments() {
    let line =
      "    try await calls.conditionsForZipcodeAndCountryAndLanguage(zipcode, country, language, "
      + "units, temperatureScale)"
    #expect(
      Layout.statement(line) == [
        "    try await calls.conditionsForZipcodeAndCountryAndLanguage(",
        "      zipcode, country, language, units, temperatureScale)",
      ])
  }

  @Test func aLongCallWithoutArgumentsStaysOnItsLine() {
    // A recorder named after a function type's every word: the nearest wrong twin broke the
    // line after `(` and lost the `)`, "expected expression in list of expressions".
    let line =
      "    calls.methodReturningMockingbirdTestsHostNSObjectFoundationNSObjectMockingbird"
      + "TestsHostNSObjectFoundationNSObject()"
    #expect(Layout.statement(line) == [line])
    #expect(Layout.statement(line.dropLast(2) + "( )") == [line.dropLast(2) + "( )"])
  }
}
