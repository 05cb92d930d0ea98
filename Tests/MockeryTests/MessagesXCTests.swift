import Mockery
import XCTest

/// The messages that explain a failing call, produced under XCTest.
///
/// They are built the same way as under Swift Testing; what differs is how the test is named and
/// which closure calls the mock, so each is pinned here in full.
final class MessagesXCTests: XCTestCase {
  func testAMissedStubIsListedWithTheArgumentThatDidNotMatch() async {
    let fetcher = WeatherFetchingMock()
    let line = #line + 1
    fetcher.calls.conditions.when("94105").thenReturn(.sunny)
    let failures = await captureFailures {
      _ = try? await fetcher.conditions(forZipcode: "94107")
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Unstubbed call: conditions(forZipcode: "94107")
        Called by closure #1 in \
        MessagesXCTests.testAMissedStubIsListedWithTheArgumentThatDidNotMatch(), through \
        WeatherFetchingMock.conditions(forZipcode:), in the test \
        MessagesXCTests.testAMissedStubIsListedWithTheArgumentThatDidNotMatch.
        Conditions has no default value, so the call throws UnstubbedCallError.
        Its recorder has stubs, but none answers these arguments:
               1. stubbed for conditions(forZipcode: "94105") at MockeryTests/MessagesXCTests.swift:\(line), \
        called with "94107"   forZipcode: was "94107"
        Stub it on its recorder before the code under test calls it:
            .when(…).thenReturn(…)     answers calls with matching arguments
            .whenCalled().thenReturn(…)  answers every call
        or give Conditions a default by conforming it to MockDefaultValue.
        """
      ])
  }

  func testASubscriptWithSeveralIndicesWritesEachWithItsLabel() {
    let grid = MockSubscript<(Int, Int), Double>("subscript(row:column:)")
    _ = grid.get((1, 2))
    let column = hasFeature("column", { (index: (Int, Int)) in index.1 }, equalTo(4))
    let failures = captureFailures { grid.getter.verify(column) }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Expected: [column <4>] read once
             but: was read once, never with matching arguments:
               1. [row: <1>, column: <2>]   indices: column was <2>
        """
      ])
  }

  func testAGenericVerificationNamesItsTypesAndTheCallsAsOtherTypes() {
    let archive = ArchiveMock()
    archive.delete(for: 3.5)
    let failures = captureFailures {
      archive.calls.delete.specialized(MockFunction<String, Void>.self).verify("a")
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Expected: delete(for: "a") as (String) -> Void called once
             but: was never called
             as other types, it was called:
               1. delete(for: <3.5>) as (Double) -> Void
        """
      ])
  }

  func testStrictStubsReportAStubNoCallUsed() {
    let fetcher = WeatherFetchingMock()
    let line = #line + 4
    let failures = captureFailures {
      withMockScope(.strictStubs) {
        fetcher.calls.refreshInterval.thenReturn(30)
        fetcher.calls.startTimer.whenCalled().thenDoNothing()
        XCTAssertEqual(fetcher.refreshInterval, 30)
      }
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Unused stub: startTimer() was stubbed here, but no call used it.
        With strict stubs, every stub must answer a call: remove it, or check the arguments the \
        code under test passes.
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [line])
  }

  func testCaptureFailuresCapturesWhatItsClosureThrows() {
    struct Offline: Error {}
    let line = #line + 1
    let failures = captureFailures { throw Offline() }
    XCTAssertEqual(failures.map(\.message), ["The captured code threw <Offline()>."])
    XCTAssertEqual(failures.map(\.location.line), [line])
  }
}
