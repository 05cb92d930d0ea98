import Foundation
import Mockery
import Testing

/// Whole-mock operations find every recorder a mock holds, wherever it keeps it.
///
/// Or they say what they could not look into: none passes having quietly checked less than the
/// whole mock.
@Suite("Finding a mock's recorders")
struct MockInspectionTests {
  /// XCTest's usual `var mock: EmployeeStoreMock!`, and an Optional.
  @Test func anOptionalOrImplicitlyUnwrappedMockIsTheMockItHolds() {
    var unwrapped: StorageMock! = StorageMock()
    let optional: StorageMock? = unwrapped
    unwrapped.clear()
    unwrapped.calls.pair.whenCalled().thenReturn(5)

    let failures = captureFailures {
      verifyNoMoreInteractions(unwrapped as Any)
      resetMocks(unwrapped as Any)
      verifyNoInteractions(optional as Any)
    }
    #expect(
      failures.map { $0.message.prefix { $0 != "\n" } } == [
        "Expected: no more interactions with StorageMock"
      ])
    #expect(unwrapped.pair(1, 2) == 0, "resetMocks forgot the stub")
    unwrapped = nil
  }

  @Test func aNilMockIsReportedNotPassed() {
    let missing: StorageMock! = nil
    let line = #line + 2
    let failures = captureFailures {
      verifyNoMoreInteractions(missing as Any)
      resetMocks(missing as Any)
      strict(missing)
    }
    let problem =
      "was given nil: the mock is an Optional, or an implicitly unwrapped Optional, that holds "
      + "nil. Create the mock before the test uses it (in setUp or the test's init)."
    #expect(
      failures.map(\.message) == [
        "verifyNoMoreInteractions \(problem)", "resetMocks \(problem)", "strict \(problem)",
      ])
    #expect(failures.map(\.location.line) == [line, line + 1, line + 2])
  }

  @Test func recordersDeclaredInABaseClassAreFound() {
    let mock = DerivedMock()
    mock.inherited()
    mock.own()
    let failures = captureFailures {
      mock.calls.own.verify()
      verifyNoMoreInteractions(mock)
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: no more interactions with DerivedMock
             but: 1 call was not verified:
               1. inherited()
        """
      ])
  }

  @Test func recordersNestedDeepInValuesAndCollectionsAreFound() {
    let mock = NestedMock()
    mock.calls.level1.level2.level3.level4.deep()
    mock.calls.handlers[1](7)
    mock.calls.byName["b"]?("x")
    mock.calls.either.recorder?()
    let failures = captureFailures { verifyNoInteractions(mock) }
    #expect(
      failures.map(\.message) == [
        """
        Expected: no interactions with NestedMock
             but: had 4 calls:
               1. deep()
               2. handle(<7>)
               3. named("x")
               4. inPayload()
        """
      ])
    resetMocks(mock)
    #expect(captureFailures { verifyNoInteractions(mock) }.isEmpty)
  }

  @Test func recordersKeptInAnObjectOfTheMocksOwnAreFound() {
    let mock = ClassContainerMock()
    mock.calls.start()
    #expect(captureFailures { verifyNoInteractions(mock) }.count == 1)
  }

  @Test func aSpysCollaboratorsAreNotPartOfTheSpy() {
    let collaborator = StorageMock()
    let spy = ThermostatSpy(room: "hall")
    let watcher = WatchingThermostatSpy(storage: collaborator)
    collaborator.clear()
    let failures = captureFailures {
      spy.calls.calibrate.verify()
      spy.calls.setTarget.verify(21)
      verifyNoMoreInteractions(spy)
      watcher.calls.calibrate.verify()
      watcher.calls.setTarget.verify(21)
      // The storage mock it holds had a call; it is a mock of its own, not part of the spy.
      verifyNoMoreInteractions(watcher)
    }
    #expect(failures.isEmpty)
  }

  @Test func aTypeOrAWitnessStructOfClosuresSaysWhatItCannotLookInto() {
    let conditions = MockAsyncThrowingFunction<String, Conditions>("conditions")
    let startTimer = MockFunction<Void>("startTimer()")
    let client = WeatherClient(conditions: conditions.fn, startTimer: startTimer.fn)
    let failures = captureFailures {
      verifyNoMoreInteractions(ClockMock.self)
      verifyNoInteractions(client)
      verifyInOrder()
      verifyNoMoreInteractions()
    }
    #expect(
      failures.map(\.message) == [
        "verifyNoMoreInteractions was given the type ClockMock, which holds no calls: static "
          + "requirements are mocked with a ScopedMock, so pass that (such as ClockMock.calls) or "
          + "its recorders.",
        "verifyNoInteractions found no call recorders in WeatherClient. Pass a mock whose stored "
          + "properties hold CallRecorders (directly or in a container such as `calls`), or the "
          + "recorders themselves. It holds closures, which reflection cannot look into: a "
          + "witness struct made from recorders' `fn` is checked through the recorders "
          + "themselves.",
        "verifyInOrder was given no steps, so it checked nothing. Pass the calls in the order "
          + "they should have happened: recorders, or recorders' called(…).",
        "verifyNoMoreInteractions was given no mocks, so it checked nothing. Pass the mocks, or "
          + "their recorders.",
      ])
  }

  @Test(.mockScope) func aScopedMockStandsForTheTestsInstance() {
    ClockMock.calls.current.now.whenCalled().thenReturn(Date(timeIntervalSince1970: 0))
    _ = ClockMock.now()
    let failures = captureFailures { verifyNoMoreInteractions(ClockMock.calls) }
    #expect(
      failures.map(\.message) == [
        """
        Expected: no more interactions with ScopedMock<Calls>
             but: 1 call was not verified:
               1. now()
        """
      ])
  }

  @Test func aGenericSpecializationMadeAfterStrictIsStrictToo() {
    let storage = strict(StorageMock())
    let failures = captureFailures {
      _ = try? storage.decode(Int.self, from: Data())
    }
    #expect(
      failures.map(\.message) == [
        """
        Unexpected call on a strict mock: decode(<Int>, from: <0 bytes>)
        Called by closure #1 in MockInspectionTests.aGenericSpecializationMadeAfterStrictIsStrictToo(), \
        through StorageMock.decode<A>(_:from:), in the test \
        MockInspectionTests/aGenericSpecializationMadeAfterStrictIsStrictToo().
        The mock's call: MockeryTests/StorageMock.swift:65.
        No stub or expectation matches it.
        It was answered with <0>, the default of Int.
        Stub it (.when(…) or .whenCalled()) or expect it (.expect(…) or .expectCalled()) \
        before the code under test calls it.
        """
      ])
  }
}

class BaseMock {
  struct BaseCalls {
    let inherited = MockFunction<Void>("inherited()")
  }
  let baseCalls = BaseCalls()

  func inherited() { baseCalls.inherited() }
}

final class DerivedMock: BaseMock, @unchecked Sendable {
  struct Calls {
    let own = MockFunction<Void>("own()")
  }
  let calls = Calls()

  func own() { calls.own() }
}

final class NestedMock: Sendable {
  struct Calls {
    struct Level1 { let level2 = Level2() }
    struct Level2 { let level3 = Level3() }
    struct Level3 { let level4 = Level4() }
    struct Level4 { let deep = MockFunction<Void>("deep()") }
    enum Either {
      case some(MockFunction<Void>)
      var recorder: MockFunction<Void>? { if case .some(let r) = self { r } else { nil } }
    }

    let level1 = Level1()
    let handlers = [
      MockFunction<Int, Void>("handle(_:)"), MockFunction<Int, Void>("handle(_:)"),
    ]
    let byName = ["a": MockFunction<String, Void>("named(_:)"), "b": MockFunction("named(_:)")]
    let either = Either.some(MockFunction<Void>("inPayload()"))
  }
  let calls = Calls()
}

/// Recorders kept in a class rather than a struct.
final class ClassContainerMock: Sendable {
  final class Calls: Sendable {
    let start = MockFunction<Void>("start()")
  }
  let calls = Calls()
}

/// A spy holding a collaborator that is a mock of its own.
final class WatchingThermostatSpy: Thermostat, @unchecked Sendable {
  struct Calls {
    let calibrate = MockFunction<Void>("calibrate()")
    let setTarget = MockFunction<Int, Void>("setTarget(_:)")
  }
  let calls = Calls()
  let storage: StorageMock

  init(storage: StorageMock) {
    self.storage = storage
    super.init(room: "attic")
  }

  override func calibrate() { calls.calibrate(callingThrough: super.calibrate) }
  override func setTarget(_ celsius: Int) {
    calls.setTarget(celsius, callingThrough: super.setTarget)
  }
}
