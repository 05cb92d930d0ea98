import Foundation
import PackagePlugin

/// `swift package generate-mocks`: writes Mockery mocks of a target's protocols, and spies of the
/// classes named, from the compiler's symbol graph of the target.
///
/// SwiftPM compiles this plugin in every clean build of a package that depends on Mockery, run
/// or not, so it does as little as it can, in code that compiles quickly: it asks SwiftPM for the
/// target's symbol graph, which builds the target if needed, and hands the rest to the generator,
/// `MockeryGenerate`, which reads the arguments, decides and writes everything, and which SwiftPM
/// builds only when the command runs.
@main struct GenerateMocks: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var generatorArguments = ["--package-directory", context.package.directoryURL.path]
    var names: [String] = []
    var target: SourceModuleTarget?
    let index = arguments.firstIndex(of: "--target")
    let name = index.flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    for candidate in context.package.targets {
      guard let candidate = candidate as? SourceModuleTarget else { continue }
      names.append(candidate.name)
      if candidate.name == name { target = candidate }
    }
    let targets = names.sorted().joined(separator: ", ")
    if let target {
      do {
        let graph = try packageManager.getSymbolGraph(
          for: target,
          options: .init(
            minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: true,
            emitExtensionBlocks: false))
        generatorArguments.append("--symbol-graph")
        generatorArguments.append(
          graph.directoryURL.path + "/" + target.moduleName + ".symbols.json")
      } catch {
        throw PluginError(
          "The symbol graph of \(target.name) could not be made, so no mocks were generated. If "
            + "the compiler printed errors above, \(target.name) does not compile: fix them and "
            + "run generate-mocks again. (SwiftPM said: \(error))")
      }
    } else if let name {
      throw PluginError("The package has no target named \(name). Its targets: \(targets).")
    } else if !arguments.contains("--help") {
      throw PluginError(
        "Name the target whose protocols to mock with --target. The package's targets: "
          + "\(targets).")
    }
    let process = Process()
    process.executableURL = try context.tool(named: "MockeryGenerate").url
    process.arguments = generatorArguments + arguments
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      throw PluginError(String(decoding: message, as: UTF8.self).trimmingCharacters(in: .newlines))
    }
  }
}

/// Why the command stopped, which SwiftPM prints as its error.
struct PluginError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) { self.description = description }
}
