/// What a module isolated to the main actor by default makes of its types, which the graph does
/// not say of them.
///
/// Xcode 26 builds a new app's modules with `.defaultIsolation(MainActor.self)`: a class or
/// struct there is `@MainActor` without saying so, and the graph prints no attribute on it, but
/// one on each of its members: `@MainActor`, or `nonisolated` for one that opts out. A member of
/// a type of no isolation says neither.
enum DefaultIsolation {
  /// `@MainActor` for a type whose members' declarations are each `@MainActor`, `nonisolated`
  /// or `@concurrent`, at least one `@MainActor`; nil for any other.
  ///
  /// Such a class's spy is `@MainActor` itself, in any test target, to call its initializers;
  /// such a type's conformances are isolated, so a mock does not match its values with `==`.
  static func mainActor(of members: [Declaration]) -> String? {
    let isolated = members.filter { $0.globalActor == "@MainActor" }
    // `@concurrent` runs off any actor: a member that opts out, as `nonisolated` does.
    let optsOut = { (member: Declaration) in
      member.has("nonisolated") || member.attributes.contains("@concurrent")
    }
    guard !isolated.isEmpty,
      members.allSatisfy({ $0.globalActor == "@MainActor" || optsOut($0) })
    else { return nil }
    return "@MainActor"
  }
}

extension DefaultIsolation {
  /// A requirement of a protocol, as the graph prints it and as its source writes it.
  struct WrittenRequirement {
    var declaration: Declaration
    /// The source before its name, on its line and the line above; nil when the source cannot
    /// be read.
    var written: String?
  }

  /// Whether a module is isolated to the main actor by default, told by one of its protocols
  /// that says no isolation and refines no protocol it could take one from: the graph prints
  /// its requirements `@MainActor` (or `nonisolated`), where its source does not write it.
  ///
  /// In such a module every type that does not say `nonisolated` is `@MainActor`, and its
  /// conformances are isolated (`InferIsolatedConformances`): a struct of stored properties
  /// alone, an enum, an empty struct, of which the graph shows no isolation at all. Without a
  /// source to read, the graph's word is taken.
  static func isMainActorByDefault(
    protocols: [(declaration: Declaration, requirements: [WrittenRequirement])]
  ) -> Bool {
    protocols.contains { owner, requirements in
      guard owner.globalActor == nil, !owner.has("nonisolated"),
        owner.inheritance.allSatisfy(nonIsolatingParents.contains),
        mainActor(of: requirements.map(\.declaration)) != nil
      else { return false }
      let isolated = requirements.filter { $0.declaration.globalActor == "@MainActor" }
      guard isolated.contains(where: { $0.written != nil }) else { return true }
      return isolated.contains { requirement in
        requirement.written.map { !$0.contains("@MainActor") } ?? false
      }
    }
  }

  /// Parents a protocol takes no isolation from.
  static let nonIsolatingParents: Set<String> = [
    "Sendable", "Swift.Sendable", "AnyObject", "SendableMetatype", "Swift.SendableMetatype",
  ]
}

extension DefaultIsolation {
  /// ``isMainActorByDefault(protocols:)`` of the module of `graph`, from its protocols whose
  /// requirements the graph prints `@MainActor`, their sources read from the files the graph
  /// names.
  static func isMainActorByDefault(_ graph: SymbolGraph, sources: SourceFiles) -> Bool {
    var symbols: [String: SymbolGraph.Symbol] = [:]
    for symbol in graph.symbols { symbols[symbol.identifier.precise] = symbol }
    var requirements: [String: [SymbolGraph.Symbol]] = [:]
    for edge in graph.relationships where edge.kind == .requirementOf {
      if let requirement = symbols[edge.source] {
        requirements[edge.target, default: []].append(requirement)
      }
    }
    var files: [String: [Substring]] = [:]
    /// The source before the requirement's name, on its line and the one above.
    func written(_ symbol: SymbolGraph.Symbol) -> String? {
      guard let path = symbol.filePath, let position = symbol.location?.position else {
        return nil
      }
      if files[path] == nil {
        files[path] = sources.text(path).split(separator: "\n", omittingEmptySubsequences: false)
      }
      guard let lines = files[path], position.line < lines.count else { return nil }
      let line = lines[position.line]
      let before = line.prefix(min(position.character, line.count))
      return (position.line > 0 ? String(lines[position.line - 1]) + "\n" : "") + before
    }
    // Sorted, so that the same graph reads the same files.
    for (identifier, members) in requirements.sorted(by: { $0.key < $1.key })
    where members.contains(where: { $0.declaration.contains("@MainActor") }) {
      guard let owner = symbols[identifier],
        let declaration = try? Declaration(parsing: owner.declaration)
      else { continue }
      let located = members.filter { $0.location != nil }.compactMap { member in
        (try? Declaration(parsing: member.declaration)).map {
          WrittenRequirement(declaration: $0, written: written(member))
        }
      }
      if isMainActorByDefault(protocols: [(declaration, located)]) { return true }
    }
    return false
  }
}
