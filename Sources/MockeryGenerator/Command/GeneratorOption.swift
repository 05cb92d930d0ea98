/// One option of the generator, declared once: its name, what it takes, and what each tool's
/// `--help` says of it.
///
/// Parsing reads ``kind`` and ``isRepeatable``, the usage prints ``help(for:)``, and the message
/// for an unknown option lists the options its tool shows; so an option added here is parsed,
/// documented and suggested at once, and cannot be one without the others.
struct GeneratorOption: Sendable {
  /// The tool a user runs: `swift package generate-mocks` or `mockery-generate`.
  enum Tool: Sendable {
    case plugin, executable
  }

  /// Where the usage lists an option.
  enum Section: Sendable, CaseIterable {
    /// Where the module is, and how it was built: the executable's own.
    case module
    /// Where the files go, and what a build tells the generator.
    case output
    /// What to generate, and how: the same for both tools.
    case generation
  }

  enum Kind: Sendable, Equatable {
    /// Given alone: `--force`.
    case flag
    /// Followed by a value, after a space or `=`, shown in the usage as `placeholder`.
    case value(placeholder: String)
    /// Answered before any other argument is read, by `main`: `--help`, `--supported`.
    case action
  }

  var name: String
  var kind: Kind
  /// Whether it may be given more than once, each value kept.
  var isRepeatable = false
  var section: Section
  /// What the plugin's usage says of it, or nil where the plugin's user does not give it.
  var pluginHelp: String?
  /// What the executable's usage says of it, or nil where the executable's user does not.
  var executableHelp: String?
  /// Other names it goes by in the usage: `-h` for `--help`.
  var aliases: [String] = []
  /// What is wrong with a value given it, if anything.
  ///
  /// It is said so that the user can fix it, and checked once every argument is read.
  var problem: @Sendable (_ value: String) -> String? = { _ in nil }

  /// An option with `help` in both tools' usage, unless `plugin` or `executable` gives the one
  /// tool's own; with none, the plugins give it, and no user.
  init(
    _ name: String, _ kind: Kind, repeatable: Bool = false, in section: Section,
    help: String? = nil, plugin: String? = nil, executable: String? = nil, aliases: [String] = [],
    problem: @escaping @Sendable (_ value: String) -> String? = { _ in nil }
  ) {
    self.name = name
    self.kind = kind
    isRepeatable = repeatable
    self.section = section
    pluginHelp = plugin ?? help
    executableHelp = executable ?? help
    self.aliases = aliases
    self.problem = problem
  }

  /// What `tool`'s usage says of it; nil where it is not shown.
  func help(for tool: Tool) -> String? {
    tool == .plugin ? pluginHelp : executableHelp
  }

  /// How the usage names it: `--output <folder>`, `-h, --help`.
  var label: String {
    let names = (aliases + [name]).joined(separator: ", ")
    guard case .value(let placeholder) = kind else { return names }
    return names + " " + placeholder
  }

  /// The option named `name`, if there is one.
  static func named(_ name: String) -> GeneratorOption? {
    byName[name]
  }

  private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

  /// The options `tool`'s usage shows, in its order.
  static func shown(by tool: Tool) -> [GeneratorOption] {
    Section.allCases.flatMap { section in
      all.filter { $0.section == section && $0.help(for: tool) != nil }
    }
  }

