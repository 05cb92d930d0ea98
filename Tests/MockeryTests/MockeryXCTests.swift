import Mockery
import XCTest

/// The same mocks under XCTest: stubbing, verification messages and lines, and expectations
/// checked at the end of each test through `invokeTest`.
final class MockeryXCTests: XCTestCase {
  override func invokeTest() {
    withExpectationsVerified { super.invokeTest() }
  }

  func testStubbingAndVerifying() async throws {
    let fetcher = WeatherFetchingMock()
    fetcher.calls.conditions.when("94105").thenReturn(.sunny)
    let conditions = try await fetcher.conditions(forZipcode: "94105")
    XCTAssertEqual(conditions, .sunny)
    fetcher.calls.conditions.verify("94105")
    verifyNoMoreInteractions(fetcher)
  }

  func testAFailedVerificationIsReportedAtItsLine() {
    let fetcher = WeatherFetchingMock()
    fetcher.startTimer()
    let line = #line + 1
    let failures = captureFailures { fetcher.calls.startTimer.verify(times: .never) }
    XCTAssertEqual(
      failures.map(\.message),
      ["Expected: startTimer() never called\n     but: was called once:\n       1. startTimer()"])
    XCTAssertEqual(failures.map(\.location.line), [line])
  }

  func testAMissRepeatedByALoopIsOneFailure() {
    // Under XCTest a miss is told apart by the test running, as under Swift Testing by its test.
    let storage = StorageMock()
    let line = #line + 1
    storage.calls.pair.when(1, 1).thenReturn(1)
    let failures = captureFailures {
      for key in 0..<1_000 { _ = storage.pair(key + 2, key) }
    }
    XCTAssertEqual(failures.map(\.location.line), [line])
    // The count is a warning when the test's scope ends, which XCTest prints with its output.
  }

  func testExpectationsAreCheckedWhenTheTestEnds() {
    let fetcher = WeatherFetchingMock()
    fetcher.calls.startTimer.expect()
    fetcher.startTimer()
  }
}

/// Mocks in implicitly unwrapped properties, made in `setUp()`: the most common XCTest set-up.
///
/// The whole-mock operations take them as they are; this target builds with warnings as errors,
/// so a warning (an implicitly unwrapped value coerced to `Any`) would fail the build.
final class ImplicitlyUnwrappedMockXCTests: XCTestCase {
  var fetcher: WeatherFetchingMock!
  var storage: StorageMock!

  override func setUp() {
    fetcher = WeatherFetchingMock()
    storage = StorageMock()
  }

  func testWholeMockOperationsTakeImplicitlyUnwrappedMocks() {
    fetcher.startTimer()
    XCTAssertFalse(captureFailures { verifyNoMoreInteractions(fetcher, storage) }.isEmpty)
    XCTAssertEqual(captureFailures { verifyNoInteractions(storage) }.count, 0)
    fetcher.calls.startTimer.verify()
    XCTAssertTrue(verifyNoMoreInteractions(fetcher))
    storage.calls.clear.expect()
    storage.clear()
    XCTAssertTrue(verifyExpectations(storage))
    resetMocks(fetcher, storage)
    XCTAssertTrue(verifyNoInteractions(fetcher, storage))
  }

  func testANilMockIsReportedAsNeverCreated() {
    fetcher = nil
    let line = #line + 1
    let failures = captureFailures { verifyNoInteractions(fetcher) }
    XCTAssertEqual(failures.map(\.location.line), [line])
    XCTAssertTrue(
      failures.first?.message.contains(
        "was given nil: the mock is an Optional, or an implicitly unwrapped Optional, that holds "
          + "nil.") == true, "\(failures.map(\.message))")
  }
}

/// A mocked call failing on a thread of its own still fails the XCTest test that made the mock.
///
/// Failures are caught at XCTest's own entry point instead of failing this test.
final class MockeryXCTestThreadTests: XCTestCase {
  private let recorded = Locked<[String]>([])

  override class func setUp() {
    // Mockery learns of XCTest's tests from an observer it registers on first use; use it before
    // this class's tests start, as any earlier test in a real suite would.
    _ = StorageMock()
  }

  #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
      recorded.withLock { $0.append(issue.compactDescription) }
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      recorded.withLock { $0.append(description) }
    }
  #endif

  func testAFailedCallOnAnotherThreadFailsThisTest() {
    let storage = StorageMock()
    let finished = expectation(description: "thread finished")
    let thread = Thread {
      _ = try? storage.forecast(for: "config")
      finished.fulfill()
    }
    thread.start()
    wait(for: [finished], timeout: 5)
    let failures = recorded.withLock { $0 }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.contains(#"Unstubbed call: forecast(for: "config")"#) ?? false)
  }
}
