import Foundation
import Mockery
import Testing

/// A requirement without arguments, and a property, are stubbed and verified as a call form
/// is: `when(store.calls.load)`, `verify(clock.calls.now)`, a step of `verifyInOrder`.
@Suite("Recorders and properties where a call form goes")
struct RecorderCallsTests {
  struct TripStore: Sendable {
    let load = MockFunction<[String]>("load()")
    let save = MockFunction<String, Void>("save(_:)")
  }

  @Test func aRequirementWithoutArgumentsIsStubbedAndVerifiedByItsRecorder() {
    let calls = TripStore()
    when(calls.load).thenReturn(["Rome"])
    #expect(calls.load() == ["Rome"])
    #expect(verify(calls.load))
    #expect(verify(calls.load, times: .once))
  }

  @Test func aWrongCountOfARecorderFailsAtTheVerifyingLine() throws {
    let calls = TripStore()
    _ = calls.load()
    let line = #line + 1
    let failures = captureFailures { verify(calls.load, times: .twice) }
    let failure = try #require(failures.first)
    #expect(failures.count == 1)
    #expect(failure.location.line == line)
    #expect(
      failure.message == """
        Expected: load() called twice
             but: was called once:
               1. load()
        """)
  }

  @Test func aPropertyIsStubbedVerifiedAndAStepOfVerifyInOrder() {
    let fetcher = WeatherFetchingMock()
    when(fetcher.calls.refreshInterval).thenReturn(30)
    #expect(fetcher.refreshInterval == 30)
    fetcher.startTimer()
    #expect(verify(fetcher.calls.refreshInterval))
    #expect(verifyInOrder(fetcher.calls.refreshInterval, fetcher.calls.startTimer))
  }

  @Test func aPropertyReadAfterTheNextStepIsOutOfOrder() {
    // The twin: the property stands for its reads, in the order they were made.
    let fetcher = WeatherFetchingMock()
    fetcher.startTimer()
    _ = fetcher.refreshInterval
    let failures = captureFailures {
      verifyInOrder(fetcher.calls.refreshInterval, fetcher.calls.startTimer)
    }
    #expect(failures.count == 1)
  }

  @Test func aWriteIsNotARead() {
    let fetcher = WeatherFetchingMock()
    fetcher.refreshInterval = 90
    let failures = captureFailures { verify(fetcher.calls.refreshInterval) }
    #expect(failures.count == 1)
  }

  @Test func verifyWithinWaitsForARecordersCall() async {
    let calls = TripStore()
    Task.detached { _ = calls.load() }
    #expect(await verify(calls.load, within: .seconds(10)))
  }
}
