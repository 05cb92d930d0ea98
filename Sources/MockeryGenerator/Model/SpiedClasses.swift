// How the model of a spy is built: the class spied on, followed up its superclasses, across
// modules, to what a subclass in a test target may call, override and must restate. The spy's
// code is written from it by Rendering/SpyRenderer.swift.

/// A class as a subclass declared in a test target sees it: what a spy of it, or the mock of a
/// protocol bound to it, may call, override and must restate.
///
/// Built by walking the class's superclasses, across modules where their graphs were given,
/// with each superclass's generic parameters replaced by the arguments its subclass gives them
/// (`class Cache: Store<String>` makes `Store`'s `T` a `String` in every inherited member).
struct ClassHierarchy: Equatable, Sendable {
  /// The generic parameters a subclass must declare to name the class: those of the types it
  /// is nested in, outermost first, then its own.
  var genericParameters: [Declaration.GenericParameter] = []
  /// The requirements of their `where` clauses.
  var whereClause: [String] = []
  /// The class as a subclass names it, its generic parameters as its arguments:
  /// `Outer<T>.Inner`, `BoxedRepository<U>`.
  var reference: String
  /// The designated initializers a subclass in a test target can call, declared by the class
  /// or inherited from its superclasses; `required` ones are marked so.
  var initializers: [Member] = []
  /// The members of the class and of its superclasses, not initializers, each once (the
  /// nearest declaration of its name), types as the class sees them.
  var members: [Member] = []
  /// The members declared in extensions of the class and of its superclasses, which no
  /// subclass can override but which witness protocol requirements all the same.
  var extensionMembers: [Member] = []
  /// The class's own members whose declarations could not be read.
  var unreadable: [UnreadableMember] = []
  /// The global actor the class or a superclass is isolated to, which a subclass inherits.
  var globalActor: String?
  /// Whether that actor is the module's default isolation, not one the class names: such a
  /// class's `deinit` is isolated to it, and runs on it wherever the last reference goes.
  var isIsolatedByModuleDefault = false
  /// Whether the class or a superclass conforms to `Sendable`.
  var isSendable = false
  /// Whether the class is `final`.
  var isFinal = false
  /// The first superclass whose graph the generator was not given, `UIKit.UIViewController`:
  /// neither its members nor its superclasses' are known, so none is overridden.
  var unknownSuperclass: String?
  /// Whether it or a superclass has a `required convenience` initializer, which a subclass
  /// gets only by inheriting the convenience initializers: by overriding every designated one.
  var hasRequiredConvenienceInitializer = false
  /// The files that declare the class and its superclasses, whose imports name the types
  /// their members mention.
  var sourceFiles: [String] = []
  /// The modules other than the class's that declare its superclasses.
  var modules: [String] = []
  /// Why no subclass of it can be written in a test target, if none can.
  var problem: Limitation?
}

extension ModelBuilder {
  /// The model of a class a spy subclasses, or nil for a symbol that is no class: its
  /// hierarchy, below, and why no spy can be written, where none can.
  func spiedClass(_ symbol: SymbolGraph.Symbol) -> SpiedClass? {
    guard let declaration = try? Declaration(parsing: symbol.declaration),
      declaration.keyword == .class
    else { return nil }
    let hierarchy = hierarchy(
      of: symbol.identifier.precise, reference: referenceName(of: symbol))
    var problem = hierarchy.problem
    if hierarchy.isFinal { problem = .finalClass(name: index.qualifiedName(symbol)) }
    return SpiedClass(
      name: symbol.pathComponents.last ?? symbol.names.title,
      qualifiedName: index.qualifiedName(symbol), module: index.moduleName,
      reference: hierarchy.reference,
      accessLevel: index.effectiveAccessLevel(of: symbol),
      position: index.position(of: symbol), globalActor: hierarchy.globalActor,
      isIsolatedByModuleDefault: hierarchy.isIsolatedByModuleDefault,
      genericParameters: hierarchy.genericParameters, whereClause: hierarchy.whereClause,
      isFinal: hierarchy.isFinal, isSendable: hierarchy.isSendable,
      designatedInitializers: hierarchy.initializers, members: hierarchy.members,
      unreadableMembers: hierarchy.unreadable, availability: index.deprecations(of: symbol),
      typeEquatability: index.equatability(
        ofNamesIn: (hierarchy.members + hierarchy.initializers).flatMap(\.mentionedTypes)),
      sourceFiles: hierarchy.sourceFiles, modules: hierarchy.modules, unspiable: problem,
      unknownSuperclass: hierarchy.unknownSuperclass.flatMap {
        KnownClass.named($0)?.name == "NSObject" ? nil : $0
      },
      hasRequiredConvenienceInitializer: hierarchy.hasRequiredConvenienceInitializer)
  }

