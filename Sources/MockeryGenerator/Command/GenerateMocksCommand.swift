import Foundation

/// Generates a target's mocks and spies into a folder of its package: the whole of
/// `swift package generate-mocks` once the plugin has the target's symbol graph.
///
/// Everything is decided before anything is written: a bad argument, an unknown protocol, an
/// output folder outside the package or a file in the way stops the command with nothing
/// changed.
public struct GenerateMocksCommand {
  var options: GeneratorOptions

  /// Makes the command that does what `options` say.
  public init(options: GeneratorOptions) {
    self.options = options
  }

  /// What the command printed, and how it ended.
  public struct Outcome: Equatable, Sendable {
    /// The lines for standard output: what was written, and what was not generated.
    public var output: [String] = []
    /// The error that stopped the command, for standard error; nil when it succeeded.
    public var error: String?
    /// The process's exit status: 0 when it succeeded.
    public var exitCode: Int32

    /// Makes an outcome: `output` printed, and the command failed with `error` unless it is nil.
    public init(output: [String] = [], error: String? = nil) {
      self.output = output
      self.error = error
      exitCode = error == nil ? 0 : 1
    }

    /// The outcome of a command that `error` stopped.
    public init(_ error: GeneratorError) {
      self.init(error: error.message)
      exitCode = error.exitCode
    }
  }

  /// Runs the command.
  public func run() -> Outcome {
    do {
      return try generate()
    } catch {
      return Outcome(error)
    }
  }

  private func generate() throws(GeneratorError) -> Outcome {
    // The arguments were read without an error: that was all that was asked.
    if options.argumentsOnly { return Outcome() }
    let graphs = try loadGraphs()
    if options.listMissingModules {
      return Outcome(
        output: ModuleModel.missingModules(
          graph: graphs.target, dependencies: graphs.others, spies: options.spies,
          spyAll: options.spyAll, sources: .disk))
    }
    // One file for a build to compile, or a folder of files people commit.
    let outputFolder = options.outputFile == nil ? try resolvedOutputFolder() : nil
    // Many doubles share a source file: read each file's imports once.
    var importsByFile: [String: [String]] = [:]
    let model = named(
      ModuleModel(
        graph: graphs.target, dependencies: graphs.others,
        importedTypeNames: importedTypeNames(of: graphs.target, importsByFile: &importsByFile),
        sources: .disk))
    let selection = try select(from: model)
    // The files written before in the folder, which the plan compares with, but which decide
    // no name: a name read from a previous output would hold only where that output is.
    let (existing, folders) = outputFolder.map(existingFiles(in:)) ?? ([:], [])
    // The last stage: only what compiles is written, members written more simply as far as it
    // takes.
    // The one file a build writes is checked as it is written.
    let combining = options.outputFile.map { path in
      Combining(name: URL(fileURLWithPath: path).lastPathComponent) { files, importing in
        let layout = CombinedFile.layout(
          of: files, moduleName: model.moduleName, importing: importing)
        return (layout.contents, layout.bodyLines)
      }
    }
    // A check that cannot run says so before it compiles anything.
    let check = compileCheck()
    let obstacle = check?.obstacle()
    let checked = Self.checkedFiles(
      of: selection.doubles, check: obstacle == nil ? check : nil, combining: combining
    ) { double in
      let imports = double.sourceFiles.flatMap { path in
        if let known = importsByFile[path] { return known }
        let read = Self.imports(ofFile: path)
        importsByFile[path] = read
        return read
      }
      return GeneratedFile(
        double, moduleName: model.moduleName, sourceImports: imports, command: options.command)
    }
    let doubles = checked.files
    let declined = checked.declined.map {
      (name: String($0.file.dropLast(".swift".count)), reason: $0.description)
    }
    let unchecked = (obstacle ?? checked.unchecked).map { why in
      let hint =
        options.invokedByPlugin
        ? ""
        : " Give the folders of Mockery's built modules, and of what \(options.target) "
          + "imports, with -I, or pass --no-compile-check."
      return "Not checked by the compiler, which could not compile the files (\(why)): they "
        + "are as generated, unchecked.\(hint)"
    }
    if let outputFile = options.outputFile {
      return try writeCombined(
        doubles, into: outputFile, moduleName: model.moduleName,
        unmockable: selection.unmockable + declined, unchecked: unchecked,
        untestable: model.internalProtocolsOfAnUntestableBuild)
    }
    guard let outputFolder else { return Outcome() }
    let plan = OutputPlan(
      files: doubles, existing: existing, command: options.command, force: options.force)
    // Not even --force replaces a folder with a file: say so before anything is written.
    let blocked = plan.changes.map(\.name).filter(folders.contains)
    guard blocked.isEmpty else {
      throw GeneratorError(
        "Nothing was written: these are folders in \(options.output), where files would be "
          + "written:\n" + blocked.map { "  \($0)" }.joined(separator: "\n")
          + "\nMove them, or choose another --output.")
    }
    guard plan.conflicts.isEmpty else {
      throw GeneratorError(
        "Nothing was written: these files in \(options.output) were not generated by "
          + "generate-mocks, and would be overwritten:\n"
          + plan.conflicts.map { "  \($0)" }.joined(separator: "\n")
          + "\nRename or move them, choose another --output, or pass --force to overwrite them.")
    }
    if options.check {
      guard plan.changes.isEmpty else {
        throw GeneratorError(
          "The generated mocks in \(options.output) are not up to date:\n"
            + plan.changes.map { "  \($0.name) would be \($0.change.rawValue)" }
            .joined(separator: "\n")
            + "\nRegenerate them with:\n  \(options.command)")
      }
      return Outcome(
        output: [
          doubles.count == 1
            ? "The generated file in \(options.output) is up to date."
            : "The \(doubles.count) generated files in \(options.output) are up to date."
        ] + (unchecked.map { [$0] } ?? []))
    }
    try write(plan, into: outputFolder)
    var output = report(
      plan, files: doubles, unmockable: selection.unmockable + declined,
      finalClasses: selection.finalClasses)
    if let unchecked { output.append(unchecked) }
    // Protocols the graph names but cannot describe: say why, and how to have their mocks.
    let untestable = model.internalProtocolsOfAnUntestableBuild
    if options.protocols.isEmpty, !untestable.isEmpty {
      output.append(
        "Not mocked: "
          + Self.untestableMessage(untestable, module: options.target)
      )
    }
    return Outcome(output: output)
  }

