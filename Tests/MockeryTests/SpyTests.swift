import Mockery
import Testing

@Suite("Spies")
struct SpyTests {
  @Test func unstubbedCallsRunTheRealImplementationAndAreRecorded() async throws {
    let spy = ThermostatSpy()
    spy.setTarget(19)
    #expect(try spy.read() == 20.5)
    #expect(await spy.sync())
    #expect(try await spy.upload(20.5) == 201)

    #expect(spy.log == ["calibrated", "target 21", "target 19", "read", "synced", "uploaded 20.5"])
    #expect(spy.calls.setTarget.arguments == [21, 19])
    #expect(spy.calls.upload.arguments == [20.5])
  }

  @Test func callsMadeDuringTheRealInitAreRecorded() {
    let spy = ThermostatSpy()
    let failures = captureFailures {
      spy.calls.calibrate.verify()
      spy.calls.setTarget.verify(21)
      verifyInOrder(spy.calls.calibrate, spy.calls.setTarget.called(21))
    }
    #expect(failures.isEmpty)
  }

  @Test func stubsSetBeforeTheObjectExistsApplyDuringItsInit() {
    let spy = ThermostatSpy { calls in
      calls.calibrate.whenCalled().thenDoNothing()
      calls.setTarget.when(greaterThan(20)).thenDoNothing()
    }
    #expect(spy.log == [])
    spy.setTarget(18)
    #expect(spy.log == ["target 18"])
    #expect(spy.calls.setTarget.arguments == [21, 18])
  }

  @Test func aStubReplacesTheRealImplementationForMatchingCallsOnly() async throws {
    let spy = ThermostatSpy()
    spy.calls.read.whenCalled().thenThrow(ThermostatError.disconnected).thenReturn(-1)
    spy.calls.upload.when(lessThan(0)).thenReturn(400)
    spy.calls.sync.whenCalled().thenAnswer { false }

    #expect(throws: ThermostatError.disconnected) { try spy.read() }
    #expect(try spy.read() == -1)
    #expect(try await spy.upload(-5) == 400)
    #expect(try await spy.upload(3) == 201)
    #expect(await spy.sync() == false)
    #expect(spy.log == ["calibrated", "target 21", "uploaded 3.0"])
  }

  @Test func aStubCanRunCodeAndThenTheRealImplementation() {
    let seen = Locked<[Int]>([])
    let spy = ThermostatSpy { calls in
      calls.setTarget.whenCalled().thenCallRealMethod(afterRunning: { celsius in
        seen.withLock { $0.append(celsius) }
      })
    }
    spy.setTarget(23)
    #expect(seen.withLock { $0 } == [21, 23])
    #expect(spy.log == ["calibrated", "target 21", "target 23"])
  }

  @Test func thenCallRealMethodLetsCallsThroughABroaderStub() {
    let spy = ThermostatSpy { calls in
      calls.setTarget.whenCalled().thenDoNothing()
      calls.setTarget.when(18).thenCallRealMethod()
    }
    spy.setTarget(18)
    spy.setTarget(25)
    #expect(spy.log == ["calibrated", "target 18"])
  }

  @Test func verifyingAndExpectingNeverChangeWhatASpyDoes() {
    // Kiwi's `receive:` stubbed the method it expected; here the real init still runs.
    let spy = ThermostatSpy { calls in
      calls.calibrate.expect()
      calls.setTarget.expect(21)
    }
    #expect(spy.log == ["calibrated", "target 21"])
    let failures = captureFailures {
      verifyExpectations(spy)
      spy.calls.setTarget.verify(21)
      spy.calls.setTarget.verify(99, times: .never)
    }
    #expect(failures.isEmpty)
    spy.setTarget(22)
    #expect(spy.log == ["calibrated", "target 21", "target 22"])
  }

