/// The error a throwing mocked requirement throws when a test called it without stubbing it and
/// its result type has no default value.
///
/// The call is also reported as a test failure where it happened, so a test cannot pass because
/// the code under test handled this error quietly.
public struct UnstubbedCallError: Error, CustomStringConvertible {
  /// The call, as messages write it: `conditions(forZipcode: "94105")`.
  public let call: String
  /// The name of the requirement's result type.
  public let resultType: String

  /// Says which call was not stubbed.
  public var description: String {
    "\(call) was called but not stubbed, and \(resultType) has no default value"
  }

  /// Whether this error can be thrown from a requirement that throws `Failure`: it can from an
  /// untyped `throws`, not from `throws(SomeError)`.
  @usableFromInline
  static func canBeThrown<Failure: Error>(as failure: Failure.Type) -> Bool {
    UnstubbedCallError(call: "", resultType: "").canBeThrown(as: failure)
  }
}

extension Error {
  /// Whether this error can be thrown from a requirement that throws `Failure`.
  func canBeThrown<Failure: Error>(as failure: Failure.Type) -> Bool {
    (self as any Error) is Failure
  }
}

/// The messages of calls that no stub answered, and of stubs that answered none.
enum UnstubbedCallMessage {
  /// What a call that can neither get a default nor be answered by a stub gets.
  ///
  /// `standIn`: what it returns instead, described, and how it is named: "its first case".
  ///
  /// `standInOffMainActor`: whether the recorder has a stand-in that is made on the main actor
  /// only, and the call was made elsewhere.
  static func noDefaultConsequence(
    resultType: String, canThrow: Bool, standIn: (value: String, origin: String)?,
    standInOffMainActor: Bool = false
  ) -> String {
    if canThrow {
      return "\(resultType) has no default value, so the call throws UnstubbedCallError."
    } else if let standIn {
      return "\(resultType) has no default value, so the call returns \(standIn.origin), "
        + "\(standIn.value), for the test to go on."
    } else if standInOffMainActor {
      return "\(resultType) has no default value, and its recorder's stand-in is made on the "
        + "main actor, where this call was not, so no value can be returned and the test stops "
        + "here."
    } else {
      return "\(resultType) has no default value, so no value can be returned and the test "
        + "stops here."
    }
  }

  /// The message of a call nothing could answer, which its `consequence` says what came of.
  ///
  /// `advice` is how a test stubs the requirement (see `CallName.stubbingAdvice`). The message
  /// says nothing of `MockDefaultValue`, which would answer the forgotten stub quietly, the test
  /// passing.
  static func noDefault(
    _ call: String, consequence: String, advice: String, stubs: String?,
    otherTypes: String? = nil, origin: String? = nil, called: String? = nil
  ) -> String {
    """
    Unstubbed call: \(call)\(line(origin))\(line(called))
    \(consequence)\(otherArguments(stubs))\(stubbedAsOtherTypes(otherTypes))
    Stub it before the code under test calls it:
        \(advice)
    """
  }

  static func unexpected(
    _ call: String, stubs: String?, otherTypes: String? = nil, origin: String? = nil,
    consequence: String? = nil, called: String? = nil
  ) -> String {
    """
    Unexpected call on a strict mock: \(call)\(line(origin))\(line(called))
    No stub or expectation matches it.\(otherArguments(stubs))\(stubbedAsOtherTypes(otherTypes))\
    \(line(consequence))
    Stub it (.when(…) or .whenCalled()) or expect it (.expect(…) or .expectCalled()) before the \
    code under test calls it.
    """
  }

  /// Mockito's name for a call of a stubbed recorder that no stub answers: the stub or the call
  /// may be wrong.
  ///
  /// `strict`: whether a stub it missed was made under strict stubs, whose opt-out differs.
  static func potentialStubbingProblem(
    _ call: String, stubs: String, strict: Bool, origin: String? = nil,
    consequence: String? = nil, called: String? = nil
  ) -> String {
    let rule =
      strict
      ? "With strict stubs, a stubbed recorder's call must match one of its stubs: check the "
        + "arguments the code under test passes, or stub these too."
      : "A stubbed recorder's call must match one of its stubs: check the arguments the code "
        + "under test passes, or stub these too. If other arguments are meant to go unstubbed, "
        + "make the stub lenient with .lenient(), or the test with .mockScope(.lenient)."
    return """
      Potential stubbing problem: \(call) matches none of its recorder's stubs\(line(origin))\
      \(line(called))\(otherArguments(stubs))\(line(consequence))
      \(rule)
      """
  }

  /// A stub no call used, reported where it was made under strict stubs.
  ///
  /// `requirement`: the requirement, when no call of it was made at all. `calledInstead`: the
  /// requirements called meanwhile with no stub, when it was not.
  static func unusedStub(
    _ call: String, isExpectation: Bool, requirement: String? = nil, calledInstead: [String] = []
  ) -> String {
    let unused =
      isExpectation
      ? "Unused stub: \(call) was expected here, and its expectation was not met."
      : "Unused stub: \(call) was stubbed here, but no call used it."
    let advice =
      if let requirement, !calledInstead.isEmpty {
        "\(requirement) was never called, but these were, with no stub: "
          + calledInstead.joined(separator: ", ")
          + ". Check which of them the code under test is meant to call."
      } else if let requirement {
        "\(requirement) was never called: remove the stub, or check that the code under test "
          + "calls this requirement and not another."
      } else if isExpectation {
        "Remove it, or check the calls the code under test makes."
      } else {
        "Its requirement was called, but no call used this stub: remove it, or check the "
          + "arguments the code under test passes."
      }
    return """
      \(unused)
      With strict stubs, every stub must answer a call. \(advice)
      """
  }

  static func mistypedSpecialization(
    _ call: String, signature: String, answer: String, otherTypes: String, origin: String? = nil
  ) -> String {
    """
    Unstubbed call: \(call), as \(signature), answered with its default, \(answer)\(line(origin))
    Its method is stubbed as other types:
    \(otherTypes)
    A stub for a generic method's types is made on the recorder the mock's witness asks for: \
    give specialized(_:) the same recorder type as the mock does.
    """
  }

  /// A line of its own, after the first, if there is one.
  private static func line(_ text: String?) -> String {
    text.map { "\n\($0)" } ?? ""
  }

  /// The lines naming a generic method's stubbed specializations, for a call of another.
  private static func stubbedAsOtherTypes(_ otherTypes: String?) -> String {
    guard let otherTypes else { return "" }
    return "\nIts method is stubbed as other types:\n" + otherTypes
  }

  /// The lines naming the recorder's stubs, for a call none of them answered.
  private static func otherArguments(_ stubs: String?) -> String {
    guard let stubs else { return "" }
    return "\nIts recorder has stubs, but none answers these arguments:\n" + stubs
  }
}
