import Foundation
import Mockery
import Testing

@Suite("Verification")
struct VerificationTests {
  let fetcher = WeatherFetchingMock()
  let storage = StorageMock()

  init() {
    fetcher.calls.conditions.whenCalled().thenReturn(.sunny)
  }

  @Test func countsAreCheckedWithValuesMatchersOrAnyArguments() async throws {
    _ = try await fetcher.conditions(forZipcode: "94105")
    _ = try await fetcher.conditions(forZipcode: "94105")
    _ = try await fetcher.conditions(forZipcode: "10001")
    fetcher.startTimer()

    let failures = captureFailures {
      fetcher.calls.conditions.verify("94105", times: 2)
      fetcher.calls.conditions.verify("10001")
      fetcher.calls.conditions.verify(startsWith("941"), times: .atLeast(1))
      fetcher.calls.conditions.verify("0", times: .never)
      fetcher.calls.conditions.verify(anything(), times: .atMost(3))
      fetcher.calls.conditions.verifyCalled(times: .between(2...3))
      fetcher.calls.startTimer.verify()
      fetcher.calls.startTimer.verifyCalled(times: .once)
    }
    #expect(failures.isEmpty)
  }

  @Test func countsWithoutArgumentsAreSpelledAsForARecorderWithout() async throws {
    _ = try await fetcher.conditions(forZipcode: "94105")
    _ = try await fetcher.conditions(forZipcode: "10001")
    fetcher.startTimer()
    let passing = await captureFailures {
      // Any arguments: two calls with two zipcodes.
      fetcher.calls.conditions.verify(times: 2)
      fetcher.calls.startTimer.verify(times: .once)
      await fetcher.calls.conditions.verify(times: .atLeast(2), within: .seconds(10))
    }
    #expect(passing.isEmpty)

    let line = #line + 1
    let failures = captureFailures { fetcher.calls.conditions.verify(times: 3) }
    #expect(
      failures.map(\.message) == [
        """
        Expected: conditions(forZipcode:) called 3 times
             but: was called twice:
               1. conditions(forZipcode: "94105")
               2. conditions(forZipcode: "10001")
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func aFailureListsEveryCallWithTheArgumentsThatDidNotMatch() async throws {
    _ = try await fetcher.conditions(forZipcode: "10001")
    _ = try await fetcher.conditions(forZipcode: "94107")
    let line = #line + 1
    let failures = captureFailures { fetcher.calls.conditions.verify("94105") }
    #expect(
      failures.map(\.message) == [
        """
        Expected: conditions(forZipcode: "94105") called once
             but: was called twice, never with matching arguments:
               1. conditions(forZipcode: "10001")   forZipcode: was "10001"
               2. conditions(forZipcode: "94107")   forZipcode: was "94107"
        """
      ])
    #expect(failures.map(\.location.line) == [line])
    #expect(failures.map(\.location.fileID) == [#fileID])
  }

  @Test func aFailureSaysHowManyCallsMatched() async throws {
    _ = try await fetcher.conditions(forZipcode: "94105")
    _ = try await fetcher.conditions(forZipcode: "10001")
    let failures = captureFailures { fetcher.calls.conditions.verify("94105", times: 2) }
    #expect(
      failures.map(\.message) == [
        """
        Expected: conditions(forZipcode: "94105") called twice
             but: was called twice, once with matching arguments:
               1. conditions(forZipcode: "94105")
               2. conditions(forZipcode: "10001")   forZipcode: was "10001"
        """
      ])
  }

  @Test func aFailureOfACallThatNeverHappened() {
    let failures = captureFailures {
      fetcher.calls.startTimer.verify()
      fetcher.calls.conditions.verify(startsWith("941"))
    }
    #expect(
      failures.map(\.message) == [
        "Expected: startTimer() called once\n     but: was never called",
        """
        Expected: conditions(forZipcode: a string starting with "941") called once
             but: was never called
        """,
      ])
  }

  @Test func aFailureOfTooManyCalls() {
    fetcher.startTimer()
    fetcher.startTimer()
    let failures = captureFailures {
      fetcher.calls.startTimer.verify(times: .never)
      fetcher.calls.startTimer.verify(times: .atMost(1))
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: startTimer() never called
             but: was called twice:
               1. startTimer()
               2. startTimer()
        """,
        """
        Expected: startTimer() called at most once
             but: was called twice:
               1. startTimer()
               2. startTimer()
        """,
      ])
  }

  @Test func everyMismatchingArgumentIsNamed() {
    _ = storage.pair(2, 3)
    _ = storage.save("k", 1, namespace: "ns", ttl: 0, overwrite: false, tags: [])
    let failures = captureFailures {
      storage.calls.pair.verify(1, greaterThan(5))
      storage.calls.save.verify("k", 1, "ns", greaterThan(0), true, anything())
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: pair(<1>, a value greater than <5>) called once
             but: was called once, never with matching arguments:
               1. pair(<2>, <3>)   argument 1: was <2>; argument 2: was <3>, less than <5>
        """,
        """
        Expected: save("k", <1>, namespace: "ns", ttl: a value greater than <0>, overwrite: <true>, \
        tags: anything) called once
             but: was called once, never with matching arguments:
               1. save("k", <1>, namespace: "ns", ttl: <0>, overwrite: <false>, tags: [])   \
        ttl: was <0>, equal to <0>; overwrite: was <false>
        """,
      ])
  }

  @Test func propertiesAreVerifiedAsReadsAndWrites() {
    _ = fetcher.refreshInterval
    fetcher.refreshInterval = 30
    let failures = captureFailures {
      fetcher.calls.refreshInterval.getter.verifyCalled()
      fetcher.calls.refreshInterval.setter.verify(30)
      fetcher.calls.refreshInterval.getter.verifyCalled(times: 2)
      fetcher.calls.refreshInterval.setter.verify(45)
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: refreshInterval read twice
             but: was read once:
               1. refreshInterval
        """,
        """
        Expected: refreshInterval = <45.0> set once
             but: was set once, never with matching arguments:
               1. refreshInterval = <30.0>   newValue: was <30.0>
        """,
      ])
  }

  @Test func aPropertyIsVerifiedOnItselfAsReadOrWritten() {
    _ = fetcher.refreshInterval
    fetcher.refreshInterval = 30
    let line = #line + 5
    let failures = captureFailures {
      fetcher.calls.refreshInterval.verifyRead()
      fetcher.calls.refreshInterval.verifyWritten(30)
      fetcher.calls.refreshInterval.verifyWritten(greaterThan(20))
      fetcher.calls.refreshInterval.verifyRead(times: 2)
      fetcher.calls.refreshInterval.verifyWritten(anything(), times: .never)
    }
    // The same messages as the getter's and the setter's own, at the test's line.
    #expect(
      failures.map(\.message) == [
        """
        Expected: refreshInterval read twice
             but: was read once:
               1. refreshInterval
        """,
        """
        Expected: refreshInterval = anything never set
             but: was set once:
               1. refreshInterval = <30.0>
        """,
      ])
    #expect(failures.map(\.location.line) == [line, line + 1])
  }

  @Test func aSubscriptWithSeveralIndicesNamesEachIndex() {
    let grid = MockSubscript<(Int, Int), Double>("subscript(row:column:)")
    _ = grid.get((1, 2))
    grid.set((3, 4), to: 0.5)
    let row = hasFeature("row", { (index: (Int, Int)) in index.0 }, equalTo(3))
    let failures = captureFailures {
      grid.getter.verify(row)
      grid.setter.verify(anything(), 1.0)
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: [row <3>] read once
             but: was read once, never with matching arguments:
               1. [row: <1>, column: <2>]   indices: row was <1>
        """,
        """
        Expected: [anything] = <1.0> set once
             but: was set once, never with matching arguments:
               1. [row: <3>, column: <4>] = <0.5>   newValue: was <0.5>
        """,
      ])
  }

  @Test func subscriptsAreVerifiedByIndex() {
    storage[key: "a"] = 1
    _ = storage[key: "b"]
    let failures = captureFailures {
      storage.calls.values.setter.verify("a", 1)
      storage.calls.values.getter.verify("b")
      storage.calls.values.setter.verify("a", nilValue())
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: [key: "a"] = nil set once
             but: was set once, never with matching arguments:
               1. [key: "a"] = <1>   newValue: was <1>
        """
      ])
  }

  @Test func verifyingDoesNotChangeWhatTheMockDoes() async throws {
    fetcher.calls.conditions.when("94105").thenReturn(.rainy, .cloudy)
    #expect(try await fetcher.conditions(forZipcode: "94105") == .rainy)
    fetcher.calls.conditions.verify("94105")
    _ = captureFailures { fetcher.calls.conditions.verify("94105", times: 5) }
    #expect(try await fetcher.conditions(forZipcode: "94105") == .cloudy)
    #expect(fetcher.calls.conditions.callCount == 2)
  }

  @Test func historyGivesTypedArgumentsInOrder() async throws {
    _ = try await fetcher.conditions(forZipcode: "94105")
    _ = try await fetcher.conditions(forZipcode: "10001")
    _ = storage.pair(1, 2)
    #expect(fetcher.calls.conditions.arguments == ["94105", "10001"])
    #expect(fetcher.calls.conditions.callCount == 2)
    let (a, b) = storage.calls.pair.arguments[0]
    #expect(a == 1 && b == 2)
    assertThat(fetcher.calls.conditions.arguments, contains(startsWith("941"), endsWith("01")))
  }
}

