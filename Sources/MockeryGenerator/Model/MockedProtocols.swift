import Foundation

/// How the model of a protocol is built: its requirements, from its whole lineage of parents,
/// with what its mock needs to know of each.
extension ModelBuilder {

  func mockedProtocol(_ symbol: SymbolGraph.Symbol) -> MockedProtocol {
    let lineage = lineage(of: symbol.identifier.precise)
    var collected = CollectedRequirements()
    collected.associatedTypeNames = associatedTypeNames(in: lineage)
    // Inside the mock, `Calls` and `StaticCalls` are its recorders' types.
    let shadowed = collected.associatedTypeNames.union(["Calls", "StaticCalls"])
    var parents = ParentFacts()
    for ancestor in lineage {
      switch ancestor {
      case .graph(let protocolID):
        guard let owner = index.symbols[protocolID] else { continue }
        gather(protocolID, owner: owner, shadowed: shadowed, into: &parents)
        collectRequirements(
          of: protocolID, owner: owner, shadowed: shadowed, lineage: lineage, into: &collected)
      case .standard(let protocolID):
        guard let standard = StandardProtocol.byIdentifier[protocolID] else { continue }
        gather(standard, protocolID, lineage: lineage, into: &parents)
        collectRequirements(of: standard, into: &collected)
      case .unknown(let name, _):
        parents.unknownParents.append(name)
      }
    }

    var requirements = collected.requirements
    let (superclass, boundProblem) = superclassOfMock(parents, requirements: &requirements)
    var globalActor = parents.globalActor
    if globalActor == nil, !parents.isActor, superclass == nil,
      let isolation = DefaultIsolation.mainActor(
        of: requirements.filter { $0.conventionalWitness == nil }.map(\.declaration))
    {
      // Isolated by its module's default, or requirement by requirement: the mock is isolated
      // as a whole, as for a `@MainActor` protocol. A class of no isolation whose witnesses
      // alone are isolated is not Sendable, and a test off the main actor could not await it.
      // What it witnesses of a standard parent, `Hashable`'s `hash(into:)`, is of no actor.
      globalActor = isolation
    }
    let declaration = try? Declaration(parsing: index.declaration(of: symbol, qualifying: shadowed))
    let generics = GenericsOfMock(
      associatedTypes: collected.associatedTypes, constraints: parents.constraints,
      primary: declaration?.genericParameters.map(\.name) ?? [])
    // An associated type a class gets from a default implementation, as `Identifiable.ID`, is
    // left to it unless the protocol fixes it.
    for name in collected.inferredForClasses
    where !generics.typeAliases.contains(where: { $0.name == name }) {
      for index in requirements.indices
      where TypeText.mentions(name, in: requirements[index].declaration.type ?? "") {
        requirements[index].conventionalWitness = .inherited
      }
    }
    let associatedTypes = generics.associatedTypes.filter {
      !collected.inferredForClasses.contains($0.name)
    }
    let unmockable =
      parents.unmockable(boundProblem: boundProblem)
      ?? unmockable(
        symbol, requirements: requirements, collected: collected, lineage: lineage,
        constraints: parents.constraints, isGeneric: !associatedTypes.isEmpty)
    return MockedProtocol(
      name: symbol.pathComponents.last ?? symbol.names.title,
      qualifiedName: index.qualifiedName(symbol), referenceName: referenceName(of: symbol),
      accessLevel: index.effectiveAccessLevel(of: symbol),
      position: index.position(of: symbol), globalActor: globalActor, isActor: parents.isActor,
      isClassBound: parents.isClassBound || parents.isActor || superclass != nil,
      associatedTypes: associatedTypes,
      requirements: requirements,
      unreadableRequirements: collected.unreadable.filter(\.hasDefault).map(\.member),
      externalParents: parents.externalParents, superclass: superclass,
      requiresSendable: parents.requiresSendable,
      availability: index.deprecations(of: symbol), typeAliases: generics.typeAliases,
      protocolTypeAliases: parents.protocolTypeAliases,
      whereClause: generics.whereClause, parentModules: parents.parentModules,
      spiImports: parents.spi.groups.mapValues { $0.sorted() }, sourceFiles: parents.sourceFiles,
      unmockable: unmockable,
      typeEquatability: index.equatability(ofNamesIn: requirements.flatMap(\.mentionedTypes)),
      standIns: index.standIns(
        of: requirements.compactMap(\.declaration.type),
        testable: index.effectiveAccessLevel(of: symbol) == .internal
          || (superclass?.needsTestableImport ?? false)))
  }

