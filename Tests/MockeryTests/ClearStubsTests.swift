import Mockery
import Testing

/// Forgetting the stubs and keeping the calls, of a recorder or of a whole mock (Cuckoo's
/// `clearStubs`, Mockingbird's `clearStubs(on:)`).
@Suite("Clearing stubs")
struct ClearStubsTests {
  @Test func aRecorderForgetsItsStubsAndKeepsItsCalls() {
    let storage = StorageMock()
    storage.calls.pair.when(1, 2).thenReturn(3)
    #expect(storage.pair(1, 2) == 3)
    storage.calls.pair.clearStubs()
    let failures = captureFailures { #expect(storage.pair(1, 2) == 0) }
    #expect(failures.isEmpty, "an unstubbed call of a plain mock takes its default quietly")
    #expect(storage.calls.pair.callCount == 2)
    storage.calls.pair.verify(1, 2, times: .twice)
  }

  @Test func aWholeMockForgetsEveryStubAndKeepsEveryCall() {
    let fetcher = WeatherFetchingMock()
    fetcher.calls.refreshInterval.thenReturn(30)
    fetcher.calls.startTimer.whenCalled().thenDoNothing()
    #expect(fetcher.refreshInterval == 30)
    fetcher.startTimer()
    clearStubs(fetcher)
    #expect(fetcher.refreshInterval == 60, "the property's own value answers again")
    #expect(verify(fetcher.calls.refreshInterval, times: .twice))
    #expect(verify(fetcher.calls.startTimer))
  }

  @Test func clearingCallsIsTheOtherWayRound() {
    // The twin: `clearCalls()` keeps the stubs and forgets the calls.
    let storage = StorageMock()
    storage.calls.pair.when(1, 2).thenReturn(3)
    _ = storage.pair(1, 2)
    storage.calls.pair.clearCalls()
    #expect(storage.pair(1, 2) == 3)
    #expect(storage.calls.pair.callCount == 1)
  }

  @Test func aMockItCannotLookIntoIsReportedAtItsLine() {
    let missing: StorageMock? = nil
    let failures = captureFailures { clearStubs(missing as Any) }
    #expect(failures.map(\.location.line) == [#line - 1])
    #expect(failures.first?.message.contains("clearStubs") == true)
  }
}
