import Foundation

/// What `swift package generate-mocks` was asked to do, as the plugin hands it to the generator,
/// or as a build system other than SwiftPM runs the generator's executable, `mockery-generate`.
public struct GeneratorOptions: Equatable, Sendable {
  /// The symbol graph of the target, `<Module>.symbols.json`, or a folder that holds it with
  /// the graphs of other modules.
  var symbolGraph: String
  /// Graphs of other modules, files or folders: those declaring protocols the target's refine.
  var dependencyGraphs: [String] = []
  /// The root folder of the package the command runs in.
  public var packageDirectory: String
  /// The target whose protocols and classes are doubled, as the user named it.
  public var target: String
  /// Where the files go, relative to the package's folder.
  public var output: String
  /// The protocols to mock; all of the target's when empty.
  public var protocols: [String] = []
  /// The classes to spy on.
  public var spies: [String] = []
  /// Members to leave out, as `Type.member`, for the user to write in an extension.
  public var skips: [String] = []
  /// Whether to overwrite files the generator did not write.
  public var force = false
  /// Whether to write nothing, and fail if the files on disk are not what would be written.
  public var check = false
  /// Whether to write nothing, and print the modules whose graphs the generator needs and was
  /// not given, one per line: the plugin asks, then gets them from SwiftPM.
  public var listMissingModules = false

  /// Makes options with everything stated; see ``init(arguments:)`` for what each means.
  init(
    symbolGraph: String, dependencyGraphs: [String] = [], packageDirectory: String,
    target: String, output: String, protocols: [String] = [], spies: [String] = [],
    skips: [String] = [], force: Bool = false, check: Bool = false,
    listMissingModules: Bool = false
  ) {
    self.symbolGraph = symbolGraph
    self.dependencyGraphs = dependencyGraphs
    self.packageDirectory = packageDirectory
    self.target = target
    self.output = output
    self.protocols = protocols
    self.spies = spies
    self.skips = skips
    self.force = force
    self.check = check
    self.listMissingModules = listMissingModules
  }

  /// Whether the arguments ask for the usage, `-h` or `--help`, which no other argument
  /// changes.
  public static func asksForHelp(_ arguments: [String]) -> Bool {
    arguments.contains("-h") || arguments.contains("--help")
  }

  /// Whether the arguments ask for the table of what is generated, `--supported`.
  public static func asksForSupported(_ arguments: [String]) -> Bool {
    arguments.contains("--supported")
  }

  /// What `--supported` prints: what the generator writes for each shape, and what it cannot.
  public static var supported: String { SupportTable.markdown }

