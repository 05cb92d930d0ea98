/// Routes a failure to the test it belongs to, through the framework running that test; where
/// no test can take it, fails the run.
///
/// Swift Testing knows its current test per task (`Test.current`); XCTest on Linux knows only a
/// process-wide current test case. Each ignores the other's failures, so the order of the checks
/// below is what keeps a failure from being lost:
///
/// 1. On a Swift Testing test's task: an issue of that test.
/// 2. While an XCTest test runs and the failure is that test's (or says nothing of its test):
///    a failure of that test, if it can still take one from this thread.
/// 3. While the test's mock scope is open: kept there, and recorded in the test when it ends.
/// 4. Otherwise nothing can record it in its test: it fails the run, saying which test it
///    belongs to and why it could not be recorded there, once (see ``UnrecordedFailures``).
///
/// A warning fails nothing: it is a warning issue of the Swift Testing test running the task, or
/// else a line of standard error, as XCTest has no warnings.
enum TestFrameworks {
  /// The frameworks as the router sees them, replaceable to test the routing itself.
  struct Sinks: Sendable {
    var swiftTestingTestIsRunning: @Sendable () -> Bool
    /// Records the issue in the running Swift Testing test, and says whether it was known.
    var recordInSwiftTesting: @Sendable (FailureReport) -> FailureOutcome
    /// Records the failure in the running XCTest test if that test is `owner` (or `owner` is
    /// nil) and can take it; returns whether it did.
    var recordInXCTest: @Sendable (FailureReport, _ owner: TestIdentity?) -> Bool
    /// Whether the XCTest test has ended.
    var xcTestHasEnded: @Sendable (TestIdentity) -> Bool
    /// Fails the run: standard error now, and a failing exit status at the end.
    var failRun: @Sendable (FailureReport) -> Void
    /// Writes a warning no Swift Testing test can take where a compiler's would go: standard
    /// error.
    var warn: @Sendable (FailureReport) -> Void = { warning in
      StandardError.write(
        "\(warning.location.filePath):\(warning.location.line):\(warning.location.column): "
          + "warning: \(warning.messageInFull)\n")
    }

    static let live = Sinks(
      swiftTestingTestIsRunning: { SwiftTestingAdapter.isRunningTest },
      recordInSwiftTesting: SwiftTestingAdapter.record,
      recordInXCTest: { XCTestAdapter.record($0, ifOwnedBy: $1) },
      xcTestHasEnded: XCTestAdapter.hasEnded,
      failRun: UnrecordedFailures.failRun
    )
  }

  @discardableResult
  static func record(_ failure: FailureReport, sinks: Sinks = .live) -> FailureOutcome {
    if failure.severity == .warning, !sinks.swiftTestingTestIsRunning() {
      sinks.warn(failure)
      return .failed
    }
    if sinks.swiftTestingTestIsRunning() {
      return sinks.recordInSwiftTesting(failure)
    }
    let owner = failure.attribution?.test
    if sinks.recordInXCTest(failure, owner) {
      return .failed
    }
    let inbox = failure.attribution?.inbox
    if inbox?.deliver(failure) == true {
      return .failed
    }
    if let owner, let open = FailureInbox.openInbox(of: owner), open !== inbox,
      open.deliver(failure)
    {
      return .failed
    }
    let ended = hasEnded(owner, inbox, sinks)
    let unrecorded = failure.replacingMessage { unrecordedMessage($0, of: owner, ended: ended) }
    // Not also an issue of Swift Testing's unknown test: from a task of no test, Swift Testing
    // posts an issue to every configuration registered, and a `.serialized` suite registers one
    // of its own, so the one mistake was two issues. Standard error and the exit status are the
    // one failure.
    sinks.failRun(unrecorded)
    return .failed
  }

  private static func hasEnded(_ owner: TestIdentity?, _ inbox: FailureInbox?, _ sinks: Sinks)
    -> Bool
  {
    if inbox?.isClosed == true { return true }
    guard let owner, case .xcTest = owner.run else { return false }
    return sinks.xcTestHasEnded(owner)
  }

  /// Says why a failure fails the run rather than its test, and what to do about it.
  static func unrecordedMessage(_ message: String, of owner: TestIdentity?, ended: Bool) -> String {
    let consequence = "It fails the run instead: the test process exits with a failure."
    guard let owner else {
      return """
        This failure was reported outside any test (in a Task.detached or a thread of its own, \
        with no mock scope linking it to a test, or after the tests ended), so no test can \
        record it. \(consequence) Run such work with MockScope.current?.run { … } so that its \
        failures reach the test.
        \(message)
        """
    }
    if ended {
      return """
        This failure belongs to the test \(owner.name), but was reported after that test \
        ended, so the test cannot record it. \(consequence) Work the test started outlived it: \
        await or cancel that work before the test returns.
        \(message)
        """
    }
    return """
      This failure belongs to the test \(owner.name), but was reported from outside the \
      test's task (a Task.detached or a thread of its own), where Swift Testing cannot tell \
      which test it belongs to. \(consequence) Give the test a mock scope (the .mockScope \
      trait) to record such failures in the test.
      \(message)
      """
  }
}
