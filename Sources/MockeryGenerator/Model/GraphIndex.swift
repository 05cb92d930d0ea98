import Foundation

/// The symbols and edges of a target's symbol graph and of the other modules' graphs it was
/// given, looked up by identifier (USR).
///
/// A protocol's parents may live in other modules: another target of the package, a
/// dependency, the standard library. Their requirements are in their own module's graph, which
/// the plugin adds when the target's graph points at them; the edges of every graph are merged,
/// so a walk up a protocol's parents crosses modules without knowing it.
final class GraphIndex {
  /// The module the model is of.
  let moduleName: String
  let symbols: [String: SymbolGraph.Symbol]
  /// The module each symbol belongs to.
  let modules: [String: String]
  let requirements: [String: [String]]
  let members: [String: [String]]
  let conformances: [String: [SymbolGraph.Relationship]]
  let superclasses: [String: String]
  /// The name of each superclass that is in another module, as the graph gives it:
  /// `Kit.ViewController`, `Foundation.NSObject`.
  let superclassNames: [String: String]
  /// The extension members that implement a requirement, by the requirement's USR.
  let defaultImplementations: [String: [String]]
  /// Requirements that restate a parent's, by the restating requirement's USR.
  let restated: [String: String]
  /// The module's top-level type names that another module a generated file imports declares.
  ///
  /// A dependency whose graph was given, a module its files import, Mockery or Foundation. In
  /// the module's own code its declaration wins; in a mock's file, which imports both, the name
  /// is ambiguous.
  let ambiguousNames: Set<String>
  /// The type names two or more of the modules a generated file may import declare, which it
  /// writes with the module each means: `TokA.Token`, where the module's files import `TokA` in
  /// one and `TokB` in another, and a generated file imports both.
  let namesSharedByImports: Set<String>
  /// The type each nested declaration is declared in, by the nested declaration's USR.
  let containers: [String: String]
  /// The protocols of the graphs, by module and qualified name: `Zoo.Named`.
  private let protocolsByPath: [String: String]
  /// The modules that declare a top-level type of their own name.
  private let selfNamedModules: Set<String>
  /// Whether the types each name can mean are `Equatable`; see ``equatability(ofNamesIn:)``.
  private let typeEquatability: [String: Equatability]
  /// The structs, enums and classes of the graphs, by every name a declaration may use for
  /// them: `Inner`, `Outer.Inner` and `Module.Outer.Inner`.
  let nominalTypesByName: [String: [String]]
  /// The modules of the graphs isolated to the main actor by default (see
  /// ``DefaultIsolation/isMainActorByDefault(_:sources:)``), whose types are `@MainActor` unless they
  /// say `nonisolated`.
  let mainActorModules: Set<String>
  /// How the module's source files are read.
  private let sourceFiles: SourceFiles
  /// The source files read so far, by path.
  private var sources: [String: String] = [:]
  /// Their skeletons, by path.
  private var skeletons: [String: SkeletonFile] = [:]

