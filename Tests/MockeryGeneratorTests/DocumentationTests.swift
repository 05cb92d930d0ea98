import Foundation
import Testing

@testable import MockeryGenerator

/// What the docs say the generator writes is what it writes.
@Suite struct DocumentationTests {
  @Test func theGeneratedFileGeneratingMocksShowsIsWhatTheGeneratorWrites() throws {
    let article = try String(
      contentsOf: Fixture.repositoryRoot.appendingPathComponent(
        "Sources/Mockery/Mockery.docc/GeneratingMocks.md"), encoding: .utf8)
    let opening = "```swift\n" + GeneratedFile.marker
    let start = try #require(article.range(of: opening))
    let end = try #require(article.range(of: "\n```\n", range: start.upperBound..<article.endIndex))
    let shown =
      String(article[article.index(start.lowerBound, offsetBy: 9)..<end.lowerBound]) + "\n"

    let weatherFetching = mockedProtocol(
      "WeatherFetching",
      requirements: [
        try member(
          "func conditions(forZipcode zip: String) async throws -> Conditions",
          title: "conditions(forZipcode:)"),
        try member("func startTimer()", title: "startTimer()"),
      ])
    let generated = GeneratedFile(
      MockRenderer.render(weatherFetching), moduleName: "Weather", sourceImports: [],
      command: "swift package --allow-writing-to-package-directory generate-mocks --target "
        + "Weather --output Tests/WeatherTests/Mocks")
    #expect(shown == generated.contents)
  }
}

/// The table of what is generated that `--supported` prints is the one the docs show.
@Suite struct SupportTableTests {
  @Test func generatingMocksShowsTheTableSupportedPrints() throws {
    let article = try String(
      contentsOf: Fixture.repositoryRoot.appendingPathComponent(
        "Sources/Mockery/Mockery.docc/GeneratingMocks.md"), encoding: .utf8)
    #expect(article.contains("\n\n" + GeneratorOptions.supported + "\n"))
  }

  @Test func everyLimitationIsInTheTableOnceAndInItsGroup() {
    // Limitation.all holds one of each case: a case missing from it is missing from the docs.
    #expect(Limitation.all.count == 39)
    #expect(Set(Limitation.all.map(\.shape)).count == Limitation.all.count)
    for group in Limitation.Group.allCases {
      #expect(Limitation.table.contains("**\(group.heading)**"))
    }
    for limitation in Limitation.all {
      #expect(
        Limitation.table.contains("- \(limitation.shape)\n")
          || Limitation.table.hasSuffix("- \(limitation.shape)"))
    }
  }

  @Test func whatAFileSaysIsTheLimitationsReasonWithItsNames() {
    #expect(
      Limitation.withoutRecorder(.noncopyableParameter(name: "job", type: "Job"), hasDefault: false)
        == "not recorded, because its parameter `job` is of the ~Copyable or ~Escapable type "
        + "Job, which a recorder cannot keep: a call fails the test (see --skip to write it "
        + "yourself)")
    #expect(
      Limitation.withoutRecorder(.genericSubscriptSetter, hasDefault: true)
        == "not recorded, because its accessors' recorder types can only be named with a "
        + "typealias, and a generic subscript's two accessors would need two: the mock uses its "
        + "default implementation")
  }

  @Test func aRejectionOfDataRaceSafetyIsToldInTheUsersTermsNotAsABug() {
    // The user's types decide it: saying "a generator bug to report" would send them astray.
    let sending = Limitation.rejectedByCompiler(
      message: "sending value of non-Sendable type 'Buffer' risks causing data races")
    #expect(!sending.reason.contains("bug"))
    #expect(sending.reason.contains("Make the type `Sendable`"))
    // The twin: any other error is the generator's, and is reported as such.
    let other = Limitation.rejectedByCompiler(message: "extra argument in call")
    #expect(other.reason.hasSuffix("a generator bug to report"))
  }
}
