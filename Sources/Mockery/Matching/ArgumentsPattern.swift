/// Which calls a stub, a verification or an expectation is about: one matcher per argument, or
/// any arguments at all.
///
/// Built once, when the test stubs or verifies, into closures over the matchers, so that checking
/// a call is one closure call with no allocation, and descriptions are only made for a message.
@usableFromInline
struct ArgumentsPattern<each Arg>: Sendable {
  @usableFromInline let matches: @Sendable (repeat each Arg) -> Bool
  /// Each argument's mismatch description, or nil where it matched; empty for any arguments.
  @usableFromInline let explain: @Sendable (repeat each Arg) -> [String?]
  /// Each argument matcher's description; nil for any arguments.
  @usableFromInline let describe: @Sendable () -> [String]?

  @inlinable
  init(_ matchers: repeat Matcher<each Arg>) {
    let matchers = (repeat each matchers)
    matches = { (arguments: repeat each Arg) in
      for (matcher, argument) in repeat (each matchers, each arguments) {
        guard matcher.matches(argument) else { return false }
      }
      return true
    }
    explain = { (arguments: repeat each Arg) in
      var explanations: [String?] = []
      for (matcher, argument) in repeat (each matchers, each arguments) {
        explanations.append(
          matcher.matches(argument) ? nil : matcher.describeMismatch(of: argument))
      }
      return explanations
    }
    describe = {
      var descriptions: [String] = []
      for matcher in repeat each matchers {
        descriptions.append(matcher.description)
      }
      return descriptions
    }
  }

  @inlinable
  init(equalTo values: repeat each Arg) where repeat each Arg: Equatable & SendableMetatype {
    self.init(repeat equalTo(each values))
  }

  @usableFromInline
  init(
    matches: @escaping @Sendable (repeat each Arg) -> Bool,
    explain: @escaping @Sendable (repeat each Arg) -> [String?],
    describe: @escaping @Sendable () -> [String]?
  ) {
    self.matches = matches
    self.explain = explain
    self.describe = describe
  }

  /// Every call, whatever its arguments.
  @usableFromInline
  static var anyArguments: Self {
    Self(
      matches: { (_: repeat each Arg) in true },
      explain: { (_: repeat each Arg) in [] },
      describe: { nil }
    )
  }
}

/// Describes each argument of a call with `describeValue`.
func describeArguments<each Arg>(_ arguments: repeat each Arg) -> [String] {
  var descriptions: [String] = []
  for argument in repeat each arguments {
    descriptions.append(describeValue(argument))
  }
  return descriptions
}
