import Foundation

/// Gets the symbol graphs of a ``BuiltModule`` and of the modules its protocols refine, with the
/// toolchain's `swift-symbolgraph-extract`: what SwiftPM does for the plugin, for every other
/// build.
struct SymbolGraphExtraction {
  var module: BuiltModule
  /// The path of `swift-symbolgraph-extract`.
  var tool: String
  /// The classes to spy on, and whether all are, whose superclasses' modules' graphs are
  /// extracted too.
  var spies: [String] = []
  var spyAll = false

  /// Extracts the graphs into a new temporary folder and reads them.
  ///
  /// Other modules' graphs are extracted as the generator finds it needs them (most modules
  /// need none), from the module's folder and search paths; a module found in neither is left
  /// to what the generator knows of the standard ones.
  func graphs() throws(GeneratorError) -> SymbolGraphFiles {
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("mockery-generate-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    let own = try extract(module.name, into: work)
    var dependencies: [String] = []
    var tried: Set<String> = [module.name]
    // The modules the declaring files import, found where the build put them: their public
    // type names tell which of the module's are ambiguous in a generated file, which imports
    // both, as the sources the plugin lists tell it.
    let first = try read(own, dependencies: [])
    for name in Self.importedModules(of: first.target)
    where tried.insert(name).inserted && module.canFind(name) {
      dependencies.append(try extract(name, into: work))
    }
    // Each round may find modules that the new graphs' protocols refine in turn.
    for _ in 0..<8 {
      let files = try read(own, dependencies: dependencies)
      let missing = ModuleModel.missingModules(
        graph: files.target, dependencies: files.others, spies: spies, spyAll: spyAll,
        sources: .disk
      )
      .filter { tried.insert($0).inserted && module.canFind($0) }
      guard !missing.isEmpty else { return files }
      for name in missing { dependencies.append(try extract(name, into: work)) }
    }
    return try read(own, dependencies: dependencies)
  }

  /// The modules the files declaring `graph`'s protocols and classes import, in order.
  static func importedModules(of graph: SymbolGraph) -> [String] {
    var modules: [String] = []
    for file in ModuleModel.declaringFiles(of: graph) {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
      for line in SourceImports.imports(inSource: text) where !line.hasPrefix("#") {
        let name = SourceImports.module(of: line.trimmingCharacters(in: .whitespaces))
        if name != graph.module.name, !modules.contains(name) { modules.append(name) }
      }
    }
    return modules
  }

  private func read(_ graph: String, dependencies: [String]) throws(GeneratorError)
    -> SymbolGraphFiles
  {
    do {
      return try SymbolGraphFiles(target: module.name, graph: graph, dependencies: dependencies)
    } catch {
      throw GeneratorError("Cannot read the symbol graph extracted from \(module.name): \(error)")
    }
  }

  /// Extracts `name`'s graph into its own folder of `work`, and returns that folder.
  private func extract(_ name: String, into work: URL) throws(GeneratorError) -> String {
    let folder = work.appendingPathComponent(name).path
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw GeneratorError("Cannot make a temporary folder for the symbol graph: \(error)")
    }
    let arguments = module.extractionArguments(of: name, into: folder)
    let result = Toolchain.run(tool, arguments)
    guard result.status == 0 else {
      throw GeneratorError(
        "swift-symbolgraph-extract could not read the module \(name) (exit status "
          + "\(result.status)), so nothing was written. It ran as:\n  "
          + ([tool] + arguments).map(GeneratorOptions.quoted).joined(separator: " ")
          + (result.errors.isEmpty ? "" : "\nand said:\n" + result.errors)
          + "\nCheck that \(module.folder) holds \(name).swiftmodule, and give the folders of "
          + "the modules it imports with -I.")
    }
    return folder
  }
}
