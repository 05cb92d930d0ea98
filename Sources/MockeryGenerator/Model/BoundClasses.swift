/// A class a protocol is bound to: `protocol Screen: BaseViewController`, or
/// `protocol Screen where Self: BaseViewController`, which the graph prints the same way.
struct BoundClass {
  /// The class's USR.
  var identifier: String
  /// The protocol that binds it, for messages.
  var protocolName: String
  /// What the protocol's declaration inherits, as written: the class with its generic
  /// arguments, `Store<String>`, among its parent protocols.
  var inheritance: [String]
}

extension ModelBuilder {
  /// Of the classes a protocol's lineage binds it to, the one the others are superclasses of.
  func mostDerived(_ classes: [BoundClass]) -> BoundClass? {
    func depth(_ identifier: String) -> Int {
      var depth = 0
      var current = identifier
      while let next = index.superclasses[current], depth < 64 {
        depth += 1
        current = next
      }
      return depth
    }
    return classes.max { depth($0.identifier) < depth($1.identifier) }
  }

  /// The superclass a mock of a protocol bound to `bound` has, or why it can have none.
  ///
  /// The mock subclasses the class and inherits what the class already implements of the
  /// protocol: such requirements get no recorder (their `conventionalWitness` becomes
  /// ``ConventionalWitness/inherited``), and are listed in the superclass's
  /// `witnessedRequirements`.
  func mockSuperclass(_ bound: BoundClass, requirements: inout [Member])
    -> Result<MockSuperclass, Limitation>
  {
    guard let symbol = index.symbols[bound.identifier] else {
      // A class of a module whose graph the generator was not given: the SDK's, or one the
      // plugin did not fetch.
      let name = index.superclassNames[bound.identifier] ?? bound.identifier
      let bare = name.split(separator: ".").last.map(String.init) ?? name
      guard let known = KnownClass.named(name) else {
        return .failure(.boundToClass(name: bare, because: .unknownSuperclass(name: bare)))
      }
      return mockSuperclass(known, requirements: &requirements)
    }
    let name = index.qualifiedName(symbol)
    let module = index.modules[bound.identifier] ?? index.moduleName
    let isOwnModule = module == index.moduleName
    let written = bound.inheritance.first {
      TypeText.components(of: $0)?.last?.name == symbol.pathComponents.last
    }
    guard let arguments = genericArguments(written: written, of: symbol) else {
      return .failure(
        .boundToClass(
          name: name,
          because: .unreadableSuperclassArguments(name: bound.protocolName, superclass: name)))
    }
    let hierarchy = hierarchy(
      of: bound.identifier, reference: referenceName(of: symbol), arguments: arguments)
    if hierarchy.isFinal {
      return .failure(.boundToClass(name: name, because: .finalClass(name: name)))
    }
    if !isOwnModule, symbol.accessLevel != .open {
      return .failure(.boundToClass(name: name, because: .closedToSubclasses(name: name)))
    }
    if let problem = hierarchy.problem {
      return .failure(.boundToClass(name: name, because: problem))
    }
    if let problem = Self.uncallableInitializer(requirements, of: hierarchy.initializers) {
      return .failure(.boundToClass(name: name, because: problem))
    }
    var witnessed: [String] = []
    let classMembers = hierarchy.members + hierarchy.extensionMembers
    for position in requirements.indices where requirements[position].conventionalWitness == nil {
      switch Self.classWitness(of: requirements[position], among: classMembers) {
      case .witnesses:
        requirements[position].conventionalWitness = .inherited
        witnessed.append(requirements[position].title)
      case .clashes:
        return .failure(
          .boundToClass(
            name: name, because: .clashesWithClassMember(title: requirements[position].title)))
      case .none:
        break
      }
    }
    return .success(
      MockSuperclass(
        reference: hierarchy.reference, initializers: hierarchy.initializers,
        globalActor: hierarchy.globalActor, isSendable: hierarchy.isSendable,
        needsTestableImport: isOwnModule
          && (symbol.accessLevel != .open || hierarchy.initializers.contains { !$0.isPublic }),
        modules: (isOwnModule ? [] : [module]) + hierarchy.modules.filter { $0 != module },
        sourceFiles: hierarchy.sourceFiles, witnessedRequirements: witnessed,
        memberNames: classMembers.map(\.baseName)))
  }

