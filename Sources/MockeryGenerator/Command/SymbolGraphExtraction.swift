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
        graph: files.target, dependencies: files.others, spies: spies, spyAll: spyAll
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
    let result = Self.run(tool, arguments)
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

  /// The path of a tool of the toolchain, `swift-symbolgraph-extract` unless named:
  /// `$SWIFT_SYMBOLGRAPH_EXTRACT` (or the `variable` named), else on the `PATH`, else beside the
  /// `swift` or `swiftc` on the `PATH` (which may be links into a toolchain), else, on macOS,
  /// where `xcrun` finds it.
  static func findTool(
    _ name: String = "swift-symbolgraph-extract", variable: String = "SWIFT_SYMBOLGRAPH_EXTRACT",
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(GeneratorError) -> String {
    if let given = environment[variable], !given.isEmpty { return given }
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    let manager = FileManager.default
    for folder in folders where manager.isExecutableFile(atPath: folder + "/" + name) {
      return folder + "/" + name
    }
    for folder in folders {
      for driver in ["swift", "swiftc"]
      where manager.isExecutableFile(atPath: folder + "/" + driver) {
        let resolved = URL(fileURLWithPath: folder + "/" + driver).resolvingSymlinksInPath()
        let beside = resolved.deletingLastPathComponent().appendingPathComponent(name).path
        if manager.isExecutableFile(atPath: beside) { return beside }
      }
    }
    #if os(macOS)
      let found = run("/usr/bin/xcrun", ["--find", name])
      let path = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
      if found.status == 0, !path.isEmpty { return path }
    #endif
    throw GeneratorError(
      "\(name), which comes with every Swift toolchain, is not on the PATH nor beside swift. "
        + "Put the toolchain's bin folder on the PATH, or give the tool's path in \(variable).")
  }

  /// The path of the SDK `sdkName` names, on macOS, where the tool runs without `xcrun` to set
  /// one; nil elsewhere.
  static func sdkPath(named sdkName: String) -> String? {
    #if os(macOS)
      let found = run("/usr/bin/xcrun", ["--sdk", sdkName, "--show-sdk-path"])
      let path = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
      return found.status == 0 && !path.isEmpty ? path : nil
    #else
      return nil
    #endif
  }

  /// Runs `tool` and waits for it.
  ///
  /// Its error output goes to a file, read after it ends, so that however much it says, no
  /// pipe fills and stalls it.
  static func run(_ tool: String, _ arguments: [String]) -> (
    status: Int32, output: String, errors: String
  ) {
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("mockery-generate-\(UUID().uuidString).err")
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    do {
      _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
      process.standardError = try FileHandle(forWritingTo: errorFile)
      try process.run()
    } catch {
      return (127, "", "\(tool) could not be run: \(error)")
    }
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // Read through a handle: Foundation's Data(contentsOf:) leaks its buffer for an empty file
    // on Linux (seen with LeakSanitizer), and the tool usually says nothing.
    let reader = try? FileHandle(forReadingFrom: errorFile)
    let said = (try? reader?.readToEnd()) ?? Data()
    try? reader?.close()
    return (
      process.terminationStatus, String(decoding: printed, as: UTF8.self),
      String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    )
  }
}
