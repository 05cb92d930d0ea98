import Foundation
import Testing

@testable import MockeryGenerator

/// What the compile check keeps between runs: a file compiled in the same environment is not
/// compiled again, and one whose environment changed in anything is.
@Suite struct CheckedSourcesTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("checked-\(UUID().uuidString)")

  /// A check looking in `folder`, which holds `Lib.swiftmodule`, keeping its memory there.
  func check() throws -> CompileCheck {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let module = folder.appendingPathComponent("Lib.swiftmodule").path
    if !FileManager.default.fileExists(atPath: module) {
      try Data("v1".utf8).write(to: URL(fileURLWithPath: module))
    }
    var check = CompileCheck(swiftc: "/bin/sh", searchPaths: [folder.path])
    check.memory = folder.appendingPathComponent("memory").path
    return check
  }

  let sources = [
    CompileCheck.Source(name: "AMock.swift", contents: "import Lib\nfinal class AMock {}\n"),
    CompileCheck.Source(name: "BMock.swift", contents: "import Lib\nfinal class BMock {}\n"),
  ]

  /// The names of the files each compile was given.
  func compiled(by check: CompileCheck, _ sources: [CompileCheck.Source], failing: String? = nil)
    -> (CompileCheck.Verdict, [String])
  {
    var names: [String] = []
    let verdict = check.verdict(onSources: sources, in: folder) { _, arguments in
      let paths = arguments.filter { $0.hasSuffix(".swift") }
      names += paths.map { URL(fileURLWithPath: $0).lastPathComponent }
      guard let failing, let path = paths.first(where: { $0.hasSuffix(failing) }) else {
        return (0, "", "")
      }
      return (1, "", "\(path):2:1: error: broken")
    }
    return (verdict, names.sorted())
  }

  @Test func whatCompiledIsNotCompiledAgainWhileNothingItCompilesAgainstChanges() throws {
    let check = try check()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      compiled(by: check, sources, failing: "BMock.swift").1 == ["AMock.swift", "BMock.swift"])
    // AMock compiled; BMock did not, and is compiled again.
    #expect(compiled(by: check, sources).1 == ["BMock.swift"])
    #expect(compiled(by: check, sources).1 == [])
    // A file's text changed: that file alone.
    var changed = sources
    changed[0].contents += "// changed\n"
    #expect(compiled(by: check, changed).1 == ["AMock.swift"])
  }

  @Test func aModuleTheFilesImportChangedAndEveryFileIsCompiledAgain() throws {
    let check = try check()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = compiled(by: check, sources)
    #expect(compiled(by: check, sources).1 == [])
    // The nearest wrong twin keeps by text alone, and would call them compiling still.
    try Data("v2, longer".utf8).write(to: folder.appendingPathComponent("Lib.swiftmodule"))
    #expect(compiled(by: check, sources).1 == ["AMock.swift", "BMock.swift"])
    // Arguments are the environment too.
    var other = check
    other.packageName = "shop"
    #expect(compiled(by: other, sources).1 == ["AMock.swift", "BMock.swift"])
  }

  @Test func aHashTellsTextsApart() {
    #expect(CheckedSources.hash("a") == CheckedSources.hash("a"))
    #expect(CheckedSources.hash("a") != CheckedSources.hash("b"))
    #expect(CheckedSources.hash("ab") != CheckedSources.hash("ba"))
    #expect(CheckedSources(reading: "/no/such/file").compiled.isEmpty)
  }

  @Test func manyFilesAreCompiledInBatchesOfEveryCore() {
    let paths = (0..<1_234).map { "F\($0).swift" }
    let two = CompileCheck.batches(of: paths, jobs: 2)
    #expect(two.map(\.count) == [500, 500, 234])
    #expect(two.flatMap { $0 } == paths)
    // Few files: one batch a core, none smaller than is worth a compile.
    #expect(CompileCheck.batches(of: Array(paths.prefix(300)), jobs: 2).map(\.count) == [150, 150])
    #expect(CompileCheck.batches(of: Array(paths.prefix(150)), jobs: 2).map(\.count) == [100, 50])
    #expect(CompileCheck.batches(of: Array(paths.prefix(40)), jobs: 8).map(\.count) == [40])
  }
}
