import Foundation
import Mockery
import Testing

@Suite("verifyInOrder(within:): an order of calls still to come")
struct InOrderWithinTests {
  let fetcher = WeatherFetchingMock()
  let storage = StorageMock()

  @Test func itPassesOnceTheCallsArriveInOrder() async {
    storage.calls.pair.whenCalled().thenReturn(0)
    let fetcher = fetcher
    let storage = storage
    // A thread of its own, which a busy pool of tasks does not hold up.
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 0.02)
      fetcher.startTimer()
      storage.clear()  // another recorder's call, between the steps
      Thread.sleep(forTimeInterval: 0.02)
      _ = storage.pair(0, 0)  // the step's recorder, not its call
      _ = storage.pair(1, 2)
    }
    let failures = await captureFailures {
      let passed = await verifyInOrder(
        fetcher.calls.startTimer, storage.calls.pair.called(1, 2), within: .seconds(30))
      #expect(passed)
    }
    #expect(failures.isEmpty)
    // The steps' calls count as verified; the others do not.
    let unverified = captureFailures { verifyNoMoreInteractions(storage) }
    #expect(
      unverified.map(\.message) == [
        """
        Expected: no more interactions with StorageMock
             but: 2 calls were not verified:
               1. clear()
               2. pair(<0>, <0>)
        """
      ])
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
    // An hour's timeout, and a margin no loaded machine comes near: a twin that waited before
    // its first check would hold the test for the hour.
    let started = ContinuousClock.now
    #expect(
      await verifyInOrder(fetcher.calls.startTimer, storage.calls.clear, within: .seconds(3600)))
    #expect(ContinuousClock.now - started < .seconds(600))
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
