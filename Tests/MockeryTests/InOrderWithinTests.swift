import Foundation
import Mockery
import Testing

@Suite("verifyInOrder(within:): an order of calls still to come")
struct InOrderWithinTests {
  let fetcher = WeatherFetchingMock()
  let storage = StorageMock()

  @Test func itPassesOnceTheCallsArriveInOrder() async {
    fetcher.calls.conditions.whenCalled().thenReturn(.sunny)
    let fetcher = fetcher
    let storage = storage
    let work = Task.detached {
      try? await Task.sleep(for: .milliseconds(20))
      fetcher.startTimer()
      storage.clear()  // another recorder's call, between the steps
      try? await Task.sleep(for: .milliseconds(20))
      _ = try? await fetcher.conditions(forZipcode: "10001")  // the step's recorder, not its call
      _ = try? await fetcher.conditions(forZipcode: "94105")
    }
    let failures = await captureFailures {
      let passed = await verifyInOrder(
        fetcher.calls.startTimer, fetcher.calls.conditions.called("94105"),
        within: .seconds(10))
      #expect(passed)
    }
    await work.value
    #expect(failures.isEmpty)
    // The steps' calls count as verified; the others do not.
    let unverified = captureFailures { verifyNoMoreInteractions(fetcher) }
    #expect(unverified.first?.message.contains(#"1. conditions(forZipcode: "10001")"#) == true)
  }

  @Test func callsOutOfOrderFailAfterTheWaitAtItsLine() async {
    fetcher.calls.conditions.whenCalled().thenReturn(.sunny)
    _ = try? await fetcher.conditions(forZipcode: "94105")
    fetcher.startTimer()
    let line = #line + 2
    let failures = await captureFailures {
      await verifyInOrder(
        fetcher.calls.startTimer, fetcher.calls.conditions.called("94105"),
        within: .milliseconds(50))
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: calls in this order:
               1. startTimer()
               2. conditions(forZipcode: "94105")
             but: conditions(forZipcode: "94105") was not called after startTimer() within 0.05 \
        seconds; the calls were:
               1. conditions(forZipcode: "94105")
               2. startTimer()
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func stepsAlreadyInOrderPassWithoutWaiting() async {
    fetcher.startTimer()
    storage.clear()
    let started = ContinuousClock.now
    #expect(
      await verifyInOrder(fetcher.calls.startTimer, storage.calls.clear, within: .seconds(60)))
    #expect(ContinuousClock.now - started < .seconds(30))
  }

  @Test func cancellingTheWaitReportsNothing() async {
    let storage = storage
    let waiting = Task {
      await captureFailures {
        await verifyInOrder(storage.calls.clear, within: .seconds(60))
      }
    }
    waiting.cancel()
    #expect(await waiting.value.isEmpty)
  }
}
