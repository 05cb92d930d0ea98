import Foundation

// `--output-file`: every double in one file, for a build step (the GeneratedMocks build-tool
// plugin) rather than a folder of files people commit.

extension GenerateMocksCommand {
  /// Writes every double into the one file of `--output-file`, when what it holds changed: a
  /// build that finds the file as it was compiles nothing again.
  ///
  /// Prints only what a person must act on, since a build runs it, and what the build should
  /// show as a warning in the form compilers use, `file:line:column: warning: …`, which Xcode's
  /// issue navigator and SwiftPM's output read: each double not generated and each member
  /// written more simply, at its line of the file; members left to write; and a check that
  /// could not run.
  func writeCombined(
    _ doubles: [GeneratedFile], into path: String, moduleName: String,
    unmockable: [(name: String, reason: String)], unchecked: String?, untestable: [String]
  ) throws(GeneratorError) -> Outcome {
    let layout = CombinedFile.layout(
      of: doubles, moduleName: moduleName, notGenerated: unmockable)
    let url = URL(fileURLWithPath: path)
    let current = try? String(contentsOf: url, encoding: .utf8)
    if current != layout.contents {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileWriting.write(layout.contents, to: url)
      } catch {
        throw GeneratorError("Cannot write the generated doubles into \(path): \(error)")
      }
    }
    var output: [String] = []
    for double in unmockable {
      let line = layout.notGeneratedLines[double.name] ?? 1
      output.append(
        Self.warning(
          "\(double.name) was not generated, as no mock or spy of it could compile: "
            + "\(double.reason). Write it by hand.", file: path, line: line))
    }
    for file in doubles {
      let typeName = file.name.dropLast(".swift".count)
      let bodyLine = layout.bodyLines[file.name] ?? 1
      for note in file.notes {
        guard let member = note.degradedMember else { continue }
        // The member's witness, where the file's comment says what was left out.
        let region =
          file.regions.first { $0.member == member && $0.part == .witness }
          ?? file.regions.first { $0.member == member }
        output.append(
          Self.warning(
            "\(typeName).\(note.member) is written more simply: \(note.text).", file: path,
            line: bodyLine + (region?.lines.lowerBound ?? 0)))
      }
      output += file.notes.filter(\.needsCode).map {
        "\(typeName).\($0.member) needs code of yours: \($0.text)."
      }
    }
    if let unchecked { output.append("warning: " + unchecked) }
    if options.protocols.isEmpty, !untestable.isEmpty {
      output.append(
        "warning: Not mocked: " + Self.untestableMessage(untestable, module: options.target))
    }
    return Outcome(output: output)
  }

  /// A warning as compilers print one, which build tools show at its place.
  static func warning(_ message: String, file: String, line: Int) -> String {
    "\(file):\(line):1: warning: \(message)"
  }
}
