import Foundation

extension ModuleModel {
  /// Builds the model of the module a symbol graph describes: its protocols
  /// (MockedProtocols.swift) and its classes (SpiedClasses.swift).
  ///
  /// Protocols are found by their `swift.protocol` symbols, their requirements by
  /// `requirementOf` edges, the protocols they refine by `conformsTo` edges (the graph does not
  /// use `inheritsFrom` between protocols), and a class's superclass by `inheritsFrom`.
  /// Declarations the compiler synthesized, which have no source location, are left out.
  ///
  /// - Parameters:
  ///   - graph: The module's symbol graph.
  ///   - dependencies: The graphs of other modules that declare protocols the module's refine,
  ///     and extension graphs (`Module@Other.symbols.json`) that hold default implementations.
  ///   - importedTypeNames: The public top-level type names of the modules its declaring files
  ///     import, by module, whose graphs are not among `dependencies`: a type of the module of
  ///     one of those names is ambiguous in a generated file, and so is a name two of them have.
  ///   - sources: How the files the graph names are read, where it says too little.
  init(
    graph: SymbolGraph, dependencies: [SymbolGraph] = [],
    importedTypeNames: [String: Set<String>] = [:], sources: SourceFiles
  ) {
    let builder = ModelBuilder(
      index: GraphIndex(
        graph, dependencies: dependencies, importedTypeNames: importedTypeNames, sources: sources))
    moduleName = graph.module.name
    // A protocol only its own file can see cannot be mocked from a test target.
    protocols = builder.index.ownSymbols(ofKind: .protocol)
      .filter { !builder.index.effectiveAccessLevel(of: $0).isHiddenFromOtherFiles }
      .map(builder.mockedProtocol)
      .sorted { $0.qualifiedName < $1.qualifiedName }
    classes = builder.index.ownSymbols(ofKind: .class)
      .filter { !builder.index.effectiveAccessLevel(of: $0).isHiddenFromOtherFiles }
      .compactMap(builder.spiedClass)
      .sorted { $0.qualifiedName < $1.qualifiedName }
    mockeryNamesToQualify = builder.index.ambiguousNames.intersection(MockeryTypeNames.all)
    internalProtocolsOfAnUntestableBuild = builder.index.symbols.values.filter {
      $0.kind.identifier == .protocol && $0.location == nil
        && builder.index.modules[$0.identifier.precise] == moduleName
        && [.internal, .package].contains($0.accessLevel)
    }.map { $0.pathComponents.joined(separator: ".") }.sorted()
  }

  /// The modules whose graphs would tell what the doubles asked for need, and that the
  /// generator was not given.
  ///
  /// Those of the protocols the module's protocols refine, of the superclasses of the classes
  /// to spy on and of the classes protocols are bound to, and of the types their requirements
  /// return, whose declarations make stand-ins: what the plugin asks SwiftPM for before it
  /// generates.
  ///
  /// - Parameters:
  ///   - spies: The classes to spy on, by the names `--spy` takes.
  ///   - spyAll: Whether every class is spied on.
  static func missingModules(
    graph: SymbolGraph, dependencies: [SymbolGraph] = [], spies: [String] = [],
    spyAll: Bool = false, sources: SourceFiles
  ) -> [String] {
    let builder = ModelBuilder(
      index: GraphIndex(graph, dependencies: dependencies, sources: sources))
    let index = builder.index
    var modules: Set<String> = []
    var classes: [String] = []
    for symbol in index.ownSymbols(ofKind: .protocol) {
      for requirement in index.requirements[symbol.identifier.precise] ?? [] {
        guard let declaration = index.symbols[requirement] else { continue }
        for usr in Self.resultTypes(of: declaration) where index.symbols[usr] == nil {
          if let module = index.module(ofUSR: usr) { modules.insert(module) }
        }
      }
      for ancestor in builder.lineage(of: symbol.identifier.precise) {
        switch ancestor {
        case .unknown(_, let module?): modules.insert(module)
        case .graph(let identifier):
          if let bound = index.superclasses[identifier] { classes.append(bound) }
        case .standard, .unknown: break
        }
      }
    }
    for symbol in index.ownSymbols(ofKind: .class)
    where spyAll || spies.contains(index.qualifiedName(symbol))
      || spies.contains(symbol.pathComponents.last ?? "")
    {
      classes.append(symbol.identifier.precise)
    }
    // The first class of each chain whose graph is missing.
    for start in classes {
      var current = start
      var visited: Set<String> = []
      while visited.insert(current).inserted {
        guard index.symbols[current] != nil else {
          let name = index.superclassNames[current]
          let module =
            name.flatMap {
              $0.contains(".") ? $0.split(separator: ".").first.map(String.init) : nil
            }
            ?? index.module(ofUSR: current)
          if let module { modules.insert(module) }
          break
        }
        guard let next = index.superclasses[current] else { break }
        current = next
      }
    }
    return modules.subtracting(ModelBuilder.platformModules).subtracting([index.moduleName])
      .sorted()
  }