  /// The hierarchy of the class `identifier`, as a test target of the module sees it.
  ///
  /// - Parameters:
  ///   - arguments: The arguments the subclass gives the class's generic parameters, by name;
  ///     none makes the subclass generic over them.
  ///   - reference: How the file names the class: its qualified name, or with its module when
  ///     that name is ambiguous.
  func hierarchy(
    of identifier: String, reference written: String? = nil, arguments: [String: String] = [:]
  ) -> ClassHierarchy {
    guard let symbol = index.symbols[identifier] else {
      return ClassHierarchy(reference: written ?? identifier)
    }
    var context = genericContext(of: identifier)
    // Nested generic types may reuse a parameter's name, `Outer<T>.Inner<T>`; a subclass
    // generic over them all declares each once, so an inner one gets a name of its own, and
    // the class's members, which mean the innermost, say it.
    var renamed: [String: String] = [:]
    if arguments.isEmpty {
      context.parameters = Self.uniquelyNamed(context.parameters)
      for (original, unique) in zip(genericContext(of: identifier).parameters, context.parameters) {
        renamed[original.name] = unique.name
      }
      renamed = renamed.filter { $0.key != $0.value }
    }
    var hierarchy = ClassHierarchy(
      genericParameters: context.parameters.filter { arguments[$0.name] == nil },
      whereClause: context.whereClause,
      reference: genericReference(
        of: symbol, written: written, arguments: arguments, uniqueNames: arguments.isEmpty))
    if !arguments.isEmpty {
      // A specialized class: its own `where` clause holds for its arguments.
      hierarchy.whereClause = []
    }
    let declaration = try? Declaration(parsing: symbol.declaration)
    hierarchy.isFinal = declaration?.has("final") ?? false
    hierarchy.globalActor = declaration?.globalActor

    var overridden: Set<String> = []
    var level: String? = identifier
    var substitutions = arguments.isEmpty ? renamed : arguments
    var isOwnClass = true
    // The initializers of the nearest class that declares any; those of the classes below it
    // are inherited from it.
    var initializers: [Member]?
    while let current = level, let owner = index.symbols[current] {
      let module = index.modules[current]
      if let module, module != index.moduleName, !hierarchy.modules.contains(module) {
        hierarchy.modules.append(module)
      }
      if let file = owner.filePath, !hierarchy.sourceFiles.contains(file) {
        hierarchy.sourceFiles.append(file)
      }
      hierarchy.isSendable =
        hierarchy.isSendable
        || (index.conformances[current] ?? []).contains { $0.target == "s:s8SendableP" }
      if hierarchy.globalActor == nil {
        hierarchy.globalActor = (try? Declaration(parsing: owner.declaration))?.globalActor
      }
      let declared = collectMembers(
        of: owner, substitutions: substitutions, isOwnClass: isOwnClass,
        overridden: &overridden, into: &hierarchy)
      if initializers == nil, hierarchy.problem == nil {
        if !declared.isEmpty {
          let callable = declared.filter(isCallableFromTests)
          // Variadic arguments cannot be passed on: Swift has no way to splat an array.
          initializers = callable.filter {
            !$0.declaration.parameters.contains(where: \.isVariadic)
          }
          if callable.isEmpty {
            hierarchy.problem = .noAccessibleInitializer(name: index.qualifiedName(owner))
          } else if initializers?.isEmpty ?? true {
            hierarchy.problem = .variadicInitializers(name: index.qualifiedName(owner))
          }
        } else if index.sourceDeclaration(of: owner)?.declaresDesignatedInitializer == true {
          // It declares initializers, and none is in the graph: all are private.
          hierarchy.problem = .noAccessibleInitializer(name: index.qualifiedName(owner))
        }
      }
      isOwnClass = false
      guard let superclass = index.superclasses[current] else {
        // A class that declares no initializer, and no superclass, has the implicit `init()`,
        // internal to its module.
        if initializers == nil, hierarchy.problem == nil {
          initializers = module == index.moduleName ? [Self.implicitInitializer(of: owner)] : []
          if initializers?.isEmpty ?? true {
            hierarchy.problem = .noAccessibleInitializer(name: index.qualifiedName(owner))
          }
        }
        break
      }
      guard let superSymbol = index.symbols[superclass] else {
        // A superclass whose graph was not given: the toolchain's, or an unfetched module's.
        let name = index.superclassNames[superclass] ?? superclass
        hierarchy.unknownSuperclass = name
        let known = KnownClass.named(name)
        hierarchy.globalActor = hierarchy.globalActor ?? known?.globalActor
        if initializers == nil, hierarchy.problem == nil {
          if let known {
            initializers = known.initializers(declaredIn: known.name)
          } else {
            hierarchy.problem = .unknownSuperclass(name: name)
          }
        }
        if let module = name.split(separator: ".").first.map(String.init),
          name.contains("."), !hierarchy.modules.contains(module),
          !ModelBuilder.internalModules.contains(module)
        {
          hierarchy.modules.append(module)
        }
        break
      }
      guard
        let next = superclassArguments(
          of: owner, superclass: superSymbol, substitutions: substitutions)
      else {
        if hierarchy.problem == nil {
          hierarchy.problem = .unreadableSuperclassArguments(
            name: index.qualifiedName(owner), superclass: index.qualifiedName(superSymbol))
        }
        break
      }
      substitutions = next
      level = superclass
    }
    hierarchy.initializers = initializers ?? []
    if hierarchy.globalActor == nil {
      // A class of an app's module, isolated by the module's default: its spy says so.
      let isolatedByModule =
        index.modules[identifier].map(index.mainActorModules.contains) ?? false
        && !(declaration?.has("nonisolated") ?? false)
      hierarchy.globalActor =
        isolatedByModule
        ? "@MainActor"
        : DefaultIsolation.mainActor(
          of: (hierarchy.initializers + hierarchy.members).map(\.declaration))
      hierarchy.isIsolatedByModuleDefault = hierarchy.globalActor != nil
    }
    return hierarchy
  }