  init(
    _ graph: SymbolGraph, dependencies: [SymbolGraph] = [],
    importedTypeNames: [String: Set<String>] = [:], sources: SourceFiles
  ) {
    moduleName = graph.module.name
    sourceFiles = sources
    var symbols: [String: SymbolGraph.Symbol] = [:]
    var modules: [String: String] = [:]
    var requirements: [String: [String]] = [:]
    var members: [String: [String]] = [:]
    var conformances: [String: [SymbolGraph.Relationship]] = [:]
    var superclasses: [String: String] = [:]
    var superclassNames: [String: String] = [:]
    var defaults: [String: [String]] = [:]
    var restated: [String: String] = [:]
    var containers: [String: String] = [:]
    // The target's own graph last, so that its declarations win over a copy in another.
    for each in dependencies + [graph] {
      for symbol in each.symbols {
        symbols[symbol.identifier.precise] = symbol
        modules[symbol.identifier.precise] = each.module.name
      }
      for edge in each.relationships {
        switch edge.kind {
        case .requirementOf, .optionalRequirementOf:
          requirements[edge.target, default: []].append(edge.source)
        case .memberOf:
          members[edge.target, default: []].append(edge.source)
          containers[edge.source] = edge.target
        case .conformsTo: conformances[edge.source, default: []].append(edge)
        case .inheritsFrom:
          superclasses[edge.source] = edge.target
          if let name = edge.targetFallback { superclassNames[edge.target] = name }
        case .defaultImplementationOf: defaults[edge.target, default: []].append(edge.source)
        case .overrides: restated[edge.source] = edge.target
        default: break
        }
      }
    }
    self.symbols = symbols
    self.modules = modules
    self.requirements = requirements.mapValues { Array(Set($0)) }
    self.members = members.mapValues { Array(Set($0)) }
    self.conformances = conformances
    self.superclasses = superclasses
    self.superclassNames = superclassNames
    self.defaultImplementations = defaults
    self.restated = restated
    self.containers = containers
    var protocolsByPath: [String: String] = [:]
    for (usr, symbol) in symbols where symbol.kind.identifier == .protocol {
      if let module = modules[usr] {
        protocolsByPath[module + "." + symbol.pathComponents.joined(separator: ".")] = usr
      }
    }
    self.protocolsByPath = protocolsByPath
    // The top-level names other modules a generated file may import declare, by module.
    // Another module's graph may hold its internal types, which no file of this one sees.
    var otherModulesNames = importedTypeNames
    for dependency in dependencies where dependency.module.name != graph.module.name {
      otherModulesNames[dependency.module.name, default: []].formUnion(
        Self.topLevelTypeNames(in: dependency, visibleFromOtherModules: true))
    }
    ambiguousNames = Self.topLevelTypeNames(in: graph).intersection(
      otherModulesNames.values.reduce(into: MockeryTypeNames.all.union(FoundationTypeNames.all)) {
        $0.formUnion($1)
      })
    var modulesByName: [String: Set<String>] = [:]
    for (module, names) in otherModulesNames {
      for name in names { modulesByName[name, default: []].insert(module) }
    }
    namesSharedByImports = Set(modulesByName.filter { $0.value.count > 1 }.keys)
    var nominalTypesByName: [String: [String]] = [:]
    for (usr, symbol) in symbols
    where [.struct, .enum, .class].contains(symbol.kind.identifier) {
      let path = symbol.pathComponents
      var names = path.indices.map { path[$0...].joined(separator: ".") }
      if let module = modules[usr] { names.append(module + "." + path.joined(separator: ".")) }
      for name in names { nominalTypesByName[name, default: []].append(usr) }
    }
    self.nominalTypesByName = nominalTypesByName
    let mainActorModules = Set(
      (dependencies + [graph]).filter {
        DefaultIsolation.isMainActorByDefault($0, sources: sources)
      }
      .map(\.module.name))
    self.mainActorModules = mainActorModules
    typeEquatability = Self.typeEquatability(
      symbols: symbols, modules: modules, conformances: conformances, members: members,
      mainActorModules: mainActorModules)
    selfNamedModules = Set(
      symbols.values.compactMap { symbol in
        guard symbol.pathComponents.count == 1,
          let module = modules[symbol.identifier.precise], symbol.pathComponents[0] == module
        else { return nil }
        return module
      })
  }

  /// The access level a declaration has from outside its module.
  ///
  /// Its own, or the lowest of the types it is nested in: a `public` protocol nested in an
  /// `internal` enum is internal.
  func effectiveAccessLevel(of symbol: SymbolGraph.Symbol) -> AccessLevel {
    var level = symbol.accessLevel
    var identifier = symbol.identifier.precise
    var visited: Set<String> = []
    while let container = containers[identifier], visited.insert(container).inserted,
      let outer = symbols[container]
    {
      level = level.limited(to: outer.accessLevel)
      identifier = container
    }
    return level
  }

  /// The symbols of the target's own module of a kind, declared in its source.
  func ownSymbols(ofKind kind: SymbolKind) -> [SymbolGraph.Symbol] {
    symbols.values.filter {
      $0.kind.identifier == kind && $0.location != nil
        && modules[$0.identifier.precise] == moduleName
    }
  }

  func position(of symbol: SymbolGraph.Symbol) -> SourcePosition? {
    guard let path = symbol.filePath, let location = symbol.location else { return nil }
    return SourcePosition(
      file: path, line: location.position.line + 1, column: location.position.character + 1)
  }

  /// Symbols in reading order; those without a location last; ties by title, then USR, so
  /// that the same graph always gives the same order.
  func inReadingOrder(_ identifiers: [String]) -> [SymbolGraph.Symbol] {
    identifiers.compactMap { symbols[$0] }.sorted { first, second in
      switch (position(of: first), position(of: second)) {
      case (let a?, let b?) where a != b: return a.precedes(b)
      case (.some, nil): return true
      case (nil, .some): return false
      default:
        return (first.names.title, first.identifier.precise)
          < (second.names.title, second.identifier.precise)
      }
    }
  }

