import Foundation

/// The generator's last stage: it compiles the files it is about to write against the module
/// they double and Mockery, and says what the compiler rejected, line by line.
///
/// "Every file compiles" is a promise a user's whole test target stands on: one file that does
/// not compile turns every test red. So the generator checks it, with the toolchain's `swiftc`,
/// rather than hoping that every shape of every protocol was foreseen. It compiles as far as a
/// module, not only type-checking: the errors of data-race safety (a value that cannot be
/// `sending`), of definite initialization and of ownership are found after type-checking, in
/// SIL, and `swiftc -typecheck` passes code that has them, which the test target then rejects.
/// The check only reports: ``DegradationPlan`` decides what to write more simply, member by
/// member, and which double to leave out, and the command checks again what it wrote then.
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
  /// The package the module was built in: the files are checked as part of it, as its test
  /// targets compile them, so that a mock of a `package` protocol sees it.
  var packageName: String?
  /// The modules every file imports, which a check that cannot find them cannot run without:
  /// Mockery and the module doubled.
  var requiredModules: Set<String> = ["Mockery"]
  /// The upcoming features the files are compiled with: the strictest a test target is likely to
  /// turn on, whose rules a file that compiles under them also meets without them.
  ///
  /// `MemberImportVisibility` finds a file that names a type of a module it does not import (a
  /// stand-in's `ByteBufferAllocator`, of NIOCore, in a mock of NIOSSH), which a test target
  /// that turns it on, as swift-nio's packages do, rejects. `NonisolatedNonsendingByDefault`
  /// makes every `async` witness and override run on its caller's isolation, as Xcode 26's
  /// Approachable Concurrency does; the generated code is written to compile either way, which
  /// the feature matrix in CI holds it to.
  var upcomingFeatures = ["MemberImportVisibility", "NonisolatedNonsendingByDefault"]
  /// How many compiles may run at once: the machine's cores.
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  /// A file that keeps what compiled, for the next check not to compile it again.
  ///
  /// See ``CheckedSources``. None by default.
  var memory: String?

  /// An error of the compiler in one file.
  struct Diagnostic: Equatable, Sendable {
    /// Its line, from 1.
    var line: Int
    var message: String
    /// The lines of the same file its notes point at: where a conformance the compiler rejects
    /// on the type's line found the member that did not fit.
    var noteLines: [Int] = []
  }

  /// A double left out, as the command lists it: the compiler's error, and the code of the line
  /// it is on.
  struct Rejection: Equatable, Sendable {
    var file: String
    var line: Int
    var message: String
    /// The generated line the error is on, as the command quotes it.
    var code: String
    /// The member of the generated code the line belongs to, as the renderers tagged it: the
    /// requirement its recorder records, `convert(_:)`; nil outside every member.
    var member: String?

    /// How the command lists it: the error, where in the generated code, and what to do.
    var description: String {
      "the compiler rejected what the generator wrote"
        + (member.map { " for \($0)" } ?? "") + ", line \(line), `\(code)`: \(message) "
        + (Limitation.isDataRaceSafety(message)
          ? "(a value of a type that is not `Sendable` would cross from one isolation to "
            + "another: make the type `Sendable`)"
          : "(a generator bug: please report it, with the declaration)")
    }
  }

  /// What the check found.
  enum Verdict: Equatable, Sendable {
    /// The compiler's errors, by the name of the file they are in; none when every file
    /// compiles.
    case checked(errors: [String: [Diagnostic]])
    /// The check could not tell: why, in a line.
    case notChecked(String)
  }

  /// Why the check cannot run, told without compiling anything.
  ///
  /// No compiler where it was told to be, or a module every file imports (Mockery, the module
  /// doubled) in none of the folders it was told to look in. Nil where it can try; what the
  /// compiler then says decides.
  ///
  /// A check that cannot run costs nothing: on 1,000 protocols, compiling to learn that Mockery
  /// was not there took 2.7 s.
  func obstacle() -> String? {
    guard FileManager.default.isExecutableFile(atPath: swiftc) else {
      return "there is no compiler at \(swiftc)"
    }
    for module in requiredModules.sorted()
    where !searchPaths.contains(where: { BuiltModule.holds(module, folder: $0) }) {
      return "no module \(module) in the folders given to look in: "
        + (searchPaths.isEmpty ? "none" : searchPaths.joined(separator: ", "))
    }
    return nil
  }

  /// Whether a file is checked: not one whose double needs the user's code to compile, with
  /// members left out with `--skip`.
  static func checks(_ file: GeneratedFile) -> Bool {
    !file.notes.contains(where: \.needsCode)
  }

  /// A file to compile: its name, and what it holds.
  struct Source: Equatable, Sendable {
    var name: String
    var contents: String
  }

  /// Compiles `files` together, in a folder of `work`, in one compile, and gives the errors
  /// of each.
  ///
  /// `run` runs the compiler; tests give it a stand-in. Files ``checks(_:)`` leaves out are not
  /// checked.
  func verdict(
    on files: [GeneratedFile], in work: URL,
    run: (String, [String]) -> (status: Int32, output: String, errors: String) =
      Toolchain.run
  ) -> Verdict {
    verdict(
      onSources: files.filter(Self.checks).map {
        Source(name: $0.name, contents: $0.contents)
      }, in: work, run: run)
  }

  /// Compiles `sources` together, as they are, in a folder of `work`, in one compile, and
  /// gives the errors of each by its name.
  ///
  /// With ``memory``, a file that compiled before in the same environment is not compiled again
  /// (see ``CheckedSources``), and those that compile now are kept for next time.
  func verdict(
    onSources sources: [Source], in work: URL,
    run: (String, [String]) -> (status: Int32, output: String, errors: String) =
      Toolchain.run
  ) -> Verdict {
    guard let memory else { return compiling(sources, in: work, run: run) }
    let environment = environment(of: sources)
    let before = CheckedSources(reading: memory)
    let known = before.environment == environment ? before.compiled : []
    let verdict = compiling(
      sources.filter { !known.contains(CheckedSources.hash($0.contents)) }, in: work, run: run)
    if case .checked(let errors) = verdict {
      CheckedSources(
        environment: environment,
        compiled: Set(
          sources.filter { errors[$0.name] == nil }.map { CheckedSources.hash($0.contents) })
      ).write(to: memory)
    }
    return verdict
  }

  /// Compiles `sources`, in batches side by side, and gives the errors of each by its name.
  private func compiling(
    _ sources: [Source], in work: URL,
    run: (String, [String]) -> (status: Int32, output: String, errors: String)
  ) -> Verdict {
    guard !sources.isEmpty else { return .checked(errors: [:]) }
    let folder = work.appendingPathComponent("compile-check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // Each file's name, by its path there.
    var names: [String: String] = [:]
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for source in sources {
        let path = folder.appendingPathComponent(source.name).path
        try FileWriting.write(source.contents, to: URL(fileURLWithPath: path))
        names[path] = source.name
      }
    } catch {
      return .notChecked("the files could not be written to a temporary folder: \(error)")
    }
    // In batches of a few hundred files, compiled side by side: one compile of every file
    // grows faster than the files do (10,000 mocks took 82 s in one, where 500 take 1.6 s).
    let batches = Self.batches(of: names.keys.sorted(), jobs: jobs)
    let check = self
    let written = names
    let verdicts = withoutActuallyEscaping(run) { run in
      let compiles = Compiles(run: run)
      DispatchQueue.concurrentPerform(iterations: batches.count) { index in
        let result = compiles.run(check.swiftc, check.arguments(for: batches[index]))
        compiles.record(check.interpret(result, names: written), at: index)
      }
      return compiles.verdicts(count: batches.count)
    }
    var errors: [String: [Diagnostic]] = [:]
    for verdict in verdicts {
      switch verdict {
      case .checked(let found)?: errors.merge(found) { $0 + $1 }
      case .notChecked(let why)?: return .notChecked(why)
      case nil: return .notChecked("a compile of the check did not end")
      }
    }
    return .checked(errors: errors)
  }

  /// How many files one compile checks at most: fewer, where the cores are more than the
  /// batches would be, down to ``smallestBatch``.
  static let largestBatch = 500
  /// How many files a compile is worth starting for: each loads the modules the files import
  /// again, about half a second.
  static let smallestBatch = 100

  /// `paths` in batches to compile side by side on `jobs` cores, in order.
  static func batches(of paths: [String], jobs: Int) -> [[String]] {
    let perCore = (paths.count + max(jobs, 1) - 1) / max(jobs, 1)
    let size = min(largestBatch, max(smallestBatch, perCore))
    return stride(from: 0, to: paths.count, by: size).map {
      Array(paths[$0..<min($0 + size, paths.count)])
    }
  }

  /// The verdict of one compile's `result`, the files' names by their paths.
  private func interpret(
    _ result: (status: Int32, output: String, errors: String), names: [String: String]
  ) -> Verdict {
    if result.status == 0 { return .checked(errors: [:]) }
    let diagnostics = Self.diagnostics(in: result.errors + "\n" + result.output)
    let errors = diagnostics.filter { $0.severity == .error }
    guard !errors.isEmpty else {
      return .notChecked(
        result.errors.split(separator: "\n").first.map(String.init)
          ?? "swiftc ended with status \(result.status)")
    }
    if let problem = errors.first(where: {
      Self.isAboutTheCheckItself($0.message, requiredModules: requiredModules)
    }) {
      return .notChecked(problem.message)
    }
    var byFile: [String: [Diagnostic]] = [:]
    for (index, error) in diagnostics.enumerated() where error.severity == .error {
      // An error in none of the files (in a module they import) is no file's to answer for.
      guard let name = names[error.file] else { continue }
      let notes = diagnostics[(index + 1)...].prefix { $0.severity == .note }
        .filter { $0.file == error.file }.map(\.line)
      byFile[name, default: []].append(
        Diagnostic(line: error.line, message: error.message, noteLines: notes))
    }
    guard !byFile.isEmpty else { return .notChecked(errors[0].message) }
    return .checked(errors: byFile)
  }

  /// The compiler's arguments that compile `paths` as a test target compiles them, as far as
  /// the module they make, which is written beside them.
  func arguments(for paths: [String]) -> [String] {
    // The module of each batch is named after its first file, which no other batch holds.
    let module = URL(fileURLWithPath: paths.first ?? "MockeryCompileCheck")
      .deletingPathExtension().appendingPathExtension("swiftmodule").path
    // One compiler job for every file: one job per file, as the driver otherwise runs, loads the
    // modules each imports again for each (16 s for the zoo's 236 files, against 2 s).
    var arguments = [
      "-emit-module", "-emit-module-path", module, "-wmo", "-swift-version", "6", "-module-name",
      "MockeryCompileCheck",
    ]
    for feature in upcomingFeatures { arguments += ["-enable-upcoming-feature", feature] }
    for path in searchPaths { arguments += ["-I", path] }
    for map in moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=" + map] }
    for path in headerPaths { arguments += ["-Xcc", "-I" + path] }
    if let packageName { arguments += ["-package-name", packageName] }
    if let sdk { arguments += ["-sdk", sdk] }
    if let targetTriple { arguments += ["-target", targetTriple] }
    return arguments + paths
  }

  /// How serious a diagnostic of the compiler is.
  enum Severity: Equatable, Sendable { case error, note }

  /// The errors and notes of the compiler's output, `path:line:column: error: message`, in
  /// order.
  static func diagnostics(in output: String)
    -> [(file: String, line: Int, message: String, severity: Severity)]
  {
    output.split(separator: "\n").compactMap { line in
      let severity: Severity
      let marker: Range<Substring.Index>
      if let found = line.range(of: ": error: ") {
        (severity, marker) = (.error, found)
      } else if let found = line.range(of: ": note: ") {
        (severity, marker) = (.note, found)
      } else {
        return nil
      }
      let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
      // One space between words: the compiler puts two before a diagnostic group's tag,
      // `parameter  [#IsolatedConformances]`.
      let message = line[marker.upperBound...].split(separator: " ").joined(separator: " ")
      // `path:line:column`, or `<unknown>:0` for an error of no file.
      for dropped in [2, 1] where place.count > dropped {
        if let number = Int(place[place.count - dropped]) {
          return (
            file: place.dropLast(dropped).joined(separator: ":"), line: number, message: message,
            severity: severity
          )
        }
      }
      return (file: "", line: 0, message: message, severity: severity)
    }
  }

  /// The errors of the compiler's output, in order.
  static func errors(in output: String) -> [(file: String, line: Int, message: String)] {
    diagnostics(in: output).filter { $0.severity == .error }.map {
      (file: $0.file, line: $0.line, message: $0.message)
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

/// The compiles of one check, run side by side, and their verdicts.
///
/// `@unchecked Sendable`: `run` starts a process and waits for it, which any number of threads
/// may do at once (tests give a stand-in, and files few enough for one compile); the verdicts are
/// guarded by `lock`.
private final class Compiles: @unchecked Sendable {
  let run: (String, [String]) -> (status: Int32, output: String, errors: String)
  private let lock = NSLock()
  private var verdicts: [Int: CompileCheck.Verdict] = [:]

  init(run: @escaping (String, [String]) -> (status: Int32, output: String, errors: String)) {
    self.run = run
  }

  func record(_ verdict: CompileCheck.Verdict, at index: Int) {
    lock.withLock { verdicts[index] = verdict }
  }

  /// The verdicts in the order of their compiles; nil for one that did not record any.
  func verdicts(count: Int) -> [CompileCheck.Verdict?] {
    lock.withLock { (0..<count).map { verdicts[$0] } }
  }
}

extension CompileCheck.Rejection {
  /// The rejection of `diagnostic`, in `file`, whose regions say which member its line, or
  /// a line its notes point at, belongs to.
  init(_ diagnostic: CompileCheck.Diagnostic, in file: GeneratedFile) {
    let lines = file.contents.components(separatedBy: "\n")
    self.file = file.name
    line = diagnostic.line
    message = diagnostic.message
    code =
      diagnostic.line > 0 && diagnostic.line <= lines.count
      ? lines[diagnostic.line - 1].trimmingCharacters(in: .whitespaces) : ""
    member =
      (file.region(atLine: diagnostic.line)
      ?? diagnostic.noteLines.lazy.compactMap(file.region(atLine:)).first)?.member
  }
}