  /// Why no mock of `symbol` can be written, as far as its requirements tell, after what its
  /// parents tell.
  private func unmockable(
    _ symbol: SymbolGraph.Symbol, requirements: [Member], collected: CollectedRequirements,
    lineage: [Ancestor], constraints: [String], isGeneric: Bool
  ) -> Limitation? {
    if let conflict = collected.conflicts.first {
      return .conflictingRequirement(title: conflict.title, types: conflict.types)
    }
    if let (name, parent) = constrainedFixedAssociatedType(lineage, constraints) {
      return .constrainsFixedAssociatedType(name: name, parent: parent)
    }
    if isGeneric,
      let stuck = requirements.first(where: {
        $0.selfConstrainingType != nil && !$0.hasDefaultImplementation
          && $0.conventionalWitness == nil
      }), let type = stuck.selfConstrainingType
    {
      // A generic mock's witness of it, recorded or not, is self-referential.
      return .unwitnessableRequirement(
        title: stuck.title, because: .selfInConstrainedGeneric(type: type))
    }
    if let unreadable = collected.unreadable.first(where: { !$0.hasDefault }) {
      return .unreadableRequirement(
        title: unreadable.member.title, reason: unreadable.member.reason)
    }
    guard index.declaresTypeNamedLikeItself(index.moduleName) else { return nil }
    // `Audit.Logger` would mean a member of the type `Audit`: an ambiguous name stays so.
    let mentioned = [symbol.pathComponents.first ?? ""] + requirements.flatMap(\.mentionedTypes)
    let names = index.ambiguousNames.filter { name in
      mentioned.contains { TypeText.mentions(name, in: $0) }
    }.sorted()
    return names.isEmpty
      ? nil : .ambiguousInSelfNamedModule(names: names, module: index.moduleName)
  }

  /// What a walk up a protocol's lineage gathers.
  struct CollectedRequirements {
    var requirements: [Member] = []
    var associatedTypes: [AssociatedType] = []
    var associatedTypeNames: Set<String> = []
    var inferredForClasses: Set<String> = []
    var unreadable: [(member: UnreadableMember, hasDefault: Bool)] = []
    /// Where each requirement is in `requirements`, by what makes two declarations one
    /// requirement.
    var positions: [String: Int] = [:]
    /// Properties required twice with types no one declaration can have both of.
    var conflicts: [(title: String, types: [String])] = []

    /// The effect of a witness that satisfies requirements declared with both: one that does
    /// not throw satisfies any; one that throws a typed error satisfies one that throws any.
    static func strictest(_ first: Declaration.Throwing, _ second: Declaration.Throwing)
      -> Declaration.Throwing
    {
      switch (first, second) {
      case _ where first == second: first
      case (.any, let other), (let other, .any): other
      default: .none
      }
    }

    /// Whether two types a protocol and its parent give one property are certainly different.
    ///
    /// Each must be a name of the standard library's that no type alias stands for, or such
    /// names in `[…]`, `[…: …]`, `…?`. Others may be one type spelt two ways (`Self.ID` and
    /// `ID`, a type alias and what it names).
    static func arePlainlyDifferent(_ first: String, _ second: String) -> Bool {
      func plain(_ type: String) -> Bool {
        tokenize(type).allSatisfy { token in
          token.kind == .word
            ? TypeText.standardEquatableNames.contains(String(token.text))
            : ["[", "]", ":", "?", ",", "(", ")"].contains(String(token.text))
        }
      }
      func normalized(_ type: String) -> String { type.filter { !$0.isWhitespace } }
      return plain(first) && plain(second) && normalized(first) != normalized(second)
    }

