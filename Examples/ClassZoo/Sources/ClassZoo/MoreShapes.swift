// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// More of what app classes do.
public import Foundation

/// A required convenience initializer beside a designated one.
class RequiredConvenience {
  let size: Int
  init(size: Int) { self.size = size }
  required convenience init() { self.init(size: 1) }
  func area() -> Int { size * size }
}

/// An override that narrows its result, as a `copy()` does.
class Shape {
  func copy() -> Shape { Shape() }
  func name() -> String { "shape" }
}

class Circle: Shape {
  override func copy() -> Circle { Circle() }
  func radius() -> Double { 1 }
}

/// A subclass of a main-actor class of this module.
@MainActor class Dashboard {
  init() {}
  func refresh() -> Int { 1 }
  nonisolated func identifier() -> String { "dashboard" }
}

class SalesDashboard: Dashboard {
  func revenue() -> Int { 100 }
}

/// A class that conforms to a protocol with an initializer requirement.
protocol Restorable { init(state: String) }

class Document: Restorable {
  let state: String
  required init(state: String) { self.state = state }
  func save() -> String { state }
}

/// Two generic parameters, one specialized by a subclass.
class Pair<First, Second> {
  let first: First
  let second: Second
  init(first: First, second: Second) {
    self.first = first
    self.second = second
  }
  func swapped() -> (Second, First) { (second, first) }
}

class LabelledPair<Value>: Pair<String, Value> {
  func label() -> String { first }
}

/// A subclass of a class nested in a generic class, specialized.
class IntInner: GenericOuter<Int>.Inner {
  func extra() -> Int { 1 }
}

/// A type alias of a closure in a member's signature.
class Registry {
  typealias Handler = @Sendable (Int) -> Void
  private var handlers: [Handler] = []
  func register(_ handler: @escaping Handler) { handlers.append(handler) }
  func count() -> Int { handlers.count }
}

/// Members named like Mockery's functions.
class Auditor {
  func verify() -> Bool { true }
  func when() -> Int { 1 }
  func expect(_ value: Int) -> Bool { value > 0 }
}

/// A typed error nested in the class.
class Validator {
  enum Failure: Error { case empty }
  func validate(_ text: String) throws(Failure) -> String {
    guard !text.isEmpty else { throw .empty }
    return text
  }
}

/// A method that returns a generic type of this module, specialized.
class Factory {
  func makeBox() -> Box<Int> { Box(content: 0) }
  func makePair() -> Pair<Int, String> { Pair(first: 0, second: "") }
}

/// Package access.
package class PackageService {
  package init() {}
  package func run() -> Int { 1 }
}

/// A `Codable` subclass adding a stored property with a default.
class TaggedRecord: DecodableRecord {
  var tag = "none"
  func tagged() -> String { tag }
}

/// A public subclass of a public class.
public class PublicSubclassOfPublic: PublicWidget {
  public func extra() -> Int { 2 }
}

/// A class with a `dynamic` member.
class Dynamic {
  dynamic func value() -> Int { 1 }
}

/// Members returning `Self` and taking `Self`-typed arguments of the class.
class Chain {
  func then() -> Self { self }
  func merge(_ other: Chain) -> Chain { other }
}

// Shapes that once gave a spy that did not compile (issue 28).

/// A generic class whose method has a `where` clause of its own.
open class Ranking<Value> {
  public init() {}
  open func best(of values: [Value]) -> Value? where Value: Comparable { values.max() }
  open func count(of values: [Value]) -> Int { values.count }
}

/// A method returning an opaque type: left to run as it is; the rest is spied.
open class ShapeFactory {
  public init() {}
  open func makeShape() -> some Equatable { 42 }
  open func name() -> String { "factory" }
}

/// A default argument that is an array of metatypes.
open class TypeRegistry {
  public init() {}
  open func register(_ types: [NSObject.Type] = [NSObject.self, NSString.self]) -> Int {
    types.count
  }
}

/// A class of the module's own named like AppKit's: its spy takes its own initializers, not the
/// SDK table's.
open class NSViewController {
  public let title: String
  public init(title: String) { self.title = title }
  open func load() -> String { title }
}
