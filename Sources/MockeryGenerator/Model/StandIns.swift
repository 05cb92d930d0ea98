/// Values a mock can make of a result type that has no default, from the type's declarations:
/// what a call nobody stubbed returns after it fails its test, so that the run goes on rather
/// than stop at the first forgotten stub.
///
/// A stand-in is an expression the recorder's `standIn:` closure returns, written without the
/// type's name, which the closure's result gives: `.init(id: "", total: 0)`, `.pending`. It is
/// made only of what is certain to compile where the mock is:
///
/// - an enum's first case without a payload that is not deprecated (but in a deprecated type,
///   whose recorder is deprecated too, where using one warns of nothing);
/// - a struct's or class's initializer the mock's file sees (internal ones only through
///   `@testable import`), that neither throws, nor suspends, nor fails, nor is deprecated, nor
///   is isolated to an actor but the main actor, fewest arguments first, each argument a
///   standard type's default (`""`, `0`, `[]`, `nil`) or a stand-in of its own, a few levels
///   deep; arguments with default values are left to them.
///
/// One isolated to the main actor, as every initializer of a model of an app module isolated
/// to it by default is, makes the stand-in one the recorder makes on the main actor: where a
/// mock of that module's protocols, isolated to the main actor too, is called.
///
/// Generic types, protocols, tuples and functions get none: their values cannot be told from a
/// declaration.
extension GraphIndex {
  /// The stand-ins of `types`, by the type as written: those that have one.
  ///
  /// - Parameter testable: Whether the mock's file imports the module `@testable`, and so sees
  ///   its internal initializers.
  func standIns(of types: [String], testable: Bool) -> [String: StandIn] {
    var standIns: [String: StandIn] = [:]
    for type in Set(types) {
      if let standIn = standIn(
        of: type, testable: testable, visiting: [], inDeprecatedRecorder: nil)
      {
        standIns[type] = standIn
      }
    }
    return standIns
  }

  /// How deep a stand-in's arguments may nest stand-ins of their own.
  static let standInDepth = 3

  /// - Parameter inDeprecatedRecorder: Whether the recorder that gives it is deprecated, as it
  ///   is where its result type is, and a deprecated case or initializer warns of nothing; nil
  ///   for the result type itself, which tells.
  private func standIn(
    of type: String, testable: Bool, visiting: Set<String>, inDeprecatedRecorder: Bool?
  ) -> StandIn? {
    guard visiting.count <= Self.standInDepth,
      let usr = nominalType(named: type.trimmingCharacters(in: .whitespaces)),
      !visiting.contains(usr), let symbol = symbols[usr],
      let declaration = try? Declaration(parsing: symbol.declaration),
      declaration.genericParameters.isEmpty, isSeen(symbol, testable: testable)
    else { return nil }
    let isDeprecatedContext = inDeprecatedRecorder ?? !deprecations(of: symbol).isEmpty
    let members = inReadingOrder(self.members[usr] ?? [])
    switch symbol.kind.identifier {
    case .enum:
      // `case pending`, not `case failed(Error)`, nor one a warning would follow.
      let plain = members.first { member in
        member.kind.identifier == .enumCase && !member.declaration.contains("(")
          && (isDeprecatedContext || deprecations(of: member).isEmpty)
      }
      return plain.map {
        StandIn(
          expression: "." + ($0.pathComponents.last ?? $0.names.title),
          modules: otherModule(of: usr))
      }
    case .struct, .class:
      let initializers = members.filter { $0.kind.identifier == .initializer }.compactMap {
        symbol -> (Member, Declaration)? in
        guard let declaration = try? Declaration(parsing: symbol.declaration) else { return nil }
        let title = symbol.names.title
        let member = Member(
          kind: .initializer, declaration: declaration, title: title,
          labels: Member.labels(ofTitle: title), declaredIn: qualifiedName(symbol),
          accessLevel: effectiveAccessLevel(of: symbol), position: nil)
        return isCallable(member, symbol, testable: testable, deprecated: isDeprecatedContext)
          ? (member, declaration) : nil
      }
      for (member, declaration) in initializers.sorted(by: {
        $0.1.parameters.count < $1.1.parameters.count
      }) {
        var arguments: [String] = []
        var isMainActor = declaration.globalActor == "@MainActor"
        var madeIn = otherModule(of: usr)
        var complete = true
        for (index, parameter) in declaration.parameters.enumerated()
        where parameter.defaultValue == nil && !parameter.isVariadic {
          let nested = TypeText.defaultValue(parameter.type).map { StandIn(expression: $0) }
          guard
            let value = nested
              ?? standIn(
                of: parameter.type, testable: testable, visiting: visiting.union([usr]),
                inDeprecatedRecorder: isDeprecatedContext)
          else {
            complete = false
            break
          }
          isMainActor = isMainActor || value.isMainActor
          madeIn.formUnion(value.modules)
          let label = index < member.labels.count ? member.labels[index] : parameter.firstName
          arguments.append(label.map { "\($0): \(value.expression)" } ?? value.expression)
        }
        if complete {
          return StandIn(
            expression: ".init(" + arguments.joined(separator: ", ") + ")",
            isMainActor: isMainActor, modules: madeIn)
        }
      }
      return nil
    default:
      return nil
    }
  }

  /// The module of a type, unless it is the module mocked, which the file imports anyway.
  private func otherModule(of usr: String) -> Set<String> {
    guard let module = modules[usr], module != moduleName else { return [] }
    return [module]
  }

  /// Whether a mock's file sees the type: through `@testable import` the module's own internal
  /// ones; otherwise those visible to other modules of the package.
  private func isSeen(_ symbol: SymbolGraph.Symbol, testable: Bool) -> Bool {
    let access = effectiveAccessLevel(of: symbol)
    let isOwn = modules[symbol.identifier.precise] == moduleName
    if isOwn && testable { return !access.isHiddenFromOtherFiles }
    return isOwn ? access.isVisibleToOtherModules : access.isPublic
  }

  /// Whether a stand-in's closure can call the initializer: seen, and synchronous, certain to
  /// succeed, not deprecated unless `deprecated` allows it, and of no actor but the main actor,
  /// where the recorder then makes it.
  private func isCallable(
    _ member: Member, _ symbol: SymbolGraph.Symbol, testable: Bool, deprecated: Bool
  ) -> Bool {
    let declaration = member.declaration
    return isSeen(symbol, testable: testable) && declaration.failability == nil
      && declaration.throwing == .none && !declaration.isAsync
      && [nil, "@MainActor"].contains(declaration.globalActor)
      && declaration.genericParameters.isEmpty
      && !(symbol.availability ?? []).contains { $0.isUnconditionallyUnavailable == true }
      && (deprecated || deprecations(of: symbol).isEmpty)
      && declaration.parameters.allSatisfy { $0.specifiers.isEmpty && $0.attributes.isEmpty }
  }

  /// The struct, enum or class a type written `name` means, by every name a declaration may use
  /// for it (`Inner`, `Outer.Inner`, `Module.Outer.Inner`); nil for none, or for several.
  func nominalType(named name: String) -> String? {
    let found = nominalTypesByName[name] ?? []
    return found.count == 1 ? found[0] : nil
  }
}
