import Foundation
import Mockery
import Testing

@Suite("verify(after:): nothing more happens within the window")
struct VerifyAfterTests {
  let fetcher = WeatherFetchingMock()

  @Test func aLateCallTooManyFailsWhereWithinWouldHavePassed() async {
    let fetcher = fetcher
    fetcher.startTimer()
    // A thread of its own, which a busy pool of tasks does not hold up.
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 0.02)
      fetcher.startTimer()
    }
    let line = #line + 2
    let failures = await captureFailures {
      await verify(fetcher.calls.startTimer, times: .once, after: .seconds(30))
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: startTimer() called once during 30.0 seconds
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
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 0.01)
      fetcher.startTimer()
    }
    let failures = await captureFailures {
      #expect(await verify(fetcher.calls.startTimer, times: .atLeast(1), after: .seconds(5)))
    }
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
