import Foundation

/// What `swift package generate-mocks` was asked to do, as the plugin hands it to the generator,
/// or as a build system other than SwiftPM runs the generator's executable, `mockery-generate`.
public struct GeneratorOptions: Equatable, Sendable {
  /// The symbol graph of the target, `<Module>.symbols.json`, or a folder that holds it with
  /// the graphs of other modules; nil when the generator extracts it from `builtModule`.
  var symbolGraph: String?
  /// The module built without SwiftPM whose graph the generator extracts itself.
  var builtModule: BuiltModule?
  /// An Xcode DerivedData folder, or a folder inside it, where the newest build of the module
  /// is found.
  var derivedData: String?
  /// Graphs of other modules, files or folders: those declaring protocols the target's refine.
  var dependencyGraphs: [String] = []
  /// The root folder of the package the command runs in.
  public var packageDirectory = ""
  /// The target whose protocols and classes are doubled, as the user named it.
  public var target = ""
  /// Where the files go, relative to the package's folder.
  public var output = ""
  /// The one file every double goes into instead of `output`, an absolute path.
  ///
  /// For the build-tool plugin, whose command must name its outputs before it runs. Written
  /// only when it changes.
  public var outputFile: String?
  /// The protocols to mock; all of the target's when empty.
  public var protocols: [String] = []
  /// The classes to spy on.
  public var spies: [String] = []
  /// Whether to spy on every class of the target a test can subclass, as well.
  public var spyAll = false
  /// Members to leave out, as `Type.member`, for the user to write in an extension.
  public var skips: [String] = []
  /// How visible the mocks and spies are: `internal` unless a test-support module shares them.
  public var access: GeneratedAccess = .internal
  /// Whether to overwrite files the generator did not write.
  public var force = false
  /// Whether to write nothing, and fail if the files on disk are not what would be written.
  public var check = false
  /// Whether to write nothing, and print the modules whose graphs the generator needs and was
  /// not given, one per line: the plugin asks, then gets them from SwiftPM.
  public var listMissingModules = false
  /// A file of lines `Module<TAB>path` listing the sources of the modules the target may
  /// import, which the plugin writes: their public type names tell which of the module's are
  /// ambiguous in a generated file.
  public var importedSources: String?
  /// Written before every double's type name: `Alarm` makes `AlarmClockMock`.
  public var namePrefix: String?
  /// A file of lines `Module<TAB>path` listing the sources of the other modules whose doubles
  /// the same test target gets, which the build-tool plugin writes: a double named like one of
  /// theirs is named after its module, `AlarmClockMock`, unless `--prefix` names it.
  public var siblingSources: String?
  /// Whether `swift package generate-mocks` runs the generator, rather than a user or a build
  /// system running `mockery-generate`: its messages then name the plugin's options, and the
  /// files' headers the plugin's command.
  public var invokedByPlugin = false
  /// Whether to read the arguments and stop: the plugin asks, to name an unknown option before
  /// it says that `--target` is missing.
  public var argumentsOnly = false
  /// Whether to compile the files before writing them (see ``CompileCheck``): unless
  /// `--no-compile-check`.
  public var compileChecks = true
  /// What the plugin tells of the build for the check: the compiler, the folders of built
  /// modules, C module maps and headers; nil when the generator finds them itself (for a
  /// module given by `--module-path` or `--derived-data`).
  var compileCheckInputs: CompileCheck?

  /// Whether the arguments ask for the usage, `-h` or `--help`, which no other argument
  /// changes.
  public static func asksForHelp(_ arguments: [String]) -> Bool {
    arguments.contains("-h") || arguments.contains("--help")
  }

  /// The usage to print for `--help`: the plugin's when the plugin asks, with `--plugin-usage`
  /// beside it, else the executable's own.
  public static func usage(for arguments: [String]) -> String {
    arguments.contains("--plugin-usage") ? usage : executableUsage
  }

  /// Whether the arguments ask for the table of what is generated, `--supported`.
  public static func asksForSupported(_ arguments: [String]) -> Bool {
    arguments.contains("--supported")
  }

  /// What `--supported` prints: what the generator writes for each shape, and what it cannot.
  public static var supported: String { SupportTable.markdown }

