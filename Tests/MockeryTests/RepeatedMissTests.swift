import Mockery
import Testing

/// One mistake, one failure, however often the code under test repeats it.
@Suite("A repeated miss is one failure")
struct RepeatedMissTests {
  /// A catalog with many stubs, as a test of a loop over records has.
  static func stubbedStorage(stubs: Int) -> (StorageMock, line: Int) {
    let storage = StorageMock()
    let line = #line + 1
    for key in 0..<stubs { storage.calls.pair.when(key, key).thenReturn(key) }
    return (storage, line)
  }

  @Test func theSameMissFromSixteenTasksIsOneFailureAndAWarningOfHowOften() async {
    let (storage, line) = Self.stubbedStorage(stubs: 200)
    let failures = await captureFailures {
      await withMockScope {
        await withTaskGroup(of: Void.self) { group in
          for _ in 0..<16 {
            group.addTask {
              for _ in 0..<1_000 { _ = storage.pair(-1, -2) }
            }
          }
        }
      }
    }
    let errors = failures.filter { $0.severity == .failure }
    #expect(errors.count == 1)
    #expect(errors.first?.location.line == line)
    #expect(
      errors.first?.message.hasPrefix(
        "Potential stubbing problem: pair(<-1>, <-2>) matches none of its recorder's stubs")
        == true)
    let warnings = failures.filter { $0.severity == .warning }
    #expect(
      warnings.map(\.message) == [
        """
        Repeated: calls of pair(_:_:) that no stub answered were reported once each; the code \
        under test repeated them:
          pair(<-1>, <-2>), reported at MockeryTests/RepeatedMissTests.swift:\(line): the same \
        mistake 15999 times more
        """
      ])
    #expect(warnings.map(\.location) == errors.map(\.location))
    #expect(storage.calls.pair.callCount == 16_000, "every call is still recorded")
  }

  @Test func aLoopOfAHundredThousandMissesIsOneFailure() {
    let (storage, _) = Self.stubbedStorage(stubs: 1)
    var answers = 0
    let failures = captureFailures {
      for key in 0..<100_000 { answers += storage.pair(key + 1, 0) }
    }
    #expect(failures.count == 1)
    // Answered as unstubbed calls are, every time: the default.
    #expect(answers == 0)
  }

  @Test func theSameMissWithOtherArgumentsIsTheSameMistake() {
    // A miss is the stubs it missed: a wrong key in a loop is one mistake, whatever the keys.
    let (storage, _) = Self.stubbedStorage(stubs: 3)
    let failures = captureFailures {
      _ = storage.pair(10, 10)
      _ = storage.pair(11, 11)
    }
    #expect(
      failures.map { $0.message.prefix { $0 != "\n" } } == [
        "Potential stubbing problem: pair(<10>, <10>) matches none of its recorder's stubs"
      ])
  }

  @Test func differentMissesAreReportedApartUpToFiveThenCounted() {
    // Each new stub makes a different miss of the next call. The nearest wrong twins: a bound of
    // four or six, or none.
    let storage = StorageMock()
    var lines: [Int] = []
    let failures = captureFailures {
      withMockScope {
        for key in 0..<7 {
          lines.append(#line + 1)
          storage.calls.pair.when(key, key).thenReturn(key)
          _ = storage.pair(-1, -1)
          _ = storage.pair(-1, -1)
        }
      }
    }
    let errors = failures.filter { $0.severity == .failure }
    #expect(errors.map(\.location.line) == Array(lines.prefix(5)))
    let warning = failures.first { $0.severity == .warning }?.message ?? ""
    #expect(warning.contains("the same mistake once more"))
    // The sixth and seventh stubs' two calls each.
    #expect(
      warning.contains(
        "  4 times more, missing pair(_:_:)'s stubs in other ways after 5 were reported"))
  }

  @Test func theSameMissInAnotherTestIsReportedThere() {
    // Two tests sharing a mock: each test's first miss fails it. The nearest wrong twin keys a
    // miss by the recorder and its stubs alone, and the second test passes.
    let (storage, _) = Self.stubbedStorage(stubs: 2)
    let first = captureFailures { withMockScope { _ = storage.pair(-1, -1) } }
    let second = captureFailures { withMockScope { _ = storage.pair(-1, -1) } }
    #expect(first.count == 1)
    #expect(second.count == 1)
  }

  @Test func aRepeatedMissOfAStrictMockIsOneFailure() {
    let storage = strict(StorageMock())
    let failures = captureFailures {
      for _ in 0..<1_000 { storage.clear() }
    }
    #expect(
      failures.map { $0.message.prefix { $0 != "\n" } } == [
        "Unexpected call on a strict mock: clear()"
      ])
  }

  @Test func aRepeatedMissOfAResultWithoutADefaultIsAnsweredAsTheNearestStubEveryTime() throws {
    let storage = StorageMock()
    let line = #line + 1
    storage.calls.lookup.when("zurich").thenReturn(Forecast(days: ["sun"]))
    var answers: [Forecast] = []
    let failures = captureFailures {
      for _ in 0..<3 { answers.append(storage.lookup("bern")) }
    }
    #expect(failures.map(\.location.line) == [line])
    #expect(answers == Array(repeating: Forecast(days: ["sun"]), count: 3))
  }

  @Test func aRepeatedUnstubbedCallThatThrowsIsOneFailureAndThrowsEachTime() {
    let storage = StorageMock()
    var thrown = 0
    let failures = captureFailures {
      for _ in 0..<5 {
        do { _ = try storage.forecast(for: "bern") } catch is UnstubbedCallError { thrown += 1 }
      }
    }
    #expect(failures.count == 1)
    #expect(thrown == 5)
  }

  @Test func aRepeatedMissOfASpyUnderStrictStubsIsOneFailure() {
    let failures = captureFailures {
      withMockScope(.strictStubs) {
        let spy = ThermostatSpy { $0.setTarget.when(25).thenDoNothing() }
        for target in 0..<100 { spy.setTarget(target) }
      }
    }
    // Its init's own call, setTarget(21), is the first miss; the loop repeats it but for 25.
    #expect(failures.filter { $0.severity == .failure }.count == 1)
    let warning = failures.first { $0.severity == .warning }?.message ?? ""
    #expect(warning.contains("setTarget(<21>)"))
    #expect(warning.contains("the same mistake 99 times more"))
  }
}

