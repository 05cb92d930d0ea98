#if canImport(XCTest)
  import XCTest
#endif

/// Records failures with XCTest and keeps track of which XCTest test is running.
package enum XCTestAdapter {
  /// Whether an XCTest test case is running now, as far as Mockery's observer has seen.
  ///
  /// XCTest has no public "current test" API on Linux, so Mockery registers an observer on its
  /// first use. A test that is already running when that happens is not seen.
  static var isRunningTest: Bool {
    currentTestName != nil
  }

  /// The name of the running XCTest test case, such as `-[LoginTests testRejectsEmptyPassword]`.
  static var currentTestName: String? {
    #if canImport(XCTest)
      TestObserver.shared.currentTestName
    #else
      nil
    #endif
  }

  /// Starts observing XCTest, so that a later failure knows whether an XCTest test is running.
  ///
  /// Call it from entry points that tests use early (creating a mock, starting an assertion).
  package static func observe() {
    #if canImport(XCTest)
      _ = TestObserver.shared
    #endif
  }

  static func record(_ failure: FailureReport) {
    #if canImport(XCTest)
      XCTFail(failure.message, file: failure.location.filePath, line: failure.location.line)
    #endif
  }
}

#if canImport(XCTest)
  /// Follows XCTest's test cases as they start and finish.
  private final class TestObserver: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared: TestObserver = {
      let observer = TestObserver()
      XCTestObservationCenter.shared.addTestObserver(observer)
      return observer
    }()

    private let running = Locked<String?>(nil)

    var currentTestName: String? { running.withLock { $0 } }

    func testCaseWillStart(_ testCase: XCTestCase) {
      running.withLock { $0 = testCase.name }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      running.withLock { $0 = nil }
    }
  }
#endif
