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
  /// Whether it certainly matches every call: ``isAnyArguments``, or `anything()` for each
  /// argument, as `when(mock.calls.fetch(anything()))` writes it.
  let matchesEveryCall: Bool
  /// Whether it certainly matches the calls another pattern of the recorder does, each argument's
  /// matcher against the other's (see `Matcher.matchesSameValues(as:)`), given the other's
  /// matchers; nil for any arguments, which has none.
  ///
  /// Never by descriptions, which may read alike for matchers that differ. May run the test's
  /// `==`: never under a lock.
  let matchesSameCalls: (@Sendable (_ otherMatchers: Any) -> Bool)?
  /// Its matchers, as one tuple, for ``matchesSameCalls`` of another pattern.
  let matchers: UncheckedSendable<Any>?

  @usableFromInline
  init(
    matches: @escaping @Sendable (UnsafePointer<Arguments>) -> Bool,
    explain: @escaping @Sendable (Arguments) -> [String?],
    matchCount: @escaping @Sendable (Arguments) -> Int,
    describe: @escaping @Sendable () -> [String]?,
    runsUserCode: Bool = true,
    isAnyArguments: Bool = false,
    matchesEveryCall: Bool? = nil,
    matchers: UncheckedSendable<Any>? = nil,
    matchesSameCalls: (@Sendable (_ otherMatchers: Any) -> Bool)? = nil
  ) {
    self.matches = matches
    self.explain = explain
    self.matchCount = matchCount
    self.describe = describe
    self.runsUserCode = runsUserCode
    self.isAnyArguments = isAnyArguments
    self.matchesEveryCall = matchesEveryCall ?? isAnyArguments
    self.matchers = matchers
    self.matchesSameCalls = matchesSameCalls
  }

  /// Whether it certainly matches the same calls as `other`, a pattern of the same recorder.
  func matchesSameCalls(as other: Self) -> Bool {
    if matchesEveryCall || other.matchesEveryCall {
      return matchesEveryCall && other.matchesEveryCall
    }
    guard let matchesSameCalls, let others = other.matchers else { return false }
    return matchesSameCalls(others.value)
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
    Self(
      matches: matcher.testInPlace,
      explain: { [matcher.matches($0) ? nil : matcher.describeMismatch(of: $0)] },
      matchCount: { matcher.matches($0) ? 1 : 0 },
      describe: { [matcher.description] },
      runsUserCode: runsUserCode,
      matchesEveryCall: matcher.matchesEveryValue,
      matchers: UncheckedSendable(matcher),
      matchesSameCalls: { other in
        guard let other = other as? Matcher<Arguments> else { return false }
        return matcher.matchesSameValues(as: other)
      }
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
    var matchesEveryCall = true
    for matcher in repeat each matchers {
      if !matcher.matchesEveryValue { matchesEveryCall = false }
    }
    return ArgumentsPattern(
      matches: matches,
      explain: { (arguments: (repeat each Arg)) in
        var explanations: [String?] = []
        for (matcher, argument) in repeat (each matchers, each arguments) {
          explanations.append(
            matcher.matches(argument) ? nil : matcher.describeMismatch(of: argument))
        }
        return explanations
      },
      matchCount: { (arguments: (repeat each Arg)) in
        var count = 0
        for (matcher, argument) in repeat (each matchers, each arguments) {
          if matcher.matches(argument) { count += 1 }
        }
        return count
      },
      describe: {
        var descriptions: [String] = []
        for matcher in repeat each matchers {
          descriptions.append(matcher.description)
        }
        return descriptions
      },
      matchesEveryCall: matchesEveryCall,
      matchers: UncheckedSendable(matchers),
      matchesSameCalls: { others in
        guard let others = others as? (repeat Matcher<each Arg>) else { return false }
        for (matcher, other) in repeat (each matchers, each others) {
          guard matcher.matchesSameValues(as: other) else { return false }
        }
        return true
      }
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
