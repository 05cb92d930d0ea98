// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Protocol shapes that real packages showed generate-mocks wrong.
public import Foundation

/// A type alias named like Foundation's: the protocol's `Foundation.URL` keeps its module.
public typealias URL = String

public protocol Linking {
  func open(_ url: Foundation.URL) -> Bool
  func name(_ url: URL) -> String
}

/// Keywords as labels and names.
public protocol Escaping {
  func move(`inout`: String)
  func `self`() -> Int
  func copy(`in` zone: String)
}

/// `init?()` and `init!()` requirements, witnessed by a plain `init()`.
public protocol MaybeMade { init?() }
public protocol SurelyMade { init!() }

/// A refinement that restates a throwing requirement as one that does not throw, and an async
/// one as one that is not.
public protocol ThrowingWriter { func write(into buffer: inout [UInt8]) throws }
public protocol Writer: ThrowingWriter { func write(into buffer: inout [UInt8]) }
public protocol ThrowingSource { var next: Int { get throws } }
public protocol Source: ThrowingSource { var next: Int { get } }

/// Requirements whose names start with `_`.
public protocol Wrapping {
  associatedtype Value
  var _value: Value { get }
  init(_value: Value)
}

/// A default implementation in a sibling's extension does not serve this one.
public protocol Named { static var name: String { get } }
public protocol Aliased: Named {}
extension Aliased { public static var name: String { "aliased" } }
public protocol Entity: Named {
  associatedtype ID
  func id() -> ID
}

/// No type can conform: a parent's property required again with another type.
public protocol Counted { var count: Int { get } }
public protocol Recounted: Counted { var count: String { get } }

/// A standard parent's associated type constrained.
public protocol BufferedIterating: AsyncIteratorProtocol { func buffered() -> Int }
public protocol BufferedSequence: AsyncSequence where AsyncIterator: BufferedIterating {}

/// A generic subscript returning a type generic over `Self`.
public struct Field<Owner, Value> {}
public protocol Columned { associatedtype Table }
@dynamicMemberLookup
public protocol TableAliasing {
  associatedtype Table
  subscript<C: Columned>(dynamicMember keyPath: KeyPath<Table, C>) -> Field<Self, C>
  where C.Table == Table { get }
}

/// As fluent-kit's `ModelAlias`: `Self` given to a generic type whose parameters are constrained.
///
/// A generic mock cannot witness it (Swift finds the witness self-referential): with
/// a default implementation, the mock uses it; without, no mock is written.
public protocol Keyed { associatedtype Table }
public final class AliasedKey<Alias: Aliasing, Key: Keyed> where Alias.Table == Key.Table {
  public init() {}
}
@dynamicMemberLookup
public protocol Aliasing {
  associatedtype Table
  subscript<Key: Keyed>(dynamicMember keyPath: KeyPath<Table, Key>) -> AliasedKey<Self, Key>
  where Key.Table == Table { get }
  func alias() -> String
}
extension Aliasing {
  public subscript<Key: Keyed>(dynamicMember keyPath: KeyPath<Table, Key>) -> AliasedKey<Self, Key>
  where Key.Table == Table { AliasedKey() }
}
public final class StrictKey<Alias: StrictAliasing, Key: Keyed> where Alias.Table == Key.Table {}
@dynamicMemberLookup
public protocol StrictAliasing {
  associatedtype Table
  subscript<Key: Keyed>(dynamicMember keyPath: KeyPath<Table, Key>) -> StrictKey<Self, Key>
  where Key.Table == Table { get }
}

/// As hummingbird-auth's `SessionRequestContext`: an associated type of `Self`, not `Self`, given
/// to a constrained generic type: the mock names it as its own parameter, and witnesses it.
public struct SessionBox<Session: Sendable & Codable>: Sendable {
  public var session: Session?
  public init() {}
}
public protocol SessionCarrying {
  associatedtype Session: Sendable & Codable
  var sessions: SessionBox<Self.Session> { get }
}
