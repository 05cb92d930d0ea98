@testable import MockeryGenerator

// The model of a fixture's graph as the command builds it: with the source files the graph
// names read from disk.
extension ModuleModel {
  init(
    graph: SymbolGraph, dependencies: [SymbolGraph] = [],
    importedTypeNames: [String: Set<String>] = [:]
  ) {
    self.init(
      graph: graph, dependencies: dependencies, importedTypeNames: importedTypeNames,
      sources: .disk)
  }

  static func missingModules(
    graph: SymbolGraph, dependencies: [SymbolGraph] = [], spies: [String] = [],
    spyAll: Bool = false
  ) -> [String] {
    missingModules(
      graph: graph, dependencies: dependencies, spies: spies, spyAll: spyAll, sources: .disk)
  }
}

extension GraphIndex {
  convenience init(_ graph: SymbolGraph) {
    self.init(graph, sources: .disk)
  }
}

extension DefaultIsolation {
  static func isMainActorByDefault(_ graph: SymbolGraph) -> Bool {
    isMainActorByDefault(graph, sources: .disk)
  }
}
