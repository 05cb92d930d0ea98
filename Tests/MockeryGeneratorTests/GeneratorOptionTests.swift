import Foundation
import Testing

@testable import MockeryGenerator

/// Each option is declared once, and parsing, `--help`, the message for an unknown option and
/// the docs all follow that one declaration.
@Suite struct GeneratorOptionTests {
  func parse(_ arguments: [String]) -> GeneratorError? {
    do {
      _ = try GeneratorOptions(
        arguments: ["--symbol-graph", "g.json", "--target", "T"] + arguments)
      return nil
    } catch {
      return error
    }
  }

  @Test func everyOptionIsParsedAsItsKindSays() {
    for option in GeneratorOption.all where option.name.hasPrefix("--") {
      switch option.kind {
      case .flag:
        #expect(
          parse([option.name + "=x"])?.message == "\(option.name) takes no value; give it alone.")
      case .value:
        #expect(parse([option.name + "="])?.message == "\(option.name) needs a value.")
      case .action:
        // Answered by `main` before the options are read: given among them, it is not one.
        #expect(parse([option.name])?.message.hasPrefix("Unknown option \(option.name).") == true)
      }
    }
  }

  @Test func onlyARepeatableOptionMayBeGivenTwice() {
    #expect(parse(["--protocol", "A", "--protocol", "B"]) == nil)
    #expect(
      parse(["--prefix", "A", "--prefix", "B"])?.message == "--prefix is given twice; give it once."
    )
  }

  @Test func aValueAnOptionCannotTakeIsNamedWithWhatToGive() {
    let prefix =
      "cannot start a type's name: give letters, digits and _, a letter first, such as "
      + "--prefix Alarm."
    #expect(parse(["--prefix", "9Alarm"])?.message == "--prefix 9Alarm " + prefix)
    #expect(parse(["--prefix", "Al-arm"])?.message == "--prefix Al-arm " + prefix)
    #expect(parse(["--prefix", "_Alarm2"]) == nil)
    #expect(parse(["--access", "package"]) == nil)
    #expect(parse(["--access", "open"])?.message.hasPrefix("--access open is not an") == true)
    // Each value of a repeated option is checked, not only the first.
    #expect(
      parse(["--skip", "A.b", "--skip", "c"])?.message.hasPrefix("--skip c names no member")
        == true)
  }

  @Test func eachToolsHelpShowsEveryOptionItShowsAndNoOther() {
    for (tool, usage) in [
      (GeneratorOption.Tool.plugin, GeneratorOptions.usage),
      (.executable, GeneratorOptions.executableUsage),
    ] {
      let rows = Set(
        usage.split(separator: "\n").filter { $0.hasPrefix("  -") }.map {
          String($0.dropFirst(2).prefix { $0 != " " && $0 != "," })
        })
      let shown = Set(GeneratorOption.shown(by: tool).map { $0.aliases.first ?? $0.name })
      #expect(rows == shown, "\(tool)")
    }
    #expect(!GeneratorOptions.usage.contains("--module-path"))
    #expect(!GeneratorOptions.executableUsage.contains("--compile-check-break"))
  }

  @Test func aRowWrapsItsHelpAtTheWidthOfATerminal() {
    // 23 columns of label, then the help: a line may be 92 characters long, not 93.
    let margin = String(repeating: " ", count: 23)
    let word = String(repeating: "a", count: 67)
    #expect(
      GeneratorOptions.row("--x", "b " + word)
        == ["  --x" + String(repeating: " ", count: 18) + "b " + word])
    #expect(
      GeneratorOptions.row("--x", "b a" + word)
        == ["  --x" + String(repeating: " ", count: 18) + "b", margin + "a" + word])
    // A word longer than the room is not cut.
    #expect(GeneratorOptions.row("--x", word + word).count == 1)
    // A label that leaves no room goes on a line of its own.
    #expect(GeneratorOptions.row(String(repeating: "-", count: 20), "h")[0].hasSuffix(" h"))
    #expect(
      GeneratorOptions.row(String(repeating: "-", count: 21), "h")
        == ["  " + String(repeating: "-", count: 21), margin + "h"])
  }

  @Test func theDocsTableListsThePluginsOptions() throws {
    let article = try String(
      contentsOf: Fixture.repositoryRoot.appendingPathComponent(
        "Sources/Mockery/Mockery.docc/GeneratingMocks.md"), encoding: .utf8)
    let table = try #require(article.components(separatedBy: "### Options\n").dropFirst().first)
      .components(separatedBy: "\n\n")[0]
    let documented = Set(
      table.split(separator: "\n").dropFirst(2).compactMap { row in
        row.split(separator: "`").dropFirst().first.map { String($0.prefix { $0 != " " }) }
      })
    #expect(
      documented == Set(GeneratorOption.shown(by: .plugin).map { $0.aliases.first ?? $0.name }))
  }
}
