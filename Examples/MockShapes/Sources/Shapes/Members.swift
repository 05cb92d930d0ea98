import Foundation

/// Properties and subscripts.
public protocol Members {
  var name: String { get }
  var count: Int { get set }
  var temperature: Double { get async throws }
  var forecast: Forecast { get async }
  subscript(key: String) -> Int? { get set }
  subscript(row: Int, column: Int) -> Double { get }
  subscript<T>(typed key: String) -> T? { get }
}

/// Static requirements only.
public protocol Clock {
  static func now() -> Date
  static var timeZone: String { get }
}

/// Instance and static requirements.
public protocol Registry {
  static var shared: Self { get }
  func register(_ name: String)
  init(name: String)
}

/// An associated type.
public protocol Store<Element> {
  associatedtype Element: Sendable
  associatedtype Key: Hashable = String
  func element(for key: Key) -> Element?
  func insert(_ element: Element, for key: Key)
  var all: [Element] { get }
}

/// A global actor of the module's own.
@globalActor public actor WeatherActor {
  /// The actor.
  public static let shared = WeatherActor()
}

/// A main-actor protocol, with a nonisolated requirement.
@MainActor
public protocol Observer: AnyObject {
  func didUpdate(_ forecast: Forecast)
  nonisolated func identifier() -> String
}

/// A protocol on a global actor of the target's own.
@WeatherActor
public protocol Station {
  func reading() -> Double
}

/// An actor protocol.
public protocol Cache: Actor {
  func value(for key: String) -> Int?
  func set(_ value: Int, for key: String)
}

/// A protocol of the target that another inherits.
public protocol Named {
  var name: String { get }
}

/// A protocol inheriting a protocol of the target, and one from the standard library.
public protocol Person: Named, CustomStringConvertible {
  func greet(_ other: String) -> String
}

/// A nested protocol.
public enum Payroll {
  /// The nested protocol.
  public protocol Ledger {
    func total(for department: String) -> Int
  }
}

/// An internal protocol: mocked with @testable import.
protocol Auditor {
  func audit(_ entry: String) -> Bool
}
