import Foundation

/// Routes a failure to the test framework that is running the test it belongs to.
///
/// Swift Testing knows its current test per task (`Test.current`); XCTest on Linux knows only a
/// process-wide current test case, which `XCTFail` uses from any thread. Each ignores the other's
/// failures, so the order of the checks below is what keeps a failure from being lost.
enum TestFrameworks {
  static func record(_ failure: FailureReport) {
    if SwiftTestingAdapter.isRunningTest {
      SwiftTestingAdapter.record(failure)
      return
    }
    // Not on a Swift Testing test task: an XCTest test (XCTFail lands, Issue.record is ignored),
    // a detached task or thread of a Swift Testing test (Issue.record fails the run as an issue
    // of an unknown test, XCTFail is ignored), or no test at all.
    XCTestAdapter.record(failure)
    SwiftTestingAdapter.record(failure)
    if !XCTestAdapter.isRunningTest {
      StandardError.write(failure)
    }
  }
}

/// The last resort that keeps a failure visible when no test framework may be listening.
enum StandardError {
  static func write(_ failure: FailureReport) {
    let text =
      "\(failure.location.filePath):\(failure.location.line):\(failure.location.column): "
      + "error: Mockery failure outside a Swift Testing test task or XCTest test:\n"
      + failure.message + "\n"
    FileHandle.standardError.write(Data(text.utf8))
  }
}
