import Foundation
import PackagePlugin

/// `swift package generate-mocks`: writes Mockery mocks of a target's protocols, and spies of the
/// classes named, from the compiler's symbol graph of the target.
///
/// SwiftPM compiles this plugin in every clean build of a package that depends on Mockery, run
/// or not, so it does as little as it can, in code that compiles quickly: it finds the target,
/// asks SwiftPM for its symbol graph (which builds it if needed) and for those of the modules the
/// generator says its protocols refine, and hands everything else to the generator,
/// `mockery-generate`, which reads the arguments, decides and writes, and which SwiftPM builds
/// only when the command runs.
@main struct GenerateMocks: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let generator = try context.tool(named: "mockery-generate").url
    // What the generator answers without a target: the plugin's usage, not the executable's.
    for flag in ["-h", "--help", "--supported"] where arguments.contains(flag) {
      _ = try run(generator, [flag, "--plugin-usage"], passingOutputThrough: true)
      return
    }
    // The generator reads the arguments first, so that a misspelt option (`--targt`,
    // `--spy-al`) is named before anything is built.
    _ = try run(generator, arguments + ["--plugin-usage", "--arguments-only"])
    let modules = Self.modules(of: context.package)
    let name = Self.value(of: "--target", in: arguments)
    let own = context.package.targets.compactMap { $0 as? SourceModuleTarget }
    let ownNames = own.map(\.name).sorted().joined(separator: ", ")
    guard let name else {
      throw PluginError(
        "Name the target whose protocols to mock with --target. The package's targets: "
          + "\(ownNames). (--help lists every option.)")
    }
    // The generator's messages and files' headers are then the plugin's.
    var generatorArguments = [
      "--plugin-usage", "--package-directory", context.package.directoryURL.path,
    ]
    let target: SourceModuleTarget
    let isDependency: Bool
    if let found = own.first(where: { $0.name == name }) {
      target = found
      isDependency = false
    } else if let found = modules.first(where: { $0.moduleName == name || $0.name == name }) {
      // A module of a dependency: its public protocols, into the test target that uses it.
      target = found
      isDependency = true
      if Self.value(of: "--output", in: arguments) == nil {
        guard let tests = Self.testTarget(dependingOn: found, in: context.package) else {
          throw PluginError(
            "No test target of the package depends on \(name): name the folder for its mocks "
              + "with --output.")
        }
        generatorArguments += ["--output", tests + "/Mocks/" + found.moduleName]
      }
    } else {
      throw PluginError(
        "The package has no target named \(name). Its targets: \(ownNames). A module of a "
          + "dependency can be named too, as its products' targets are.")
    }

    // Private, for the package's own targets: a graph at internal level leaves out an internal
    // requirement whose name starts with `_`, as if it were private (ArgumentParser's
    // `_visibility`). The generator reads only what a test target sees.
    let access: PackageManager.SymbolGraphOptions.AccessLevel = isDependency ? .public : .private
    generatorArguments += ["--symbol-graph", try graph(of: target, access: access, named: name)]
    // The sources of the modules the target can import: their type names tell the generator
    // which of the target's are ambiguous in a generated file, which imports both.
    let sources = context.pluginWorkDirectoryURL.appendingPathComponent("imported-sources.txt")
    let lines = target.recursiveTargetDependencies.compactMap { $0 as? SwiftSourceModuleTarget }
      .flatMap { module in
        module.sourceFiles(withSuffix: "swift").map { "\(module.moduleName)\t\($0.url.path)" }
      }
    try lines.joined(separator: "\n").write(to: sources, atomically: true, encoding: .utf8)
    generatorArguments += ["--imported-sources", sources.path]
    // The generator says which modules' protocols it needs; fetch their graphs until it needs
    // no more. Most targets need none, so this usually costs one quick run of the generator.
    var fetched: Set<String> = [target.moduleName]
    for _ in 0..<8 {
      let output = try run(generator, generatorArguments + arguments + ["--list-missing-modules"])
      let missing = output.split(separator: "\n").map(String.init).filter {
        !fetched.contains($0)
      }
      let available = missing.compactMap { module in modules.first { $0.moduleName == module } }
      fetched.formUnion(missing)
      guard !available.isEmpty else { break }
      for module in available {
        // Internal, so that the graph has the public requirements whose names start with `_`,
        // which a public graph leaves out; private for the package's own targets, for their
        // internal ones.
        let isOwn = own.contains { $0.id == module.id }
        generatorArguments += [
          "--dependency-symbol-graph",
          try graph(
            of: module, access: isOwn ? .private : .internal,
            named: module.name),
        ]
      }
    }
    if !arguments.contains("--no-compile-check") {
      generatorArguments += try compileCheckArguments(
        for: target, modules: modules, graphs: generatorArguments, context: context)
    }
    _ = try run(generator, generatorArguments + arguments, passingOutputThrough: true)
  }

  /// What the generator needs to compile the files it writes against the module and
  /// Mockery, as a test target compiles them: the compiler, the folder of the built modules
  /// (Mockery's is built here, if it is not yet), and the C modules they import.
  ///
  /// Where something cannot be found, less is passed: the generator then says that it could not
  /// check, rather than failing.
  func compileCheckArguments(
    for target: SourceModuleTarget, modules: [SourceModuleTarget], graphs: [String],
    context: PluginContext
  ) throws -> [String] {
    // The files compile in a test target of this package, whose `package` declarations they see.
    var arguments = [
      "--swiftc", try context.tool(named: "swiftc").url.path, "--package-identity",
      context.package.id, "--check-memory",
      context.pluginWorkDirectoryURL.appendingPathComponent("\(target.moduleName).checked").path,
    ]
    let mockery = modules.first { $0.name == "Mockery" }
    if mockery != nil {
      _ = try? packageManager.build(
        .target("Mockery"), parameters: .init(configuration: .debug, logging: .concise))
    }
    let graph = Self.value(of: "--symbol-graph", in: graphs).map(URL.init(fileURLWithPath:))
    guard let graph, let modules = Self.modulesFolder(above: graph, holding: target.moduleName)
    else { return arguments }
    arguments += ["--check-module-path", modules.path]
    let build =
      modules.lastPathComponent == "Modules" ? modules.deletingLastPathComponent() : modules
    // C modules: their module map where the target has one, else the one SwiftPM made.
    let clang = (target.recursiveTargetDependencies + (mockery?.recursiveTargetDependencies ?? []))
      .compactMap { $0 as? ClangSourceModuleTarget }
    for module in clang {
      let headers =
        module.publicHeadersDirectoryURL ?? module.directoryURL.appendingPathComponent("include")
      let own = headers.appendingPathComponent("module.modulemap")
      let made = build.appendingPathComponent(module.name + ".build/module.modulemap")
      if FileManager.default.fileExists(atPath: own.path) {
        arguments += ["--check-module-map", own.path]
      } else if FileManager.default.fileExists(atPath: made.path) {
        arguments += ["--check-module-map", made.path]
      }
      arguments += ["--check-header-path", headers.path]
    }
    return arguments
  }

  /// The folder of the modules the build compiled, found above the one SwiftPM wrote a
  /// module's symbol graph in: for SwiftPM's native build system, `Modules` of its build folder
  /// (the graph in `.build/<triple>/extracted-symbols/…`, the modules in
  /// `.build/<triple>/debug/Modules/Weather.swiftmodule`); for Swift Build, its products folder,
  /// which holds a folder per module as Xcode lays them out (the graph in
  /// `.build/out/Products/Debug-linux/x86_64/…`, the module in
  /// `.build/out/Products/Debug-linux/Weather.swiftmodule/`).
  static func modulesFolder(above graph: URL, holding module: String) -> URL? {
    var folder = graph.deletingLastPathComponent()
    while folder.path != "/" {
      for candidate in [
        folder.appendingPathComponent("Modules"),
        folder.appendingPathComponent("debug/Modules"), folder,
      ]
      where FileManager.default.fileExists(
        atPath: candidate.appendingPathComponent("\(module).swiftmodule").path)
      {
        return candidate
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// The path of `target`'s symbol graph, which SwiftPM makes, building the target if needed.
  func graph(
    of target: SourceModuleTarget, access: PackageManager.SymbolGraphOptions.AccessLevel,
    named name: String
  ) throws -> String {
    do {
      let graph = try packageManager.getSymbolGraph(
        for: target,
        options: .init(
          minimumAccessLevel: access, includeSynthesized: false,
          // With `@_spi` declarations: a requirement of one is witnessed, with an `@_spi`
          // import, or the mock would not conform.
          includeSPI: true,
          emitExtensionBlocks: false))
      return graph.directoryURL.path + "/" + target.moduleName + ".symbols.json"
    } catch {
      throw PluginError(
        "The symbol graph of \(name) could not be made, so no mocks were generated. If the "
          + "compiler printed errors above, \(name) does not compile: fix them and run "
          + "generate-mocks again. (SwiftPM said: \(error))")
    }
  }

  /// Runs the generator; its error output becomes the command's error.
  func run(_ generator: URL, _ arguments: [String], passingOutputThrough: Bool = false) throws
    -> String
  {
    let process = Process()
    process.executableURL = generator
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    if !passingOutputThrough { process.standardOutput = output }
    process.standardError = errors
    try process.run()
    // Read both before waiting, so that neither pipe fills and stalls the generator.
    let printed = passingOutputThrough ? Data() : output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      throw PluginError(String(decoding: message, as: UTF8.self).trimmingCharacters(in: .newlines))
    }
    return String(decoding: printed, as: UTF8.self)
  }

  /// The value of `option` in the arguments, given after it or after `=`: `--target Loans` or
  /// `--target=Loans`.
  static func value(of option: String, in arguments: [String]) -> String? {
    for (index, argument) in arguments.enumerated() {
      if argument == option { return index + 1 < arguments.count ? arguments[index + 1] : nil }
      if argument.hasPrefix(option + "=") { return String(argument.dropFirst(option.count + 1)) }
    }
    return nil
  }

  /// Every Swift module the package and its dependencies declare.
  static func modules(of package: Package) -> [SourceModuleTarget] {
    var seen: Set<String> = []
    var modules: [SourceModuleTarget] = []
    func visit(_ package: Package) {
      guard seen.insert(package.id).inserted else { return }
      for case let target as SwiftSourceModuleTarget in package.targets {
        modules.append(target)
      }
      for dependency in package.dependencies { visit(dependency.package) }
    }
    visit(package)
    return modules
  }

  /// The folder, relative to the package, of the first test target that depends on `module`.
  static func testTarget(dependingOn module: SourceModuleTarget, in package: Package) -> String? {
    let tests = package.targets.compactMap { $0 as? SourceModuleTarget }
      .filter { $0.kind == .test }.sorted { $0.name < $1.name }
    guard
      let test = tests.first(where: { test in
        test.recursiveTargetDependencies.contains { $0.id == module.id }
      })
    else { return nil }
    let root = package.directoryURL.standardizedFileURL.path
    let folder = test.directoryURL.standardizedFileURL.path
    return folder.hasPrefix(root + "/") ? String(folder.dropFirst(root.count + 1)) : folder
  }
}

/// Why the command stopped, which SwiftPM prints as its error.
struct PluginError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  // An Xcode project's targets get the same command from the project navigator's context menu:
  // Xcode passes the chosen target as `--target`, and the generator reads the module Xcode
  // built for it from the project's DerivedData, where the plugin's own work folder is. Only
  // Xcode can compile this part; it mirrors the package path and keeps everything else in
  // `mockery-generate`, which CI tests.
  extension GenerateMocks: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      let generator = try context.tool(named: "mockery-generate").url
      for flag in ["-h", "--help", "--supported"] where arguments.contains(flag) {
        _ = try run(generator, [flag], passingOutputThrough: true)
        return
      }
      let targets = context.xcodeProject.targets
      guard let index = arguments.firstIndex(of: "--target"), index + 1 < arguments.count,
        let target = targets.first(where: { $0.displayName == arguments[index + 1] })
      else {
        throw PluginError(
          "Choose the target whose protocols to mock, one of: "
            + targets.map(\.displayName).sorted().joined(separator: ", ") + ".")
      }
      var rest = arguments
      rest.removeSubrange(index...(index + 1))
      var generatorArguments = [
        "--package-directory", context.xcodeProject.directoryURL.path,
        "--module-name", Self.moduleName(of: target.product?.name ?? target.displayName),
        "--derived-data", context.pluginWorkDirectoryURL.path,
      ]
      if !rest.contains("--output") {
        generatorArguments += ["--output", target.displayName + "Tests/Mocks"]
      }
      _ = try run(generator, generatorArguments + rest, passingOutputThrough: true)
    }

    /// The module Xcode names a product's: its name with every character that cannot be in an
    /// identifier made `_`, as `PRODUCT_MODULE_NAME` is by default.
    static func moduleName(of product: String) -> String {
      let name = String(product.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
      return name.first?.isNumber == true ? "_" + name : name
    }
  }
#endif
