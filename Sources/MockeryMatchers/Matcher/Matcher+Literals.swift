// Literals stand for `equalTo` where a matcher is expected. This is what lets a list of argument
// matchers mix values and matchers, `when("94105", anything())`, and lets a variadic matcher list
// take a literal among matchers, `containsInAnyOrder(greaterThan(3), 2)`.
//
// Swift allows one conditional conformance per protocol, so each literal kind covers the type a
// literal of that kind defaults to: String, Int, Double and Bool. Other values, variables and
// enum cases take `equalTo(_:)`.

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

extension Matcher: ExpressibleByIntegerLiteral where Value == Int {
  /// Creates a matcher for integers equal to a literal: `3` stands for `equalTo(3)`.
  public init(integerLiteral value: Int) {
    self = equalTo(value)
  }
}

extension Matcher: ExpressibleByFloatLiteral where Value == Double {
  /// Creates a matcher for doubles equal to a literal: `2.5` stands for `equalTo(2.5)`.
  public init(floatLiteral value: Double) {
    self = equalTo(value)
  }
}

extension Matcher: ExpressibleByBooleanLiteral where Value == Bool {
  /// Creates a matcher for Booleans equal to a literal: `true` stands for `equalTo(true)`.
  public init(booleanLiteral value: Bool) {
    self = equalTo(value)
  }
}