/// Which stubs a message about a miss names: the nearest few.
@Suite("The near-miss table is bounded")
struct NearMissTableTests {
  @Test func fiveStubsAreListedWhole() {
    let storage = StorageMock()
    for key in 1...5 { storage.calls.pair.when(key, key).thenReturn(key) }
    let message = captureFailures { _ = storage.pair(0, 0) }.first?.message ?? ""
    #expect(message.contains("       5. stubbed for pair(<5>, <5>)"))
    #expect(!message.contains("more stub"))
  }

  @Test func sixStubsListTheNearestFiveAndCountTheRest() {
    let storage = StorageMock()
    for key in 1...6 { storage.calls.pair.when(key, key).thenReturn(key) }
    let message = captureFailures { _ = storage.pair(0, 0) }.first?.message ?? ""
    #expect(!message.contains("       1. stubbed for pair(<1>, <1>)"))
    #expect(message.contains("       2. stubbed for pair(<2>, <2>)"))
    #expect(message.contains("       … and 1 more stub\n"))
  }

  @Test func theNearestAreThoseMatchingMostArgumentsAndTheFailureIsAtTheNearest() {
    let storage = StorageMock()
    var lines: [Int] = []
    for key in 1...6 {
      lines.append(#line + 1)
      storage.calls.pair.when(key, key * 10).thenReturn(key)
    }
    let nearestLine = #line + 1
    storage.calls.pair.when(2, 99).thenReturn(7)
    let failures = captureFailures { _ = storage.pair(2, 50) }
    let message = failures.first?.message ?? ""
    // pair(2, 99) and pair(2, 20) match the first argument; then the newest of the others.
    #expect(failures.map(\.location.line) == [nearestLine])
    let listed = message.split(separator: "\n").filter { $0.contains("stubbed for") }
      .map { $0.trimmingPrefix(while: \.isWhitespace).prefix { $0 != "." } }
    #expect(listed == ["2", "4", "5", "6", "7"])
    #expect(message.contains("       … and 2 more stubs\n"))
    #expect(lines.count == 6)
  }

  @Test func checkingStubsAreListedBeforeLenientOnes() {
    // A message about a miss of a checking stub must show it, however many lenient stubs are
    // newer: a table of lenient stubs alone would contradict it.
    let storage = StorageMock()
    let line = #line + 1
    storage.calls.pair.when(1, 1).thenReturn(1)
    for key in 2...9 { storage.calls.pair.when(key, key).lenient().thenReturn(key) }
    let failures = captureFailures { _ = storage.pair(0, 0) }
    #expect(failures.map(\.location.line) == [line])
    #expect(failures.first?.message.contains("       1. stubbed for pair(<1>, <1>)") == true)
  }
}

/// A stub checks calls from its first answer, so it can be lenient before it checks one.
@Suite("A stub is added with its strictness")
struct StubStrictnessTests {
  @Test func aStubWithoutAnAnswerChecksNoCall() {
    let storage = StorageMock()
    let stubbing = storage.calls.pair.when(1, 1)
    #expect(captureFailures { _ = storage.pair(2, 2) }.isEmpty)
    stubbing.thenReturn(1)
    #expect(captureFailures { _ = storage.pair(2, 2) }.count == 1)
  }

  /// The failures of 2,000 calls that miss every stub, made on one task while another adds
  /// `stubs` stubs with `stub`.
  func failuresOfCallsInFlight(
    stubs: Int, _ stub: @escaping @Sendable (StorageMock, Int) -> Void
  ) async -> [FailureReport] {
    let storage = StorageMock()
    return await captureFailures {
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          for key in 0..<2_000 { _ = storage.pair(-key, key) }
        }
        group.addTask {
          for key in 0..<stubs { stub(storage, key) }
        }
      }
    }
  }

  @Test func stubsMadeLenientBeforeTheirAnswerNeverReportCallsInFlight() async {
    // Calls on other tasks while the test adds stubs: with lenient() before then…, no call ever
    // sees one of them strict. The nearest wrong twin, lenient() after thenReturn, leaves a
    // moment in which a call is reported.
    let failures = await failuresOfCallsInFlight(stubs: 500) { storage, key in
      storage.calls.pair.when(key, key).lenient().thenReturn(key)
    }
    #expect(failures.isEmpty)
  }

  @Test func aReportedMissNamesTheStubsThatCheckedIt() async {
    // lenient() after thenReturn: a call may come between them, and be reported. Its message
    // then names a stub that was not lenient yet: it never says "lenient" of every stub it lists.
    let failures = await failuresOfCallsInFlight(stubs: 200) { storage, key in
      storage.calls.pair.when(key, key).thenReturn(key).lenient()
    }
    for failure in failures {
      let listed = failure.message.split(separator: "\n").filter { $0.contains("stubbed for") }
      #expect(listed.contains { !$0.contains(", lenient") }, "\(failure.message)")
    }
  }
}