  /// Reads the generator's arguments: the target's graph, `--symbol-graph PATH
  /// [--dependency-symbol-graph PATH]… --target T`, or a module built without SwiftPM,
  /// `--module-name M (--module-path DIR | --derived-data DIR) [-I DIR]… [--sdk PATH]
  /// [--target-triple T]`; then `[--package-directory DIR] [--output DIR] [--protocol P]…
  /// [--spy C]… [--skip Type.member]… [--force] [--check]`.
  public init(arguments: [String]) throws(GeneratorError) {
    var values: [String: String] = [:]
    var lists: [String: [String]] = [:]
    var flags: Set<String> = []
    var remaining = arguments[...]
    let invokedByPlugin = arguments.contains("--plugin-usage")
    while var argument = remaining.popFirst() {
      // A search path as compilers take it too: `-IDIR`.
      if argument.hasPrefix("-I"), argument.count > 2 {
        remaining.insert(String(argument.dropFirst(2)), at: remaining.startIndex)
        argument = "-I"
      }
      // An option and its value in one word, as many tools take them: `--access=public`.
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        let value = String(argument[argument.index(after: equals)...])
        argument = String(argument[..<equals])
        switch GeneratorOption.named(argument)?.kind {
        case .flag?:
          throw GeneratorError(usage: "\(argument) takes no value; give it alone.")
        case .value?:
          guard !value.isEmpty else { throw GeneratorError(usage: "\(argument) needs a value.") }
          remaining.insert(value, at: remaining.startIndex)
        case .action?, nil:
          break
        }
      }
      let option = GeneratorOption.named(argument)
      if option?.kind == .flag {
        flags.insert(argument)
      } else if case .value? = option?.kind {
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
          throw GeneratorError(usage: "\(argument) needs a value.")
        }
        if option?.isRepeatable == true {
          if !(lists[argument] ?? []).contains(value) { lists[argument, default: []].append(value) }
        } else {
          guard values[argument] == nil else {
            throw GeneratorError(usage: "\(argument) is given twice; give it once.")
          }
          values[argument] = value
        }
      } else {
        throw GeneratorError(
          usage: Self.unknownArgumentMessage(argument, invokedByPlugin: invokedByPlugin))
      }
    }
    self.invokedByPlugin = invokedByPlugin
    if flags.contains("--arguments-only") {
      argumentsOnly = true
      return
    }
    if let target = values["--target"], let module = values["--module-name"], target != module {
      throw GeneratorError(
        usage: "--target \(target) and --module-name \(module) name different modules: give one.")
    }
    guard let target = values["--module-name"] ?? values["--target"] else {
      throw GeneratorError(
        usage: "Name the module whose protocols to mock with --module-name (or --target). "
          + "--help says what each option does.")
    }
    let sources = ["--symbol-graph", "--module-path", "--derived-data"].filter {
      values[$0] != nil
    }
    guard sources.count == 1 else {
      throw GeneratorError(
        usage: sources.isEmpty
          ? "Say where \(target) is built: --module-path, the folder that holds "
            + "\(target).swiftmodule; --derived-data, an Xcode DerivedData folder; or "
            + "--symbol-graph, a symbol graph made elsewhere."
          : "\(sources.joined(separator: " and ")) each say where the module is: give one.")
    }
    let searchPaths = lists["-I"] ?? []
    let builtModule = (values["--module-path"] ?? values["--derived-data"]).map { folder in
      BuiltModule(
        name: target, folder: values["--derived-data"] == nil ? folder : "",
        searchPaths: searchPaths, sdk: values["--sdk"], targetTriple: values["--target-triple"])
    }
    if builtModule == nil,
      let extraction = ["-I", "--sdk", "--target-triple"].first(where: {
        values[$0] != nil || lists[$0] != nil
      })
    {
      throw GeneratorError(
        usage: "\(extraction) is for extracting the graph of a built module: it goes with "
          + "--module-path or --derived-data, not --symbol-graph.")
    }
    if values["--output-file"] != nil,
      let other = ["--output", "--check", "--force"].first(where: {
        values[$0] != nil || flags.contains($0)
      })
    {
      throw GeneratorError(
        usage: "--output-file writes one file, rewritten whenever the module changes, for a "
          + "build to compile: \(other) is for a folder of files people commit. Give one.")
    }
    let packageDirectory =
      values["--package-directory"] ?? FileManager.default.currentDirectoryPath
    let given = values.map { ($0.key, [$0.value]) } + lists.map { ($0.key, $0.value) }
    for (option, values) in given.sorted(by: { $0.0 < $1.0 }) {
      // A line break would end the header's comment, and a file named so is no one's intent.
      if values.contains(where: { $0.contains(where: { $0.isNewline || $0 == "\0" }) }) {
        throw GeneratorError(usage: "\(option) holds a line break; give it on one line.")
      }
      if let problem = values.lazy.compactMap({ GeneratorOption.named(option)?.problem($0) }).first
      {
        throw GeneratorError(usage: problem)
      }
    }
    symbolGraph = values["--symbol-graph"]
    self.builtModule = builtModule
    derivedData = values["--derived-data"]
    dependencyGraphs = lists["--dependency-symbol-graph"] ?? []
    self.packageDirectory = packageDirectory
    self.target = target
    output =
      values["--output"].map { Self.relative($0, to: packageDirectory) }
      ?? "Tests/\(target)Tests/Mocks"
    protocols = lists["--protocol"] ?? []
    spies = lists["--spy"] ?? []
    skips = lists["--skip"] ?? []
    access = values["--access"].flatMap(GeneratedAccess.init(rawValue:)) ?? .internal
    force = flags.contains("--force")
    check = flags.contains("--check")
    listMissingModules = flags.contains("--list-missing-modules")
    importedSources = values["--imported-sources"]
    namePrefix = values["--prefix"]
    siblingSources = values["--sibling-sources"]
    outputFile = values["--output-file"].map {
      URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: packageDirectory)).path
    }
    spyAll = flags.contains("--spy-all")
    compileChecks = !flags.contains("--no-compile-check")
    checkMemory = values["--check-memory"]
    packageName =
      values["--package-name"]
      ?? values["--package-identity"].map(Self.packageName(ofIdentity:))
    if let swiftc = values["--swiftc"] {
      compileCheckInputs = CompileCheck(
        swiftc: swiftc, searchPaths: lists["--check-module-path"] ?? [],
        moduleMaps: lists["--check-module-map"] ?? [],
        headerPaths: lists["--check-header-path"] ?? [])
    }
    compileCheckBreaking = values["--compile-check-break"]
    sourceArguments = Self.sourceArguments(values: values, lists: lists, in: packageDirectory)
  }

  /// The test hook's double, or member of one, `Type.member`; see ``CompileCheckTestHook``.
  var compileCheckBreaking: String?

  /// The test hook `--compile-check-break` asks for, if it does.
  var compileCheckTestHook: CompileCheckTestHook? {
    compileCheckBreaking.map { option in
      Self.split(skip: option).map { CompileCheckTestHook(typeName: $0.type, member: $0.member) }
        ?? CompileCheckTestHook(typeName: option)
    }
  }
  /// A file where the compile check keeps what compiled.
  ///
  /// It is not compiled again while nothing it compiles against changes; see `CheckedSources`.
  /// The plugins give one of their own.
  var checkMemory: String?
  /// The package the module was built in (`swiftc -package-name`), which the compile check
  /// compiles the files as part of, so that they see its `package` declarations.
  var packageName: String?

  /// The package name SwiftPM gives the compiler for a package of identity `identity`: the
  /// identity (lowercased, as SwiftPM makes it) as a C identifier, every other character an
  /// underscore, and one before a leading digit: `tmp.gb3kq-x` is `tmp_gb3kq_x`.
  static func packageName(ofIdentity identity: String) -> String {
    var name = String(
      identity.lowercased().map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    if name.first?.isNumber ?? false { name = "_" + name }
    return name
  }

  /// What `mockery-generate` was told of where the module is, for the files' headers: paths
  /// inside the project relative to it, others as a placeholder, so that the header is the
  /// same on every machine.
  static func sourceArguments(
    values: [String: String], lists: [String: [String]], in packageDirectory: String
  ) -> [String] {
    func path(_ value: String, placeholder: String) -> String {
      let relative = relative(value, to: packageDirectory)
      return relative.hasPrefix("/") || relative.hasPrefix("~") ? placeholder : quoted(relative)
    }
    var words: [String] = []
    if let folder = values["--module-path"] {
      words += ["--module-path", path(folder, placeholder: "<folder of the module>")]
    } else if let folder = values["--derived-data"] {
      words += ["--derived-data", path(folder, placeholder: "<DerivedData folder>")]
    } else if let graph = values["--symbol-graph"] {
      words += ["--symbol-graph", path(graph, placeholder: "<symbol graph>")]
    }
    for folder in lists["-I"] ?? [] { words += ["-I", path(folder, placeholder: "<folder>")] }
    return words
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

  /// The command a user runs to generate the same files, written in each file's header.
  ///
  /// It names the output folder even when the user left it to the default, so that it means
  /// the same whatever the package's test targets become.
  public var command: String {
    var words: [String]
    if invokedByPlugin {
      words = [
        "swift package --allow-writing-to-package-directory generate-mocks --target",
        Self.quoted(target),
      ]
    } else {
      words = ["mockery-generate", "--module-name", Self.quoted(target)]
      words += sourceArguments
    }
    for name in protocols { words += ["--protocol", Self.quoted(name)] }
    for name in spies { words += ["--spy", Self.quoted(name)] }
    if spyAll { words.append("--spy-all") }
    for name in skips { words += ["--skip", Self.quoted(name)] }
    if let namePrefix { words += ["--prefix", Self.quoted(namePrefix)] }
    if access != .internal { words += ["--access", access.rawValue] }
    words += ["--output", Self.quoted(output)]
    return words.joined(separator: " ")
  }

  /// Where `mockery-generate` was told the module is, as its files' headers write it.
  var sourceArguments: [String] = []

  /// A word as a shell reads it: quoted when it holds a space or a quote.
  static func quoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "/._-+@:".contains($0) }
    return plain && !word.isEmpty
      ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