  /// Every option, in the order the usage lists them.
  static let all: [GeneratorOption] = [
    GeneratorOption(
      "--module-name", .value(placeholder: "<module>"), in: .module,
      executable: "The module whose protocols to mock; --target means the same."),
    GeneratorOption(
      "--module-path", .value(placeholder: "<folder>"), in: .module,
      executable: "The folder holding <module>.swiftmodule or .swiftinterface, as the build "
        + "wrote it (swiftc -emit-module-path <folder>/<module>.swiftmodule)."),
    GeneratorOption(
      "-I", .value(placeholder: "<folder>"), repeatable: true, in: .module,
      executable: "Where the modules it imports are, as the build gives swiftc; repeat it for "
        + "more. Mockery's among them, to compile the files before writing them."),
    GeneratorOption(
      "--sdk", .value(placeholder: "<path>"), in: .module,
      executable: "The SDK it was built with, on Apple platforms."),
    GeneratorOption(
      "--target-triple", .value(placeholder: "<triple>"), in: .module,
      executable: "The triple it was built for; the machine's by default."),
    GeneratorOption(
      "--package-name", .value(placeholder: "<name>"), in: .module,
      executable: "The package it was built in (swiftc -package-name), so that the files are "
        + "compiled as its test targets compile them, seeing its `package` declarations."),
    GeneratorOption(
      "--derived-data", .value(placeholder: "<folder>"), in: .module,
      executable: "Instead of --module-path: an Xcode DerivedData folder or one inside it; the "
        + "newest build of the module in its Build/Products is read."),
    GeneratorOption(
      "--symbol-graph", .value(placeholder: "<path>"), in: .module,
      executable: "Instead of a module: its symbol graph made elsewhere, a file or the folder "
        + "-emit-symbol-graph-dir writes."),
    GeneratorOption(
      "--dependency-symbol-graph", .value(placeholder: "<path>"), repeatable: true, in: .module,
      executable: "With --symbol-graph: the graph of a module whose protocols the module's "
        + "refine, a file or a folder; repeat it for more."),

    GeneratorOption(
      "--target", .value(placeholder: "<target>"), in: .output,
      plugin: "The target whose protocols to mock: one of the package's, or a module of a "
        + "dependency, such as Logging."),
    GeneratorOption(
      "--output", .value(placeholder: "<folder>"), in: .output,
      plugin: "Where the files go, inside the package. Tests/<target>Tests/Mocks by default, "
        + "or for a dependency's module, Mocks/<module> in the test target that depends on it.",
      executable: "Where the files go, inside the project's folder. Tests/<module>Tests/Mocks "
        + "by default."),
    GeneratorOption(
      "--output-file", .value(placeholder: "<file>"), in: .output,
      executable: "Instead of --output: every double in this one file, for a build step that "
        + "regenerates them whenever the module changes (Mockery's GeneratedMocks build-tool "
        + "plugin runs it so). Written only when what it holds changes, so that a build then "
        + "has nothing to do."),
    GeneratorOption(
      "--package-directory", .value(placeholder: "<folder>"), in: .output,
      executable: "The project's folder, which --output is relative to and must be inside; the "
        + "current folder by default."),
    GeneratorOption(
      "--check-memory", .value(placeholder: "<file>"), in: .output,
      executable: "Where the compile check keeps what passed, for the next run not to compile "
        + "again what did not change; in the build folder, for a build step. Kept per "
        + "compiler, arguments and imported modules."),
    GeneratorOption(
      "--imported-sources", .value(placeholder: "<file>"), in: .output,
      executable: "Lines `<module><TAB><path>` naming the sources of modules the module "
        + "imports: a type of the module named like a public one of theirs is written with its "
        + "module. The plugin writes it."),
    GeneratorOption(
      "--sibling-sources", .value(placeholder: "<file>"), in: .output,
      executable: "The same lines, of the other modules whose doubles the same test target "
        + "gets: a double named like one of theirs is named after its module, AlarmClockMock, "
        + "unless --prefix names it. The build-tool plugin writes it."),

    GeneratorOption(
      "--protocol", .value(placeholder: "<name>"), repeatable: true, in: .generation,
      help: "Mock only this protocol; repeat it for more. All of them by default."),
    GeneratorOption(
      "--spy", .value(placeholder: "<class>"), repeatable: true, in: .generation,
      help: "Also write a spy of this class; repeat it for more. A nested class by its "
        + "qualified name, Screen.Header, or by its own name where no other class has it."),
    GeneratorOption(
      "--spy-all", .flag, in: .generation,
      help: "Also write a spy of every class a test can subclass; the output lists the others, "
        + "and why no spy of them can be written."),
    GeneratorOption(
      "--skip", .value(placeholder: "<type>.<member>"), repeatable: true, in: .generation,
      help: "Leave this member out, to write it yourself in an extension: "
        + "EventLoopMock.enqueue(_:), or EventLoop.enqueue for every overload.",
      problem: { skip in
        GeneratorOptions.split(skip: skip) != nil
          ? nil
          : "--skip \(skip) names no member: write the mock or protocol and the member, "
            + "--skip EventLoopMock.enqueue(_:) or --skip EventLoop.enqueue."
      }),
    GeneratorOption(
      "--prefix", .value(placeholder: "<Prefix>"), in: .generation,
      help: "Written before every mock's and spy's name: --prefix Alarm makes AlarmClockMock, "
        + "for a test target whose modules have types of one name (the build-tool plugin names "
        + "them after their modules).",
      problem: { prefix in
        prefix.isEmpty
          || (prefix.first.map { $0.isLetter || $0 == "_" } ?? false)
            && prefix.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
          ? nil
          : "--prefix \(prefix) cannot start a type's name: give letters, digits and _, a letter "
            + "first, such as --prefix Alarm."
      }),
    GeneratorOption(
      "--access", .value(placeholder: "<level>"), in: .generation,
      help: "internal, package or public: how visible the mocks and spies are, for a "
        + "test-support module that several test targets import. internal by default; never "
        + "more visible than what they double.",
      problem: { value in
        GeneratedAccess(rawValue: value) != nil
          ? nil
          : "--access \(value) is not an access level generated code can have: give internal "
            + "(the default), package or public."
      }),
    GeneratorOption(
      "--force", .flag, in: .generation,
      help: "Overwrite files in the way that generate-mocks did not write."),
    GeneratorOption(
      "--check", .flag, in: .generation,
      help: "Write nothing; fail, listing them, if the files are not up to date."),
    GeneratorOption(
      "--no-compile-check", .flag, in: .generation,
      help: "Write the files without compiling them first. By default, a file the compiler "
        + "rejects is not written, and the output says why."),
    GeneratorOption(
      "--supported", .action, in: .generation,
      help: "Print what is generated for each shape of protocol, and what is not."),
    GeneratorOption(
      "--help", .action, in: .generation, help: "Print this, and nothing else.", aliases: ["-h"]),

    // What the plugins tell the generator, which no user gives.
    GeneratorOption("--plugin-usage", .flag, in: .output),
    GeneratorOption("--arguments-only", .flag, in: .output),
    GeneratorOption("--list-missing-modules", .flag, in: .output),
    GeneratorOption("--package-identity", .value(placeholder: "<identity>"), in: .output),
    GeneratorOption("--swiftc", .value(placeholder: "<path>"), in: .output),
    GeneratorOption(
      "--check-module-path", .value(placeholder: "<folder>"), repeatable: true, in: .output),
    GeneratorOption(
      "--check-module-map", .value(placeholder: "<file>"), repeatable: true, in: .output),
    GeneratorOption(
      "--check-header-path", .value(placeholder: "<folder>"), repeatable: true, in: .output),
    // The test hook; see `CompileCheckTestHook`.
    GeneratorOption("--compile-check-break", .value(placeholder: "<type>[.<member>]"), in: .output),
  ]
}
