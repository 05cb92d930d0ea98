import Mockery
import Testing

@Suite("What calls take once a stub's answers are used")
struct AnswersEndTests {
  let storage = StorageMock()
  let fetcher = WeatherFetchingMock()

  @Test func loopingAnswersStartOverWhereTheLastWouldRepeat() {
    storage.calls.pair.when(1, 2).thenReturn(1, 6).looping()
    let answers = (1...5).map { _ in storage.pair(1, 2) }
    #expect(answers == [1, 6, 1, 6, 1])
  }

  @Test func aLoopOfOneAnswerForEveryCallRepeatsIt() {
    // The one-value answer of every call has a path of its own, which must not skip the loop.
    storage.calls.pair.whenCalled().thenReturn(3).looping()
    #expect([storage.pair(0, 0), storage.pair(1, 1)] == [3, 3])
    storage.calls.pair.whenCalled().thenReturn(4).looping().thenReturn(5)
    #expect([storage.pair(0, 0), storage.pair(0, 0), storage.pair(0, 0)] == [4, 5, 4])
  }

  @Test func aLoopTakesThrownErrorsInTurnToo() async throws {
    fetcher.calls.conditions.whenCalled()
      .thenThrow(WeatherError.offline).thenReturn(.sunny).looping()
    await #expect(throws: WeatherError.offline) { try await fetcher.conditions(forZipcode: "1") }
    #expect(try await fetcher.conditions(forZipcode: "1") == .sunny)
    await #expect(throws: WeatherError.offline) { try await fetcher.conditions(forZipcode: "1") }
  }

  @Test func aFiniteStubFailsTheFirstCallPastItsLastAnswerOnceAtTheStub() {
    let stubLine = #line + 2
    let failures = captureFailures {
      storage.calls.pair.when(1, 2).thenReturn(1, 6).finite()
      let answers = (1...4).map { _ in storage.pair(1, 2) }
      #expect(answers == [1, 6, 6, 6])
    }
    #expect(
      failures.map(\.message) == [
        """
        Finite stub used up: pair(<1>, <2>) was call 3 of the stub on line \(stubLine), made \
        finite(), and its 2 answers were given. It was answered as the last was, for the test \
        to go on.
        Give the stub an answer for it (`.thenReturn(…)`), or check why the code under test \
        calls pair(_:_:) more often than the test expects.
        """
      ])
    #expect(failures.map(\.location.line) == [stubLine])
  }

  @Test func aFiniteStubOfOneAnswerForEveryCallAnswersOnce() {
    // The path of one value for every call would answer the second call in silence.
    let failures = captureFailures {
      storage.calls.pair.whenCalled().thenReturn(5).finite()
      #expect(storage.pair(0, 0) == 5)
      #expect(storage.pair(0, 0) == 5)
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix(
        "Finite stub used up: pair(<0>, <0>) was call 2 of the stub on line") == true)
    #expect(failures.first?.message.contains("its one answer was given") == true)
  }

  @Test func aFiniteStubUsedExactlyFailsNothing() {
    let failures = captureFailures {
      storage.calls.pair.when(1, 2).thenReturn(1, 6).finite()
      #expect([storage.pair(1, 2), storage.pair(1, 2)] == [1, 6])
    }
    #expect(failures.isEmpty)
  }

  @Test func anAnswerAddedAfterFiniteIsTheNextCallsOwn() {
    let failures = captureFailures {
      let stub = storage.calls.pair.when(1, 2).thenReturn(1).finite()
      #expect(storage.pair(1, 2) == 1)
      stub.thenReturn(2)
      #expect(storage.pair(1, 2) == 2)
    }
    #expect(failures.isEmpty)
  }

  @Test func aFiniteStubOfAThrowingRecorderThrowsItsLastErrorAgain() async {
    let failures = await captureFailures {
      fetcher.calls.conditions.whenCalled().thenThrow(WeatherError.offline).finite()
      await #expect(throws: WeatherError.offline) {
        try await fetcher.conditions(forZipcode: "1")
      }
      await #expect(throws: WeatherError.offline) {
        try await fetcher.conditions(forZipcode: "2")
      }
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix(
        #"Finite stub used up: conditions(forZipcode: "2") was call 2"#) == true)
  }

  @Test func aSpysFiniteStubCallsThroughAsItsLastAnswerDid() {
    let failures = captureFailures {
      let spy = ThermostatSpy(room: "hall")
      spy.calls.calibrate.whenCalled().thenCallRealMethod().finite()
      spy.calibrate()
      spy.calibrate()
      #expect(spy.log.filter { $0 == "calibrated" }.count == 3)
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix("Finite stub used up: calibrate() was call 2") == true)
  }
}
