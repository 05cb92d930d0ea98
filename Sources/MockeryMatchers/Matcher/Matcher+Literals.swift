import Foundation

// Literals stand for `equalTo` where a matcher is expected. This is what lets a list of argument
// matchers mix values and matchers, `when("94105", anything())`, and lets a variadic matcher list
// take a literal among matchers, `containsInAnyOrder(greaterThan(3), 2)`.
//
// Swift allows one conditional conformance per protocol. A number literal stands for any
// number type that Swift writes with it: `ttl: 300` matches a `TimeInterval`, `retries: 3` a
// `UInt8`, as the literal alone would. Strings and Booleans cover `String` and `Bool`. Other
// values, variables and enum cases take `equalTo(_:)`.

extension Matcher: ExpressibleByUnicodeScalarLiteral where Value == String {
  /// Creates a matcher for strings equal to a one-character literal.
  public init(unicodeScalarLiteral value: String) {
    self = equalTo(value)
  }
}

extension Matcher: ExpressibleByExtendedGraphemeClusterLiteral where Value == String {
  /// Creates a matcher for strings equal to a one-character literal.
  public init(extendedGraphemeClusterLiteral value: String) {
    self = equalTo(value)
  }
}

extension Matcher: ExpressibleByStringLiteral where Value == String {
  /// Creates a matcher for strings equal to a literal: `"94105"` stands for `equalTo("94105")`.
  public init(stringLiteral value: String) {
    self = equalTo(value)
  }
}

extension Matcher: ExpressibleByIntegerLiteral
where Value: ExpressibleByIntegerLiteral & Equatable {
  /// Creates a matcher for numbers equal to a literal: `3` stands for `equalTo(3)`, of any type
  /// the literal can be, `Int`, `Double` (`TimeInterval`), `UInt8`, `Decimal`.
  public init(integerLiteral value: Value.IntegerLiteralType) {
    self = literalMatcher(Value(integerLiteral: value))
  }
}

extension Matcher: ExpressibleByFloatLiteral
where Value: ExpressibleByFloatLiteral & Equatable {
  /// Creates a matcher for numbers equal to a literal: `2.5` stands for `equalTo(2.5)`, of any
  /// type the literal can be, `Double`, `Float`, `Decimal`.
  public init(floatLiteral value: Value.FloatLiteralType) {
    self = literalMatcher(Value(floatLiteral: value))
  }
}

extension Matcher: ExpressibleByBooleanLiteral where Value == Bool {
  /// Creates a matcher for Booleans equal to a literal: `true` stands for `equalTo(true)`.
  public init(booleanLiteral value: Bool) {
    self = equalTo(value)
  }
}

/// `equalTo(expected)`, for a number a literal makes.
///
/// A conditional conformance cannot require `SendableMetatype`, which ``equalTo(_:)-6mnaf``
/// does so that no conformance isolated to an actor is used off it. The number types of the
/// standard library and Foundation, whose conformances are not isolated, get
/// ``equalTo(_:)-6mnaf`` itself. A number type of your own is compared with its `==` wherever
/// the matcher is checked: where its `Equatable` is isolated to an actor, write `equalTo(_:)`,
/// which then takes care of it.
private func literalMatcher<Value: Equatable>(_ expected: Value) -> Matcher<Value> {
  if let standard = StandardNumbers.equalTo(expected) { return standard }
  return Matcher(
    unchecked: describeValue(expected), test: { $0.pointee == expected },
    explain: { equalToMismatch(expected: expected, actual: $0) },
    identity: .equal(UncheckedSendable(expected)))
}

/// The number types literals make, whose `Equatable` conformances are not isolated.
private enum StandardNumbers {
  static let types: [any (Equatable & SendableMetatype).Type] = [
    Int.self, Double.self, Int64.self, UInt.self, Int32.self, UInt64.self, UInt32.self,
    Int16.self, UInt16.self, Int8.self, UInt8.self, Float.self, Decimal.self, CGFloat.self,
  ]

  static func equalTo<Value>(_ expected: Value) -> Matcher<Value>? {
    for type in types {
      if let matcher = same(expected, as: type) { return matcher }
    }
    return nil
  }

  private static func same<Value, Number: Equatable & SendableMetatype>(
    _ expected: Value, as number: Number.Type
  ) -> Matcher<Value>? {
    guard let expected = expected as? Number else { return nil }
    return MockeryMatchers.equalTo(expected) as? Matcher<Value>
  }
}
