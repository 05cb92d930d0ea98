import Foundation

/// What a protocol's parents tell its mock, beside their requirements: the associated types
/// whose names shadow others, isolation, the classes it must subclass, the modules, files and
/// SPIs its file imports, and the parents that make a mock impossible.
extension ModelBuilder {
  /// The names of the associated types of a protocol's lineage, gathered first: they may shadow
  /// types its requirements name.
  func associatedTypeNames(in lineage: [Ancestor]) -> Set<String> {
    var names: Set<String> = []
    for ancestor in lineage {
      switch ancestor {
      case .graph(let protocolID):
        for requirement in index.inReadingOrder(index.requirements[protocolID] ?? [])
        where requirement.kind.identifier == .associatedtype {
          names.insert(requirement.names.title)
        }
      case .standard(let protocolID):
        for associated in StandardProtocol.byIdentifier[protocolID]?.associatedTypes ?? [] {
          names.insert(associated.name)
        }
      case .unknown: break
      }
    }
    return names
  }

  /// What a protocol's lineage says of its mock, beside the requirements: its isolation, the
  /// classes it binds to, the modules and files the mock's file imports, and the parents that
  /// make a mock impossible.
  struct ParentFacts {
    var unknownParents: [String] = []
    var externalParents: [String] = []
    var parentModules: [String] = []
    var sourceFiles: [String] = []
    var isActor = false
    var requiresSendable = false
    var isClassBound = false
    var globalActor: String?
    var standardSuperclass: String?
    var boundClasses: [BoundClass] = []
    var missingRequirements: [(name: String, protocol: String)] = []
    var constraints: [String] = []
    var protocolTypeAliases: [TypeAlias] = []
    var spi = SPIImports()

    /// Why no mock can be written, as far as the parents tell, in the order a user fixes it.
    func unmockable(boundProblem: Limitation?) -> Limitation? {
      if !unknownParents.isEmpty { return .unknownParent(names: unknownParents) }
      if let title = spi.unnamed { return .unnamedSPI(title: title) }
      if let missing = missingRequirements.first {
        return .requirementMissingFromGraph(name: missing.name, protocol: missing.protocol)
      }
      return boundProblem
    }
  }

  /// Gathers what the protocol `protocolID` of the graphs says of the mock of a protocol that
  /// refines it, or is it.
  func gather(
    _ protocolID: String, owner: SymbolGraph.Symbol, shadowed: Set<String>,
    into parents: inout ParentFacts
  ) {
    let ownerDeclaration = try? Declaration(
      parsing: index.declaration(of: owner, qualifying: shadowed))
    parents.globalActor = parents.globalActor ?? ownerDeclaration?.globalActor
    parents.constraints += ownerDeclaration?.whereClause ?? []
    parents.isClassBound =
      parents.isClassBound
      || (ownerDeclaration?.inheritance ?? []).contains { ["AnyObject", "class"].contains($0) }
    let conformances = index.conformances[protocolID] ?? []
    parents.isActor =
      parents.isActor || conformances.contains { $0.target == StandardProtocol.actor }
    parents.requiresSendable =
      parents.requiresSendable || conformances.contains { $0.target == "s:s8SendableP" }
    if let module = index.modules[protocolID], module != index.moduleName {
      if !parents.parentModules.contains(module) { parents.parentModules.append(module) }
      parents.externalParents.append(module + "." + index.qualifiedName(owner))
    }
    if let file = owner.filePath, !parents.sourceFiles.contains(file) {
      parents.sourceFiles.append(file)
    }
    if let missing = requirementMissingFromGraph(protocolID, owner: owner) {
      parents.missingRequirements.append(missing)
    }
    noteSPI(of: protocolID, owner: owner, into: &parents.spi)
    if let classID = index.superclasses[protocolID] {
      parents.boundClasses.append(
        BoundClass(
          identifier: classID, protocolName: index.qualifiedName(owner),
          inheritance: ownerDeclaration?.inheritance ?? []))
    }
    for member in index.inReadingOrder(index.members[protocolID] ?? [])
    where member.kind.identifier == .typealias {
      let text = index.declaration(of: member, qualifying: shadowed)
      guard let equals = text.range(of: " = ") else { continue }
      parents.protocolTypeAliases.append(
        TypeAlias(
          name: member.pathComponents.last ?? member.names.title,
          type: TypeText.withoutWhereClause(String(text[equals.upperBound...])),
          genericParameters: TypeText.genericParameterNames(
            ofHead: String(text[..<equals.lowerBound]))))
    }
  }

  /// Gathers what the standard protocol `standard` says of the mock of a protocol that refines
  /// it.
  func gather(
    _ standard: StandardProtocol, _ protocolID: String, lineage: [Ancestor],
    into parents: inout ParentFacts
  ) {
    parents.externalParents.append(standard.name)
    if let module = standard.module, !parents.parentModules.contains(module) {
      parents.parentModules.append(module)
    }
    parents.standardSuperclass = parents.standardSuperclass ?? standard.superclass
    parents.isClassBound = parents.isClassBound || standard.isClassBound
    if standard.onlyThroughRefinement,
      !lineage.contains(where: { ancestor in
        guard case .standard(let other) = ancestor else { return false }
        return StandardProtocol.byIdentifier[other]?.parents.contains(protocolID) ?? false
      })
    {
      parents.unknownParents.append(standard.name)
    }
  }