  @Test func spyFailuresReadLikeMockFailures() throws {
    let spy = ThermostatSpy()
    let line = #line + 2
    let failures = captureFailures {
      spy.calls.setTarget.verify(greaterThan(25))
      verifyNoMoreInteractions(spy)
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: setTarget(a value greater than <25>) called once
             but: was called once, never with matching arguments:
               1. setTarget(<21>)   argument 1: was <21>, less than <25>
        """,
        """
        Expected: no more interactions with ThermostatSpy
             but: 2 calls were not verified:
               1. calibrate()
               2. setTarget(<21>)
        """,
      ])
    #expect(failures.first?.location.line == line)
  }

  @Test func aStrictSpyReportsCallsNoStubOrExpectationCovers() {
    let spy = strict(ThermostatSpy { calls in calls.setTarget.expect(21) })
    let failures = captureFailures { spy.setTarget(30) }
    #expect(
      failures.map(\.message) == [
        """
        Unexpected call on a strict mock: setTarget(<30>)
        Called by closure #2 in SpyTests.aStrictSpyReportsCallsNoStubOrExpectationCovers(), \
        through ThermostatSpy.setTarget(_:), in the test \
        SpyTests/aStrictSpyReportsCallsNoStubOrExpectationCovers().
        The spy's call: MockeryTests/ThermostatSpy.swift:55.
        No stub or expectation matches it.
        Its recorder has stubs, but none answers these arguments:
               1. expected as setTarget(<21>) at MockeryTests/SpyTests.swift:117, called with \
        <30>   argument 1: was <30>
        It ran the real implementation.
        Stub it (.when(…) or .whenCalled()) or expect it (.expect(…) or .expectCalled()) \
        before the code under test calls it.
        """
      ])
    // Reported at the expectation it missed, not in the spy's file.
    #expect(failures.map(\.location.line) == [117])
    // It still ran the real implementation.
    #expect(spy.log.last == "target 30")
  }

  @Test func callingTheRealMethodOfAMockIsReportedAsAMisuse() {
    let storage = StorageMock()
    storage.calls.pair.whenCalled().thenCallRealMethod()
    var result: Int?
    let failures = captureFailures { result = storage.pair(1, 2) }
    #expect(result == 0)
    #expect(
      failures.map(\.message) == [
        "pair(<1>, <2>) was stubbed with thenCallRealMethod(), but it has no real implementation "
          + "to call: its recorder is called by a mock, not by a spy's override with "
          + "`callingThrough:`."
      ])
  }
}

/// A spy that stubs nothing before its superclass's `init` declares no `init`: it inherits them.
final class CalibrationSpy: Thermostat {
  struct Calls: MockCalls {
    let calibrate = MockFunction<Void>("calibrate()")
  }
  let calls = Calls()

  override func calibrate() { calls.calibrate(callingThrough: super.calibrate) }
}

@Suite("Spies without an init of their own")
struct InheritedInitSpyTests {
  @Test func aSpyWithoutAnInitStillSeesTheCallsTheRealInitMakes() {
    let spy = CalibrationSpy(room: "hall")
    spy.calls.calibrate.verify()
    #expect(spy.log == ["calibrated", "target 21"])
  }
}

/// A class whose methods hand what they make over to their callers.
class Workshop {
  final class Part {}
  func make() -> sending Part { Part() }
  func makeLater() async throws -> sending Part { Part() }
}

/// Its spy, as the generator writes it: an override of a `sending` result says so too, and hands
/// the recorder's answer over.
final class WorkshopSpy: Workshop {
  struct Calls: MockCalls {
    let make = MockFunction<Part>("make()")
    let makeLater = MockAsyncThrowingFunction<Part>("makeLater()")
  }
  let calls = Calls()

  override func make() -> sending Part { handingOver(calls.make(callingThrough: super.make)) }
  @concurrent override func makeLater() async throws -> sending Part {
    if case .answered(let part) = try await calls.makeLater.spied() { return handingOver(part) }
    return try await super.makeLater()
  }
}

@Suite("Spies of results handed over")
struct HandedOverResultSpyTests {
  @Test func theRealResultAndAStubbedOneAreHandedOver() async throws {
    let spy = WorkshopSpy()
    let made = spy.make()
    let stubbed = Workshop.Part()
    spy.calls.makeLater.whenCalled().thenReturn(stubbed)
    #expect(try await spy.makeLater() === stubbed)
    // The real implementation's part, handed over: a task may take it.
    let sent = Task { [made] in ObjectIdentifier(made) }
    _ = await sent.value
    spy.calls.make.verifyCalled(times: .once)
  }
}