@Suite("Verifying order and the absence of calls")
struct OrderVerificationTests {
  let fetcher = WeatherFetchingMock()
  let storage = StorageMock()

  @Test func callsInOrderAcrossRequirementsAndMocks() async throws {
    fetcher.calls.conditions.whenCalled().thenReturn(.sunny)
    fetcher.startTimer()
    storage.clear()
    _ = try await fetcher.conditions(forZipcode: "10001")
    _ = try await fetcher.conditions(forZipcode: "94105")
    storage.clear()

    let failures = captureFailures {
      verifyInOrder(fetcher.calls.startTimer, storage.calls.clear, fetcher.calls.conditions)
      verifyInOrder(
        fetcher.calls.startTimer, fetcher.calls.conditions.called("94105"), storage.calls.clear)
      verifyInOrder(storage.calls.clear, storage.calls.clear)
    }
    #expect(failures.isEmpty)
  }

  @Test func anOrderFailureListsTheCallsAsTheyHappened() async throws {
    fetcher.calls.conditions.whenCalled().thenReturn(.sunny)
    _ = try await fetcher.conditions(forZipcode: "94105")
    fetcher.startTimer()

    let line = #line + 2
    let failures = captureFailures {
      verifyInOrder(fetcher.calls.startTimer, fetcher.calls.conditions.called("94105"))
      verifyInOrder(storage.calls.clear, fetcher.calls.startTimer)
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: calls in this order:
               1. startTimer()
               2. conditions(forZipcode: "94105")
             but: conditions(forZipcode: "94105") was not called after startTimer(); the calls were:
               1. conditions(forZipcode: "94105")
               2. startTimer()
        """,
        """
        Expected: calls in this order:
               1. clear()
               2. startTimer()
             but: clear() was not called; the calls were:
               1. startTimer()
        """,
      ])
    #expect(failures.map(\.location.line) == [line, line + 1])
  }

  @Test func noMoreInteractionsPassesOnceEveryCallIsVerified() async throws {
    fetcher.calls.conditions.whenCalled().thenReturn(.sunny)
    fetcher.startTimer()
    _ = try await fetcher.conditions(forZipcode: "94105")

    let line = #line + 2
    let failures = captureFailures {
      verifyNoMoreInteractions(fetcher)
      fetcher.calls.startTimer.verify()
      verifyNoMoreInteractions(fetcher)
      verifyInOrder(fetcher.calls.conditions.called("94105"))
      verifyNoMoreInteractions(fetcher)
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: no more interactions with WeatherFetchingMock
             but: 2 calls were not verified:
               1. startTimer()
               2. conditions(forZipcode: "94105")
        """,
        """
        Expected: no more interactions with WeatherFetchingMock
             but: 1 call was not verified:
               1. conditions(forZipcode: "94105")
        """,
      ])
    #expect(failures.map(\.location.line) == [line, line + 2])
  }

  /// An argument that counts how often a message describes it.
  struct Described: Equatable, CustomStringConvertible, Sendable {
    let counter: Locked<Int>
    var description: String {
      counter.withLock { $0 += 1 }
      return "described"
    }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.counter === rhs.counter }
  }

  final class DescribedMock: Sendable {
    struct Calls: Sendable {
      let take = MockFunction<Described, Void>("take(_:)")
    }
    let calls = Calls()
  }

  @Test func aPassingNoMoreInteractionsDescribesNoCall() {
    let mock = DescribedMock()
    let argument = Described(counter: Locked(0))
    mock.calls.take(argument)
    let failures = captureFailures {
      mock.calls.take.verify(argument)
      verifyNoMoreInteractions(mock)
    }
    #expect(failures.isEmpty)
    #expect(argument.counter.withLock { $0 } == 0)
    // Its twin that fails describes the unverified call for the message, and both calls for
    // the log beside it.
    mock.calls.take(argument)
    let unverified = captureFailures { verifyNoMoreInteractions(mock) }
    #expect(unverified.count == 1)
    #expect(unverified.first?.attachments.count == 1)
    #expect(argument.counter.withLock { $0 } == 3)
  }

  @Test func noInteractionsAtAll() {
    let failures = captureFailures {
      verifyNoInteractions(fetcher, storage)
      fetcher.startTimer()
      _ = fetcher.refreshInterval
      verifyNoInteractions(fetcher.calls)
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: no interactions with Calls
             but: had 2 calls:
               1. startTimer()
               2. refreshInterval
        """
      ])
  }

  @Test func aCountBelowZeroIsReportedAtItsLineNotDescribed() {
    fetcher.startTimer()
    let line = #line + 2
    let failures = captureFailures {
      fetcher.calls.startTimer.verify(times: .exactly(-1))
      fetcher.calls.startTimer.verify(times: .atMost(-5))
      fetcher.calls.startTimer.verifyCalled(times: -1)
      fetcher.calls.startTimer.expect(times: .between(-2...1))
      // On the bound, and valid: no call is at most zero calls.
      fetcher.calls.refreshInterval.getter.verifyCalled(times: .atMost(0))
    }
    #expect(
      failures.map(\.message)
        == [".exactly(-1)", ".atMost(-5)", "-1", ".between(-2...1)"].map {
          "times: \($0) is not a number of calls: a count of calls is zero or more."
        })
    #expect(failures.map(\.location.line) == Array(line..<line + 4))
  }

  @Test func aMockWithoutRecordersIsAMisuseNotAPass() {
    let failures = captureFailures { verifyNoMoreInteractions("not a mock") }
    #expect(
      failures.map(\.message) == [
        #"verifyNoMoreInteractions found no call recorders in "not a mock". Pass a mock whose "#
          + "stored properties hold CallRecorders (directly or in a container such as `calls`), "
          + "or the recorders themselves."
      ])
  }

  @Test func resetMocksForgetsEverything() {
    fetcher.startTimer()
    storage.calls.pair.whenCalled().thenReturn(1)
    resetMocks(fetcher, storage)
    #expect(fetcher.calls.startTimer.callCount == 0)
    #expect(storage.pair(1, 1) == 0)
  }
}

@Suite("Strict mocks")
struct StrictMockTests {
  @Test func everyCallNoStubOrExpectationCoversIsAFailure() async throws {
    let fetcher = strict(WeatherFetchingMock())
    let stubLine = #line + 1
    fetcher.calls.conditions.when("94105").thenReturn(.sunny)
    fetcher.calls.startTimer.expect()

    let failures = await captureFailures {
      fetcher.startTimer()
      _ = try? await fetcher.conditions(forZipcode: "94105")
      _ = try? await fetcher.conditions(forZipcode: "10001")
      fetcher.refreshInterval = 5
    }
    // Swift 6.3.1's backtracer cannot follow an async recorder's frame on Linux (see
    // CallOrigin), so an async call's message names its test alone.
    #expect(
      failures.map(\.message) == [
        """
        Unexpected call on a strict mock: conditions(forZipcode: "10001")
        Called in the test StrictMockTests/everyCallNoStubOrExpectationCoversIsAFailure().
        The mock's call: MockeryTests/WeatherFetchingMock.swift:36.
        No stub or expectation matches it.
        Its recorder has stubs, but none answers these arguments:
               1. stubbed for conditions(forZipcode: "94105") at \
        MockeryTests/VerificationTests.swift:\(stubLine), called with "10001"   forZipcode: was "10001"
        Conditions has no default value, so it was answered as the stub at \
        MockeryTests/VerificationTests.swift:\(stubLine) answers, for the test to go on.
        Stub it (.when(…) or .whenCalled()) or expect it (.expect(…) or .expectCalled()) \
        before the code under test calls it.
        """,
        """
        Unexpected call on a strict mock: refreshInterval = <5.0>
        Called by closure #1 in StrictMockTests.everyCallNoStubOrExpectationCoversIsAFailure(), \
        through WeatherFetchingMock.refreshInterval.setter, in the test \
        StrictMockTests/everyCallNoStubOrExpectationCoversIsAFailure().
        The mock's call: MockeryTests/WeatherFetchingMock.swift:41.
        No stub or expectation matches it.
        Stub it (.when(…) or .whenCalled()) or expect it (.expect(…) or .expectCalled()) \
        before the code under test calls it.
        """,
      ])
    #expect(fetcher.calls.refreshInterval.getter.isStrict)
  }

  @Test func callsAnsweredByAPropertysValueOrAFallbackAreUnexpectedToo() {
    let fetcher = strict(WeatherFetchingMock())
    let storage = strict(StorageMock())
    let failures = captureFailures {
      // Answered by the initial value the mock declares, and by `whenUnstubbed:`: neither is a
      // stub the test made.
      _ = fetcher.refreshInterval
      var text = "Zurich"
      storage.normalize(&text)
    }
    #expect(
      failures.map { $0.message.prefix { $0 != "\n" } } == [
        "Unexpected call on a strict mock: refreshInterval",
        #"Unexpected call on a strict mock: normalize("Zurich")"#,
      ])
  }

  @Test func callsAStubOrAnExpectationCoversAreNot() {
    let fetcher = strict(WeatherFetchingMock())
    let storage = strict(StorageMock())
    fetcher.calls.refreshInterval.getter.whenCalled().thenReturn(30)
    storage.calls.normalize.expect("Zurich")
    let failures = captureFailures {
      #expect(fetcher.refreshInterval == 30)
      var text = "Zurich"
      storage.normalize(&text)
      #expect(text == "Zurich")
    }
    #expect(failures.isEmpty)
  }
}
