import Foundation
import Testing

@testable import MockeryGenerator

/// The generator's folders are layers, each using only those below it (see
/// `Sources/MockeryGenerator/MockeryGenerator.swift`): a type of a higher layer named in a lower
/// one, or a file opened by a layer that only transforms, fails here, not in a later review.
@Suite struct LayeringTests {
  /// From the bottom: each may use the ones before it.
  static let layers = [
    "SymbolGraph", "Toolchain", "Declarations", "Model", "Rendering", "Output", "Check", "Command",
  ]
  /// The layers that turn values into values: they read and write no file, and run nothing.
  static let pure = ["Declarations", "Model", "Rendering"]

  static let folder = Fixture.repositoryRoot.appendingPathComponent("Sources/MockeryGenerator")

  /// The Swift files of `layer`, without their comments, by name.
  static func files(of layer: String) throws -> [(name: String, code: String)] {
    let url = folder.appendingPathComponent(layer)
    return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
      .filter { $0.hasSuffix(".swift") }.map { name in
        let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        let code = text.split(separator: "\n", omittingEmptySubsequences: false)
          .map { $0.components(separatedBy: "//")[0] }.joined(separator: "\n")
        return (name, code)
      }
  }

  /// The names of the types `code` declares at its top level.
  static func topLevelTypes(in code: String) -> [String] {
    let pattern = /^(?:public |package )?(?:final )?(?:struct|enum|class|protocol|actor) ([A-Z]\w*)/
    return code.split(separator: "\n").compactMap { line in
      (try? pattern.prefixMatch(in: line)).map { String($0.output.1) }
    }
  }

  @Test func noLayerNamesATypeOfALayerAboveIt() throws {
    var above: [String: String] = [:]
    for layer in Self.layers.reversed() {
      for file in try Self.files(of: layer) {
        for name in Self.topLevelTypes(in: file.code) { above[name] = layer }
      }
    }
    var seen: [String] = []
    for layer in Self.layers {
      seen.append(layer)
      for file in try Self.files(of: layer) {
        let words = Set(
          file.code.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
        let reaching = above.filter { name, owner in !seen.contains(owner) && words.contains(name) }
        #expect(
          reaching.isEmpty, "\(layer)/\(file.name) names \(reaching.sorted { $0.key < $1.key })")
      }
    }
  }

  @Test func theLayersThatTransformOpenNoFileAndRunNothing() throws {
    let effects = /FileManager\.|contentsOfFile|Data\(contentsOf|Process\(\)|FileHandle\(/
    for layer in Self.pure {
      for file in try Self.files(of: layer) {
        #expect(!file.code.contains(effects), "\(layer)/\(file.name)")
      }
    }
  }

  @Test func onlyThePrinterLaysOutADoublesText() throws {
    // The renderers build `SourceNode`s; lines, their depth and their breaks are the printer's,
    // so that the regions it returns are where every line belongs.
    let layout = /indentUnit|"\\n"|repeating: " "/
    for file in try Self.files(of: "Rendering") where file.name != "SourcePrinter.swift" {
      #expect(!file.code.contains(layout), "Rendering/\(file.name)")
    }
  }

  @Test func everyFolderIsALayer() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { !$0.hasSuffix(".swift") }
    #expect(Set(folders) == Set(Self.layers))
  }
}
