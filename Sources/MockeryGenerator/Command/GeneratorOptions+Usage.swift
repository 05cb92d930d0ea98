/// What the generator tells the user of its options: the help of the plugin and of the
/// executable, and the message naming an option it does not know.
extension GeneratorOptions {
  /// What `swift package generate-mocks --help` prints.
  public static let usage = """
    Writes Mockery mocks of a target's protocols, and spies of its classes, from the compiler's
    symbol graph of the target.

    USAGE: swift package --allow-writing-to-package-directory generate-mocks --target <target>
             [--protocol <name>]... [--spy <class>]... [--spy-all]
             [--skip <type>.<member>]... [--access <level>] [--output <folder>] [--force]
             [--check]

    OPTIONS:
    \(options(shownBy: .plugin, in: [.output, .generation]))

    Options take their value after a space or after =: --target Weather, --target=Weather.

    Without SwiftPM (Xcode, Bazel, CMake), the same generator is an executable that reads the
    module your build made; its --help says how:
      swift run --package-path <Mockery> mockery-generate --help
    """

  /// What `mockery-generate --help` prints.
  public static let executableUsage = """
    mockery-generate: writes Mockery mocks of a module's protocols, and spies of its classes,
    from the compiler's symbol graph of the module, for any build: Xcode, Bazel, CMake or plain
    swiftc. In a Swift package, run it as `swift package generate-mocks` instead.

    USAGE: mockery-generate --module-name <module> --module-path <folder> [-I <folder>]...
             [--sdk <path>] [--target-triple <triple>] [--package-name <name>]
             [--output <folder> | --output-file <file>]
             [--package-directory <folder>] [--protocol <name>]... [--spy <class>]...
             [--spy-all] [--skip <type>.<member>]... [--access <level>] [--force] [--check]
             [--no-compile-check] [--check-memory <file>]
           mockery-generate --module-name <module> --derived-data <folder> ...
           mockery-generate --module-name <module> --symbol-graph <path> ...

    THE MODULE (the toolchain's swift-symbolgraph-extract reads it):
    \(options(shownBy: .executable, in: [.module]))

    OPTIONS:
    \(options(shownBy: .executable, in: [.output, .generation]))

    EXAMPLES:
      A module built with plain swiftc, as Bazel and CMake build it:
        swiftc -emit-module -parse-as-library -module-name Weather \\
          -emit-module-path .build/modules/Weather.swiftmodule Sources/Weather/*.swift
        mockery-generate --module-name Weather --module-path .build/modules \\
          --output Tests/WeatherTests/Mocks
      An Xcode project's target, after a build:
        mockery-generate --module-name Weather \\
          --derived-data ~/Library/Developer/Xcode/DerivedData/Weather-abcdefgh \\
          --output WeatherTests/Mocks
      In CI, failing when the checked-in mocks are not what the module makes:
        mockery-generate --module-name Weather --module-path .build/modules \\
          --output Tests/WeatherTests/Mocks --check

    EXIT STATUS:
      0    The files were written; with --check, they are up to date.
      1    Nothing was written: the module or its graph could not be read, files not generated
           by Mockery are in the way, or with --check, the files are not up to date. The
           message says which, and what to do.
      64   The arguments are wrong; the message says how.

    The files hold the same doubles as `swift package generate-mocks` writes with the same
    options; their header gives the command that wrote them. Options take their value after a
    space or after =: --output Mocks, --output=Mocks.
    """

  /// The rows of the options `tool` shows in `sections`: each option's label, and its help
  /// beside it, wrapped.
  static func options(shownBy tool: GeneratorOption.Tool, in sections: [GeneratorOption.Section])
    -> String
  {
    GeneratorOption.shown(by: tool).filter { sections.contains($0.section) }.flatMap { option in
      row(option.label, option.help(for: tool) ?? "")
    }.joined(separator: "\n")
  }

  /// A usage row: `label` indented, and `help` from the column beside it, on the same line
  /// where the label leaves room, wrapped to the width of a terminal.
  static func row(_ label: String, _ help: String) -> [String] {
    let column = 23
    let width = 92
    let margin = String(repeating: " ", count: column)
    var lines: [String] = []
    var line = "  " + label
    if line.count < column {
      line += String(repeating: " ", count: column - line.count)
    } else {
      lines.append(line)
      line = margin
    }
    for word in help.split(separator: " ") {
      if line.count > column, line.count + 1 + word.count > width {
        lines.append(line)
        line = margin
      }
      line += (line.count > column ? " " : "") + word
    }
    return lines + [line]
  }

  /// Names an argument no option has, with the option it most likely meant, and the options
  /// of the tool the user ran.
  static func unknownArgumentMessage(_ argument: String, invokedByPlugin: Bool) -> String {
    let (tool, options) =
      invokedByPlugin
      ? ("generate-mocks", GeneratorOption.shown(by: .plugin))
      : ("mockery-generate", GeneratorOption.shown(by: .executable))
    let named = options.map(\.name).filter { $0 != "--help" }
    let takes = named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
    guard argument.hasPrefix("-") else {
      return "Unexpected argument \(argument): every value follows its option, such as "
        + "--\(invokedByPlugin ? "target" : "module-name") \(argument). \(tool) takes \(takes); "
        + "--help says what each does."
    }
    let guess =
      closestOption(to: argument, among: options.map(\.name)).map { " Did you mean \($0)?" } ?? ""
    return "Unknown option \(argument).\(guess) \(tool) takes \(takes); --help says what each "
      + "does."
  }

  /// The option `argument` most likely misspells: the nearest by edits, within a third of its
  /// length; nil when none is that near.
  static func closestOption(to argument: String, among options: [String]) -> String? {
    let scored = options.map { ($0, editDistance(argument, $0)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return best.1 <= max(1, argument.count / 3) ? best.0 : nil
  }

  /// How many single-character insertions, deletions and substitutions turn `a` into `b`.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, character) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for j in 0..<b.count {
        current[j + 1] = Swift.min(
          previous[j + 1] + 1, current[j] + 1, previous[j] + (character == b[j] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