  /// How to compile the files before writing them: with what the plugin says of the build,
  /// or, for a module built elsewhere, with the toolchain's `swiftc` and the module's folders;
  /// nil with `--no-compile-check`, or for a graph given alone.
  private func compileCheck() -> CompileCheck? {
    guard options.compileChecks else { return nil }
    var check: CompileCheck
    if let given = options.compileCheckInputs {
      check = given
    } else if options.builtModule != nil, let module = try? builtModule(),
      let swiftc = try? Toolchain.findTool("swiftc", variable: "SWIFTC")
    {
      check = CompileCheck(
        swiftc: swiftc, searchPaths: [module.folder] + module.searchPaths, sdk: module.sdk,
        targetTriple: module.targetTriple)
      // A build by SwiftPM, whose Mockery imports a module of C that is among its sources.
      if let map = MockeryStartupMap.find(above: check.searchPaths) {
        check.moduleMaps.append(map)
        check.headerPaths.append(URL(fileURLWithPath: map).deletingLastPathComponent().path)
      }
    } else {
      return nil
    }
    check.packageName = options.packageName
    check.memory = options.checkMemory
    check.requiredModules = ["Mockery", options.target]
    return check
  }

  /// The output folder as an absolute path, which must be inside the package.
  private func resolvedOutputFolder() throws(GeneratorError) -> URL {
    let package = URL(fileURLWithPath: options.packageDirectory).standardizedFileURL
      .resolvingSymlinksInPath()
    let output = URL(fileURLWithPath: options.output, relativeTo: package).standardizedFileURL
    let resolved = resolvingExistingPrefix(of: output)
    let packagePath = package.path.hasSuffix("/") ? package.path : package.path + "/"
    // The package's own folder is inside it: `--output .`.
    guard resolved.path.hasPrefix(packagePath) || resolved.path == package.path else {
      throw GeneratorError(
        "The output folder \(options.output) is outside the package at \(package.path). "
          + "Give --output a folder inside it, such as Tests/\(options.target)Tests/Mocks.")
    }
    // A file where the folder, or one on its way, would be.
    var folder = resolved
    while folder.path.count >= package.path.count {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        throw GeneratorError(
          "Nothing was written: \(folder.path) is a file, where the output folder "
            + "\(options.output) needs a folder. Move it, or choose another --output.")
      }
      folder.deleteLastPathComponent()
    }
    return resolved
  }

  /// The path with symbolic links resolved as far as the folders exist, so that a link that
  /// leads out of the package is caught before the folder is made.
  private func resolvingExistingPrefix(of url: URL) -> URL {
    var existing = url
    var missing: [String] = []
    while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
      missing.insert(existing.lastPathComponent, at: 0)
      existing.deleteLastPathComponent()
    }
    return missing.reduce(existing.resolvingSymlinksInPath()) {
      $0.appendingPathComponent($1)
    }
  }

  /// The target's graph, and the other modules' graphs given beside it.
  private func loadGraphs() throws(GeneratorError) -> SymbolGraphFiles {
    guard let graph = options.symbolGraph else {
      return try SymbolGraphExtraction(
        module: try builtModule(), tool: try Toolchain.findTool(),
        spies: options.spies, spyAll: options.spyAll
      ).graphs()
    }
    do {
      return try SymbolGraphFiles(
        target: options.target, graph: graph, dependencies: options.dependencyGraphs)
    } catch {
      throw GeneratorError(
        "Cannot read the symbol graph of \(options.target) at \(graph): \(error)")
    }
  }

  /// The module to extract the graph of, with what its build says of it: the folder Xcode built
  /// it in, found in DerivedData, and the triple and SDK of that build, unless given.
  private func builtModule() throws(GeneratorError) -> BuiltModule {
    guard var module = options.builtModule else {
      throw GeneratorError(usage: "Say where \(options.target) is built, with --module-path.")
    }
    if let derivedData = options.derivedData {
      guard
        let products = BuiltModule.derivedDataProducts(holding: module.name, from: derivedData)
      else {
        throw GeneratorError(
          "No build of \(module.name) was found in the DerivedData folder of \(derivedData) "
            + "(in Build/Products/*/\(module.name).swiftmodule): build the target in Xcode "
            + "first, or give the folder of the module with --module-path.")
      }
      module.folder = products
      if module.sdk == nil {
        module.sdk = Toolchain.sdkPath(
          named: BuiltModule.sdkName(ofProducts: products))
      }
    } else {
      guard BuiltModule.holds(module.name, folder: module.folder) else {
        throw GeneratorError(
          "\(module.folder) holds no \(module.name).swiftmodule nor "
            + "\(module.name).swiftinterface. Give --module-path the folder the build wrote "
            + "the module into (swiftc's -emit-module-path, without the file's name).")
      }
    }
    if module.targetTriple == nil {
      module.targetTriple = BuiltModule.triple(ofModule: module.name, in: module.folder)
    }
    // On macOS the tool runs without xcrun, which would otherwise say the SDK.
    if module.sdk == nil {
      module.sdk = Toolchain.sdkPath(
        named: BuiltModule.sdkName(ofTriple: module.targetTriple))
    }
    return module
  }

  /// `1 file`, `2 files`.
  private static func files(_ count: Int) -> String { count == 1 ? "1 file" : "\(count) files" }

  /// The `.swift` files already in the output folder, by name, and the folders named like one.
  ///
  /// A file that is not valid UTF-8 is read with its bad bytes replaced: it is there, and was
  /// not generated unless it starts as a generated file does, so it is never taken for absent
  /// and overwritten.
  private func existingFiles(in folder: URL) -> (files: [String: String], folders: Set<String>) {
    guard
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return ([:], []) }
    var files: [String: String] = [:]
    var folders: Set<String> = []
    for name in names where name.hasSuffix(".swift") {
      let url = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        isFolder.boolValue
      {
        folders.insert(name)
      } else if let data = try? Data(contentsOf: url) {
        files[name] = String(decoding: data, as: UTF8.self)
      } else {
        // Unreadable: in the way all the same.
        files[name] = ""
      }
    }
    return (files, folders)
  }

  private func write(_ plan: OutputPlan, into folder: URL) throws(GeneratorError) {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for entry in plan.changes {
        let url = folder.appendingPathComponent(entry.name)
        if let contents = entry.contents {
          try FileWriting.write(contents, to: url)
        } else {
          try FileManager.default.removeItem(at: url)
        }
      }
    } catch {
      throw GeneratorError("Cannot write the generated files into \(folder.path): \(error)")
    }
  }

  private func report(
    _ plan: OutputPlan, files: [GeneratedFile], unmockable: [(name: String, reason: String)],
    finalClasses: [String] = []
  ) -> [String] {
    var lines = ["Generated \(Self.files(files.count)) in \(options.output):"]
    lines += plan.entries.map { "  \($0.name) (\($0.change.rawValue))" }
    if !unmockable.isEmpty {
      lines.append("Not generated, as no mock or spy of them could compile; write these by hand:")
      lines += unmockable.map { "  \($0.name).swift: \($0.reason)." }
    }
    if !finalClasses.isEmpty {
      lines.append(
        "Not spied on, as they are final, and a spy is a subclass: "
          + finalClasses.joined(separator: ", ") + ".")
    }
    // The files' notes, a heading above each kind.
    func list(_ heading: String, _ kind: (GenerationNote) -> Bool) {
      let notes = files.flatMap { file in
        file.notes.filter(kind).map { "  \(file.name): \($0.member): \($0.text)." }
      }
      guard !notes.isEmpty else { return }
      lines.append(heading)
      lines += notes
    }
    list(
      "Left out with --skip; write these in an extension in another file, or the mock will not "
        + "compile:", \.needsCode)
    list(
      "Written more simply, as the compiler rejected what the generator wrote at first (a "
        + "generator bug: please report it, with the declaration):", \.fromCompiler)
    list("Generated with limits, as the files say:") { !$0.needsCode && !$0.fromCompiler }
    return lines
  }
}
