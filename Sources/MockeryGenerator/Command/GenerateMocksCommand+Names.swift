import Foundation

/// The names a run's doubles write: of the types its imports share, and its own, prefixed where
/// another module of the same test target has a double of the same name.
extension GenerateMocksCommand {
  /// The public type names of the modules that the files declaring the module's protocols and
  /// classes import, by module, read from the sources `--imported-sources` lists.
  func importedTypeNames(
    of graph: SymbolGraph, importsByFile: inout [String: [String]]
  ) -> [String: Set<String>] {
    guard let list = options.importedSources,
      let text = try? String(contentsOfFile: list, encoding: .utf8)
    else { return [:] }
    let sources = ImportedTypeNames.sourceFiles(listedIn: text)
    var modules: Set<String> = []
    for file in ModuleModel.declaringFiles(of: graph) {
      let imports = importsByFile[file] ?? Self.imports(ofFile: file)
      importsByFile[file] = imports
      for line in imports where !line.hasPrefix("#") {
        modules.insert(SourceImports.module(of: line.trimmingCharacters(in: .whitespaces)))
      }
    }
    var names: [String: Set<String>] = [:]
    for module in modules where module != graph.module.name {
      for file in sources[module] ?? [] {
        guard let source = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
        names[module, default: []].formUnion(ImportedTypeNames.declared(inSource: source))
      }
    }
    return names
  }

  /// `model` with each double's name prefix: `--prefix`'s, else, for a double another module
  /// of the test target would have a double of the same name of (`--sibling-sources`), the
  /// module's name: `AlarmClockMock` beside `WatchClockMock`.
  func named(_ model: ModuleModel) -> ModuleModel {
    var taken: Set<String> = []
    if options.namePrefix == nil, let list = options.siblingSources,
      let text = try? String(contentsOfFile: list, encoding: .utf8)
    {
      for file in ImportedTypeNames.sourceFiles(listedIn: text).values.joined() {
        guard let source = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
        let declared = ImportedTypeNames.declaredDoubles(inSource: source)
        taken.formUnion(declared.protocols.map { MockRenderer.typeName(ofProtocol: $0) })
        taken.formUnion(declared.classes.map { $0 + "Spy" })
      }
    }
    guard options.namePrefix != nil || !taken.isEmpty else { return model }
    func prefix(of name: String) -> String {
      options.namePrefix ?? (taken.contains(name) ? model.moduleName : "")
    }
    var named = model
    named.protocols = model.protocols.map { mocked in
      var mocked = mocked
      mocked.typeNamePrefix = prefix(of: MockRenderer.typeName(of: mocked))
      return mocked
    }
    named.classes = model.classes.map { spied in
      var spied = spied
      spied.typeNamePrefix = prefix(of: SpyRenderer.typeName(of: spied))
      return spied
    }
    return named
  }

  /// The imports of a file that declares something a double doubles.
  static func imports(ofFile path: String) -> [String] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    return SourceImports.imports(inSource: text)
  }
}