  /// Reads the generator's arguments: `--symbol-graph PATH [--dependency-symbol-graph PATH]…
  /// [--package-directory DIR] --target T [--output DIR] [--protocol P]… [--spy C]…
  /// [--skip Type.member]… [--force] [--check]`.
  public init(arguments: [String]) throws(GeneratorError) {
    var values: [String: String] = [:]
    var lists: [String: [String]] = [:]
    var flags: Set<String> = []
    var remaining = arguments[...]
    let repeatable: Set<String> = ["--protocol", "--spy", "--skip", "--dependency-symbol-graph"]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--force", "--check", "--list-missing-modules":
        flags.insert(argument)
      case "--symbol-graph", "--package-directory", "--target", "--output", "--protocol", "--spy",
        "--skip", "--dependency-symbol-graph":
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
          throw GeneratorError("\(argument) needs a value.")
        }
        if repeatable.contains(argument) {
          if !(lists[argument] ?? []).contains(value) { lists[argument, default: []].append(value) }
        } else {
          guard values[argument] == nil else {
            throw GeneratorError("\(argument) is given twice; give it once.")
          }
          values[argument] = value
        }
      default:
        throw GeneratorError(
          "Unknown argument \(argument). generate-mocks takes --target, --protocol, --spy, "
            + "--skip, --output, --force and --check; --help says what each does.")
      }
    }
    func required(_ name: String) throws(GeneratorError) -> String {
      guard let value = values[name] else {
        throw GeneratorError("\(name) is required. --help says what each option does.")
      }
      return value
    }
    let target = try required("--target")
    let packageDirectory =
      values["--package-directory"] ?? FileManager.default.currentDirectoryPath
    for skip in lists["--skip"] ?? [] where Self.split(skip: skip) == nil {
      throw GeneratorError(
        "--skip \(skip) names no member: write the mock or protocol and the member, "
          + "--skip EventLoopMock.enqueue(_:) or --skip EventLoop.enqueue.")
    }
    self.init(
      symbolGraph: try required("--symbol-graph"),
      dependencyGraphs: lists["--dependency-symbol-graph"] ?? [],
      packageDirectory: packageDirectory, target: target,
      output: values["--output"].map { Self.relative($0, to: packageDirectory) }
        ?? "Tests/\(target)Tests/Mocks",
      protocols: lists["--protocol"] ?? [], spies: lists["--spy"] ?? [],
      skips: lists["--skip"] ?? [], force: flags.contains("--force"),
      check: flags.contains("--check"),
      listMissingModules: flags.contains("--list-missing-modules"))
  }

  /// A `--skip` value split into the type and the member: `("EventLoopMock", "enqueue(_:)")`
  /// for `EventLoopMock.enqueue(_:)`; nil when it names no member.
  static func split(skip: String) -> (type: String, member: String)? {
    // The member starts after the last `.` before its parameter list: types may be nested,
    // and an operator's name may hold dots.
    let head = skip.prefix { $0 != "(" }
    guard let dot = head.lastIndex(of: "."), dot != skip.startIndex else { return nil }
    let member = skip[skip.index(after: dot)...]
    guard !member.isEmpty else { return nil }
    return (String(skip[..<dot]), String(member))
  }

  /// A path inside the package as relative to it, without `./` or a trailing `/`; a path
  /// elsewhere as it is, for the command to refuse.
  static func relative(_ path: String, to packageDirectory: String) -> String {
    var path = path
    let prefix = packageDirectory.hasSuffix("/") ? packageDirectory : packageDirectory + "/"
    if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
    while path.hasPrefix("./") { path.removeFirst(2) }
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }

  /// What `swift package generate-mocks --help` prints.
  public static let usage = """
    Writes Mockery mocks of a target's protocols, and spies of its classes, from the compiler's
    symbol graph of the target.

    USAGE: swift package --allow-writing-to-package-directory generate-mocks --target <target>
             [--protocol <name>]... [--spy <class>]... [--skip <type>.<member>]...
             [--output <folder>] [--force] [--check]

    OPTIONS:
      --target <target>    The target whose protocols to mock: one of the package's, or a
                           module of a dependency, such as Logging.
      --protocol <name>    Mock only this protocol; repeat it for more. All of them by default.
      --spy <class>        Also write a spy of this class; repeat it for more.
      --skip <type>.<member>
                           Leave this member out, to write it yourself in an extension:
                           EventLoopMock.enqueue(_:), or EventLoop.enqueue for every overload.
      --output <folder>    Where the files go, inside the package. Tests/<target>Tests/Mocks by
                           default, or for a dependency's module, Mocks/<module> in the test
                           target that depends on it.
      --force              Overwrite files in the way that generate-mocks did not write.
      --check              Write nothing; fail, listing them, if the files are not up to date.
      --supported          Print what is generated for each shape of protocol, and what is not.
      -h, --help           Print this, and nothing else.

    Without SwiftPM (Xcode, Bazel, CMake), run the generator's executable with the graph:
      swift run --package-path <Mockery> mockery-generate --symbol-graph <Module>.symbols.json
        [--dependency-symbol-graph <file or folder>]... [--package-directory <folder>] ...
    --symbol-graph also takes a folder of graphs, such as -emit-symbol-graph-dir writes.
    """

  /// The command a user runs to generate the same files, written in each file's header.
  ///
  /// It names the output folder even when the user left it to the default, so that it means
  /// the same whatever the package's test targets become.
  public var command: String {
    var words = [
      "swift package --allow-writing-to-package-directory generate-mocks --target",
      Self.quoted(target),
    ]
    for name in protocols { words += ["--protocol", Self.quoted(name)] }
    for name in spies { words += ["--spy", Self.quoted(name)] }
    for name in skips { words += ["--skip", Self.quoted(name)] }
    words += ["--output", Self.quoted(output)]
    return words.joined(separator: " ")
  }

  /// A word as a shell reads it: quoted when it holds a space or a quote.
  static func quoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "/._-+@:".contains($0) }
    return plain && !word.isEmpty
      ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}

/// A reason the generator stops without writing anything, said so that the user can act on it.
public struct GeneratorError: Error, Equatable, CustomStringConvertible {
  /// What went wrong and what to do about it.
  public var message: String

  init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
