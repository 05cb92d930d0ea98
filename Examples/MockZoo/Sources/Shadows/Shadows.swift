// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Foundation

// A module that declares types named like Foundation's, which every generated file imports
// too: there `NSObject` and `URL` alone are ambiguous. Each shape below once gave a double the
// compile check declined; each is now written whole (the compile check must not lower a member).

/// A type of the module's own, which `NSObject` names here.
public struct Token: Equatable, Sendable {
  public var value: Int
  public init(value: Int) { self.value = value }
}

/// Foundation's `NSObject`, shadowed: a bare `NSObject` in this module means `Token`.
public typealias NSObject = Token

/// Foundation's `URL`, shadowed by a class of the module's own.
open class URL {
  public let path: String
  public init(path: String) { self.path = path }
}

/// Functions returning functions of qualified types: arrays, dictionaries and tuples.
///
/// Their recorders get long names, whose calls once wrapped into code that did not parse.
public protocol ReturnsFunctions {
  func method() -> ([NSObject], [Foundation.NSObject]) -> ([NSObject], [Foundation.NSObject])
  func method() -> ([String: NSObject], [String: Foundation.NSObject]) -> [String: NSObject]
  func method() -> (NSObject, Foundation.NSObject) -> (NSObject, Foundation.NSObject)
  func method() -> [NSObject]
}

/// Generic type aliases of the protocol's own, given arguments where they are used.
public protocol AliasesGenerically {
  typealias MyArray<T> = [T]
  typealias MyDictionary<K: Hashable, V> = [K: V]
  func method(array: MyArray<String>) -> MyArray<Int>
  func method(dictionary: MyDictionary<String, [Bool]>)
  func method(nested: [MyArray<MyDictionary<String, Int>>]?)
}

/// Names of the module's own, in a type, a default value and a generic argument.
open class Downloader {
  public init() {}

  /// A default value naming the module's `NSObject`, which a spy's override repeats.
  open func fetch(_ url: URL, tokens: [NSObject] = [NSObject](), retries: Int = 2) -> Int {
    tokens.count + retries
  }
}

/// A generic class a subclass specializes with the module's own `NSObject`.
open class Cache<Value> {
  public init() {}
  open func store(_ value: Value) -> Bool { true }
}

/// Its `Value` is the module's `Token`, by the name Foundation has too.
open class TokenCache: Cache<NSObject> {}

/// A protocol only the package sees: its mock is checked as part of the package.
package protocol PackageScoped {
  func resolve(_ url: URL) -> NSObject
}
