import Foundation

// `--output-file`: every double in one file, for a build step (the GeneratedMocks build-tool
// plugin) rather than a folder of files people commit.

extension GenerateMocksCommand {
  /// Writes every double into the one file of `--output-file`, when what it holds changed: a
  /// build that finds the file as it was compiles nothing again.
  ///
  /// Prints only what a person must act on, since a build runs it: what was not generated and
  /// why, members left to write, and a check that could not run.
  func writeCombined(
    _ doubles: [GeneratedFile], into path: String, moduleName: String,
    unmockable: [(name: String, reason: String)], unchecked: String?, untestable: [String]
  ) throws(GeneratorError) -> Outcome {
    let contents = CombinedFile.contents(of: doubles, moduleName: moduleName)
    let url = URL(fileURLWithPath: path)
    let current = try? String(contentsOf: url, encoding: .utf8)
    if current != contents {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileWriting.write(contents, to: url)
      } catch {
        throw GeneratorError("Cannot write the generated doubles into \(path): \(error)")
      }
    }
    var output: [String] = []
    if !unmockable.isEmpty {
      output.append(
        "Not generated into \(url.lastPathComponent), as no mock or spy of them could "
          + "compile; write these by hand:")
      output += unmockable.map { "  \($0.name): \($0.reason)." }
    }
    output += doubles.flatMap { file in
      file.notes.filter(\.needsCode).map {
        "\(file.name.dropLast(".swift".count)).\($0.member) needs code of yours: \($0.text)."
      }
    }
    if let unchecked { output.append(unchecked) }
    if options.protocols.isEmpty, !untestable.isEmpty {
      output.append("Not mocked: " + Self.untestableMessage(untestable, module: options.target))
    }
    return Outcome(output: output)
  }
}