  /// The class the mock subclasses, or why the one it must subclass cannot be.
  ///
  /// It is the most derived of the classes its lineage binds it to, else a standard parent's.
  /// Requirements NSObject witnesses are left to it.
  func superclassOfMock(_ parents: ParentFacts, requirements: inout [Member])
    -> (MockSuperclass?, Limitation?)
  {
    var superclass: MockSuperclass?
    if let bound = mostDerived(parents.boundClasses) {
      switch mockSuperclass(bound, requirements: &requirements) {
      case .success(let found): superclass = found
      case .failure(let problem): return (nil, problem)
      }
    } else if let name = parents.standardSuperclass, let known = KnownClass.named(name) {
      superclass = MockSuperclass(
        reference: known.name, initializers: known.initializers(declaredIn: known.name))
    }
    if superclass?.reference == "NSObject" {
      // NSObject already is equatable, hashable and described.
      for index in requirements.indices
      where StandardProtocol.byIdentifier.contains(where: {
        StandardProtocol.conformancesOfNSObject.contains($0.key)
          && $0.value.name == requirements[index].declaredIn
      }) {
        requirements[index].conventionalWitness = .inherited
      }
    }
    return (superclass, nil)
  }

  /// The SPI groups a mock's file imports modules with, and the first `@_spi` declaration
  /// whose group no source names.
  struct SPIImports {
    var groups: [String: Set<String>] = [:]
    var unnamed: String?
  }

  /// Notes the SPIs of the protocol `identifier` and of its requirements.
  ///
  /// An `@_spi` protocol is seen, and an `@_spi` requirement (with an `@_spi` default or not)
  /// witnessed, only by a file that imports its module with that SPI. A requirement of an
  /// `@_spi` protocol is of its protocol's.
  func noteSPI(of identifier: String, owner: SymbolGraph.Symbol, into spi: inout SPIImports) {
    let module = index.modules[identifier] ?? index.moduleName
    let ownGroups = owner.spi == true ? (index.spiGroups(of: owner) ?? []) : []
    func note(_ symbol: SymbolGraph.Symbol, inherited: [String]) {
      let groups =
        (index.spiGroups(of: symbol) ?? []).isEmpty
        ? inherited : index.spiGroups(of: symbol) ?? []
      guard !groups.isEmpty else {
        spi.unnamed = spi.unnamed ?? index.qualifiedName(symbol)
        return
      }
      spi.groups[module, default: []].formUnion(groups)
    }
    if owner.spi == true { note(owner, inherited: []) }
    for requirement in index.requirements[identifier] ?? [] {
      guard let symbol = index.symbols[requirement], symbol.spi == true else { continue }
      note(symbol, inherited: ownGroups)
    }
  }

  /// A requirement of the protocol `identifier` that its source declares and its graph does
  /// not hold, with the protocol's name: a public graph leaves out members whose names start
  /// with `_` (`var _storage: Storage { get }`), and a mock without them does not conform.
  func requirementMissingFromGraph(_ identifier: String, owner: SymbolGraph.Symbol)
    -> (name: String, protocol: String)?
  {
    guard let source = index.sourceDeclaration(of: owner) else { return nil }
    // Initializers and subscripts are left out by their labels: `init(_value:)`.
    let checked = source.memberNames.filter {
      $0.hasPrefix("_") || $0 == "init" || $0 == "subscript"
    }
    guard !checked.isEmpty else { return nil }
    var inGraph: [String: Int] = [:]
    for requirement in index.requirements[identifier] ?? [] {
      guard let title = index.symbols[requirement]?.names.title else { continue }
      inGraph[String(title.prefix { $0 != "(" }).trimmingBackticks, default: 0] += 1
    }
    var inSource: [String: Int] = [:]
    for name in checked { inSource[name, default: 0] += 1 }
    guard let missing = checked.first(where: { inSource[$0, default: 0] > inGraph[$0, default: 0] })
    else { return nil }
    return (missing, index.qualifiedName(owner))
  }

  /// An associated type of a standard parent that the mock fixes to a type of its own and the
  /// protocol's `where` clauses constrain (`AsyncIterator: BufferedIterator`), with that parent.
  func constrainedFixedAssociatedType(_ lineage: [Ancestor], _ constraints: [String])
    -> (name: String, parent: String)?
  {
    for case .standard(let identifier) in lineage {
      guard let standard = StandardProtocol.byIdentifier[identifier] else { continue }
      for name in standard.fixedAssociatedTypes {
        let constrained = constraints.contains { constraint in
          let subject = constraint.prefix { $0 != ":" && $0 != "=" && $0 != " " }
          return subject == name || subject == "Self." + name
        }
        if constrained { return (name, standard.name) }
      }
    }
    return nil
  }
}
