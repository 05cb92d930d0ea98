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
