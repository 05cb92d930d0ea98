import Foundation
import PackagePlugin

/// `swift package generate-mocks`: writes Mockery mocks of a target's protocols, and spies of the
/// classes named, from the compiler's symbol graph of the target.
///
/// The plugin only finds the target, asks SwiftPM for its symbol graph (which builds it if
/// needed) and runs the generator, `MockeryGenerate`, which decides and writes everything. It is
/// kept small because SwiftPM compiles it in every clean build of a package that depends on
/// Mockery; the generator is built only when the command runs.
@main struct GenerateMocks: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    if extractor.extractFlag(named: "help") > 0 {
      print(Self.usage)
      return
    }
    let targetNames = extractor.extractOption(named: "target")
    let protocols = extractor.extractOption(named: "protocol")
    let spies = extractor.extractOption(named: "spy")
    let outputs = extractor.extractOption(named: "output")
    let force = extractor.extractFlag(named: "force") > 0
    let check = extractor.extractFlag(named: "check") > 0
    guard extractor.remainingArguments.isEmpty else {
      throw PluginError(
        "Unknown argument \(extractor.remainingArguments.joined(separator: " ")).\n\n\(Self.usage)")
    }
    let sourceTargets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
      .filter { $0.kind != .macro }
    let available = sourceTargets.map(\.name).sorted().joined(separator: ", ")
    guard targetNames.count == 1, let targetName = targetNames.first else {
      throw PluginError(
        "Name one target whose protocols to mock with --target. The package's targets: "
          + "\(available).")
    }
    guard let target = sourceTargets.first(where: { $0.name == targetName }) else {
      throw PluginError(
        "The package has no target named \(targetName). Its targets: \(available).")
    }
    guard outputs.count <= 1 else { throw PluginError("Give --output once.") }
    let packageDirectory = context.package.directoryURL.path
    let output =
      outputs.first.map { relative($0, to: packageDirectory) }
      ?? defaultOutput(for: target, in: context.package)

    let graph: PackageManager.SymbolGraphResult
    do {
      graph = try packageManager.getSymbolGraph(
        for: target,
        options: .init(
          minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: true,
          emitExtensionBlocks: false))
    } catch {
      throw PluginError(
        "The symbol graph of \(target.name) could not be made, so no mocks were generated. If "
          + "the compiler printed errors above, \(target.name) does not compile: fix them and "
          + "run generate-mocks again. (SwiftPM said: \(error))")
    }

    var toolArguments = [
      "--symbol-graph",
      graph.directoryURL.appendingPathComponent("\(target.moduleName).symbols.json").path,
      "--package-directory", packageDirectory, "--target", target.name, "--output", output,
    ]
    toolArguments += protocols.flatMap { ["--protocol", $0] }
    toolArguments += spies.flatMap { ["--spy", $0] }
    if force { toolArguments.append("--force") }
    if check { toolArguments.append("--check") }
    try run(context.tool(named: "MockeryGenerate").url, toolArguments)
  }

  /// Runs the generator, printing what it prints; its error becomes the command's.
  func run(_ tool: URL, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      throw PluginError(
        text.isEmpty ? "The generator stopped with status \(process.terminationStatus)." : text)
    }
  }

  /// `Mocks` in the first test target, by name, that depends on `target`; without one,
  /// `Tests/<Target>Tests/Mocks`.
  func defaultOutput(for target: SourceModuleTarget, in package: Package) -> String {
    let testTarget = package.targets.compactMap { $0 as? SourceModuleTarget }
      .filter { candidate in
        candidate.kind == .test
          && candidate.dependencies.contains { dependency in
            if case .target(let dependedOn) = dependency { return dependedOn.id == target.id }
            return false
          }
      }
      .min { $0.name < $1.name }
    guard let testTarget else { return "Tests/\(target.name)Tests/Mocks" }
    return relative(
      testTarget.directoryURL.appendingPathComponent("Mocks").path,
      to: package.directoryURL.path)
  }

  /// A path inside the package as relative to it; others as they are.
  func relative(_ path: String, to packageDirectory: String) -> String {
    var path = path
    let prefix = packageDirectory.hasSuffix("/") ? packageDirectory : packageDirectory + "/"
    if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
    while path.hasPrefix("./") { path.removeFirst(2) }
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }

  static let usage = """
    Writes Mockery mocks of a target's protocols, and spies of its classes, from the compiler's
    symbol graph.

    USAGE: swift package --allow-writing-to-package-directory generate-mocks --target <target>
             [--protocol <name>]... [--spy <class>]... [--output <folder>] [--force] [--check]

    OPTIONS:
      --target <target>    The target whose protocols to mock.
      --protocol <name>    Mock only this protocol; repeat for more. All of them by default.
      --spy <class>        Also write a spy of this class; repeat for more.
      --output <folder>    Where the files go, inside the package. By default, Mocks in the
                           test target that depends on the target.
      --force              Overwrite files in the way that generate-mocks did not write.
      --check              Write nothing; fail, listing them, if the files are not up to date.
    """
}

/// A reason the command stops, printed by SwiftPM as its error.
struct PluginError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) { self.description = description }
}
