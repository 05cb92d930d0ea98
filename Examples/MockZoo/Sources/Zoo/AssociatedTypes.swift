// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Associated types, and what protocols say of them.
public import ZooBase

public protocol PlainAssociated {
  associatedtype Item
  func add(_ item: Item)
  func all() -> [Item]
}
public protocol ConstrainedAssociated {
  associatedtype Key: Hashable
  associatedtype Value: Sendable
  subscript(key: Key) -> Value? { get set }
}
public protocol PrimaryAssociated<Element> {
  associatedtype Element: Equatable
  func first() -> Element?
}
public protocol AssociatedWithDefault {
  associatedtype Output = String
  func render() -> Output
}
public protocol AssociatedWhere {
  associatedtype Values: Collection where Values.Element == Int
  func values() -> Values
}
public protocol ProtocolWhereClause where Entry: Equatable {
  associatedtype Entry
  func contains(_ entry: Entry) -> Bool
}
public protocol FixesItsAssociatedType: Store where Value == String {
  func clear()
}
public protocol RefinesAndConstrains: PlainAssociated where Item: Comparable {
  func sorted() -> [Item]
}
public protocol SecondParentConstrains: PlainAssociated, ConstrainsItem {}
public protocol ConstrainsItem {
  associatedtype Item: Hashable
}
public protocol AssociatedNamedLikeItsConstraint {
  associatedtype Span: ZooBase.Span
  func start(_ name: String) -> Span
  func current() -> (any ZooBase.Span)?
}
public protocol AssociatedMentioningSelf {
  associatedtype Node
  func children(of node: Node) -> [Node]
  func clone() -> Self
}
public protocol StaticWithAssociatedType {
  associatedtype Config
  static func make(_ config: Config) -> Self
  func config() -> Config
}

/// A type alias of the protocol's, naming a type of its associated type: the mock writes it out.
public protocol AliasingTransport {
  associatedtype Bytes: Sendable
  typealias Inbound = [Bytes]
  typealias Handler = @Sendable (Inbound) async -> Void
  func listen(_ handler: @escaping Handler) async throws
  func last() -> Inbound?
}

public protocol SourceKind {}
extension Never: SourceKind {}

public protocol Sourced {
  associatedtype Source: SourceKind
  func source() -> Source?
}

/// A refinement that fixes its parent's constrained associated type.
public protocol Unsourced: Sourced where Source == Never {
  func name() -> String
}

public protocol AliasedClosures {
  associatedtype Value
  typealias Visitor = (Value) -> Void
  func visit(_ visitor: Visitor)
  func optionalVisitor() -> Visitor?
}
/// A key a module reads from bytes, as swift-nio-ssh's public keys are.
public protocol KeyReadable { init(bytes: [UInt8]) }
/// Static requirements beside an associated type constrained to a protocol, as swift-nio-ssh's
/// `ECDHCompatiblePrivateKey`: the scoped mock of the static calls once warned, "capture of
/// non-Sendable type 'Key.Type'".
public protocol StaticWithConstrainedAssociatedType {
  associatedtype Key: KeyReadable
  var key: Key { get }
  static var algorithmNames: [Substring] { get }
}
