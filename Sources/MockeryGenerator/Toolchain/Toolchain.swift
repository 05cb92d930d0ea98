import Foundation

/// What the generator asks of the Swift toolchain: where its tools are, and running one.
///
/// Extracting symbol graphs and the compile check both run the toolchain's tools; neither
/// stage reaches into the other for it.
enum Toolchain {
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
