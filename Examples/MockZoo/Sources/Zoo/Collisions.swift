// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Names that collide in the mock's file but not in the protocol's: nesting, overloads told apart
// only by constraints, generic parameters named like associated types, and a type named like
// one of Foundation's.
import Foundation

/// A type of the zoo's named like Foundation's `Notification`: the zoo's own code means this
/// one, a mock's file that imports both would find the name ambiguous.
public struct Notification: Sendable {
  public var name: String
  public init(name: String) { self.name = name }
}

public protocol Notifier { func post(_ notification: Notification) -> Bool }

/// As Stencil's `Expression`: a protocol named like one of Foundation's types, which a mock's
/// file that imports both must conform to by its module's name.
public protocol Expression { func evaluate(_ variables: [String: Int]) throws -> Bool }

/// A class named like Foundation's `Operation`, spied on; as Graphiti's `PartialSchema`, its
/// initializer takes result builders, and as its `Component`, an extension adds a method no
/// subclass can override.
open class Operation {
  public let steps: [String]
  public init(@StepsBuilder steps: () -> [String] = { [] }) { self.steps = steps() }
  open func run() -> Int { steps.count }
  open func again() -> Self { self }
}

extension Operation {
  public func named(_ name: String) -> Self { self }
}

@resultBuilder public enum StepsBuilder {
  public static func buildBlock(_ steps: String...) -> [String] { steps }
}

/// A requirement whose parameter is a result builder.
public protocol Planner {
  func plan(@StepsBuilder _ steps: () -> [String]) -> Int
}

/// An internal namespace: a protocol in it is internal, whatever it says.
enum Namespace {
  public protocol NestedInInternal { func ping() -> Int }
}

public protocol Adapter {}
public protocol KeyedAdapter {}

public protocol ConstraintOverloads {
  func connect<T>(_ adapter: T) where T: Adapter
  func connect<T>(_ adapter: T) where T: KeyedAdapter
  func send(_ value: Int, for key: String)
  func send(_ value: Int, for key: String...)
  func bump(_ value: Int)
  func bump(_ value: inout Int)
}

public protocol ShadowingGenerics {
  associatedtype T
  associatedtype Value
  subscript<T>(keyPath: WritableKeyPath<T, Value>) -> Value { get }
  func convert<T>(_ value: T) -> Value
}

public typealias Completion = (Result<Int, ZooError>) -> Void

public protocol TypealiasedClosures {
  func run(_ completion: Completion)
  func keep(_ completion: @escaping Completion)
}

public protocol ShapesOfOneName {
  func values() -> [String]
  func values() -> [[String]]
  func values() -> [String]?
}

public protocol Listener: AnyObject {}

/// A generic parameter named like the protocol it is constrained to, which its declaration
/// spells `Zoo.Listener`.
public protocol Broadcaster {
  func add<Listener: Zoo.Listener>(_ listener: Listener) -> Int
}
