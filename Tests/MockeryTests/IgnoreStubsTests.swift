import Mockery
import Testing

@Suite("ignoreStubs: stubbed calls left out of no more interactions")
struct IgnoreStubsTests {
  let storage = StorageMock()

  @Test func onlyTheCallsAStubAnswersCountAsVerified() throws {
    storage.calls.load.when("a").thenReturn(1).lenient()
    _ = try storage.load("a")
    _ = try storage.load("b")  // of the stubbed recorder, but no stub answers it
    storage.clear()

    let line = #line + 3
    let failures = captureFailures {
      ignoreStubs(storage)
      verifyNoMoreInteractions(storage)
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: no more interactions with StorageMock
             but: 2 calls were not verified:
               1. load("b")
               2. clear()
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func withoutItAStubbedCallIsOneNotVerified() throws {
    storage.calls.load.when("a").thenReturn(1)
    _ = try storage.load("a")
    let failures = captureFailures { verifyNoMoreInteractions(storage) }
    #expect(failures.first?.message.contains(#"1. load("a")"#) == true)
  }

  @Test func aStubWithNoAnswerYetStubsNothing() throws {
    storage.calls.load.whenCalled().thenReturn(1)
    _ = try storage.load("a")
    _ = storage.calls.load.when("a")  // matches the call, but answers none
    storage.calls.load.clearStubs()
    _ = storage.calls.load.when("a")
    let failures = captureFailures {
      ignoreStubs(storage)
      verifyNoMoreInteractions(storage)
    }
    #expect(failures.first?.message.contains(#"1. load("a")"#) == true)
  }

  @Test func everyStubbedCallPassesWhenNothingElseHappened() throws {
    storage.calls.load.whenCalled().thenReturn(1)
    storage.calls.pair.when(1, 2).thenReturn(3)
    _ = try storage.load("a")
    _ = storage.pair(1, 2)
    let failures = captureFailures {
      ignoreStubs(storage)
      #expect(verifyNoMoreInteractions(storage))
    }
    #expect(failures.isEmpty)
  }

  @Test func aValueThatIsNoMockIsReportedAtTheLine() {
    let line = #line + 1
    let failures = captureFailures { ignoreStubs(42) }
    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix("ignoreStubs") == true)
    #expect(failures.map(\.location.line) == [line])
  }
}
