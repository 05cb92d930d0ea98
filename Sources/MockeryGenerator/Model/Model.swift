/// What the generator knows about a module: the protocols it can mock and the classes it can
/// spy on, built from the module's symbol graph by ``ModuleModel/init(graph:)``.
struct ModuleModel: Equatable, Sendable {
  /// The module's name, as `import` spells it.
  var moduleName: String
  /// The module's protocols, by qualified name.
  var protocols: [MockedProtocol]
  /// The module's classes, by qualified name.
  var classes: [SpiedClass]
}

/// Where a declaration is, for ordering and for messages.
struct SourcePosition: Equatable, Sendable {
  var file: String
  var line: Int
  var column: Int

  /// Whether it comes before `other` in reading order.
  func precedes(_ other: SourcePosition) -> Bool {
    (file, line, column) < (other.file, other.line, other.column)
  }
}

/// A member of a protocol or class: a requirement to witness, or a method to override.
struct Member: Equatable, Sendable {
  /// What kind of member it is.
  enum Kind: Equatable, Sendable {
    case method
    case property
    case `subscript`
    case initializer
    case `operator`
  }

  var kind: Kind
  /// The member as declared.
  var declaration: Declaration
  /// Its name as Swift writes it with labels: `move(from:to:)`, `subscript(_:)`, `count`.
  var title: String
  /// The argument labels, nil for `_`, in parameter order.
  var labels: [String?]
  /// The qualified name of the protocol or class that declares it.
  var declaredIn: String
  /// `open`, `public`, `package`, `internal`, `fileprivate` or `private`.
  var accessLevel: String
  var position: SourcePosition?

  /// Whether the member is `static` or `class`.
  var isStatic: Bool { declaration.has("static") || declaration.has("class") }
  /// The base name: `move` for `move(from:to:)`.
  var baseName: String { declaration.name }
}

/// An associated type, which becomes a generic parameter of the mock.
struct AssociatedType: Equatable, Sendable {
  var name: String
  /// What it must conform to: `Hashable`, `Sendable`.
  var inheritance: [String]
  /// The requirements of its `where` clause.
  var whereClause: [String]
}

/// A protocol the generator can write a mock of.
struct MockedProtocol: Equatable, Sendable {
  /// Its name: `Ledger`.
  var name: String
  /// Its name from the module's top level: `Payroll.Ledger`.
  var qualifiedName: String
  /// `public`, `package` or `internal`.
  var accessLevel: String
  var position: SourcePosition?
  /// The global actor it is isolated to, as an attribute: `@MainActor`.
  var globalActor: String?
  /// Whether it refines `Actor`, so that its mock is an actor.
  var isActor: Bool
  /// Its associated types, primary ones first.
  var associatedTypes: [AssociatedType]
  /// Every requirement a mock must witness: those of the protocols it refines in this module,
  /// then its own, each once.
  var requirements: [Member]
  /// Requirements whose declarations the generator could not read.
  var unreadableRequirements: [UnreadableMember]
  /// Protocols of other modules it refines, whose requirements the graph does not hold:
  /// `CustomStringConvertible`.
  var externalParents: [String]
}

/// A class the generator can write a spy of.
struct SpiedClass: Equatable, Sendable {
  var name: String
  var qualifiedName: String
  /// `open`, `public`, `package` or `internal`.
  var accessLevel: String
  var position: SourcePosition?
  /// The global actor it is isolated to, which a spy inherits: `@MainActor`.
  var globalActor: String?
  /// The class's generic parameters.
  var genericParameters: [Declaration.GenericParameter]
  var whereClause: [String]
  /// Whether the class is `final`, so that no spy can subclass it.
  var isFinal: Bool
  /// Its designated initializers, which the spy's initializers call.
  var designatedInitializers: [Member]
  /// Its members and those of its superclasses in the module, overridden ones once.
  var members: [Member]
  /// Members whose declarations the generator could not read.
  var unreadableMembers: [UnreadableMember]
}

extension Member {
  /// The labels of a title: `[nil, "from"]` for `move(_:from:)`, `[]` for a property.
  static func labels(ofTitle title: String) -> [String?] {
    guard let open = title.firstIndex(of: "("), title.hasSuffix(")") else { return [] }
    let inside = title[title.index(after: open)..<title.index(before: title.endIndex)]
    return inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map {
      $0 == "_" ? nil : String($0)
    }
  }
}