  func qualifiedName(_ symbol: SymbolGraph.Symbol) -> String {
    symbol.pathComponents.joined(separator: ".")
  }

  // MARK: Equatable types

  /// Where the types a name can mean are `Equatable`, by every name a declaration may use for
  /// them: `Inner`, `Outer.Inner` and `Module.Outer.Inner`.
  ///
  /// A name that means several types is `Equatable` only where all of them are; a type alias is
  /// where the type it names is. The graph lists conformances a type inherits from its
  /// protocols, and the implicit ones of an enum without payloads.
  func equatability(ofNamesIn types: [String]) -> [String: Equatability] {
    var wanted: Set<String> = []
    for type in types {
      let tokens = tokenize(type)
      var index = 0
      while index < tokens.count {
        guard tokens[index].kind == .word else {
          index += 1
          continue
        }
        var name = String(tokens[index].text)
        wanted.insert(name)
        while index + 2 < tokens.count, tokens[index + 1].is("."),
          tokens[index + 2].kind == .word
        {
          name += "." + tokens[index + 2].text
          wanted.insert(name)
          index += 2
        }
        index += 1
      }
    }
    // Looked up by the names wanted: the graphs' types may be thousands.
    var result: [String: Equatability] = [:]
    for name in wanted {
      if let equatability = typeEquatability[name] { result[name] = equatability }
    }
    return result
  }

  /// ``equatability(ofNamesIn:)`` for every name of every type in the graphs.
  ///
  /// A type alias is `Equatable` when the type it names certainly is, as far as the types
  /// themselves tell: `typealias Metadata = [String: Value]` with `Value` an `Equatable` enum.
  ///
  /// A type isolated to the main actor is `Equatable` only there: in an app's module
  /// (`.defaultIsolation(MainActor.self)`, `InferIsolatedConformances`) its conformance is
  /// isolated too, and cannot be used where a `Sendable` metatype is required, as matching by
  /// value anywhere is. In a module of `mainActorModules` that is every type that does not say
  /// `nonisolated`, but an enum with raw values, whose `==` is `RawRepresentable`'s. A type of
  /// another global actor is not, where a mock needs it.
  ///
  /// `Model.ID`, of a type that is `Identifiable` by a property `id`, is the property's type.
  private static func typeEquatability(
    symbols: [String: SymbolGraph.Symbol], modules: [String: String],
    conformances: [String: [SymbolGraph.Relationship]], members: [String: [String]],
    mainActorModules: Set<String> = []
  ) -> [String: Equatability] {
    func names(of usr: String, _ symbol: SymbolGraph.Symbol) -> [String] {
      let path = symbol.pathComponents
      var names = path.indices.map { path[$0...].joined(separator: ".") }
      if let module = modules[usr] { names.append(module + "." + path.joined(separator: ".")) }
      return names
    }
    let nominal: Set<SymbolKind> = [.struct, .enum, .class, .associatedtype]
    var types: [String: Equatability] = [:]
    /// The type of each `Identifiable` type's `id`, by the type's names.
    var identifiers: [String: String] = [:]
    for (usr, symbol) in symbols where nominal.contains(symbol.kind.identifier) {
      let memberDeclarations = (members[usr] ?? []).compactMap { symbols[$0] }
        .filter { $0.kind.identifier != .operator }
        .compactMap { try? Declaration(parsing: $0.declaration) }
      let declaration = try? Declaration(parsing: symbol.declaration)
      let isIsolatedByDefault =
        modules[usr].map(mainActorModules.contains) ?? false
        && symbol.kind.identifier != .associatedtype
        && !(declaration?.has("nonisolated") ?? false)
        && !(symbol.kind.identifier == .enum
          && (conformances[usr] ?? []).contains { $0.target == "s:SY" })
      let isMainActor =
        declaration?.globalActor == "@MainActor" || isIsolatedByDefault
        || DefaultIsolation.mainActor(of: memberDeclarations) != nil
      let isIsolated = isMainActor || declaration?.globalActor != nil
      let equatability: Equatability =
        !(conformances[usr] ?? []).contains { $0.target == "s:SQ" }
        ? .none : !isIsolated ? .anywhere : isMainActor ? .onMainActor : .none
      // `Identifiable`'s `ID`, which no declaration of the type names.
      let identifier =
        (conformances[usr] ?? []).contains { $0.target == "s:s12IdentifiableP" }
        ? (members[usr] ?? []).compactMap { symbols[$0] }.first {
          $0.kind.identifier == .property && $0.names.title == "id"
        }.flatMap { try? Declaration(parsing: $0.declaration).type } : nil
      for name in names(of: usr, symbol) {
        types[name] = types[name].map { $0.combined(with: equatability) } ?? equatability
        if let identifier { identifiers[name + ".ID"] = identifier }
      }
    }
    let lookUp = { (name: String) -> Equatability in
      types[name] ?? Equatability(TypeText.standardEquatableNames.contains(name))
    }
    var result = types
    for (usr, symbol) in symbols where symbol.kind.identifier == .typealias {
      let equatability =
        aliasedType(of: symbol).map { TypeText.equatability($0, of: lookUp) } ?? .none
      for name in names(of: usr, symbol) {
        result[name] = result[name].map { $0.combined(with: equatability) } ?? equatability
      }
    }
    for (name, identifier) in identifiers where result[name] == nil {
      result[name] = TypeText.equatability(identifier, of: lookUp)
    }
    return result
  }

