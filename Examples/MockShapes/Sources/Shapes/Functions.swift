import Foundation

/// A few days of weather.
public struct Forecast: Equatable, Sendable {
  /// One word per day.
  public var days: [String]
  /// Creates a forecast.
  public init(days: [String]) { self.days = days }
}

/// Why a forecast could not be read.
public enum ParseError: Error, Equatable {
  case empty
}

/// Functions of every effect.
public protocol Effects: Sendable {
  func startTimer()
  func format(_ value: Double) -> String
  func move(from: Int, to: Int) -> Bool
  func load(_ key: String) throws -> Data
  func parse(_ data: Data) throws(ParseError) -> Forecast
  func refresh() async
  func fetch(_ id: Int) async throws -> Forecast
  func fetchTyped(_ id: Int) async throws(ParseError) -> Forecast
}

/// Overloads, by labels and by types.
public protocol Overloads {
  func load(id: Int) -> String
  func load(name: String) -> String
  func format(_ value: Int) -> String
  func format(_ value: Double) -> String
  func make() -> Int
  func make() -> String
  /// Overloads by result alone, with an argument: one call form each, told apart by type.
  func convert(_ value: Int) -> Int
  func convert(_ value: Int) -> String
}

/// Parameters that need care.
public protocol Parameters {
  func normalize(_ text: inout String)
  func swap(_ a: inout Int, _ b: inout Int)
  func fetch(_ zip: String, completion: @escaping @Sendable (Result<Forecast, any Error>) -> Void)
  func observe(_ handler: ((Int) -> Void)?)
  func forEachDay(_ body: (String) -> Void)
  func transform(_ value: Int, using body: (Int) -> String) -> String
  func log(_ messages: String...)
  func span(of pair: (Int, String)) -> (start: Int, end: Int)
  func handle(_ error: any Error)
  func handleAll(_ values: some Collection<Int>) -> Int
  func consume(_ data: consuming Data)
  func borrow(_ data: borrowing Data)
  func run(on actor: isolated any Actor)
  func send(_ value: sending NSObject) -> sending NSObject
}

/// Generic functions.
public protocol Generics {
  func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
  func store<Key: Hashable & Sendable, Value>(_ value: Value, for key: Key) where Value: Codable
  func count<each Element>(_ elements: repeat each Element) -> Int
  func map<T>(_ values: [Int], _ transform: (Int) throws -> T) rethrows -> [T]
}

/// Self.
public protocol Cloning: AnyObject {
  func copy() -> Self
  func isSame(as other: Self) -> Bool
}
