import Mockery
import Testing

@Suite("Expect, then verify")
struct ExpectationTests {
  let fetcher = WeatherFetchingMock()

  @Test func expectationsDeclaredBeforehandAreCheckedByOneVerify() async throws {
    fetcher.calls.conditions.expect("94105").thenReturn(.sunny)
    fetcher.calls.startTimer.expectCalled(times: .atLeast(1))

    fetcher.startTimer()
    #expect(try await fetcher.conditions(forZipcode: "94105") == .sunny)

    let failures = captureFailures { verifyExpectations(fetcher) }
    #expect(failures.isEmpty)
  }

  @Test func unmetExpectationsAreReportedAtTheVerifyLine() throws {
    let declared = #line + 1
    fetcher.calls.conditions.expect("94105")
    fetcher.calls.startTimer.expect(times: 2)
    fetcher.startTimer()

    let line = #line + 1
    let failures = captureFailures { verifyExpectations(fetcher) }
    #expect(
      failures.map(\.message) == [
        """
        Expected: conditions(forZipcode: "94105") called once, as expected at \
        MockeryTests/ExpectationTests.swift:\(declared)
             but: was never called
             the mock's other calls, nearest first:
               1. startTimer()
        """,
        """
        Expected: startTimer() called twice, as expected at \
        MockeryTests/ExpectationTests.swift:\(declared + 1)
             but: was called once:
               1. startTimer()
        """,
      ])
    #expect(failures.map(\.location.line) == [line, line])
  }

  @Test func aScopeChecksExpectationsWhereTheyWereDeclared() {
    let declared = #line + 3
    let failures = captureFailures {
      withExpectationsVerified {
        fetcher.calls.startTimer.expect()
        fetcher.calls.conditions.expectCalled(times: .never)
      }
    }
    #expect(
      failures.map(\.message) == [
        "Expected: startTimer() called once, as expected\n     but: was never called"
      ])
    #expect(failures.map(\.location.line) == [declared])
  }

  @Test func anExpectationCheckedByVerifyIsNotCheckedAgainAtTheEnd() {
    let failures = captureFailures {
      withExpectationsVerified {
        fetcher.calls.startTimer.expect()
        verifyExpectations(fetcher)
      }
    }
    #expect(failures.count == 1)
  }

  @Test(.verifiesExpectations) func theTraitChecksExpectationsWhenTheTestEnds() {
    fetcher.calls.startTimer.expect()
    fetcher.startTimer()
  }

  @Test func theTraitReportsUnmetExpectations() async throws {
    let test = try #require(Test.current)
    let declared = #line + 4
    let failures = await captureFailures {
      let trait: MockScopeTrait = .verifiesExpectations
      try await trait.provideScope(for: test, testCase: nil) {
        fetcher.calls.startTimer.expect()
      }
    }
    #expect(failures.map(\.location.line) == [declared])
    #expect(failures.first?.message.hasPrefix("Expected: startTimer() called once") == true)
  }

  @Test func expectationsCountAsVerifiedCalls() {
    fetcher.calls.startTimer.expect()
    fetcher.startTimer()
    let failures = captureFailures {
      verifyExpectations(fetcher)
      verifyNoMoreInteractions(fetcher)
    }
    #expect(failures.isEmpty)
  }
}
