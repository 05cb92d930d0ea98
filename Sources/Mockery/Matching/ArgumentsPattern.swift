/// Which calls a stub, a verification or an expectation is about: one matcher per argument, or
/// any arguments at all.
///
/// Built once, when the test stubs or verifies, into closures over the matchers that take a
/// call's arguments as one tuple. Checking a call is one closure call with no allocation, and
/// descriptions are only made for a message.
@usableFromInline
struct ArgumentsPattern<Arguments>: Sendable {
  /// Whether a call's arguments match, read in place (see `Matcher.testInPlace`).
  @usableFromInline let matches: @Sendable (UnsafePointer<Arguments>) -> Bool
  /// Each argument's mismatch description, or nil where it matched; empty for any arguments.
  let explain: @Sendable (Arguments) -> [String?]
  /// How many arguments match, describing nothing: to find the stubs a call nearly matched.
  let matchCount: @Sendable (Arguments) -> Int
  /// Each argument matcher's description; nil for any arguments.
  let describe: @Sendable () -> [String]?
  /// Whether its test may run user code.
  ///
  /// A matcher of the test's may, as may `==` of a type of the test's. A test that cannot is
  /// checked under the recorder's lock, which saves a mocked call taking the lock twice.
  @usableFromInline let runsUserCode: Bool
  /// Whether it matches every call: `whenCalled()`, `verifyCalled()`.
  let isAnyArguments: Bool
  /// Its matchers, held once for the closures that describe and count them, and for
  /// ``matchesSameCalls(as:)``; nil for any arguments.
  @usableFromInline let matchers: PatternMatchers?

  @usableFromInline
  init(
    matches: @escaping @Sendable (UnsafePointer<Arguments>) -> Bool,
    explain: @escaping @Sendable (Arguments) -> [String?],
    matchCount: @escaping @Sendable (Arguments) -> Int,
    describe: @escaping @Sendable () -> [String]?,
    runsUserCode: Bool = true,
    isAnyArguments: Bool = false,
    matchers: PatternMatchers? = nil
  ) {
    self.matches = matches
    self.explain = explain
    self.matchCount = matchCount
    self.describe = describe
    self.runsUserCode = runsUserCode
    self.isAnyArguments = isAnyArguments
    self.matchers = matchers
  }

  /// Whether it certainly matches every call: ``isAnyArguments``, or `anything()` for each
  /// argument, as `when(mock.calls.fetch(anything()))` writes it.
  var matchesEveryCall: Bool { isAnyArguments || matchers?.matchEveryValue == true }

  /// Whether it certainly matches the calls `other`, a pattern of the same recorder, does: each
  /// argument's matcher against the other's (see `Matcher.matchesSameValues(as:)`).
  ///
  /// Never by descriptions, which may read alike for matchers that differ. May run the test's
  /// `==`: never under a lock.
  func matchesSameCalls(as other: Self) -> Bool {
    let everyCall = matchesEveryCall
    if everyCall || other.matchesEveryCall { return everyCall && other.matchesEveryCall }
    guard let matchers, let others = other.matchers else { return false }
    return matchers.matchSameValues(as: others)
  }

  /// Whether `arguments` match, for code that holds them as a value.
  @inlinable
  func matches(_ arguments: Arguments) -> Bool {
    withUnsafePointer(to: arguments) { matches($0) }
  }

  /// Every call, whatever its arguments.
  @usableFromInline
  static var anyArguments: Self {
    Self(
      matches: { _ in true }, explain: { _ in [] }, matchCount: { _ in 0 }, describe: { nil },
      runsUserCode: false, isAnyArguments: true)
  }

  /// The pattern of a requirement with one argument, which `matcher` matches.
  ///
  /// Its test is the matcher's own, with no loop over a pack and no closure around it: a mocked
  /// call checks a stub with one call of the matcher's test.
  @inlinable
  static func single(_ matcher: Matcher<Arguments>, runsUserCode: Bool = true) -> Self {
    // One object holds the matcher for the closures that describe and count: each closure's
    // context is that object, where capturing the matcher made each closure a context of its own.
    let held = SingleMatcher(matcher)
    return Self(
      matches: matcher.testInPlace,
      explain: { [held.matcher.matches($0) ? nil : held.matcher.describeMismatch(of: $0)] },
      matchCount: { held.matcher.matches($0) ? 1 : 0 },
      describe: { [held.matcher.description] },
      runsUserCode: runsUserCode,
      matchers: held
    )
  }
}

