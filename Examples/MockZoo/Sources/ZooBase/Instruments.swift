// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Protocols of another module, which Zoo's refine: a package's sibling target, or a dependency.

/// Where a value is carried across a boundary, as a tracing library's context is.
public struct Baggage: Sendable, Equatable {
  /// The values carried.
  public var values: [String: String]
  /// Makes a baggage.
  public init(values: [String: String] = [:]) { self.values = values }
}

/// Writes baggage into a carrier.
public protocol Injector<Carrier>: Sendable {
  associatedtype Carrier
  func inject(_ value: String, forKey key: String, into carrier: inout Carrier)
}

/// Reads baggage from a carrier.
public protocol Extractor<Carrier>: Sendable {
  associatedtype Carrier
  func extract(key: String, from carrier: Carrier) -> String?
}

/// Moves baggage in and out of carriers: a parent that lives in another module.
public protocol Instrument: Sendable {
  func extract<Carrier, Extract: Extractor>(
    _ carrier: Carrier, into baggage: inout Baggage, using extractor: Extract
  ) where Extract.Carrier == Carrier

  func inject<Carrier, Inject: Injector>(
    _ baggage: Baggage, into carrier: inout Carrier, using injector: Inject
  ) where Inject.Carrier == Carrier
}

/// A span of work: a protocol a child protocol's associated type is constrained to, and named
/// like.
public protocol Span: AnyObject, Sendable {
  var operationName: String { get }
  func end()
}

/// A parent with an associated type and a requirement with a default implementation.
public protocol Store<Value> {
  associatedtype Value
  func load(_ key: String) -> Value?
  func save(_ value: Value, for key: String)
  func describe() -> String
}

extension Store {
  /// Every store describes itself the same way unless it says otherwise.
  public func describe() -> String { "a store" }
}

/// A parent a child restates a requirement of.
public protocol Named {
  var name: String { get }
}

/// A job that can be run once and never copied, as an executor's job is.
public struct Job: ~Copyable, Sendable {
  /// Its number.
  public var number: Int
  /// Makes a job.
  public init(number: Int) { self.number = number }
}

/// Runs jobs; a requirement no recorder can record, with a default implementation.
public protocol Runner {
  func run(_ job: consuming Job)
  func runs() -> Int
}

extension Runner {
  /// Runs nothing, as a default.
  public func run(_ job: consuming Job) {}
}
