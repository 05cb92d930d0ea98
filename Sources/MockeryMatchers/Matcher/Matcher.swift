/// A named condition on values of type `Value`: checks a value, describes what it expects
/// without seeing a value, and explains a mismatch in words.
///
/// Matchers serve ``assertThat(_:_:_:fileID:filePath:line:column:)-6py48`` and, in the `Mockery`
/// module, stubbing and verification of mocked calls, one matcher per argument. A matcher is
/// `Sendable` and checking a value never has side effects, so it can be evaluated from any thread
/// as often as needed; its descriptions are only built when a message is.
///
/// Most matchers come from the catalog (``equalTo(_:)-6mnaf``, ``greaterThan(_:)-9sauw``,
/// ``hasItem(_:)-(Matcher<S.Element>)``, ...). A matcher of your own takes a few lines:
///
/// ```swift
/// func isEven() -> Matcher<Int> {
///   Matcher("an even number") { $0.isMultiple(of: 2) }
/// }
///
/// assertThat(7, isEven())
/// // Expected: an even number
/// //      but: was <7>
/// ```
///
/// See <doc:WritingYourOwnMatcher>.
public struct Matcher<Value>: Sendable, CustomStringConvertible {
  @usableFromInline let describe: @Sendable () -> String
  /// The test, reading the value where it is.
  ///
  /// A closure over a pointer is called the same way by generic and by specialized code, so a
  /// matcher made where its type is known is called with no conversion thunk and no copy of the
  /// value: measured over a mock's recorded calls, 44 instructions per check against 110 for a
  /// closure over the value.
  @usableFromInline package let testInPlace: @Sendable (UnsafePointer<Value>) -> Bool
  @usableFromInline let explain: @Sendable (Value) -> String
  /// What it matches, where that is certain; nil for a matcher whose test is a closure.
  ///
  /// Known for `anything()`, `equalTo(_:)` and the literals that stand for it. See
  /// ``MatcherIdentity``.
  @usableFromInline package let identity: MatcherIdentity?

  /// Creates a matcher from a description, a test, and an explanation of a mismatch.
  ///
  /// - Parameters:
  ///   - description: What a matching value is, as a noun phrase: `"an even number"`. Built only
  ///     when a message is.
  ///   - matches: Whether a value matches. Keep it fast and free of side effects: a mocked call
  ///     may evaluate it against every stub.
  ///   - describeMismatch: Why a value that does not match falls short, such as `"was <7>"`.
  ///     Defaults to `was` followed by the value's `describeValue(_:)`.
  @inlinable
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String,
    matches: @escaping @Sendable (Value) -> Bool,
    describeMismatch: @escaping @Sendable (Value) -> String = { "was \(describeValue($0))" }
  ) {
    self.describe = description
    self.testInPlace = { matches($0.pointee) }
    self.explain = describeMismatch
    self.identity = nil
  }

  /// Creates a matcher whose test reads values in place; for the catalog's most used matchers.
  @inlinable
  init(
    _ description: @autoclosure @escaping @Sendable () -> String,
    testInPlace: @escaping @Sendable (UnsafePointer<Value>) -> Bool,
    describeMismatch: @escaping @Sendable (Value) -> String = { "was \(describeValue($0))" },
    identity: MatcherIdentity? = nil
  ) {
    self.describe = description
    self.testInPlace = testInPlace
    self.explain = describeMismatch
    self.identity = identity
  }

  /// Creates a matcher from closures the compiler cannot prove `Sendable`, for a type whose
  /// conformances a conditional conformance cannot require to be: see `Matcher+Literals.swift`.
  ///
  /// Only for closures that, like every matcher's, only read what they hold.
  init(
    unchecked description: String,
    test: @escaping (UnsafePointer<Value>) -> Bool,
    explain: @escaping (Value) -> String,
    identity: MatcherIdentity? = nil
  ) {
    self.describe = { description }
    self.testInPlace = unsafeBitCast(
      test, to: (@Sendable (UnsafePointer<Value>) -> Bool).self)
    self.explain = unsafeBitCast(explain, to: (@Sendable (Value) -> String).self)
    self.identity = identity
  }

  /// Creates a matcher from a description and one function that checks a value and explains a
  /// mismatch in the same pass.
  ///
  /// Convenient when the explanation needs what the check found:
  ///
  /// ```swift
  /// func isValidEmail() -> Matcher<String> {
  ///   Matcher("a valid email address", evaluate: { email in
  ///     guard let at = email.firstIndex(of: "@") else { return .mismatch("had no \"@\"") }
  ///     return email[at...].contains(".") ? .match : .mismatch("had no \".\" after the \"@\"")
  ///   })
  /// }
  /// ```
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String,
    evaluate: @escaping @Sendable (Value) -> MatchResult
  ) {
    self.describe = description
    self.testInPlace = { evaluate($0.pointee).isMatch }
    self.explain = { value in
      switch evaluate(value) {
      case .match: "was \(describeValue(value)), which matches"
      case .mismatch(let explanation): explanation
      }
    }
    self.identity = nil
  }

  /// What a matching value is, such as `a value greater than <5>`.
  public var description: String { describe() }

  /// Whether `value` matches.
  @inlinable
  public func matches(_ value: Value) -> Bool {
    withUnsafePointer(to: value) { testInPlace($0) }
  }

  /// Why `value` does not match, such as `was <3>, less than <5>`.
  ///
  /// Meant for values that did not match; a matching value gets an explanation that says so.
  public func describeMismatch(of value: Value) -> String {
    explain(value)
  }

  /// Checks `value` and, when it does not match, explains why.
  public func evaluate(_ value: Value) -> MatchResult {
    matches(value) ? .match : .mismatch(describeMismatch(of: value))
  }
}

/// The outcome of checking a value with a ``Matcher``.
public enum MatchResult: Sendable, Equatable {
  /// The value matched.
  case match
  /// The value did not match, with the reason, such as `was <3>`.
  case mismatch(String)

  /// Whether this is ``match``.
  public var isMatch: Bool {
    if case .match = self { true } else { false }
  }
}
