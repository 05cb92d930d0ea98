import Foundation

/// The generator's last stage: it type-checks the files it is about to write against the module
/// they double and Mockery, and keeps only those that compile.
///
/// "Every file compiles" is a promise a user's whole test target stands on: one file that does
/// not compile turns every test red. So the generator checks it, with the toolchain's `swiftc
/// -typecheck`, rather than hoping that every shape of every protocol was foreseen. A file the
/// compiler rejects is not written (one written before is removed), and the command lists it
/// under "Not generated" with the compiler's first error and the line of the generated code it
/// is on, for the user to report.
///
/// A check that cannot run (no compiler, Mockery's module not built where the compiler is told
/// to look) decides nothing: every file is written, and the command says the files were not
/// checked, and why.
struct CompileCheck: Equatable, Sendable {
  /// The compiler: the toolchain's `swiftc`.
  var swiftc: String
  /// Folders of built modules: the module doubled, those it imports, and Mockery's.
  var searchPaths: [String]
  /// Module maps of the C modules those import, which SwiftPM gives its compiles one by one.
  var moduleMaps: [String] = []
  /// Folders of C headers those module maps name.
  var headerPaths: [String] = []
  /// The SDK and target triple, where the module was built for another platform than the host.
  var sdk: String?
  var targetTriple: String?
  /// The modules every file imports, which a check that cannot find them cannot run without:
  /// Mockery and the module doubled.
  var requiredModules: Set<String> = ["Mockery"]
  /// A test hook: the type name of one double whose file gets a line that does not compile, so
  /// that a test sees the check decline it.
  var breaking: String?

  /// A file the compiler rejected: its first error, and the code of the line it is on.
  struct Rejection: Equatable, Sendable {
    var file: String
    var line: Int
    var message: String
    /// The generated line the error is on, as the command quotes it.
    var code: String
    /// The member of the generated code the line belongs to: the requirement a recorder
    /// records, or a witness's declaration; nil outside any.
    var member: String?

    /// How the command lists it: the error, where in the generated code, and what to do.
    var description: String {
      "the compiler rejected what the generator wrote"
        + (member.map { " for \($0)" } ?? "") + ", line \(line), `\(code)`: \(message) "
        + "(a generator bug: please report it, with the declaration)"
    }
  }

  /// What the check found.
  enum Verdict: Equatable, Sendable {
    /// Every file compiles, but those rejected, by name.
    case checked(rejected: [String: Rejection])
    /// The check could not tell: why, in a line.
    case notChecked(String)
  }

  /// The line the test hook adds to the file it breaks.
  static let brokenLine = "let mockeryCompileCheckTestHook: Int = String()"

  /// Type-checks `files` together, in a folder of `work`, and says which the compiler rejected.
  ///
  /// `run` runs the compiler; tests give it a stand-in. Files whose doubles need the user's
  /// code to compile, members left out with `--skip`, are not checked.
  func verdict(
    on files: [GeneratedFile], in work: URL,
    run: (String, [String]) -> (status: Int32, output: String, errors: String) =
      SymbolGraphExtraction.run
  ) -> Verdict {
    let checked = files.filter { file in !file.notes.contains(where: \.needsCode) }
    guard !checked.isEmpty else { return .checked(rejected: [:]) }
    let folder = work.appendingPathComponent("compile-check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // Each file as the compiler reads it, by its path there.
    var written: [String: (name: String, contents: String)] = [:]
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for file in checked {
        let path = folder.appendingPathComponent(file.name).path
        var contents = file.contents
        if let breaking, file.name == breaking + ".swift" {
          contents += Self.brokenLine + "\n"
        }
        try FileWriting.write(contents, to: URL(fileURLWithPath: path))
        written[path] = (file.name, contents)
      }
    } catch {
      return .notChecked("the files could not be written to a temporary folder: \(error)")
    }
    // The files left once the rejected ones are out are checked again: an error the compiler
    // stopped at in one file may have kept it from another's. A few rounds settle it.
    var rejected: [String: Rejection] = [:]
    for _ in 0..<3 {
      let remaining = written.filter { rejected[$0.value.name] == nil }
      guard !remaining.isEmpty else { break }
      switch round(remaining, run: run) {
      case .checked(let found) where found.isEmpty:
        return .checked(rejected: rejected)
      case .checked(let found):
        rejected.merge(found) { first, _ in first }
      case .notChecked(let why):
        // The first round decides whether the check can run at all; a later one cannot undo
        // what an earlier found.
        if rejected.isEmpty { return .notChecked(why) }
        return .checked(rejected: rejected)
      }
    }
    return .checked(rejected: rejected)
  }