  /// The superclass a mock of a protocol bound to a known class of the SDK has: the class
  /// implements the requirements named like its known members, and the mock the others.
  func mockSuperclass(_ known: KnownClass, requirements: inout [Member])
    -> Result<MockSuperclass, Limitation>
  {
    let initializers = known.initializers(declaredIn: known.name)
    if let problem = Self.uncallableInitializer(requirements, of: initializers) {
      return .failure(.boundToClass(name: known.name, because: problem))
    }
    let members = known.allMembers
    var witnessed: [String] = []
    for position in requirements.indices
    where requirements[position].conventionalWitness == nil
      && members.contains(requirements[position].title)
    {
      requirements[position].conventionalWitness = .inherited
      witnessed.append(requirements[position].title)
    }
    return .success(
      MockSuperclass(
        reference: known.name, initializers: initializers, globalActor: known.globalActor,
        modules: [known.module], witnessedRequirements: witnessed,
        memberNames: members.map { String($0.prefix { $0 != "(" }) }))
  }

  /// Why an initializer requirement's witness can call none of a class's `initializers`, if it
  /// cannot: it calls the one of its arguments, else one that needs none.
  static func uncallableInitializer(_ requirements: [Member], of initializers: [Member])
    -> Limitation?
  {
    let callableWithoutArguments = initializers.contains {
      $0.declaration.parameters.allSatisfy { $0.defaultValue != nil }
    }
    let uncallable = requirements.first { requirement in
      requirement.kind == .initializer && !callableWithoutArguments
        && !initializers.contains { $0.hasParameters(of: requirement) }
    }
    return uncallable.map { .initializerWithoutSuperclassCall(title: $0.title) }
  }

  /// The arguments a written reference to a class gives its generic parameters (and those of
  /// the types it is nested in), by name: none for a class that is not generic, nil when it is
  /// and `written` does not say them.
  func genericArguments(written: String?, of symbol: SymbolGraph.Symbol) -> [String: String]? {
    let levels = typeLevels(of: symbol.identifier.precise)
    let parameters = levels.map { level in
      (try? Declaration(parsing: level.declaration))?.genericParameters.map(\.name) ?? []
    }
    guard parameters.contains(where: { !$0.isEmpty }) else { return [:] }
    guard let written, let components = TypeText.components(of: written),
      components.count >= levels.count
    else { return nil }
    var arguments: [String: String] = [:]
    for (level, component) in zip(parameters, components.suffix(levels.count)) {
      guard level.count == component.arguments.count else { return nil }
      for (parameter, argument) in zip(level, component.arguments) {
        arguments[parameter] = argument
      }
    }
    return arguments
  }

  /// How a class's members meet a requirement of a protocol bound to it.
  enum ClassWitness: Equatable {
    /// A member implements it: the mock inherits it.
    case witnesses
    /// A member has its name and parameters and does not implement it: a mock's witness would
    /// have to override it, or cannot be declared at all.
    case clashes
    /// No member is in the way: the mock witnesses it.
    case none
  }

  /// How `members` of a class meet `requirement`.
  static func classWitness(of requirement: Member, among members: [Member]) -> ClassWitness {
    func normalized(_ type: String?) -> String {
      (type ?? "Void").replacingOccurrences(of: "Self.", with: "").filter { !$0.isWhitespace }
    }
    let wanted = requirement.declaration
    for member in members
    where member.kind == requirement.kind && member.isStatic == requirement.isStatic
      && member.title == requirement.title
    {
      let given = member.declaration
      if requirement.kind == .property {
        guard normalized(given.type) == normalized(wanted.type) else { return .clashes }
        let settable =
          given.accessors?.isSettable ?? (given.keyword == .variable && !given.has("let"))
        let wantsSetter = wanted.accessors?.isSettable ?? false
        return !wantsSetter || settable ? .witnesses : .clashes
      }
      guard
        given.parameters.map({ normalized($0.type) })
          == wanted.parameters.map({ normalized($0.type) })
      else { continue }  // an overload: the mock's witness stands beside it
      let sameResult = normalized(given.type) == normalized(wanted.type)
      let effectsFit =
        (!given.isAsync || wanted.isAsync) && (given.throwing == .none || wanted.throwing != .none)
      return sameResult && effectsFit && given.genericParameters == wanted.genericParameters
        ? .witnesses : .clashes
    }
    return .none
  }
}

/// A limitation is what a model builder's `Result` fails with.
extension Limitation: Error {}

extension Member {
  /// Whether the member takes the same arguments as `other`: the same labels and types.
  func hasParameters(of other: Member) -> Bool {
    func types(_ member: Member) -> [String] {
      member.declaration.parameters.map { $0.type.filter { !$0.isWhitespace } }
    }
    return labels == other.labels && types(self) == types(other)
  }
}