  /// Adds the members one class of a hierarchy declares, as its subclasses see them, to those
  /// of its subclasses, and returns its designated initializers.
  ///
  /// - Parameters:
  ///   - substitutions: The arguments its subclasses give its generic parameters.
  ///   - isOwnClass: Whether it is the class the hierarchy is of, whose unreadable members are
  ///     noted.
  ///   - overridden: What makes the members of its subclasses overrides, which its own of the
  ///     same name and parameters are overridden by; its own are added.
  private func collectMembers(
    of owner: SymbolGraph.Symbol, substitutions: [String: String], isOwnClass: Bool,
    overridden: inout Set<String>, into hierarchy: inout ClassHierarchy
  ) -> [Member] {
    let identifier = owner.identifier.precise
    var declared: [Member] = []
    // Overloads of one class are all kept; a superclass's member that a subclass overrides,
    // of the same name and parameter types, once.
    var keys: Set<String> = []
    for memberSymbol in index.inReadingOrder(index.members[identifier] ?? []) {
      switch member(memberSymbol, of: index.qualifiedName(owner)) {
      case .success(var member):
        member = Self.substituting(substitutions, in: member)
        if member.kind == .property, member.declaration.accessors?.isSettable == false,
          index.hasSetterVisibleToTests(memberSymbol)
        {
          // `internal(set) var`: mutable, though the graph prints `{ get }`.
          member.declaration.accessors?.isSettable = true
        }
        if memberSymbol.swiftExtension != nil {
          // A member declared in an extension cannot be overridden (Graphiti's `Component`
          // declares `description(_:)` in one), and of initializers, only convenience ones
          // can be declared there.
          if member.kind != .initializer { hierarchy.extensionMembers.append(member) }
        } else if member.kind == .initializer {
          if !member.declaration.has("convenience") {
            declared.append(requiringDecodableInitializer(member, of: identifier))
          } else if member.declaration.has("required") {
            hierarchy.hasRequiredConvenienceInitializer = true
          }
        } else {
          let key = Self.overrideKey(of: member)
          if !overridden.contains(key) {
            keys.insert(key)
            hierarchy.members.append(member)
          }
        }
      case .failure(let problem):
        if isOwnClass { hierarchy.unreadable.append(problem) }
      }
    }
    overridden.formUnion(keys)
    return declared
  }

  /// What makes a subclass's member override its superclass's.
  ///
  /// Its kind, name and parameter types; not its result, which an override may narrow, nor its
  /// effects, which it may drop.
  static func overrideKey(of member: Member) -> String {
    "\(member.kind) \(member.isStatic) \(member.title) "
      + member.declaration.parameters.map { $0.type.filter { !$0.isWhitespace } }
      .joined(separator: ",")
  }

  /// The modules whose names a graph's USR may give but that code never imports.
  static let internalModules: Set<String> = [
    "FoundationEssentials", "FoundationInternationalization", "_Concurrency",
    "_StringProcessing", "Swift",
  ]

  /// Whether code of a test target can call `initializer`: one of the module's own, through
  /// `@testable import`, or a public one of another module.
  func isCallableFromTests(_ initializer: Member) -> Bool {
    guard let module = initializer.module, module != index.moduleName else {
      return !initializer.accessLevel.isHiddenFromOtherFiles
    }
    return initializer.isPublic
  }

