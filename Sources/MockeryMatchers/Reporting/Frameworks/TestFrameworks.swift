import Foundation

/// Routes a failure to the test framework that is running the test it belongs to.
///
/// Swift Testing knows its current test per task (`Test.current`); XCTest on Linux knows only a
/// process-wide current test case, which `XCTFail` uses from any thread. Each ignores the other's
/// failures, so the order of the checks below is what keeps a failure from being lost.
enum TestFrameworks {
  /// The frameworks as the router sees them, replaceable to test the routing itself.
  struct Sinks: Sendable {
    var swiftTestingTestIsRunning: @Sendable () -> Bool
    var xcTestTestName: @Sendable () -> String?
    var recordInSwiftTesting: @Sendable (FailureReport) -> Void
    /// Returns whether a running XCTest test took the failure.
    var recordInXCTest: @Sendable (FailureReport) -> Bool
    var writeToStandardError: @Sendable (FailureReport) -> Void

    static let live = Sinks(
      swiftTestingTestIsRunning: { SwiftTestingAdapter.isRunningTest },
      xcTestTestName: { XCTestAdapter.currentTestName },
      recordInSwiftTesting: SwiftTestingAdapter.record,
      recordInXCTest: XCTestAdapter.record,
      writeToStandardError: StandardError.write
    )
  }

  static func record(_ failure: FailureReport, sinks: Sinks = .live) {
    // On a Swift Testing test's task: Swift Testing knows the test.
    if sinks.swiftTestingTestIsRunning() {
      sinks.recordInSwiftTesting(failure)
      return
    }
    // In XCTest, XCTFail from any thread lands on the running test: right, if it is this one's.
    let runningXCTest = sinks.xcTestTestName()
    let owner = failure.attribution?.testName
    if let runningXCTest, owner == nil || owner == runningXCTest {
      _ = sinks.recordInXCTest(failure)
      return
    }
    // Outside the test's task, while its mock scope is open: the scope records it in the test.
    if let inbox = failure.attribution?.inbox, inbox.deliver(failure) {
      return
    }
    // Nowhere to attribute it: give it to whichever framework is running, saying which test it
    // belongs to. XCTest takes it if any XCTest test runs; otherwise Swift Testing fails the run
    // with an issue of an unknown test, and standard error shows it even if neither runs.
    let unattributed = FailureReport(
      message: Self.unattributedMessage(failure), location: failure.location,
      attribution: failure.attribution)
    if sinks.recordInXCTest(unattributed) { return }
    sinks.recordInSwiftTesting(unattributed)
    sinks.writeToStandardError(unattributed)
  }

  static func unattributedMessage(_ failure: FailureReport) -> String {
    guard let test = failure.attribution?.testName else { return failure.message }
    return """
      This failure belongs to the test \(test), but was reported from outside it (a \
      Task.detached, a thread of its own, or after the test ended), where the test framework \
      cannot attribute it, so it fails the run instead. Give the test a mock scope (the \
      .mockScope trait, or withMockScope in XCTest) to record such failures in the test.
      \(failure.message)
      """
  }
}

/// The last resort that keeps a failure visible when no test framework may be listening.
enum StandardError {
  @Sendable
  static func write(_ failure: FailureReport) {
    let text =
      "\(failure.location.filePath):\(failure.location.line):\(failure.location.column): "
      + "error: Mockery failure outside a Swift Testing test task or XCTest test:\n"
      + failure.message + "\n"
    FileHandle.standardError.write(Data(text.utf8))
  }
}