extension CallRecorder {
  /// A pattern matching each argument with its matcher.
  ///
  /// The only place argument matchers meet the argument pack: from here on, a call's arguments
  /// are one tuple. (Keep the tuples inline or captured: passing a tuple-of-pack variable as an
  /// argument crashes the 6.3 compiler.)
  @inlinable
  static func pattern(
    _ matchers: repeat Matcher<each Arg>
  ) -> ArgumentsPattern<(repeat each Arg)> {
    let matchers = (repeat each matchers)
    // Iterating a pack costs about 200 instructions even in specialized code (Swift 6.3 asks the
    // runtime for each element's metadata), more than the rest of a mocked call. With one
    // argument, the tuple `(repeat each Arg)` is that argument and the matchers are one `Matcher`
    // of it, which a cast made once, here, finds.
    if let single = matchers as Any as? Matcher<(repeat each Arg)> {
      return .single(single)
    }
    let matches: @Sendable (UnsafePointer<(repeat each Arg)>) -> Bool
    if matchers as Any is Void {
      matches = { _ in true }
    } else {
      matches = { (pointer: UnsafePointer<(repeat each Arg)>) in
        let arguments = pointer.pointee
        for (matcher, argument) in repeat (each matchers, each arguments) {
          guard matcher.matches(argument) else { return false }
        }
        return true
      }
    }
    let held = MatcherPack(repeat each matchers)
    return ArgumentsPattern(
      matches: matches,
      explain: { (arguments: (repeat each Arg)) in
        var explanations: [String?] = []
        for (matcher, argument) in repeat (each held.matchers, each arguments) {
          explanations.append(
            matcher.matches(argument) ? nil : matcher.describeMismatch(of: argument))
        }
        return explanations
      },
      matchCount: { (arguments: (repeat each Arg)) in
        var count = 0
        for (matcher, argument) in repeat (each held.matchers, each arguments) {
          if matcher.matches(argument) { count += 1 }
        }
        return count
      },
      describe: {
        var descriptions: [String] = []
        for matcher in repeat each held.matchers {
          descriptions.append(matcher.description)
        }
        return descriptions
      },
      matchers: held
    )
  }

  /// A pattern matching arguments equal to `values`.
  @inlinable
  static func pattern(
    equalTo values: repeat each Arg
  ) -> ArgumentsPattern<(repeat each Arg)> where repeat each Arg: Equatable & SendableMetatype {
    // `equalTo` called inside a pack expansion is not specialized, so its test compares through
    // the `Equatable` witness table: four times the cost of a specialized comparison, on every
    // stub a call is checked against. A single argument of a common standard type gets a
    // matcher made where its type is known.
    let values = (repeat each values)
    if let single = commonEquality(values as Any) as? Matcher<(repeat each Arg)> {
      // The standard library's `==`: no code of the test's.
      return .single(single, runsUserCode: false)
    }
    return pattern(repeat equalTo(each values))
  }

  /// `equalTo(value)` made with `value`'s type known, for the standard types arguments most
  /// often have; nil for others.
  @inlinable
  static func commonEquality(_ value: Any) -> Any? {
    switch value {
    case let value as String: equalTo(value)
    case let value as Int: equalTo(value)
    case let value as Int64: equalTo(value)
    case let value as Int32: equalTo(value)
    case let value as UInt: equalTo(value)
    case let value as Double: equalTo(value)
    case let value as Float: equalTo(value)
    case let value as Bool: equalTo(value)
    case let value as Character: equalTo(value)
    default: nil
    }
  }
}

/// A pattern's matchers, held once: see `ArgumentsPattern.matchers`.
///
/// A class, so that the closures of a pattern share it as their context, and so that two
/// patterns' matchers compare without knowing their types (`matchSameValues(as:)`).
@usableFromInline
class PatternMatchers: @unchecked Sendable {
  @usableFromInline init() {}

  /// Whether every matcher certainly matches every value: `anything()`.
  var matchEveryValue: Bool { false }

  /// Whether each matcher certainly matches the values `other`'s matcher at its place does.
  func matchSameValues(as other: PatternMatchers) -> Bool { false }
}

/// The matcher of a requirement with one argument.
@usableFromInline
final class SingleMatcher<Value>: PatternMatchers, @unchecked Sendable {
  @usableFromInline let matcher: Matcher<Value>

  @usableFromInline
  init(_ matcher: Matcher<Value>) {
    self.matcher = matcher
  }

  override var matchEveryValue: Bool { matcher.matchesEveryValue }

  override func matchSameValues(as other: PatternMatchers) -> Bool {
    guard let other = other as? SingleMatcher<Value> else { return false }
    return matcher.matchesSameValues(as: other.matcher)
  }
}

/// The matchers of a requirement with several arguments, or none.
@usableFromInline
final class MatcherPack<each Arg>: PatternMatchers, @unchecked Sendable {
  @usableFromInline let matchers: (repeat Matcher<each Arg>)

  @usableFromInline
  init(_ matchers: repeat Matcher<each Arg>) {
    self.matchers = (repeat each matchers)
  }

  override var matchEveryValue: Bool {
    var every = true
    for matcher in repeat each matchers {
      if !matcher.matchesEveryValue { every = false }
    }
    return every
  }

  override func matchSameValues(as other: PatternMatchers) -> Bool {
    guard let other = other as? MatcherPack<repeat each Arg> else { return false }
    var same = true
    for (matcher, otherMatcher) in repeat (each matchers, each other.matchers) {
      if !matcher.matchesSameValues(as: otherMatcher) { same = false }
    }
    return same
  }
}