  /// One compile of `written`'s files: those the compiler rejected, by name.
  private func round(
    _ written: [String: (name: String, contents: String)],
    run: (String, [String]) -> (status: Int32, output: String, errors: String)
  ) -> Verdict {
    let result = run(swiftc, arguments(for: written.keys.sorted()))
    if result.status == 0 { return .checked(rejected: [:]) }
    let diagnostics = Self.errors(in: result.errors + "\n" + result.output)
    guard !diagnostics.isEmpty else {
      return .notChecked(
        result.errors.split(separator: "\n").first.map(String.init)
          ?? "swiftc ended with status \(result.status)")
    }
    if let problem = diagnostics.first(where: {
      Self.isAboutTheCheckItself($0.message, requiredModules: requiredModules)
    }) {
      return .notChecked(problem.message)
    }
    var rejected: [String: Rejection] = [:]
    for diagnostic in diagnostics {
      // An error in none of the files (in a module they import) is no file's to answer for.
      guard let (name, contents) = written[diagnostic.file], rejected[name] == nil else {
        continue
      }
      let lines = contents.components(separatedBy: "\n")
      let code =
        diagnostic.line > 0 && diagnostic.line <= lines.count
        ? lines[diagnostic.line - 1].trimmingCharacters(in: .whitespaces) : ""
      rejected[name] = Rejection(
        file: name, line: diagnostic.line, message: diagnostic.message, code: code,
        member: Self.member(around: diagnostic.line, in: lines))
    }
    guard !rejected.isEmpty else { return .notChecked(diagnostics[0].message) }
    return .checked(rejected: rejected)
  }

  /// The member of generated code that line `line` (from 1) of `lines` belongs to: the title of
  /// the recorder declared there (`"charge(amount:token:)"`), else the nearest declaration at or
  /// above it, as written up to its body.
  static func member(around line: Int, in lines: [String]) -> String? {
    guard line > 0, line <= lines.count else { return nil }
    let keywords = ["func ", "var ", "let ", "init(", "init?(", "subscript", "static ", "class "]
    for text in lines[..<line].reversed().map({ $0.trimmingCharacters(in: .whitespaces) }) {
      let words = text.split(separator: " ").filter {
        !["public", "package", "internal", "override", "nonisolated", "final", "@MainActor"]
          .contains($0)
      }
      let declaration = words.joined(separator: " ")
      guard keywords.contains(where: { declaration.hasPrefix($0) }) else { continue }
      if declaration.hasPrefix("let "), let open = declaration.firstIndex(of: "\""),
        let close = declaration[declaration.index(after: open)...].firstIndex(of: "\"")
      {
        return String(declaration[declaration.index(after: open)..<close])
      }
      return String(declaration.prefix { $0 != "{" }).trimmingCharacters(in: .whitespaces)
    }
    return nil
  }

  /// The compiler's arguments that type-check `paths` as a test target compiles them.
  func arguments(for paths: [String]) -> [String] {
    // One compiler job for every file: one job per file, as the driver otherwise runs, loads the
    // modules each imports again for each (16 s for the zoo's 236 files, against 2 s).
    var arguments = [
      "-typecheck", "-wmo", "-swift-version", "6", "-module-name", "MockeryCompileCheck",
    ]
    for path in searchPaths { arguments += ["-I", path] }
    for map in moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=" + map] }
    for path in headerPaths { arguments += ["-Xcc", "-I" + path] }
    if let sdk { arguments += ["-sdk", sdk] }
    if let targetTriple { arguments += ["-target", targetTriple] }
    return arguments + paths
  }

  /// The errors of the compiler's output, `path:line:column: error: message`, in order.
  static func errors(in output: String) -> [(file: String, line: Int, message: String)] {
    output.split(separator: "\n").compactMap { line in
      guard let marker = line.range(of: ": error: ") else { return nil }
      let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      let message = String(line[marker.upperBound...])
      // `path:line:column`, or `<unknown>:0` for an error of no file.
      for dropped in [2, 1] where place.count > dropped {
        if let number = Int(place[place.count - dropped]) {
          return (
            file: place.dropLast(dropped).joined(separator: ":"), line: number, message: message
          )
        }
      }
      return (file: "", line: 0, message: message)
    }
  }

  /// Whether an error says the check could not see what it checks against, rather than that a
  /// file is wrong: Mockery's module or the doubled one not found where the compiler was told to
  /// look, a C module one of them needs, a standard library it could not load.
  static func isAboutTheCheckItself(_ message: String, requiredModules: Set<String>) -> Bool {
    if requiredModules.contains(where: { message.contains("no such module '\($0)'") }) {
      return true
    }
    return [
      "missing required module", "could not build Objective-C module", "could not build C module",
      "unable to load standard library", "cannot load module",
      "compiled module was created by a different version", "module compiled with Swift",
    ].contains { message.contains($0) }
  }
}
