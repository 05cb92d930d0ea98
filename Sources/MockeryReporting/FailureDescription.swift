/// Runs `checks`, putting `description` above the message of every failure they report: the
/// test's own words for what a verification is about, as Mockito's `description(…)` and
/// Hamcrest's `reason` do.
///
/// ```swift
/// withDescription("a declined card is charged again, once") {
///   verify(gateway.calls.charge(amount: 390, token: "tok_1"), times: .exactly(2))
/// }
/// // a declined card is charged again, once
/// // Expected: charge(amount: <390>, token: "tok_1") called twice
/// //      but: was called once:
/// //        1. charge(amount: <390>, token: "tok_1")
/// ```
///
/// Every failure a Mockery check reports inside `checks` carries it, a verification's, an
/// `assertThat`'s and a mocked call's alike, and descriptions nested inside one another are
/// written outermost first, one a line. Warnings do not carry it, and neither does a failure
/// reported once `checks` has returned, by a call that came late. Describing costs nothing until
/// a check fails.
///
/// It returns nothing, so that a single verification is its whole body: each check returns
/// whether it passed, and reports its failure itself.
public func withDescription(
  _ description: String,
  _ checks: () throws -> Void
) rethrows {
  try FailureDescription.$current.withValue(
    FailureDescription.current + [description], operation: checks)
}

/// Runs the asynchronous `checks`, putting `description` above the message of every failure
/// they report: see ``withDescription(_:_:)-(_,()->Void)``.
public func withDescription(
  _ description: String,
  isolation: isolated (any Actor)? = #isolation,
  _ checks: () async throws -> Void
) async rethrows {
  try await FailureDescription.$current.withValue(
    FailureDescription.current + [description], operation: checks, isolation: isolation)
}

/// The descriptions the test put around the check now failing, outermost first.
enum FailureDescription {
  @TaskLocal static var current: [String] = []

  /// `message`, under the descriptions around it.
  static func described(_ message: String) -> String {
    let descriptions = current
    guard !descriptions.isEmpty else { return message }
    return (descriptions + [message]).joined(separator: "\n")
  }
}