  /// The type a non-generic type alias names, as its declaration writes it: `String` for
  /// `typealias ID = String`.
  private static func aliasedType(of symbol: SymbolGraph.Symbol) -> String? {
    let declaration = symbol.declaration
    guard let equals = declaration.range(of: " = "),
      !declaration[..<equals.lowerBound].contains("<")
    else { return nil }
    return String(declaration[equals.upperBound...])
  }

  // MARK: Modules and names

  /// The module that declares the symbol `usr`: from the graphs that hold it, else from the
  /// USR itself, whose Swift mangling starts with the module's name.
  func module(ofUSR usr: String) -> String? {
    if let module = modules[usr] { return module }
    guard usr.hasPrefix("s:") else { return nil }
    let mangled = usr.dropFirst(2)
    // Standard substitutions: `s` is Swift, `S` a known type of Swift, `Sc` of _Concurrency.
    if mangled.hasPrefix("Sc") { return "_Concurrency" }
    if mangled.hasPrefix("s") || mangled.hasPrefix("S") { return "Swift" }
    let digits = mangled.prefix { $0.isNumber }
    guard let length = Int(digits), length > 0 else { return nil }
    let name = mangled.dropFirst(digits.count).prefix(length)
    return name.count == length ? String(name) : nil
  }

  /// The declaration of `symbol` as one string, with each type named `shadowed`, or like one of
  /// the declaration's generic parameters, spelled with its module, unless it names an
  /// associated type or generic parameter of that name.
  ///
  /// In a mock, an associated type becomes a generic parameter: in `TracerMock<Span: Span>` the
  /// second `Span`, the protocol `Tracing.Span`, would name the parameter itself. The graph says
  /// which declaration each type name means, so those that mean another get their module.
  ///
  /// A type of the package's named like one of Foundation's is written with its module too: a
  /// mock's file imports both, where the name is ambiguous (see ``FoundationTypeNames``); so is
  /// one named like a type of Mockery or of another module whose graph was given
  /// (``ambiguousNames``).
  func declaration(of symbol: SymbolGraph.Symbol, qualifying shadowed: Set<String>) -> String {
    // The declaration's own generic parameters shadow too: `func receive<Subscriber:
    // Subscriber>` means the protocol `Subscriber` by its second.
    let shadowed = shadowed.union(
      symbol.declarationFragments.filter { $0.kind == "genericParameter" }.map(\.spelling))
    var text = ""
    var previous: SymbolGraph.Fragment?
    let isOwn = modules[symbol.identifier.precise] == moduleName
    for fragment in symbol.declarationFragments {
      defer { previous = fragment }
      // A protocol's own type alias, named without `Self.`: the mock writes it out.
      if fragment.kind == "typeIdentifier", let usr = fragment.preciseIdentifier,
        isProtocolTypeAlias(usr), !(previous?.spelling.hasSuffix(".") ?? false)
      {
        text += "Self." + fragment.spelling
        continue
      }
      // A default value, `= [NSObject]()`, is text: a name of the module's own that a mock's
      // file finds ambiguous is written with the module there too.
      if fragment.kind == "text" {
        text += isOwn ? qualifyingOwnAmbiguousNames(in: fragment.spelling) : fragment.spelling
        continue
      }
      guard fragment.kind == "typeIdentifier",
        shadowed.contains(fragment.spelling)
          || FoundationTypeNames.all.contains(fragment.spelling)
          || ambiguousNames.contains(fragment.spelling)
          || namesSharedByImports.contains(fragment.spelling),
        let usr = fragment.preciseIdentifier, !Self.namesAssociatedType(usr),
        !Self.namesGenericParameter(usr),
        !(previous?.spelling.hasSuffix(".") ?? false),
        let module = module(ofUSR: usr),
        shadowed.contains(fragment.spelling) || !ModelBuilder.platformModules.contains(module)
          // A toolchain type the module has a type of the same name as: `Foundation.URL`
          // beside the module's own `URL`.
          || (ambiguousNames.contains(fragment.spelling) && module != moduleName)
          || (namesSharedByImports.contains(fragment.spelling) && module != moduleName),
        !declaresTypeNamedLikeItself(module)
      else {
        text += fragment.spelling
        continue
      }
      text += Self.importableName(of: module) + "." + fragment.spelling
    }
    return text
  }

