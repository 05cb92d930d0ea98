extension ModuleModel {
  /// Builds the model of the module a symbol graph describes.
  ///
  /// Protocols are found by their `swift.protocol` symbols, their requirements by
  /// `requirementOf` edges, the protocols they refine by `conformsTo` edges (the graph does not
  /// use `inheritsFrom` between protocols), and a class's superclass by `inheritsFrom`.
  /// Declarations the compiler synthesized, which have no source location, are left out.
  init(graph: SymbolGraph) {
    let index = GraphIndex(graph)
    moduleName = graph.module.name
    protocols = index.symbols(ofKind: "swift.protocol").map { index.mockedProtocol($0) }
      .sorted { $0.qualifiedName < $1.qualifiedName }
    classes = index.symbols(ofKind: "swift.class").compactMap { index.spiedClass($0) }
      .sorted { $0.qualifiedName < $1.qualifiedName }
  }
}

/// A member the generator could not read, named in the generated file instead.
struct UnreadableMember: Error, Equatable, Sendable {
  var title: String
  var reason: String
}

/// The graph's symbols and edges, looked up by identifier.
private struct GraphIndex {
  let symbols: [String: SymbolGraph.Symbol]
  let requirements: [String: [String]]
  let members: [String: [String]]
  let conformances: [String: [SymbolGraph.Relationship]]
  let superclasses: [String: String]

  /// Conformances that say nothing a mock must witness, or that the mock's kind provides.
  static let silentParents: Set<String> = [
    "Sendable", "SendableMetatype", "Copyable", "Escapable", "BitwiseCopyable", "AnyObject",
    "Actor",
  ]

  init(_ graph: SymbolGraph) {
    var symbols: [String: SymbolGraph.Symbol] = [:]
    for symbol in graph.symbols { symbols[symbol.identifier.precise] = symbol }
    self.symbols = symbols
    var requirements: [String: [String]] = [:]
    var members: [String: [String]] = [:]
    var conformances: [String: [SymbolGraph.Relationship]] = [:]
    var superclasses: [String: String] = [:]
    for edge in graph.relationships {
      switch edge.kind {
      case "requirementOf": requirements[edge.target, default: []].append(edge.source)
      case "memberOf": members[edge.target, default: []].append(edge.source)
      case "conformsTo": conformances[edge.source, default: []].append(edge)
      case "inheritsFrom": superclasses[edge.source] = edge.target
      default: break
      }
    }
    self.requirements = requirements
    self.members = members
    self.conformances = conformances
    self.superclasses = superclasses
  }

  func symbols(ofKind kind: String) -> [SymbolGraph.Symbol] {
    symbols.values.filter { $0.kind.identifier == kind && $0.location != nil }
  }

  func position(of symbol: SymbolGraph.Symbol) -> SourcePosition? {
    guard let path = symbol.filePath, let location = symbol.location else { return nil }
    return SourcePosition(
      file: path, line: location.position.line + 1, column: location.position.character + 1)
  }

