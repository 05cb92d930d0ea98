/// How many times a call is expected: `.never`, `.once`, `.twice`, `.exactly(n)` (or just `n`),
/// `.atLeast(n)`, `.atMost(n)` or `.between(range)`, or any number but one of those: `.not(…)`.
///
/// ```swift
/// fetcher.calls.conditions.verify("94105", times: 2)
/// fetcher.calls.startTimer.verify(times: .atLeast(1))
/// fetcher.calls.conditions.verifyCalled(times: .between(1...3))
/// ```
///
/// A count below zero, such as `.exactly(-1)` or `.atMost(-5)`, is a mistake no number of calls
/// can satisfy: the verification given it reports so at its line and fails.
public struct CallCount: Sendable, Equatable, ExpressibleByIntegerLiteral, CustomStringConvertible {
  /// The fewest calls that satisfy the count; for a count made by ``not(_:)``, the fewest it
  /// excludes.
  public let minimum: Int
  /// The most calls that satisfy the count, or nil for no limit; for a count made by
  /// ``not(_:)``, the most it excludes.
  public let maximum: Int?
  /// Whether the counts from ``minimum`` to ``maximum`` are the ones that do not satisfy it.
  let isExcluding: Bool
  /// Why the count is no count of calls, for one written with a number below zero.
  @usableFromInline let problem: String?

  private init(minimum: Int, maximum: Int?, spelling: @autoclosure () -> String) {
    let negative = minimum < 0 || maximum.map { $0 < 0 } ?? false
    self.init(
      minimum: minimum, maximum: maximum, isExcluding: false,
      problem: negative
        ? "times: \(spelling()) is not a number of calls: a count of calls is zero or more." : nil)
  }

  private init(minimum: Int, maximum: Int?, isExcluding: Bool, problem: String?) {
    self.minimum = minimum
    self.maximum = maximum
    self.isExcluding = isExcluding
    self.problem = problem
  }

  /// No calls.
  public static let never = exactly(0)
  /// Exactly one call, the default of every verification.
  public static let once = exactly(1)
  /// Exactly two calls.
  public static let twice = exactly(2)

  /// Exactly `count` calls.
  public static func exactly(_ count: Int) -> CallCount {
    CallCount(minimum: count, maximum: count, spelling: ".exactly(\(count))")
  }

  /// `count` calls or more.
  public static func atLeast(_ count: Int) -> CallCount {
    CallCount(minimum: count, maximum: nil, spelling: ".atLeast(\(count))")
  }

  /// `count` calls or fewer, none included.
  public static func atMost(_ count: Int) -> CallCount {
    CallCount(minimum: 0, maximum: count, spelling: ".atMost(\(count))")
  }

  /// A number of calls within `range`.
  public static func between(_ range: ClosedRange<Int>) -> CallCount {
    CallCount(
      minimum: range.lowerBound, maximum: range.upperBound,
      spelling: ".between(\(range.lowerBound)...\(range.upperBound))")
  }

  /// Any number of calls but those `count` allows: `.not(.once)`, and, for neither once nor
  /// twice, `.not(.between(1...2))` (Mockingbird's `not(once)`).
  ///
  /// ```swift
  /// verify(gateway.calls.charge(amount: anything(), token: "tok_1"), times: .not(.once))
  /// ```
  public static func not(_ count: CallCount) -> CallCount {
    CallCount(
      minimum: count.minimum, maximum: count.maximum, isExcluding: !count.isExcluding,
      problem: count.problem)
  }

  /// Exactly `value` calls: `times: 3`.
  public init(integerLiteral value: Int) {
    self.init(minimum: value, maximum: value, spelling: "\(value)")
  }

  /// Whether `count` calls satisfy this count; no number does a count below zero.
  public func contains(_ count: Int) -> Bool {
    problem == nil && (count >= minimum && maximum.map { count <= $0 } ?? true) != isExcluding
  }

  /// `never`, `once`, `3 times`, `at least once`, `at most 2 times`, `between 1 and 3 times`,
  /// `not once`.
  public var description: String {
    isExcluding ? "not \(range)" : range
  }

  /// How ``description`` reads the counts from ``minimum`` to ``maximum``.
  private var range: String {
    switch (minimum, maximum) {
    case (let low, let high?) where low == high: return Self.times(low)
    case (let low, nil): return "at least \(Self.times(low))"
    case (0, let high?): return "at most \(Self.times(high))"
    case (let low, let high?): return "between \(low) and \(high) times"
    }
  }

  /// `never`, `once`, `twice`, `3 times`.
  static func times(_ count: Int) -> String {
    switch count {
    case 0: "never"
    case 1: "once"
    case 2: "twice"
    default: "\(count) times"
    }
  }
}
