import Foundation

/// A type with a value a mocked requirement returns when a test did not stub it.
///
/// Mockery gives defaults to `Void`, `Bool` (`false`), numbers and `Duration` (`0`), strings
/// (`""`), optionals (`nil`), arrays, sets, dictionaries and `Data` (empty), and `AsyncStream` and
/// `AsyncThrowingStream` (finished, so that a `for await` loop over one ends at once). Conform a
/// type of your own to let unstubbed calls returning it go on instead of failing:
///
/// ```swift
/// extension Conditions: MockDefaultValue {
///   static var mockDefault: Conditions { Conditions(summary: "", temperature: 0) }
/// }
/// ```
///
/// For one mock rather than every one, ``useDefault(_:for:fileID:filePath:line:column:)-(_,Any...,_,_,_,_)``.
public protocol MockDefaultValue {
  /// The value returned by unstubbed calls.
  static var mockDefault: Self { get }
}

/// Finds the default value of a result type, if it has one.
///
/// A recorder looks it up once and keeps it, so an unstubbed call costs no dynamic cast.
enum MockDefaults {
  static func value<Value>(of type: Value.Type) -> Value? {
    if Value.self == Void.self {
      return () as? Value
    }
    guard let provider = Value.self as? any MockDefaultValue.Type else { return nil }
    return provider.mockDefault as? Value
  }

  /// What a call that has no default and cannot throw returns, after it fails the test, rather
  /// than stop the test process: its recorder's stand-in (see
  /// `CallRecorder.init(_:standIn:fileID:filePath:line:column:)`), else a fixed value of
  /// Foundation's `Date`, `URL`, `UUID` and the like, else the first case of a `CaseIterable`
  /// type; and how a message names it.
  ///
  /// `standIn` is the test's code, a generated mock's initializer call: it runs here, outside
  /// every lock.
  static func standIn<Value>(_ standIn: StandIn<Value>?, of type: Value.Type)
    -> (value: Value, origin: String)?
  {
    if let value = standIn?() { return (value, "its recorder's stand-in") }
    if let value = foundationStandIn(of: type) { return (value, "a fixed stand-in") }
    return firstCase(of: type).map { ($0, "its first case") }
  }

  /// A fixed value of Foundation's value types that have no default.
  ///
  /// What a call that cannot throw returns after it fails the test, rather than stop the test
  /// process, in a mock written by hand as in a generated one. None is a default: a forgotten
  /// stub of a `Date` still fails its test.
  static func foundationStandIn<Value>(of type: Value.Type) -> Value? {
    let epoch = Date(timeIntervalSince1970: 0)
    let value: Any? =
      switch type {
      case is Date.Type: epoch
      case is URL.Type: URL(fileURLWithPath: "/")
      case is UUID.Type: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
      case is TimeZone.Type: TimeZone(secondsFromGMT: 0)
      case is Locale.Type: Locale(identifier: "en_US_POSIX")
      case is Calendar.Type: Calendar(identifier: .gregorian)
      case is DateComponents.Type: DateComponents()
      case is URLComponents.Type: URLComponents()
      case is DateInterval.Type: DateInterval(start: epoch, duration: 0)
      default: nil
      }
    return value as? Value
  }

  /// The first case of a `CaseIterable` type: what a call that has no default and cannot throw
  /// returns, after it fails the test, rather than stop the test process.
  static func firstCase<Value>(of type: Value.Type) -> Value? {
    guard let cases = Value.self as? any CaseIterable.Type else { return nil }
    return firstCase(of: cases) as? Value
  }

  private static func firstCase<Cases: CaseIterable>(of type: Cases.Type) -> Cases? {
    Cases.allCases.first
  }
}

extension Optional: MockDefaultValue {
  /// `nil`.
  public static var mockDefault: Wrapped? { nil }
}

extension Bool: MockDefaultValue {
  /// `false`.
  public static var mockDefault: Bool { false }
}

extension String: MockDefaultValue {
  /// The empty string.
  public static var mockDefault: String { "" }
}

extension Substring: MockDefaultValue {
  /// The empty substring.
  public static var mockDefault: Substring { "" }
}

extension Array: MockDefaultValue {
  /// The empty array.
  public static var mockDefault: [Element] { [] }
}

extension ContiguousArray: MockDefaultValue {
  /// The empty array.
  public static var mockDefault: ContiguousArray<Element> { [] }
}

extension Set: MockDefaultValue {
  /// The empty set.
  public static var mockDefault: Set<Element> { [] }
}

extension Dictionary: MockDefaultValue {
  /// The empty dictionary.
  public static var mockDefault: [Key: Value] { [:] }
}

extension Data: MockDefaultValue {
  /// Empty data.
  public static var mockDefault: Data { Data() }
}

extension Int: MockDefaultValue {
  /// Zero.
  public static var mockDefault: Int { 0 }
}

extension Int8: MockDefaultValue {
  /// Zero.
  public static var mockDefault: Int8 { 0 }
}

extension Int16: MockDefaultValue {
  /// Zero.
  public static var mockDefault: Int16 { 0 }
}

extension Int32: MockDefaultValue {
  /// Zero.
  public static var mockDefault: Int32 { 0 }
}

extension Int64: MockDefaultValue {
  /// Zero.
  public static var mockDefault: Int64 { 0 }
}

extension UInt: MockDefaultValue {
  /// Zero.
  public static var mockDefault: UInt { 0 }
}

extension UInt8: MockDefaultValue {
  /// Zero.
  public static var mockDefault: UInt8 { 0 }
}

extension UInt16: MockDefaultValue {
  /// Zero.
  public static var mockDefault: UInt16 { 0 }
}

extension UInt32: MockDefaultValue {
  /// Zero.
  public static var mockDefault: UInt32 { 0 }
}

extension UInt64: MockDefaultValue {
  /// Zero.
  public static var mockDefault: UInt64 { 0 }
}

extension Float: MockDefaultValue {
  /// Zero.
  public static var mockDefault: Float { 0 }
}

extension Double: MockDefaultValue {
  /// Zero.
  public static var mockDefault: Double { 0 }
}

extension Duration: MockDefaultValue {
  /// Zero.
  public static var mockDefault: Duration { .zero }
}

extension AsyncStream: MockDefaultValue {
  /// A stream that has finished: iterating it ends at once.
  public static var mockDefault: AsyncStream<Element> { AsyncStream { $0.finish() } }
}

extension AsyncThrowingStream: MockDefaultValue where Failure == any Error {
  /// A stream that has finished without an error: iterating it ends at once.
  public static var mockDefault: AsyncThrowingStream<Element, any Error> {
    AsyncThrowingStream { $0.finish() }
  }
}

extension Decimal: MockDefaultValue {
  /// Zero.
  public static var mockDefault: Decimal { 0 }
}
