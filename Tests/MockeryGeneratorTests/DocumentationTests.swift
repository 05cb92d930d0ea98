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