    /// Adds `member`, or merges it into the requirement it restates.
    mutating func add(_ member: Member) {
      let key = Self.key(of: member)
      guard let existing = positions[key] else {
        positions[key] = requirements.count
        requirements.append(member)
        return
      }
      if Self.witnessesOther(member, than: requirements[existing]) {
        // The new declaration is the one the mock must witness; the other has a default.
        requirements[existing] = member
        return
      }
      var merged = requirements[existing]
      if var accessors = merged.declaration.accessors, let other = member.declaration.accessors {
        // A refinement may add a setter to a getter, or take its effects away.
        accessors.isSettable = accessors.isSettable || other.isSettable
        accessors.getterIsAsync = accessors.getterIsAsync && other.getterIsAsync
        accessors.getterThrowing = Self.strictest(accessors.getterThrowing, other.getterThrowing)
        merged.declaration.accessors = accessors
      }
      // A refinement may restate a throwing requirement as one that does not throw: one witness
      // that does not throw satisfies both.
      merged.declaration.throwing = Self.strictest(
        merged.declaration.throwing, member.declaration.throwing)
      if merged.kind == .property, member.kind == .property,
        let first = merged.declaration.type, let second = member.declaration.type,
        Self.arePlainlyDifferent(first, second),
        !merged.hasDefaultImplementation, !member.hasDefaultImplementation
      {
        // Neither has a default, and a type can declare only one of them.
        conflicts.append((merged.title, [first, second]))
      }
      if merged.declaration.type == member.declaration.type {
        // Another type's default does not implement this one.
        merged.hasDefaultImplementation =
          merged.hasDefaultImplementation || member.hasDefaultImplementation
      }
      merged.conventionalWitness = merged.conventionalWitness ?? member.conventionalWitness
      for attribute in member.availability where !merged.availability.contains(attribute) {
        merged.availability.append(attribute)
      }
      requirements[existing] = merged
    }

    /// Whether `member`, a property of the same name as `kept` and of another type, is the one
    /// the mock must declare: a class can declare only one of them, so the other must come from
    /// a default implementation.
    ///
    /// As console-kit's `CommandGroup` (`commands: [String: any AnyCommand]`, no default)
    /// refining `AsyncCommandGroup` (`commands: [String: any AnyAsyncCommand]`, whose default
    /// `CommandGroup` gives): the mock witnesses the one without a default, or the later one,
    /// the refining protocol's, when both have one. Types spelt differently may still be one
    /// type (`Self.ID` and `ID`), so when neither has a default the declarations merge as a
    /// restatement does.
    static func witnessesOther(_ member: Member, than kept: Member) -> Bool {
      guard member.kind == .property, kept.kind == .property,
        let type = member.declaration.type, let keptType = kept.declaration.type,
        type != keptType
      else { return false }
      return kept.hasDefaultImplementation
    }

    mutating func add(_ associated: AssociatedType) {
      guard let existing = associatedTypes.firstIndex(where: { $0.name == associated.name })
      else {
        associatedTypes.append(associated)
        return
      }
      // Two parents may constrain the same associated type: the mock needs both.
      for constraint in associated.inheritance
      where !associatedTypes[existing].inheritance.contains(constraint) {
        associatedTypes[existing].inheritance.append(constraint)
      }
      for requirement in associated.whereClause
      where !associatedTypes[existing].whereClause.contains(requirement) {
        associatedTypes[existing].whereClause.append(requirement)
      }
    }

    /// What makes two declarations one requirement.
    ///
    /// Kind, name, types and generic constraints, not attributes, accessors or parameter names:
    /// overloads may differ only in their generic constraints, `connect<T>(_: T) where T:
    /// Adapter` and `where T: KeyedAdapter`.
    static func key(of member: Member) -> String {
      let declaration = member.declaration
      var key = "\(member.kind) \(member.isStatic) \(member.title)"
      if member.kind != .property {
        key +=
          "("
          + declaration.parameters.map {
            ($0.specifiers + [$0.type]).joined(separator: " ") + ($0.isVariadic ? "..." : "")
          }.joined(separator: ",") + ")"
        key += " async:\(declaration.isAsync) -> \(declaration.type ?? "Void")"
        key +=
          " <"
          + declaration.genericParameters.map { "\($0.name):\($0.constraint ?? "")" }
          .joined(separator: ",") + "> where " + declaration.whereClause.joined(separator: ",")
      }
      return key
    }
  }

