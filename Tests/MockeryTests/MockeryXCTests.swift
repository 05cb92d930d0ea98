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
    XCTAssertEqual(failures.map(\.location.line), [UInt(line)])
  }

  func testExpectationsAreCheckedWhenTheTestEnds() {
    let fetcher = WeatherFetchingMock()
    fetcher.calls.startTimer.expect()
    fetcher.startTimer()
  }
}
