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

/// The messages of calls that no stub answered.
enum UnstubbedCallMessage {
  static func noDefault(_ call: String, resultType: String, canThrow: Bool) -> String {
    let consequence =
      canThrow
      ? "so the call throws UnstubbedCallError."
      : "so no value can be returned and the test stops here."
    return """
      Unstubbed call: \(call)
      \(resultType) has no default value, \(consequence)
      Stub it on its recorder before the code under test calls it:
          .when(…).thenReturn(…)     answers calls with matching arguments
          .whenCalled().thenReturn(…)  answers every call
      or give \(resultType) a default by conforming it to MockDefaultValue.
      """
  }

  static func unexpected(_ call: String) -> String {
    """
    Unexpected call on a strict mock: \(call)
    No stub or expectation matches it. Stub it (.when(…) or .whenCalled()) or expect it \
    (.expect(…) or .expectCalled()) before the code under test calls it.
    """
  }
}
