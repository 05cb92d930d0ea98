// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Generic requirements.
public import Foundation

public protocol GenericFunction {
  func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}
public protocol GenericWhereClause {
  func store<Key: Hashable & Sendable, Value>(_ value: Value, for key: Key) where Value: Codable
}
public protocol ParameterPack { func count<each Element>(_ elements: repeat each Element) -> Int }
public protocol GenericRethrows {
  func map<T>(_ values: [Int], _ transform: (Int) throws -> T) rethrows -> [T]
}
public protocol GenericResultOnly { func make<T>() -> T }
public protocol GenericInout { func update<T>(_ value: inout T) }
public protocol GenericSubscript { subscript<T>(key: String) -> T? { get } }
public protocol GenericSubscriptWithSetter { subscript<T>(key: String) -> T { get set } }
public protocol GenericTypedThrows { func attempt<E: Error>(_ error: E.Type) throws(E) -> Int }
public protocol GenericConstrainedToProtocolWithPrimary {
  func sum<C: Collection<Int>>(_ values: C) -> Int
}
public protocol OpaqueAndNamedGenerics { func pair<T>(_ first: T, _ second: some Equatable) -> T }
