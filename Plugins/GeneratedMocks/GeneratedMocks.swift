import Foundation
import PackagePlugin

/// Mockery's build-tool plugin: a test target that applies it gets the mocks of the modules it
/// tests, written by the build whenever one of them changes, and never committed.
///
///     .testTarget(
///       name: "WeatherTests", dependencies: ["Weather", .product(name: "Mockery", package: "Mockery")],
///       plugins: [.plugin(name: "GeneratedMocks", package: "Mockery")])
///
/// For each module of the package the test target depends on, one build command runs the
/// generator, `mockery-generate`, on the module as this build compiled it: the command's input
/// is the module's `.swiftmodule`, so the build runs it after the module is compiled, again only
/// when the module's interface changed, and never when nothing did. Its output, one file of
/// every mock, is compiled into the test target. Like the command plugin, it only gathers
/// inputs; the generator decides and writes.
///
/// Options for the generator, as `generate-mocks` takes them (`--spy-all`, `--protocol Clock`,
/// `--skip EventLoop.enqueue`), go in a file of the test target's folder,
/// `GeneratedMocks.options`: its words, separated by spaces or lines, are given to every
/// command, and an edit of it regenerates the mocks. `GeneratedMocks.<Module>.options` gives
/// words to one module's command only, after those: `--prefix Alarm` there names that module's
/// doubles `AlarmClockMock`.
@main struct GeneratedMocks: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let tests = target as? SourceModuleTarget else { return [] }
    let generator = try context.tool(named: "mockery-generate").url
    // The build's products, among them the generator, hold every module the build compiles.
    let layout = try BuildLayout(generator: generator)
    let modules = layout.folder
    let subjects = tests.dependencies.compactMap { dependency -> SwiftSourceModuleTarget? in
      guard case .target(let target) = dependency,
        let module = target as? SwiftSourceModuleTarget, module.kind == .generic
      else { return nil }
      return module
    }
    let mockery = Self.mockeryStartup(in: context.package)
    let sharedOptions = tests.directoryURL.appendingPathComponent("GeneratedMocks.options")
    return try subjects.map { subject in
      let output = context.pluginWorkDirectoryURL
        .appendingPathComponent("\(subject.moduleName)Mocks.swift")
      // Every module's options, then this one's own.
      let ownOptions = tests.directoryURL.appendingPathComponent(
        "GeneratedMocks.\(subject.moduleName).options")
      let optionFiles = [sharedOptions, ownOptions].filter {
        FileManager.default.fileExists(atPath: $0.path)
      }
      let options = try optionFiles.flatMap(Self.options(in:))
      var arguments = [
        "--module-name", subject.moduleName, "--module-path", modules.path, "-I", modules.path,
        "--output-file", output.path, "--swiftc", try context.tool(named: "swiftc").url.path,
        "--check-module-path", modules.path,
        // The file compiles in the test target, which sees the package's `package` declarations.
        "--package-identity", context.package.id,
        // What compiled, not to compile it again while nothing it compiles against changes.
        "--check-memory",
        context.pluginWorkDirectoryURL.appendingPathComponent("\(subject.moduleName).checked").path,
      ]
      // The sources of the modules it imports, whose type names tell which of its names a file
      // importing them all finds ambiguous; and of the other modules whose doubles the test
      // target gets, whose doubles' names it must not take.
      let imported = subject.recursiveTargetDependencies.compactMap {
        $0 as? SwiftSourceModuleTarget
      }
      let siblings = subjects.filter { $0.id != subject.id }
      arguments += [
        "--imported-sources",
        try Self.writeSourceList(
          of: imported,
          to: context.pluginWorkDirectoryURL
            .appendingPathComponent("\(subject.moduleName).imported-sources")),
      ]
      if !siblings.isEmpty {
        arguments += [
          "--sibling-sources",
          try Self.writeSourceList(
            of: siblings,
            to: context.pluginWorkDirectoryURL
              .appendingPathComponent("\(subject.moduleName).sibling-sources")),
        ]
      }
      // The C modules the check's compile imports: the module's own, and Mockery's.
      let clang =
        subject.recursiveTargetDependencies.compactMap { $0 as? ClangSourceModuleTarget }
        + (mockery.map { [$0] } ?? [])
      for module in clang {
        let headers =
          module.publicHeadersDirectoryURL ?? module.directoryURL.appendingPathComponent("include")
        let map = headers.appendingPathComponent("module.modulemap")
        if FileManager.default.fileExists(atPath: map.path) {
          arguments += ["--check-module-map", map.path]
        }
        arguments += ["--check-header-path", headers.path]
      }
      return .buildCommand(
        displayName: "Generating the mocks of \(subject.moduleName)",
        executable: generator, arguments: arguments + options,
        // Files the build makes: the command runs after they are compiled, and again whenever
        // their interfaces change: the module's; Mockery's, for the check that every mock
        // compiles against it; those of the modules it imports and of its siblings, whose names
        // decide how the mocks write theirs.
        inputFiles: [layout.moduleFile(subject.moduleName), layout.moduleFile("Mockery")]
          + (imported + siblings).map { layout.moduleFile($0.moduleName) } + optionFiles,
        outputFiles: [output])
    }
  }

  /// Writes the lines `Module<TAB>path` of `modules`' Swift sources to `file`, unless it holds
  /// them already (a build then finds it as it was), and returns its path.
  static func writeSourceList(of modules: [SwiftSourceModuleTarget], to file: URL) throws
    -> String
  {
    let lines = modules.flatMap { module in
      module.sourceFiles(withSuffix: "swift").map { "\(module.moduleName)\t\($0.url.path)" }
    }
    let text = lines.joined(separator: "\n")
    if (try? String(contentsOf: file, encoding: .utf8)) != text {
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    return file.path
  }

  /// The words of the options file, if the test target has one.
  static func options(in file: URL) throws -> [String] {
    guard FileManager.default.fileExists(atPath: file.path) else { return [] }
    let text = try String(contentsOf: file, encoding: .utf8)
    return text.split(whereSeparator: { $0 == " " || $0.isNewline }).map(String.init)
  }

  /// Mockery's C target, among the packages the package depends on.
  static func mockeryStartup(in package: Package) -> ClangSourceModuleTarget? {
    var seen: Set<String> = []
    func find(in package: Package) -> ClangSourceModuleTarget? {
      guard seen.insert(package.id).inserted else { return nil }
      for case let target as ClangSourceModuleTarget in package.targets
      where target.name == "MockeryStartup" {
        return target
      }
      for dependency in package.dependencies {
        if let found = find(in: dependency.package) { return found }
      }
      return nil
    }
    return find(in: package)
  }
}
