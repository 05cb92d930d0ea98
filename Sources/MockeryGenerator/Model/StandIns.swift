/// Values a mock can make of a result type that has no default, from the type's declarations:
/// what a call nobody stubbed returns after it fails its test, so that the run goes on rather
/// than stop at the first forgotten stub.
///
/// A stand-in is an expression the recorder's `standIn:` closure returns, written without the
/// type's name, which the closure's result gives: `.init(id: "", total: 0)`, `.pending`. It is
/// made only of what is certain to compile where the mock is:
///
/// - an enum's first case without a payload;
/// - a struct's or class's initializer the mock's file sees (internal ones only through
///   `@testable import`), that neither throws, nor suspends, nor fails, nor is isolated to an
///   actor (the closure runs anywhere), fewest arguments first, each argument a standard
///   type's default (`""`, `0`, `[]`, `nil`) or a stand-in of its own, a few levels deep;
///   arguments with default values are left to them.
///
/// Generic types, protocols, tuples and functions get none: their values cannot be told from a
/// declaration.
extension GraphIndex {
  /// The stand-ins of `types`, by the type as written: those that have one.
  ///
  /// - Parameter testable: Whether the mock's file imports the module `@testable`, and so sees
  ///   its internal initializers.
  func standIns(of types: [String], testable: Bool) -> [String: String] {
    var standIns: [String: String] = [:]
    for type in Set(types) {
      if let standIn = standIn(of: type, testable: testable, visiting: []) {
        standIns[type] = standIn
      }
    }
    return standIns
  }

  /// How deep a stand-in's arguments may nest stand-ins of their own.
  static let standInDepth = 3

  private func standIn(of type: String, testable: Bool, visiting: Set<String>) -> String? {
    guard visiting.count <= Self.standInDepth,
      let usr = nominalType(named: type.trimmingCharacters(in: .whitespaces)),
      !visiting.contains(usr), let symbol = symbols[usr],
      let declaration = try? Declaration(parsing: symbol.declaration),
      declaration.genericParameters.isEmpty, isSeen(symbol, testable: testable)
    else { return nil }
    let members = inReadingOrder(self.members[usr] ?? [])
    switch symbol.kind.identifier {
    case .enum:
      // `case pending`, not `case failed(Error)`.
      let plain = members.first { member in
        member.kind.identifier == .enumCase && !member.declaration.contains("(")
      }
      return plain.map { "." + ($0.pathComponents.last ?? $0.names.title) }
    case .struct, .class:
      let initializers = members.filter { $0.kind.identifier == .initializer }.compactMap {
        symbol -> (Member, Declaration)? in
        guard let declaration = try? Declaration(parsing: symbol.declaration) else { return nil }
        let title = symbol.names.title
        let member = Member(
          kind: .initializer, declaration: declaration, title: title,
          labels: Member.labels(ofTitle: title), declaredIn: qualifiedName(symbol),
          accessLevel: effectiveAccessLevel(of: symbol), position: nil)
        return isCallable(member, symbol, testable: testable) ? (member, declaration) : nil
      }
      for (member, declaration) in initializers.sorted(by: {
        $0.1.parameters.count < $1.1.parameters.count
      }) {
        var arguments: [String] = []
        var complete = true
        for (index, parameter) in declaration.parameters.enumerated()
        where parameter.defaultValue == nil && !parameter.isVariadic {
          guard
            let value = TypeText.defaultValue(parameter.type)
              ?? standIn(
                of: parameter.type, testable: testable, visiting: visiting.union([usr]))
          else {
            complete = false
            break
          }
          let label = index < member.labels.count ? member.labels[index] : parameter.firstName
          arguments.append(label.map { "\($0): \(value)" } ?? value)
        }
        if complete { return ".init(" + arguments.joined(separator: ", ") + ")" }
      }
      return nil
    default:
      return nil
    }
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
  /// succeed, and of no actor.
  private func isCallable(_ member: Member, _ symbol: SymbolGraph.Symbol, testable: Bool)
    -> Bool
  {
    let declaration = member.declaration
    return isSeen(symbol, testable: testable) && declaration.failability == nil
      && declaration.throwing == .none && !declaration.isAsync && declaration.globalActor == nil
      && declaration.genericParameters.isEmpty
      && !(symbol.availability ?? []).contains { $0.isUnconditionallyUnavailable == true }
      && declaration.parameters.allSatisfy { $0.specifiers.isEmpty && $0.attributes.isEmpty }
  }

  /// The struct, enum or class a type written `name` means, by every name a declaration may use
  /// for it (`Inner`, `Outer.Inner`, `Module.Outer.Inner`); nil for none, or for several.
  func nominalType(named name: String) -> String? {
    let found = nominalTypesByName[name] ?? []
    return found.count == 1 ? found[0] : nil
  }
}
