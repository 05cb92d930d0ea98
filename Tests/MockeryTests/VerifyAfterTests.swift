import Foundation
import Mockery
import Testing

@Suite("verify(after:): nothing more happens within the window")
struct VerifyAfterTests {
  let fetcher = WeatherFetchingMock()

  @Test func aLateCallTooManyFailsWhereWithinWouldHavePassed() async {
    let fetcher = fetcher
    fetcher.startTimer()
    let late = Task.detached {
      try? await Task.sleep(for: .milliseconds(20))
      fetcher.startTimer()
    }
    let line = #line + 2
    let failures = await captureFailures {
      await verify(fetcher.calls.startTimer, times: .once, after: .seconds(5))
    }
    await late.value
    #expect(
      failures.map(\.message) == [
        """
        Expected: startTimer() called once during 5.0 seconds
             but: was called twice:
               1. startTimer()
               2. startTimer()
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func aCountThatHoldsToTheEndPasses() async {
    fetcher.startTimer()
    let failures = await captureFailures {
      #expect(await verify(fetcher.calls.startTimer, times: .once, after: .milliseconds(30)))
    }
    #expect(failures.isEmpty)
  }

  @Test func itWaitsForCallsThatComeDuringTheWindow() async {
    let fetcher = fetcher
    let late = Task.detached {
      try? await Task.sleep(for: .milliseconds(10))
      fetcher.startTimer()
    }
    let failures = await captureFailures {
      #expect(await verify(fetcher.calls.startTimer, times: .atLeast(1), after: .seconds(1)))
    }
    await late.value
    #expect(failures.isEmpty)
  }

  @Test func tooFewCallsByTheEndOfTheWindowFail() async {
    fetcher.calls.conditions.whenCalled().thenReturn(.sunny)
    let failures = await captureFailures {
      await verify(
        fetcher.calls.conditions, times: .once, after: .milliseconds(20))
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: conditions(forZipcode:) called once during 0.02 seconds
             but: was never called
        """
      ])
  }
}