  /// Code of the module's own source, its own ambiguous names written with the module.
  ///
  /// Each name of a top-level type of the module that a generated file finds ambiguous (see
  /// ``ambiguousNames``) is written with the module: `[NSObject]()` is `[Host.NSObject]()` in a
  /// module that declares `NSObject`, where a mock's file imports Foundation's too. A name after
  /// a `.` is another type's member, and stays; so does text of a module that declares a type of
  /// its own name, where `Host.NSObject` would name that type's member.
  func qualifyingOwnAmbiguousNames(in text: String) -> String {
    guard !ambiguousNames.isEmpty, !declaresTypeNamedLikeItself(moduleName) else { return text }
    return TypeText.rewrite(text) { tokens, index in
      guard tokens[index].kind == .word, ambiguousNames.contains(String(tokens[index].text)),
        index == 0 || !tokens[index - 1].is(".")
      else { return nil }
      return (moduleName + "." + tokens[index].text, 1)
    }
  }

  /// The module code imports to name a type the graph says `module` declares: Foundation's
  /// types are declared in `FoundationEssentials` on Linux, and the standard library's
  /// concurrency types in `_Concurrency`.
  static func importableName(of module: String) -> String {
    switch module {
    case "FoundationEssentials", "FoundationInternationalization": "Foundation"
    case "_Concurrency", "_StringProcessing": "Swift"
    default: module
    }
  }

  /// The names of the types a graph declares at its module's top level.
  static func topLevelTypeNames(in graph: SymbolGraph, visibleFromOtherModules: Bool = false)
    -> Set<String>
  {
    Set(
      graph.symbols.lazy.filter {
        $0.pathComponents.count == 1 && SymbolKind.types.contains($0.kind.identifier)
          && (!visibleFromOtherModules || $0.accessLevel.isVisibleToOtherModules)
      }
      .map { $0.pathComponents[0] })
  }

  /// Whether `module` declares a top-level type of its own name, so that `Module.Name` would
  /// look `Name` up in that type.
  func declaresTypeNamedLikeItself(_ module: String) -> Bool {
    selfNamedModules.contains(module)
  }

  /// The protocol an extension member is declared in an extension of, by USR: the graph links
  /// such a member to no type, and names the protocol by its path and module.
  func extendedProtocol(of member: SymbolGraph.Symbol) -> String? {
    guard let module = member.swiftExtension?.extendedModule ?? modules[member.identifier.precise]
    else { return nil }
    return protocolsByPath[
      module + "." + member.pathComponents.dropLast().joined(separator: ".")]
  }

  /// Whether `usr` is that of a type alias a protocol declares.
  func isProtocolTypeAlias(_ usr: String) -> Bool {
    guard let alias = symbols[usr], alias.kind.identifier == .typealias,
      let container = containers[usr]
    else { return false }
    return symbols[container]?.kind.identifier == .protocol
  }

  /// Whether a USR is that of an associated type, whose name a mock may use as it is.
  static func namesAssociatedType(_ usr: String) -> Bool { usr.hasSuffix("Qa") }

  /// Whether `usr` names a generic parameter, `T` of `func make<T>() -> T`.
  ///
  /// Its mangling ends `mfp` (`s:4Shop5ClockP4makeqd__ylF1TL_qd__mfp`). A graph the compiler
  /// writes while it builds, as Swift Build has it do, gives such a name its USR;
  /// `swift-symbolgraph-extract` gives none. It is never written with a module.
  static func namesGenericParameter(_ usr: String) -> Bool { usr.hasSuffix("mfp") }

