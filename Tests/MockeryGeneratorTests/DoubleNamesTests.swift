import Foundation
import Testing

@testable import MockeryGenerator

/// The names of doubles of modules that declare the same names, which one test target gets.
@Suite struct DoubleNamesTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("double-names-\(UUID().uuidString)")

  /// The command with `--output-file` on the MockShapes fixture, and the file it writes.
  func generate(_ arguments: [String]) throws -> (GenerateMocksCommand.Outcome, String) {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let graph = Fixture.repositoryRoot.appendingPathComponent(
      "Tests/MockeryGeneratorTests/Fixtures/MockShapes.symbols.json")
    let output = folder.appendingPathComponent("ShapesMocks.swift")
    let options = try GeneratorOptions(
      arguments: [
        "--symbol-graph", graph.path, "--module-name", "Shapes", "--package-directory",
        folder.path, "--no-compile-check", "--output-file", output.path, "--protocol", "Effects",
        "--protocol", "Clock",
      ] + arguments)
    let outcome = GenerateMocksCommand(options: options).run()
    return (outcome, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
  }

  /// A sibling module's source declaring `declarations`, listed as the plugin lists it.
  func siblings(_ declarations: String) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let source = folder.appendingPathComponent("Alarm.swift")
    try declarations.write(to: source, atomically: true, encoding: .utf8)
    let list = folder.appendingPathComponent("sibling-sources")
    try "Alarm\t\(source.path)".write(to: list, atomically: true, encoding: .utf8)
    return list.path
  }

  @Test func aDoubleASiblingModuleWouldNameAlikeIsNamedAfterItsModule() throws {
    // Another module of the test target declares a Clock, internal, and a class Effects, whose
    // spy would be EffectsSpy, not EffectsMock: only the Clock's mock takes the module's name.
    let list = try siblings("protocol Clock {}\nopen class Effects {}\nprivate protocol Other {}\n")
    let (outcome, written) = try generate(["--sibling-sources", list])
    #expect(outcome.error == nil)
    #expect(written.contains("enum ShapesClockMock: Clock {"))
    #expect(written.contains("final class EffectsMock: Effects {"))
    #expect(!written.contains(" ClockMock"))
  }

  @Test func aPrefixNamesEveryDoubleAndTheHeaderRepeatsIt() throws {
    let list = try siblings("protocol Clock {}\n")
    let (outcome, written) = try generate(["--prefix", "Wrist", "--sibling-sources", list])
    #expect(outcome.error == nil)
    #expect(written.contains("enum WristClockMock: Clock {"))
    #expect(written.contains("final class WristEffectsMock: Effects {"))
    let options = try GeneratorOptions(arguments: [
      "--symbol-graph", "g.json", "--module-name", "Shapes", "--prefix", "Wrist",
    ])
    #expect(options.command.contains("--prefix Wrist"))
  }

  @Test func aPrefixThatCannotStartANameIsRefused() {
    for prefix in ["9lives", "A-B", "A B"] {
      #expect(throws: GeneratorError.self) {
        try GeneratorOptions(arguments: [
          "--symbol-graph", "g.json", "--module-name", "Shapes", "--prefix", prefix,
        ])
      }
    }
  }

  @Test func theProtocolsAndClassesASourceDeclaresForATestTarget() {
    let declared = ImportedTypeNames.declaredDoubles(
      inSource: """
        protocol Clock {}
        @MainActor public final class Screen: Base {}
        fileprivate protocol Hidden {}
          protocol Nested {}
        struct Value {}
        """)
    #expect(declared.protocols == ["Clock"])
    #expect(declared.classes == ["Screen"])
  }

  @Test func aNameMadeToAvoidACollisionMakesNone() {
    // Red and Blue each declare a Clock; Red declares a BlueClock too, whose mock is the name
    // Blue's Clock's would take with its module's.
    let names = DoubleNames.resolved([
      "Red": ["ClockMock", "BlueClockMock", "RadioSpy"],
      "Blue": ["ClockMock"],
    ])
    #expect(
      names == [
        "Red": [
          "ClockMock": "RedClockMock", "BlueClockMock": "RedBlueClockMock",
          "RadioSpy": "RadioSpy",
        ],
        "Blue": ["ClockMock": "BlueClockMock"],
      ])
    let all = names.values.flatMap(\.values)
    #expect(Set(all).count == all.count)
  }

  @Test func prefixedNamesThatAreTheSameAreToldApartWithAnUnderscore() {
    let names = DoubleNames.resolved(["A": ["BCMock"], "AB": ["CMock"], "X": ["BCMock", "CMock"]])
    #expect(names["A"] == ["BCMock": "A_BCMock"])
    #expect(names["AB"] == ["CMock": "AB_CMock"])
    #expect(names["X"] == ["BCMock": "XBCMock", "CMock": "XCMock"])
    // Each module's run decides the same: the names do not depend on the order given.
    #expect(
      DoubleNames.resolved(["X": ["BCMock", "CMock"], "AB": ["CMock"], "A": ["BCMock"]]) == names)
  }

  @Test func theSiblingsRunDecidesTheNamesThisRunExpects() throws {
    // Shapes declares a Clock; the sibling Alarm a Clock and a ShapesClock. Shapes' Clock is
    // ShapesClockMock, and Alarm's run, deciding from the same names, gives its ShapesClock
    // AlarmShapesClockMock.
    let list = try siblings("protocol Clock {}\nprotocol ShapesClock {}\n")
    let (outcome, written) = try generate(["--sibling-sources", list])
    #expect(outcome.error == nil)
    #expect(written.contains("enum ShapesClockMock: Clock {"))
    let alarm = DoubleNames.resolved([
      "Shapes": ["ClockMock"], "Alarm": ["ClockMock", "ShapesClockMock"],
    ])
    #expect(
      alarm["Alarm"] == ["ClockMock": "AlarmClockMock", "ShapesClockMock": "AlarmShapesClockMock"])
  }
}