  private func collectRequirements(
    of protocolID: String, owner: SymbolGraph.Symbol, shadowed: Set<String>,
    lineage: [Ancestor], into collected: inout CollectedRequirements
  ) {
    let refined = Set(
      lineage.compactMap { ancestor -> String? in
        guard case .graph(let identifier) = ancestor else { return nil }
        return identifier
      })
    for requirement in index.inReadingOrder(index.requirements[protocolID] ?? []) {
      if requirement.kind.identifier == .associatedtype {
        guard
          let parsed = try? Declaration(
            parsing: index.declaration(of: requirement, qualifying: shadowed))
        else { continue }
        collected.add(
          AssociatedType(
            name: parsed.name, inheritance: parsed.inheritance, whereClause: parsed.whereClause))
        continue
      }
      let hasDefault = hasDefaultImplementation(
        requirement.identifier.precise, of: protocolID, within: refined)
      switch member(requirement, of: index.qualifiedName(owner), shadowed: shadowed) {
      case .success(var member):
        member.hasDefaultImplementation = hasDefault
        collected.add(member)
      case .failure(let problem):
        collected.unreadable.append((problem, hasDefault))
      }
    }
  }

  private func collectRequirements(
    of standard: StandardProtocol, into collected: inout CollectedRequirements
  ) {
    for associated in standard.associatedTypes { collected.add(associated) }
    collected.inferredForClasses.formUnion(standard.inferredForClasses)
    for requirement in standard.requirements {
      // The table's declarations are the compiler's, and its tests read every one.
      guard let declaration = try? Declaration(parsing: requirement.declaration) else { continue }
      collected.add(
        Member(
          kind: requirement.kind, declaration: declaration, title: requirement.title,
          labels: Member.labels(ofTitle: requirement.title), declaredIn: standard.name,
          accessLevel: .public, position: nil, availability: requirement.availability,
          conventionalWitness: requirement.witness,
          noncopyableTypes: requirement.declaration.contains("ExecutorJob") ? ["ExecutorJob"] : []
        ))
    }
  }
}

/// The generic parameters and `where` clause of a mock, from the associated types of its
/// protocol and what the protocol's `where` clauses say of them.
///
/// An associated type the protocol fixes to one type (`where RawValue == String`) is no
/// parameter: the mock names it with a `typealias`. Constraints on the others
/// (`where Element: Equatable`) go in the mock's `where` clause, `Self.` dropped.
struct GenericsOfMock {
  var associatedTypes: [AssociatedType] = []
  var typeAliases: [TypeAlias] = []
  var whereClause: [String] = []

  init(associatedTypes all: [AssociatedType], constraints: [String], primary: [String]) {
    let names = Set(all.map(\.name))
    func dropSelf(_ text: String) -> String {
      TypeText.rewrite(text) { tokens, index in
        guard tokens[index].is("Self"), index + 2 < tokens.count, tokens[index + 1].is("."),
          names.contains(String(tokens[index + 2].text))
        else { return nil }
        return (String(tokens[index + 2].text), 3)
      }
    }
    var fixed: [String: String] = [:]
    var requirements: [String] = []
    for constraint in constraints.map(dropSelf) {
      let sides = constraint.components(separatedBy: " == ")
      if sides.count == 2 {
        let lhs = sides[0].trimmingCharacters(in: .whitespaces)
        let rhs = sides[1].trimmingCharacters(in: .whitespaces)
        if names.contains(lhs), fixed[lhs] == nil, lhs != rhs {
          fixed[lhs] = rhs
          continue
        }
        if names.contains(rhs), fixed[rhs] == nil {
          fixed[rhs] = lhs
          continue
        }
      }
      if !requirements.contains(constraint) { requirements.append(constraint) }
    }
    // What a requirement says of a fixed associated type, the type it is fixed to satisfies:
    // the protocol's conformances are checked. It cannot be said in the mock's generic clause,
    // where its type alias is not in scope.
    requirements.removeAll { requirement in
      let subject = requirement.prefix { $0 != ":" && $0 != " " && $0 != "." }
      return fixed[String(subject)] != nil
    }
    // A name fixed to another associated type that is itself fixed is fixed to that type.
    typeAliases = all.compactMap { associated in
      fixed[associated.name].map { TypeAlias(name: associated.name, type: $0) }
    }
    associatedTypes = all.filter { fixed[$0.name] == nil }.map { associated in
      var associated = associated
      associated.whereClause = associated.whereClause.map(dropSelf)
      return associated
    }
    // Primary associated types come first, in the order the protocol lists them.
    associatedTypes.sort { first, second in
      let a = primary.firstIndex(of: first.name) ?? Int.max
      let b = primary.firstIndex(of: second.name) ?? Int.max
      return a < b
    }
    whereClause = requirements
  }
}