  /// The compiler's `init(from:)` of a `Decodable` class is required, and the graph does not
  /// say so; a subclass without it does not compile.
  private func requiringDecodableInitializer(_ member: Member, of classID: String) -> Member {
    guard member.title == "init(from:)", !member.declaration.has("required"),
      (index.conformances[classID] ?? []).contains(where: {
        $0.target == StandardProtocol.decodable
      })
    else { return member }
    var member = member
    member.declaration.modifiers.append("required")
    return member
  }

  /// The `init()` a class that declares no initializer has, internal to its module.
  static func implicitInitializer(of symbol: SymbolGraph.Symbol) -> Member {
    Member(
      kind: .initializer, declaration: Declaration(keyword: .initializer, name: "init"),
      title: "init()", labels: [], declaredIn: symbol.pathComponents.joined(separator: "."),
      accessLevel: .internal, position: nil)
  }

  /// The arguments `subclass` gives the generic parameters of `superclass` (and of the types
  /// it is nested in), by name, each with `substitutions` applied; nil when the superclass is
  /// generic and its source does not say them.
  private func superclassArguments(
    of subclass: SymbolGraph.Symbol, superclass: SymbolGraph.Symbol,
    substitutions: [String: String]
  ) -> [String: String]? {
    let written = index.sourceDeclaration(of: subclass)?.inheritance.first
    // Read from the module's own source, where its own `NSObject` wins over Foundation's.
    let isOwn = index.modules[subclass.identifier.precise] == index.moduleName
    return genericArguments(written: written, of: superclass)?.mapValues {
      TypeText.substituting(
        substitutions, in: isOwn ? index.qualifyingOwnAmbiguousNames(in: $0) : $0)
    }
  }

  /// The symbols of the type `identifier` and of the types it is nested in, outermost first.
  func typeLevels(of identifier: String) -> [SymbolGraph.Symbol] {
    var levels: [SymbolGraph.Symbol] = []
    var current: String? = identifier
    var visited: Set<String> = []
    while let id = current, visited.insert(id).inserted, let symbol = index.symbols[id] {
      levels.insert(symbol, at: 0)
      current = index.containers[id]
    }
    return levels
  }

  /// The generic parameters and `where` clauses of a type and of the types it is nested in.
  func genericContext(of identifier: String) -> (
    parameters: [Declaration.GenericParameter], whereClause: [String]
  ) {
    var parameters: [Declaration.GenericParameter] = []
    var whereClause: [String] = []
    for level in typeLevels(of: identifier) {
      guard let declaration = try? Declaration(parsing: level.declaration) else { continue }
      parameters += declaration.genericParameters
      whereClause += declaration.whereClause
    }
    return (parameters, whereClause)
  }

  /// How a subclass names the type: its path, each generic level with its parameters as
  /// arguments, after the module when `written` says so: `Outer<T>.Inner`.
  ///
  /// With `uniqueNames`, a parameter named like one of an outer level's is named as
  /// ``uniquelyNamed(_:)`` names it.
  func genericReference(
    of symbol: SymbolGraph.Symbol, written: String?, arguments: [String: String] = [:],
    uniqueNames: Bool = false
  ) -> String {
    let levels = typeLevels(of: symbol.identifier.precise)
    var used: Set<String> = []
    let path = levels.map { level -> String in
      let name = level.pathComponents.last ?? level.names.title
      var parameters = (try? Declaration(parsing: level.declaration))?.genericParameters ?? []
      if uniqueNames {
        parameters = Self.uniquelyNamed(parameters, besides: used)
        used.formUnion(parameters.map(\.name))
      }
      let generics = parameters.map { arguments[$0.name] ?? $0.name }
      return generics.isEmpty ? name : "\(name)<\(generics.joined(separator: ", "))>"
    }.joined(separator: ".")
    guard let written, written.hasSuffix(index.qualifiedName(symbol)) else { return path }
    return String(written.dropLast(index.qualifiedName(symbol).count)) + path
  }

  /// `parameters`, each named after a name none before it and none of `used` has: `T`, then
  /// `T2`, `T22`.
  static func uniquelyNamed(
    _ parameters: [Declaration.GenericParameter], besides used: Set<String> = []
  ) -> [Declaration.GenericParameter] {
    var used = used
    return parameters.map { parameter in
      var unique = parameter
      while used.contains(unique.name) { unique.name += "2" }
      used.insert(unique.name)
      return unique
    }
  }

  /// The member with the generic parameters in `substitutions` replaced by their arguments,
  /// except those its own generic parameters shadow.
  static func substituting(_ substitutions: [String: String], in member: Member) -> Member {
    var map = substitutions
    for parameter in member.declaration.genericParameters { map[parameter.name] = nil }
    guard !map.isEmpty else { return member }
    var member = member
    member.declaration = member.declaration.mappingTypes { TypeText.substituting(map, in: $0) }
    return member
  }
}
