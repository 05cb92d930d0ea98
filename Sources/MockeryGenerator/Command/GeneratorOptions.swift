import Foundation

/// What `swift package generate-mocks` was asked to do, as the plugin hands it to the generator.
public struct GeneratorOptions: Equatable, Sendable {
  /// The symbol graph file of the target, `<Module>.symbols.json`.
  var symbolGraph: String
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
  /// Whether to overwrite files the generator did not write.
  public var force = false
  /// Whether to write nothing, and fail if the files on disk are not what would be written.
  public var check = false

  /// Makes options with everything stated; see ``init(arguments:)`` for what each means.
  init(
    symbolGraph: String, packageDirectory: String, target: String, output: String,
    protocols: [String] = [], spies: [String] = [], force: Bool = false, check: Bool = false
  ) {
    self.symbolGraph = symbolGraph
    self.packageDirectory = packageDirectory
    self.target = target
    self.output = output
    self.protocols = protocols
    self.spies = spies
    self.force = force
    self.check = check
  }

  /// Reads the generator's arguments: `--symbol-graph FILE --package-directory DIR --target T
  /// --output DIR [--protocol P]… [--spy C]… [--force] [--check]`.
  public init(arguments: [String]) throws(GeneratorError) {
    var values: [String: String] = [:]
    var protocols: [String] = []
    var spies: [String] = []
    var flags: Set<String> = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--force", "--check":
        flags.insert(argument)
      case "--symbol-graph", "--package-directory", "--target", "--output", "--protocol", "--spy":
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
          throw GeneratorError("\(argument) needs a value.")
        }
        switch argument {
        case "--protocol": if !protocols.contains(value) { protocols.append(value) }
        case "--spy": if !spies.contains(value) { spies.append(value) }
        default:
          guard values[argument] == nil else {
            throw GeneratorError("\(argument) is given twice; give it once.")
          }
          values[argument] = value
        }
      default:
        throw GeneratorError(
          "Unknown argument \(argument). generate-mocks takes --target, --protocol, --spy, "
            + "--output, --force and --check.")
      }
    }
    func required(_ name: String) throws(GeneratorError) -> String {
      guard let value = values[name] else { throw GeneratorError("\(name) is required.") }
      return value
    }
    let target = try required("--target")
    let packageDirectory = try required("--package-directory")
    self.init(
      symbolGraph: try required("--symbol-graph"), packageDirectory: packageDirectory,
      target: target,
      output: values["--output"].map { Self.relative($0, to: packageDirectory) }
        ?? "Tests/\(target)Tests/Mocks",
      protocols: protocols, spies: spies, force: flags.contains("--force"),
      check: flags.contains("--check"))
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
             [--protocol <name>]... [--spy <class>]... [--output <folder>] [--force] [--check]

    OPTIONS:
      --target <target>    The target whose protocols to mock.
      --protocol <name>    Mock only this protocol; repeat it for more. All of them by default.
      --spy <class>        Also write a spy of this class; repeat it for more.
      --output <folder>    Where the files go, inside the package; Tests/<target>Tests/Mocks
                           by default.
      --force              Overwrite files in the way that generate-mocks did not write.
      --check              Write nothing; fail, listing them, if the files are not up to date.
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
