#if canImport(XCTest)
  import XCTest
#endif

/// Records failures with XCTest and keeps track of which XCTest test is running.
package enum XCTestAdapter {
  /// The name of the running XCTest test case, such as `WeatherTests.testRefresh`, as far as
  /// Mockery's observer has seen.
  ///
  /// XCTest has no public "current test" API on Linux, so Mockery registers an observer on its
  /// first use; a test already running then is learned of when it records a failure.
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

  /// Records `failure` with `XCTFail`, and returns whether a running XCTest test took it: outside
  /// one, `XCTFail` does nothing.
  @Sendable
  static func record(_ failure: FailureReport) -> Bool {
    #if canImport(XCTest)
      let observer = TestObserver.shared
      let before = observer.failuresSeen
      XCTFail(failure.message, file: failure.location.filePath, line: failure.location.line)
      // XCTest tells its observers of a failure before XCTFail returns.
      return observer.failuresSeen > before
    #else
      return false
    #endif
  }
}

#if canImport(XCTest)
  /// Follows XCTest's test cases as they start, fail and finish.
  ///
  /// `@unchecked Sendable`: XCTest requires an `NSObject`, and its state is in a lock.
  private final class TestObserver: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared: TestObserver = {
      let observer = TestObserver()
      XCTestObservationCenter.shared.addTestObserver(observer)
      return observer
    }()

    private let state = Locked<(running: String?, failuresSeen: Int)>((nil, 0))

    var currentTestName: String? { state.withLock { $0.running } }
    var failuresSeen: Int { state.withLock { $0.failuresSeen } }

    func testCaseWillStart(_ testCase: XCTestCase) {
      state.withLock { $0.running = testCase.name }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      state.withLock { $0.running = nil }
    }

    #if canImport(ObjectiveC)
      func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
        sawFailure(in: testCase)
      }
    #else
      func testCase(
        _ testCase: XCTestCase, didFailWithDescription description: String,
        inFile filePath: String?,
        atLine lineNumber: Int
      ) {
        sawFailure(in: testCase)
      }
    #endif

    private func sawFailure(in testCase: XCTestCase) {
      state.withLock { state in
        state.failuresSeen += 1
        state.running = state.running ?? testCase.name
      }
    }
  }
#endif
