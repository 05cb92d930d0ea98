/// The test a failure belongs to, noted where the test set something up, such as a mock.
///
/// A mocked call can fail long after its test created the mock, on a thread or in a
/// `Task.detached` that the test framework cannot link to the test. The attribution lets such a
/// failure still be recorded in its test while the test's mock scope is open, or else name the
/// test when it fails the run.
public struct TestAttribution: Sendable, Equatable {
  /// The test's name as its framework shows it, or nil outside any test.
  public let testName: String?
  let inbox: FailureInbox?

  /// The test running the current task or thread, with its mock scope's inbox if one is open.
  public static var current: TestAttribution {
    TestAttribution(
      testName: SwiftTestingAdapter.currentTestName ?? XCTestAdapter.currentTestName,
      inbox: FailureInbox.current)
  }

  /// Two attributions are equal when they name the same test and scope.
  public static func == (lhs: TestAttribution, rhs: TestAttribution) -> Bool {
    lhs.testName == rhs.testName && lhs.inbox === rhs.inbox
  }
}

/// Keeps the failures reported for a test from outside its task while the test runs, to record
/// them in the test, from its own task, when it ends.
package final class FailureInbox: Sendable {
  @TaskLocal package static var current: FailureInbox?

  private let state = Locked<(isOpen: Bool, reports: [FailureReport])>((true, []))

  package init() {}

  /// Keeps `report` for the test; false once the test has ended.
  func deliver(_ report: FailureReport) -> Bool {
    state.withLock { state in
      guard state.isOpen else { return false }
      state.reports.append(report)
      return true
    }
  }

  /// Ends the scope and returns the failures delivered while it was open.
  package func close() -> [FailureReport] {
    state.withLock { state in
      state.isOpen = false
      return state.reports
    }
  }
}
