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
    var answer: Conditions?
    let failures = await captureFailures {
      answer = try? await fetcher.conditions(forZipcode: "94107")
    }
    // Swift 6.3.1's backtracer cannot follow an async recorder's frame on Linux (see
    // CallOrigin), so an async call's message names its test alone.
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Potential stubbing problem: conditions(forZipcode: "94107") matches none of its \
        recorder's stubs
        Called in the test MessagesXCTests.testAMissedStubIsListedWithTheArgumentThatDidNotMatch.
        The mock's call: MockeryTests/WeatherFetchingMock.swift:36.
        Its recorder has stubs, but none answers these arguments:
               1. stubbed for conditions(forZipcode: "94105") at MockeryTests/MessagesXCTests.swift:\(line), \
        called with "94107"   forZipcode: was "94107"
        Conditions has no default value, so it was answered as the stub at \
        MockeryTests/MessagesXCTests.swift:\(line) answers, for the test to go on.
        A stubbed recorder's call must match one of its stubs: check the arguments the code under \
        test passes, or stub these too. If other arguments are meant to go unstubbed, make the \
        stub lenient with .lenient(), or the test with .mockScope(.lenient).
        """
      ])
    // One failure, where the stub was made: the line a person fixes, not the generated mock's.
    XCTAssertEqual(failures.map(\.location.fileID), ["MockeryTests/MessagesXCTests.swift"])
    XCTAssertEqual(failures.map(\.location.line), [line])
    XCTAssertEqual(answer, .sunny, "answered as the stub it nearly matched, for the test to go on")
  }

  func testAnUnstubbedCallOfAMockUnderXCTestIsReportedAtTheMocksCall() async {
    // XCTest does not know where its test is declared: the failure is at the mock's call, the
    // generated witness, and says so in its first line.
    let fetcher = WeatherFetchingMock()
    let failures = await captureFailures {
      _ = try? await fetcher.conditions(forZipcode: "94107")
    }
    XCTAssertEqual(failures.map(\.location.fileID), ["MockeryTests/WeatherFetchingMock.swift"])
    XCTAssertEqual(
      failures.first?.message.hasPrefix(#"Unstubbed call: conditions(forZipcode: "94107")"#), true)
    XCTAssertEqual(failures.first?.message.contains("The mock's call:"), false)
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
        With strict stubs, every stub must answer a call. startTimer() was never called: remove \
        the stub, or check that the code under test calls this requirement and not another.
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