  /// The types a requirement's declaration names after its `->`, or its `:` for a property, by
  /// USR.
  static func resultTypes(of requirement: SymbolGraph.Symbol) -> [String] {
    let marker = requirement.kind.identifier == .property ? ":" : "->"
    let fragments = requirement.declarationFragments
    guard
      let start = fragments.firstIndex(where: { $0.kind == "text" && $0.spelling.contains(marker) })
    else { return [] }
    return fragments[start...].filter { $0.kind == "typeIdentifier" }.compactMap(
      \.preciseIdentifier)
  }

  /// The files that declare the module's protocols and classes, whose imports a generated file
  /// repeats.
  static func declaringFiles(of graph: SymbolGraph) -> [String] {
    let kinds: Set<SymbolKind> = [.protocol, .class]
    return Array(
      Set(
        graph.symbols.lazy.filter { kinds.contains($0.kind.identifier) }.compactMap(\.filePath))
    ).sorted()
  }
}

/// A member the generator could not read.
struct UnreadableMember: Error, Equatable, Sendable {
  var title: String
  var reason: String
}

/// Builds protocols and classes of the model from the graphs' index.
struct ModelBuilder {
  let index: GraphIndex

  /// The modules that come with the toolchain, whose protocols the plugin cannot get a graph
  /// of: those real code refines are in ``StandardProtocol``.
  static let platformModules: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "Dispatch", "Synchronization", "Observation",
    "Distributed", "RegexBuilder", "ObjectiveC", "CoreFoundation", "Combine", "SwiftUI", "UIKit",
    "AppKit", "os", "Glibc", "Musl", "Darwin", "WinSDK", "XCTest", "Testing",
  ]

  /// One protocol in a protocol's lineage.
  enum Ancestor: Equatable {
    /// A protocol whose symbol the graphs hold.
    case graph(String)
    /// A protocol of the standard library or Foundation that ``StandardProtocol`` describes.
    case standard(String)
    /// A protocol whose requirements the generator cannot know, by name, with its module.
    case unknown(String, module: String?)
  }

  /// The protocol `identifier` and every protocol it refines, parents first, each once.
  func lineage(of identifier: String) -> [Ancestor] {
    var visited: Set<String> = []
    return lineage(of: identifier, visited: &visited)
  }

  private func lineage(of identifier: String, visited: inout Set<String>) -> [Ancestor] {
    guard visited.insert(identifier).inserted else { return [] }
    if let standard = StandardProtocol.byIdentifier[identifier] {
      let parents = standard.parents.flatMap { lineage(of: $0, visited: &visited) }
      return parents + [.standard(identifier)]
    }
    var parents: [Ancestor] = []
    for edge in orderedParents(of: identifier) {
      let target = edge.target
      if StandardProtocol.silent.contains(target) { continue }
      if let symbol = index.symbols[target], symbol.kind.identifier == .protocol {
        parents += lineage(of: target, visited: &visited)
      } else if StandardProtocol.byIdentifier[target] != nil {
        parents += lineage(of: target, visited: &visited)
      } else if visited.insert(target).inserted {
        let name = edge.targetFallback ?? target
        let module =
          edge.targetFallback.flatMap { $0.split(separator: ".").first }.map(String.init)
          ?? index.module(ofUSR: target)
        parents.append(.unknown(name, module: module))
      }
    }
    return parents + [.graph(identifier)]
  }

  /// The protocol's `conformsTo` edges in the order its declaration lists the parents, those it
  /// does not list (which a listed parent implies) last: the order its mock witnesses them in.
  private func orderedParents(of identifier: String) -> [SymbolGraph.Relationship] {
    let listed =
      index.symbols[identifier].flatMap { try? Declaration(parsing: $0.declaration) }?
      .inheritance.map { $0.split(separator: ".").last.map(String.init) ?? $0 } ?? []
    func name(_ edge: SymbolGraph.Relationship) -> String {
      index.symbols[edge.target]?.names.title
        ?? edge.targetFallback?.split(separator: ".").last.map(String.init) ?? edge.target
    }
    return (index.conformances[identifier] ?? []).sorted { first, second in
      let a = listed.firstIndex(of: name(first)) ?? Int.max
      let b = listed.firstIndex(of: name(second)) ?? Int.max
      return a != b ? a < b : first.target < second.target
    }
  }

  /// The name a generated file gives `symbol` where it conforms to it or subclasses it, when
  /// that is not its qualified name: with its module, when its outermost name is also a type of
  /// Foundation's, Mockery's or another module's the file imports.
  func referenceName(of symbol: SymbolGraph.Symbol) -> String? {
    guard let outermost = symbol.pathComponents.first, index.ambiguousNames.contains(outermost),
      let module = index.modules[symbol.identifier.precise],
      !index.declaresTypeNamedLikeItself(module)
    else { return nil }
    return module + "." + index.qualifiedName(symbol)
  }

  /// Whether an extension implements requirement `requirementID` of protocol `protocolID` for
  /// any type that conforms to it, or for any class, as a mock is.
  ///
  /// - Parameter refined: The protocols the mock conforms to, by USR: an extension of another
  ///   protocol that refines `protocolID` (a sibling of the mocked one) implements it only for
  ///   that protocol's types. Empty to take every extension as applying.
  func hasDefaultImplementation(
    _ requirementID: String, of protocolID: String, within refined: Set<String> = []
  ) -> Bool {
    (index.defaultImplementations[requirementID] ?? []).contains { implementationID in
      guard let implementation = index.symbols[implementationID],
        implements(implementation, requirement: requirementID)
      else { return false }
      if !refined.isEmpty, let extended = index.extendedProtocol(of: implementation),
        !refined.contains(extended)
      {
        return false
      }
      let constraints = implementation.swiftExtension?.constraints ?? []
      return constraints.allSatisfy { constraint in
        // `extension P where Self: AnyObject` and the like hold for every class mock.
        constraint.lhs == "Self" && constraint.kind == "conformance"
          && ["AnyObject", "Sendable"].contains(constraint.rhs)
          || (constraint.lhs == "Self" && constraint.kind == "conformance"
            && index.symbols[protocolID]?.names.title == constraint.rhs)
      }
    }
  }

  /// Whether `implementation` has the types of the requirement the graph links it to.
  ///
  /// The graph links a default implementation to every requirement of its name:
  /// `extension P { var codes: [String] { [] } }` is no default of a parent's `var codes: [Int]
  /// { get }`. Declarations it cannot read are taken at the graph's word.
  private func implements(_ implementation: SymbolGraph.Symbol, requirement requirementID: String)
    -> Bool
  {
    guard let requirement = index.symbols[requirementID],
      let required = try? Declaration(parsing: index.declaration(of: requirement, qualifying: [])),
      let given = try? Declaration(parsing: index.declaration(of: implementation, qualifying: []))
    else { return true }
    func shape(_ declaration: Declaration) -> [String] {
      (declaration.parameters.map(\.type) + [declaration.type ?? "Void"]).map {
        $0.replacingOccurrences(of: "Self.", with: "")
      }
    }
    return shape(required) == shape(given)
  }

  /// The member `symbol` declares, or why it cannot be read.
  func member(_ symbol: SymbolGraph.Symbol, of owner: String, shadowed: Set<String> = [])
    -> Result<Member, UnreadableMember>
  {
    let kind: Member.Kind
    switch symbol.kind.identifier {
    case .method, .typeMethod, .function: kind = .method
    case .property, .typeProperty: kind = .property
    case .subscript, .typeSubscript: kind = .subscript
    case .initializer: kind = .initializer
    case .operator: kind = .operator
    default:
      return .failure(UnreadableMember(title: symbol.names.title, reason: "its kind is unknown"))
    }
    do {
      var declaration = try Declaration(
        parsing: index.declaration(of: symbol, qualifying: shadowed))
      if kind == .operator, declaration.parameters.count == 1,
        !declaration.has("prefix"), !declaration.has("postfix")
      {
        // The graph prints no fixity; the USR's mangled name ends an operator's name with `op`
        // for prefix and `oP` for postfix.
        declaration.modifiers.append(
          Self.isPostfix(usr: symbol.identifier.precise) ? "postfix" : "prefix")
      }
      var noncopyable: Set<String> = []
      for fragment in symbol.declarationFragments where fragment.kind == "typeIdentifier" {
        if let usr = fragment.preciseIdentifier, index.isNoncopyable(usr) {
          noncopyable.insert(fragment.spelling)
        }
      }
      // Generic parameters that may be noncopyable: `<R: ~Copyable>`.
      for parameter in declaration.genericParameters
      where parameter.constraint.map(Self.suppressesCopying) ?? false {
        noncopyable.insert(parameter.name)
      }
      for requirement in declaration.whereClause where Self.suppressesCopying(requirement) {
        if let name = requirement.split(separator: ":").first {
          noncopyable.insert(name.trimmingCharacters(in: .whitespaces))
        }
      }
      return .success(
        Member(
          kind: kind, declaration: declaration, title: symbol.names.title,
          labels: Member.labels(ofTitle: symbol.names.title), declaredIn: owner,
          module: index.modules[symbol.identifier.precise],
          accessLevel: symbol.accessLevel, position: index.position(of: symbol),
          availability: index.witnessDeprecations(of: symbol), noncopyableTypes: noncopyable,
          selfConstrainingType: selfConstrainingType(in: symbol, declaration)))
    } catch {
      return .failure(UnreadableMember(title: symbol.names.title, reason: error.reason))
    }
  }

  /// A generic type of the graphs whose parameters are constrained, to which `symbol`'s
  /// declaration gives `Self` as an argument: `AliasedField<Self, Field>` where `AliasedField`
  /// requires `Alias: ModelAlias`.
  func selfConstrainingType(in symbol: SymbolGraph.Symbol, _ declaration: Declaration)
    -> String?
  {
    // `Self` itself, not an associated type of it, `Self.Session`, which the mock names as its
    // own generic parameter.
    func mentionsSelf(_ type: String) -> Bool {
      let tokens = tokenize(type)
      return tokens.indices.contains { index in
        tokens[index].is("Self") && !(index + 1 < tokens.count && tokens[index + 1].is("."))
      }
    }
    let types = declaration.parameters.map(\.type) + (declaration.type.map { [$0] } ?? [])
    guard types.contains(where: mentionsSelf) else { return nil }
    for fragment in symbol.declarationFragments where fragment.kind == "typeIdentifier" {
      guard let usr = fragment.preciseIdentifier, let type = index.symbols[usr],
        let generic = try? Declaration(parsing: type.declaration),
        !generic.genericParameters.isEmpty,
        !generic.whereClause.isEmpty
          || generic.genericParameters.contains(where: { $0.constraint != nil }),
        types.contains(where: {
          TypeText.arguments(of: fragment.spelling, in: $0).contains(where: mentionsSelf)
        })
      else { continue }
      return fragment.spelling
    }
    return nil
  }

  /// Whether a unary operator's USR names a postfix operator: its mangled name is the
  /// operator's characters, encoded as lowercase letters, then `oP` (`op` for prefix).
  static func isPostfix(usr: String) -> Bool {
    let characters = Array(usr)
    for index in characters.indices.dropLast(1)
    where characters[index] == "o" && characters[index + 1] == "P" {
      // The operator's letters come right before, after their count.
      let before = characters[..<index].reversed().prefix { $0.isLowercase }
      if !before.isEmpty, characters[index - before.count - 1].isNumber { return true }
    }
    return false
  }

  /// Whether a constraint suppresses `Copyable` or `Escapable`.
  static func suppressesCopying(_ constraint: String) -> Bool {
    constraint.contains("~Copyable") || constraint.contains("~Escapable")
  }
}