  // MARK: What a type is

  /// Whether the type `usr` names is `~Copyable` or `~Escapable`, so that no recorder can keep
  /// a value of it.
  ///
  /// The graph does not say: its declaration prints no suppressed conformance. The standard
  /// library's such types are known; a type of a module the generator has the graph of is read
  /// in its source, where its declaration says `~Copyable`.
  func isNoncopyable(_ usr: String) -> Bool {
    if Self.standardNoncopyable.contains(usr) { return true }
    guard let symbol = symbols[usr],
      [SymbolKind.struct, .enum].contains(symbol.kind.identifier),
      let path = symbol.filePath, let line = symbol.location?.position.line
    else { return false }
    let file = skeletonFile(path)
    guard let start = file.offset(line: line, column: 0) else { return false }
    let end = file.offset(line: line + 20, column: 0) ?? file.bytes.count
    // The declaration's head, up to its body, within 20 lines; its comments do not count.
    let head = file.bytes[start..<end].prefix { $0 != UInt8(ascii: "{") }
    let text = String(decoding: head, as: UTF8.self)
    return text.contains("~Copyable") || text.contains("~Escapable")
  }

  /// The standard library's types that are never copyable or escapable.
  static let standardNoncopyable: Set<String> = [
    "s:s7RawSpanV", "s:s14MutableRawSpanV", "s:s13OutputRawSpanV", "s:s8UTF8SpanV",
    "s:s4SpanV", "s:s11MutableSpanV", "s:s10OutputSpanV", "s:12_Concurrency11ExecutorJobV",
    "s:12_Concurrency3JobV", "s:15Synchronization5MutexV", "s:15Synchronization6AtomicV",
  ]

  /// The ``SkeletonFile`` of a source file, made once; empty when it cannot be read.
  func skeletonFile(_ path: String) -> SkeletonFile {
    if let file = skeletons[path] { return file }
    let file = SkeletonFile(text: sourceText(path))
    skeletons[path] = file
    return file
  }

  /// The text of a source file, read once; empty when it cannot be read.
  func sourceText(_ path: String) -> String {
    if let text = sources[path] { return text }
    let text = sourceFiles.text(path)
    sources[path] = text
    return text
  }

  // MARK: Availability

  /// The `@available` attributes of `symbol` that a double must repeat: its deprecations, in
  /// every domain, as the compiler would read them from source.
  func deprecations(of symbol: SymbolGraph.Symbol, withDetails: Bool = true) -> [String] {
    (symbol.availability ?? []).compactMap { availability in
      // The graph names the language-version domain of `@available(swift, …)` `Swift`, and
      // the package manager's `SwiftPM`; `*` stays `*`.
      let domain: String
      switch availability.domain {
      case nil, "*": domain = "*"
      case "Swift", "swift": domain = "swift"
      case "SwiftPM": domain = "_PackageDescription"
      case let platform?: domain = platform
      }
      var arguments: [String]
      if let version = availability.deprecated {
        arguments = [domain, "deprecated: \(version.text)"]
      } else if availability.isUnconditionallyDeprecated == true {
        arguments = [domain, "deprecated"]
      } else {
        return nil
      }
      if withDetails, let message = availability.message {
        arguments.append("message: \(Self.literal(message))")
      }
      if withDetails, let renamed = availability.renamed {
        arguments.append("renamed: \(Self.literal(renamed))")
      }
      return "@available(\(arguments.joined(separator: ", ")))"
    }
  }

  /// The deprecations a witness of `symbol` repeats: its own, and those of the types its
  /// declaration names, so that neither the witness nor its recorder warns.
  func witnessDeprecations(of symbol: SymbolGraph.Symbol) -> [String] {
    var attributes = deprecations(of: symbol)
    for fragment in symbol.declarationFragments where fragment.kind == "typeIdentifier" {
      guard let usr = fragment.preciseIdentifier, let named = symbols[usr] else { continue }
      // Only the deprecation: the type's message and new name are not the witness's.
      for attribute in deprecations(of: named, withDetails: false)
      where !attributes.contains(attribute) {
        attributes.append(attribute)
      }
    }
    return attributes
  }

  /// A string literal of `text`.
  static func literal(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}

extension SymbolGraph.Version {
  /// `12.0`, `5.9.1`.
  var text: String {
    [major, minor ?? 0].map(String.init).joined(separator: ".") + (patch.map { ".\($0)" } ?? "")
  }
}
