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

/// Generic requirements as a settings store writes them, each stubbed and verified by its call
/// form: the type from a metatype argument, from a generic argument, or from the result alone.
public protocol SettingsStore: Sendable {
  func value<T: Decodable>(forKey key: String, as type: T.Type) -> T?
  func save<Item: Encodable & Sendable>(_ item: Item, forKey key: String) throws
  func load<T: Decodable>(_ type: T.Type, from url: URL) async throws -> T
  func fetch<T: Decodable & Sendable>(_ name: String) async -> T?
  subscript<T: Decodable>(setting name: String) -> T? { get }
}
