import Foundation
import Testing

@testable import MockeryGenerator

/// The model reads the module's sources only through the `SourceFiles` it is given.
@Suite struct SourceFilesTests {
  /// The paths a model asked for, in order.
  final class Reads: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []
    var all: [String] { lock.withLock { paths } }
    func read(_ path: String) -> String {
      lock.withLock { paths.append(path) }
      return SourceFiles.disk.text(path)
    }
  }

  @Test func theModelReadsOnlyFilesTheGraphNamesAndOnlyThroughTheWitness() {
    let reads = Reads()
    let graph = Fixture.graph("NotesApp")
    let model = ModuleModel(graph: graph, sources: SourceFiles { reads.read($0) })
    #expect(model == ModuleModel(graph: graph, sources: .disk))
    let named = Set(graph.symbols.compactMap(\.filePath))
    #expect(!reads.all.isEmpty)
    #expect(Set(reads.all).isSubset(of: named))
  }

  @Test func aFileThatCannotBeReadIsEmpty() {
    #expect(SourceFiles.disk.text("/nonexistent/Mockery/File.swift") == "")
  }
}
