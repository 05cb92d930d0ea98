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
  /// module's name: `AlarmClockMock` beside `WatchClockMock` (see ``DoubleNames``).
  func named(_ model: ModuleModel) -> ModuleModel {
    var prefix: (String) -> String = { _ in options.namePrefix ?? "" }
    if options.namePrefix == nil, let list = options.siblingSources,
      let text = try? String(contentsOfFile: list, encoding: .utf8)
    {
      // Every module's doubles, from the top-level declarations of its sources, this one's as
      // the others read it, so that each module's run decides the same names.
      var doubles: [String: Set<String>] = [:]
      func declared(in files: [String]) -> Set<String> {
        var names: Set<String> = []
        for file in files {
          guard let source = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
          let declared = ImportedTypeNames.declaredDoubles(inSource: source)
          names.formUnion(declared.protocols.map { MockRenderer.typeName(ofProtocol: $0) })
          names.formUnion(declared.classes.map { $0 + "Spy" })
        }
        return names
      }
      for (module, files) in ImportedTypeNames.sourceFiles(listedIn: text)
      where module != model.moduleName {
        doubles[module] = declared(in: files)
      }
      let own =
        declared(in: model.protocols.flatMap(\.sourceFiles) + model.classes.flatMap(\.sourceFiles))
        .union(model.protocols.map(MockRenderer.typeName(of:)))
        .union(model.classes.map(SpyRenderer.typeName(of:)))
      doubles[model.moduleName] = own
      let names = DoubleNames.resolved(doubles)[model.moduleName] ?? [:]
      prefix = { name in String((names[name] ?? name).dropLast(name.count)) }
    }
    guard options.namePrefix != nil || options.siblingSources != nil else { return model }
    var named = model
    named.protocols = model.protocols.map { mocked in
      var mocked = mocked
      mocked.typeNamePrefix = prefix(MockRenderer.typeName(of: mocked))
      return mocked
    }
    named.classes = model.classes.map { spied in
      var spied = spied
      spied.typeNamePrefix = prefix(SpyRenderer.typeName(of: spied))
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

/// The names of the doubles of the modules one test target tests, which its one compile holds
/// together: no two may be the same.
///
/// A name two modules' doubles would take is prefixed with each one's module, `AlarmClockMock`
/// and `WatchClockMock`. A prefixed name may be one another double has already, as
/// `BlueClockMock` for `Blue`'s `Clock` where `Red` declares a `BlueClock`: names made to avoid
/// a collision must not make one, so the rule applies again, to the doubles not yet prefixed,
/// until no two names are the same (`RedBlueClockMock`); two prefixed names that are the same,
/// `A`'s `BC` and `AB`'s `C`, are told apart with an underscore, `A_BCMock`.
///
/// Every module's run of the generator decides from the same names, so each gives its doubles
/// the names the others expect.
enum DoubleNames {
  /// Each module's doubles' names, by the name each would have alone.
  static func resolved(_ doubles: [String: Set<String>]) -> [String: [String: String]] {
    struct Double: Hashable {
      var module: String
      var name: String
    }
    var names: [Double: String] = [:]
    var prefixed: [Double: Int] = [:]
    for (module, own) in doubles {
      for name in own { names[Double(module: module, name: name)] = name }
    }
    // Each round prefixes a double at most twice: it ends.
    for _ in 0...(2 * names.count) {
      let holders = Dictionary(grouping: names.keys, by: { names[$0]! })
      let shared = holders.values.filter { $0.count > 1 }
      guard !shared.isEmpty else { break }
      for doubles in shared {
        // Those not yet prefixed take their module's name; where all are, an underscore.
        let lowest = doubles.map { prefixed[$0, default: 0] }.min() ?? 0
        for double in doubles where prefixed[double, default: 0] == lowest && lowest < 2 {
          prefixed[double] = lowest + 1
          names[double] = double.module + (lowest == 0 ? "" : "_") + double.name
        }
      }
    }
    var result: [String: [String: String]] = [:]
    for (double, name) in names { result[double.module, default: [:]][double.name] = name }
    return result
  }
}