  /// Symbols in reading order; those without a location last, by title.
  func inReadingOrder(_ identifiers: [String]) -> [SymbolGraph.Symbol] {
    identifiers.compactMap { symbols[$0] }.sorted { first, second in
      switch (position(of: first), position(of: second)) {
      case (let a?, let b?): return a.precedes(b)
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): return first.names.title < second.names.title
      }
    }
  }

  func qualifiedName(_ symbol: SymbolGraph.Symbol) -> String {
    symbol.pathComponents.joined(separator: ".")
  }

  func member(_ symbol: SymbolGraph.Symbol, of owner: String) -> Result<Member, UnreadableMember> {
    let kind: Member.Kind
    switch symbol.kind.identifier {
    case "swift.method", "swift.type.method", "swift.func": kind = .method
    case "swift.property", "swift.type.property": kind = .property
    case "swift.subscript", "swift.type.subscript": kind = .subscript
    case "swift.init": kind = .initializer
    case "swift.func.op": kind = .operator
    default:
      return .failure(UnreadableMember(title: symbol.names.title, reason: "its kind is unknown"))
    }
    do {
      let declaration = try Declaration(parsing: symbol.declaration)
      return .success(
        Member(
          kind: kind, declaration: declaration, title: symbol.names.title,
          labels: Member.labels(ofTitle: symbol.names.title), declaredIn: owner,
          accessLevel: symbol.accessLevel,
          position: position(of: symbol)))
    } catch {
      return .failure(UnreadableMember(title: symbol.names.title, reason: error.reason))
    }
  }

  // MARK: Protocols

  /// The protocols of this module that `identifier` refines directly, and the names of those of
  /// other modules.
  func parents(of identifier: String) -> (local: [String], external: [String]) {
    var local: [String] = []
    var external: [String] = []
    for edge in conformances[identifier] ?? [] {
      if let parent = symbols[edge.target], parent.kind.identifier == "swift.protocol" {
        local.append(edge.target)
      } else {
        let name = (edge.targetFallback ?? edge.target).split(separator: ".").last.map(String.init)
        external.append(name ?? edge.target)
      }
    }
    return (local, external)
  }

  /// The protocol and every protocol of this module it refines, parents first, each once.
  func lineage(of identifier: String, visited: inout Set<String>) -> [String] {
    guard visited.insert(identifier).inserted else { return [] }
    let local = inReadingOrder(parents(of: identifier).local).map(\.identifier.precise)
    return local.flatMap { lineage(of: $0, visited: &visited) } + [identifier]
  }

  func mockedProtocol(_ symbol: SymbolGraph.Symbol) -> MockedProtocol {
    let identifier = symbol.identifier.precise
    var visited: Set<String> = []
    let lineage = lineage(of: identifier, visited: &visited)
    let declaration = try? Declaration(parsing: symbol.declaration)

    var requirements: [Member] = []
    var unreadable: [UnreadableMember] = []
    var associatedTypes: [AssociatedType] = []
    var seen: Set<String> = []
    var externalParents: [String] = []
    var isActor = false
    var globalActor: String?
    for protocolID in lineage {
      guard let owner = symbols[protocolID] else { continue }
      let ownerDeclaration = try? Declaration(parsing: owner.declaration)
      globalActor = globalActor ?? ownerDeclaration?.globalActor
      let external = parents(of: protocolID).external
      isActor = isActor || external.contains("Actor")
      externalParents += external.filter {
        !Self.silentParents.contains($0) && !externalParents.contains($0)
      }
      for requirement in inReadingOrder(self.requirements[protocolID] ?? []) {
        if requirement.kind.identifier == "swift.associatedtype" {
          guard let parsed = try? Declaration(parsing: requirement.declaration),
            !associatedTypes.contains(where: { $0.name == parsed.name })
          else { continue }
          associatedTypes.append(
            AssociatedType(
              name: parsed.name, inheritance: parsed.inheritance, whereClause: parsed.whereClause))
          continue
        }
        switch member(requirement, of: qualifiedName(owner)) {
        case .success(let member):
          // A requirement two parents both declare is witnessed once.
          let key = "\(member.kind) \(member.isStatic) \(member.declaration.withoutAttributes)"
          guard seen.insert(key).inserted else { continue }
          requirements.append(member)
        case .failure(let problem):
          unreadable.append(problem)
        }
      }
    }
    // Primary associated types come first, in the order the protocol lists them.
    let primary = declaration?.genericParameters.map(\.name) ?? []
    associatedTypes.sort { first, second in
      let a = primary.firstIndex(of: first.name) ?? Int.max
      let b = primary.firstIndex(of: second.name) ?? Int.max
      return a < b
    }
    return MockedProtocol(
      name: symbol.pathComponents.last ?? symbol.names.title,
      qualifiedName: qualifiedName(symbol), accessLevel: symbol.accessLevel,
      position: position(of: symbol), globalActor: globalActor, isActor: isActor,
      associatedTypes: associatedTypes, requirements: requirements,
      unreadableRequirements: unreadable, externalParents: externalParents)
  }

  // MARK: Classes

  func spiedClass(_ symbol: SymbolGraph.Symbol) -> SpiedClass? {
    guard let declaration = try? Declaration(parsing: symbol.declaration),
      declaration.keyword == .class
    else { return nil }
    var initializers: [Member] = []
    var members: [Member] = []
    var overridden: Set<String> = []
    var unreadable: [UnreadableMember] = []
    var classID: String? = symbol.identifier.precise
    var isOwnClass = true
    while let identifier = classID, let owner = symbols[identifier] {
      for memberSymbol in inReadingOrder(self.members[identifier] ?? []) {
        switch member(memberSymbol, of: qualifiedName(owner)) {
        case .success(let member):
          if member.kind == .initializer {
            // Only the class's own designated initializers can be called by a subclass's.
            if isOwnClass && !member.declaration.has("convenience") {
              initializers.append(member)
            }
          } else if overridden.insert("\(member.kind) \(member.title)").inserted {
            members.append(member)
          }
        case .failure(let problem):
          if isOwnClass { unreadable.append(problem) }
        }
      }
      classID = superclasses[identifier]
      isOwnClass = false
    }
    return SpiedClass(
      name: symbol.pathComponents.last ?? symbol.names.title,
      qualifiedName: qualifiedName(symbol), accessLevel: symbol.accessLevel,
      position: position(of: symbol), globalActor: declaration.globalActor,
      genericParameters: declaration.genericParameters, whereClause: declaration.whereClause,
      isFinal: declaration.has("final"), designatedInitializers: initializers, members: members,
      unreadableMembers: unreadable)
  }
}

extension Declaration {
  /// The declaration without its attributes, for telling apart two declarations of the same
  /// requirement.
  var withoutAttributes: String {
    var copy = self
    copy.attributes = []
    return "\(copy)"
  }
}
