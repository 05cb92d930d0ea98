/// The words of a symbol graph the generator reads, named once: kinds of declaration and access
/// levels, which the graph spells as strings.

/// What kind of declaration a symbol is, as a graph's `kind.identifier` spells it:
/// `swift.protocol`, `swift.method`.
///
/// A struct of static names rather than an enum: a graph of a newer compiler may hold kinds
/// this one does not know, which still decode and match none.
struct SymbolKind: RawRepresentable, Hashable, Sendable, Decodable {
  var rawValue: String

  // Types.
  static let `protocol` = Self(rawValue: "swift.protocol")
  static let `class` = Self(rawValue: "swift.class")
  static let `struct` = Self(rawValue: "swift.struct")
  static let `enum` = Self(rawValue: "swift.enum")
  static let actor = Self(rawValue: "swift.actor")
  static let `typealias` = Self(rawValue: "swift.typealias")
  static let `associatedtype` = Self(rawValue: "swift.associatedtype")

  // Members.
  static let method = Self(rawValue: "swift.method")
  static let typeMethod = Self(rawValue: "swift.type.method")
  static let function = Self(rawValue: "swift.func")
  static let `operator` = Self(rawValue: "swift.func.op")
  static let property = Self(rawValue: "swift.property")
  static let typeProperty = Self(rawValue: "swift.type.property")
  static let `subscript` = Self(rawValue: "swift.subscript")
  static let typeSubscript = Self(rawValue: "swift.type.subscript")
  static let initializer = Self(rawValue: "swift.init")
  static let enumCase = Self(rawValue: "swift.enum.case")

  /// The kinds that declare a type a mock's declarations can name.
  static let types: Set<Self> = [.struct, .class, .enum, .protocol, .typealias, .actor]
}

/// How visible a declaration is, as a graph's `accessLevel` spells it.
enum AccessLevel: String, CaseIterable, Sendable, Decodable {
  case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

  /// A level of a newer compiler this one does not know reads as `internal`.
  init(from decoder: any Decoder) throws {
    self = Self(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .internal
  }

  /// The lower of two levels: what a declaration nested in a type of the other is.
  func limited(to outer: AccessLevel) -> AccessLevel {
    let levels = Self.allCases
    return levels.firstIndex(of: outer)! < levels.firstIndex(of: self)! ? outer : self
  }

  /// `public` or `open`: what another module sees without `@testable`.
  var isPublic: Bool { self == .public || self == .open }

  /// `public`, `open` or `package`: what other modules of the package see.
  var isVisibleToOtherModules: Bool { isPublic || self == .package }

  /// `private` or `fileprivate`: what no other file sees, a test target's least of all.
  var isHiddenFromOtherFiles: Bool { self == .private || self == .fileprivate }
}

/// How two symbols of a graph relate, as a relationship's `kind` spells it.
struct RelationshipKind: RawRepresentable, Hashable, Sendable, Decodable {
  var rawValue: String

  /// A requirement of a protocol.
  static let requirementOf = Self(rawValue: "requirementOf")
  /// An `@objc optional` requirement of a protocol.
  static let optionalRequirementOf = Self(rawValue: "optionalRequirementOf")
  /// A member of a type.
  static let memberOf = Self(rawValue: "memberOf")
  /// A type's conformance to a protocol, or a protocol's refinement of another.
  static let conformsTo = Self(rawValue: "conformsTo")
  /// A class's superclass.
  static let inheritsFrom = Self(rawValue: "inheritsFrom")
  /// A protocol extension's implementation of a requirement.
  static let defaultImplementationOf = Self(rawValue: "defaultImplementationOf")
  /// A member that overrides, or restates, another.
  static let overrides = Self(rawValue: "overrides")
}
