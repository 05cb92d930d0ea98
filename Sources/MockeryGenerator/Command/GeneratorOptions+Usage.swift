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
      --target <target>    The target whose protocols to mock: one of the package's, or a
                           module of a dependency, such as Logging.
      --output <folder>    Where the files go, inside the package. Tests/<target>Tests/Mocks by
                           default, or for a dependency's module, Mocks/<module> in the test
                           target that depends on it.
    \(whatToGenerate)

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
      --module-name <module>
                           The module whose protocols to mock; --target means the same.
      --module-path <folder>
                           The folder holding <module>.swiftmodule or .swiftinterface, as the
                           build wrote it (swiftc -emit-module-path <folder>/<module>.swiftmodule).
      -I <folder>          Where the modules it imports are, as the build gives swiftc; repeat
                           it for more. Mockery's among them, to type-check the files before
                           writing them.
      --sdk <path>         The SDK it was built with, on Apple platforms.
      --target-triple <triple>
                           The triple it was built for; the machine's by default.
      --package-name <name>
                           The package it was built in (swiftc -package-name), so that the
                           files are type-checked as its test targets compile, seeing its
                           `package` declarations.
      --derived-data <folder>
                           Instead of --module-path: an Xcode DerivedData folder or one inside
                           it; the newest build of the module in its Build/Products is read.
      --symbol-graph <path>
                           Instead of a module: its symbol graph made elsewhere, a file or the
                           folder -emit-symbol-graph-dir writes, and other modules' with
                           --dependency-symbol-graph <path>.

    OPTIONS:
      --output <folder>    Where the files go, inside the project's folder.
                           Tests/<module>Tests/Mocks by default.
      --output-file <file> Instead of --output: every double in this one file, for a build
                           step that regenerates them whenever the module changes (Mockery's
                           GeneratedMocks build-tool plugin runs it so). Written only when
                           what it holds changes, so that a build then has nothing to do.
      --package-directory <folder>
                           The project's folder, which --output is relative to and must be
                           inside; the current folder by default.
      --check-memory <file>
                           Where the compile check keeps what passed, for the next run not
                           to compile again what did not change; in the build folder, for
                           a build step. Kept per compiler, arguments and imported modules.
      --imported-sources <file>
                           Lines `<module><TAB><path>` naming the sources of modules the
                           module imports: a type of the module named like a public one of
                           theirs is written with its module. The plugin writes it.
      --sibling-sources <file>
                           The same lines, of the other modules whose doubles the same test
                           target gets: a double named like one of theirs is named after its
                           module, AlarmClockMock, unless --prefix names it. The build-tool
                           plugin writes it.
    \(whatToGenerate)

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

  /// The options the plugin and the executable share: what to generate, and how.
  static let whatToGenerate = """
      --protocol <name>    Mock only this protocol; repeat it for more. All of them by default.
      --spy <class>        Also write a spy of this class; repeat it for more. A nested
                           class by its qualified name, Screen.Header, or by its own name
                           where no other class has it.
      --spy-all            Also write a spy of every class a test can subclass; the output
                           lists the others, and why no spy of them can be written.
      --skip <type>.<member>
                           Leave this member out, to write it yourself in an extension:
                           EventLoopMock.enqueue(_:), or EventLoop.enqueue for every overload.
      --prefix <Prefix>    Written before every mock's and spy's name: --prefix Alarm makes
                           AlarmClockMock, for a test target whose modules have types of one
                           name (the build-tool plugin names them after their modules).
      --access <level>     internal, package or public: how visible the mocks and spies are, for a
                           test-support module that several test targets import. internal by
                           default; never more visible than what they double.
      --force              Overwrite files in the way that generate-mocks did not write.
      --check              Write nothing; fail, listing them, if the files are not up to date.
      --no-compile-check   Write the files without type-checking them first. By default, a file
                           the compiler rejects is not written, and the output says why.
      --supported          Print what is generated for each shape of protocol, and what is not.
      -h, --help           Print this, and nothing else.
    """

  /// Names an argument no option has, with the option it most likely meant, and the options
  /// of the tool the user ran.
  static func unknownArgumentMessage(_ argument: String, invokedByPlugin: Bool) -> String {
    let (tool, options) =
      invokedByPlugin
      ? ("generate-mocks", pluginOptions) : ("mockery-generate", executableOptions)
    let named = options.filter { $0 != "--help" }
    let takes = named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
    guard argument.hasPrefix("-") else {
      return "Unexpected argument \(argument): every value follows its option, such as "
        + "--\(invokedByPlugin ? "target" : "module-name") \(argument). \(tool) takes \(takes); "
        + "--help says what each does."
    }
    let guess = closestOption(to: argument, among: options).map { " Did you mean \($0)?" } ?? ""
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
