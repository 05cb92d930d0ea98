import Foundation
import Mockery
import Testing

/// User code that calls back into Mockery from where Mockery calls it.
///
/// A matcher, a factory, a description, a default value, a deinit: none may run under a Mockery
/// lock, or these deadlock.
///
/// Each runs on a thread of its own and is waited for with a bound, so a deadlock fails the test
/// rather than hanging the run.
@Suite("Re-entrant user code")
struct ReentrancyTests {
  // A matcher that reads its own mock is held by that mock: the test's mock scope lets it go.
  @Test(.mockScope) func aStubsMatcherMayReadItsOwnRecorder() {
    let storage = StorageMock()
    let sawCount = Locked<Int?>(nil)
    storage.calls.pair.when(
      Matcher("any number, noting the call count") { _ in
        sawCount.withLock { $0 = storage.calls.pair.callCount }
        return true
      }, anything()
    ).thenReturn(7)
    #expect(expectCompletes { storage.pair(1, 2) } == 7)
    #expect(sawCount.withLock { $0 } == 1)
  }

  @Test func aVerificationsMatcherMayReadItsOwnRecorder() {
    let storage = StorageMock()
    _ = storage.pair(1, 2)
    let reads = Matcher<Int>("a value read while the count is \(1)") { _ in
      storage.calls.pair.callCount == 1
    }
    let failures = expectCompletes {
      captureFailures {
        storage.calls.pair.verify(reads, anything())
        verifyInOrder(storage.calls.pair.called(reads, anything()))
      }.map(\.message)
    }
    #expect(failures == [])
  }

  @Test(.mockScope) func anExpectationsMatcherMayReadItsOwnRecorderOnAStrictMock() {
    let storage = strict(StorageMock())
    storage.calls.pair.expect(
      Matcher("anything, once the call is recorded") { _ in storage.calls.pair.callCount > 0 },
      anything())
    let failures = expectCompletes { captureFailures { _ = storage.pair(3, 4) }.map(\.message) }
    #expect(failures == [])
  }

  @Test func aFailureMessageMayDescribeArgumentsThatReadTheMock() {
    let recorder = MockFunction<SelfDescribing, Void>("note(_:)")
    // Weakly: the recorder keeps the argument, which would otherwise keep the recorder.
    recorder(
      SelfDescribing { [weak recorder] in
        "described while \(recorder?.callCount ?? -1) calls are recorded"
      })
    let failures = expectCompletes {
      captureFailures { verifyNoInteractions(recorder) }.map(\.message)
    }
    #expect(
      failures == [
        """
        Expected: no interactions with note(_:)
             but: had 1 call:
               1. note(<described while 1 calls are recorded>)
        """
      ])
  }

  @Test func aScopedMocksFactoryMayUseAnotherScopedMock() {
    let zone = expectCompletes {
      withMockScope {
        ZoneMock.calls.current.zone.whenCalled().thenReturn("Europe/Zurich")
        return LocalClockMock.calls.current.zoneAtCreation
      }
    }
    #expect(zone == "Europe/Zurich")
  }

  @Test func aDefaultValueMayUseTheGenericRecorderThatLooksItUp() {
    let decoded = expectCompletes { () -> Reentrant in try! ReentrantDecoder.shared.decode() }
    #expect(decoded?.specializationsSeen == 1)
  }

  @Test func aValueWhoseDeinitCallsTheMockMayBeReplacedOrForgotten() {
    let tokens = TokenStoreMock()
    expectCompletes {
      tokens.current = Token(store: tokens)
      // The write's record keeps the token too: forget it, then replace the stored value.
      tokens.calls.current.setter.clearCalls()
      tokens.current = nil
    }
    #expect(tokens.calls.released.arguments == [0 + 1])
  }
}

/// Runs `body` on a thread of its own and returns its result, or fails the test and returns nil
/// if it does not finish within `seconds`, leaving the thread behind rather than hanging the run.
@discardableResult
func expectCompletes<Result: Sendable>(
  within seconds: Double = 10,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: @escaping @Sendable () -> Result
) -> Result? {
  let finished = DispatchSemaphore(value: 0)
  let result = Locked<Result?>(nil)
  let reporter = FailureReporter.current
  Thread.detachNewThread {
    let value = withFailureReporter(reporter, operation: body)
    result.withLock { $0 = value }
    finished.signal()
  }
  guard finished.wait(timeout: .now() + seconds) == .success else {
    Issue.record(
      "did not finish within \(seconds) seconds: deadlocked", sourceLocation: sourceLocation)
    return nil
  }
  return result.withLock { $0 }
}

/// An argument whose description is user code that reads the mock.
struct SelfDescribing: CustomStringConvertible, Sendable {
  let describe: @Sendable () -> String
  var description: String { describe() }
}

enum ZoneMock {
  struct Calls { let zone = MockFunction<String>("zone()") }
  static let calls = ScopedMock { Calls() }
}

/// A scoped mock whose factory uses another scoped mock of the same scope.
enum LocalClockMock {
  struct Calls {
    let zoneAtCreation = ZoneMock.calls.current.zone()
  }
  static let calls = ScopedMock { Calls() }
}

/// A result type whose default is computed by calling back into the generic recorder asking for
/// it.
struct Reentrant: MockDefaultValue, Sendable {
  let specializationsSeen: Int

  static var mockDefault: Reentrant {
    let peek = ReentrantDecoder.shared.calls.decode.specialized(MockFunction<Int>.self)
    return Reentrant(specializationsSeen: peek.callCount + 1)
  }
}

final class ReentrantDecoder: Sendable {
  static let shared = ReentrantDecoder()
  struct Calls { let decode = MockGenericFunction("decode()") }
  let calls = Calls()

  func decode<T>() throws -> T {
    try calls.decode.specialized(MockThrowingFunction<T>.self)()
  }
}

/// A value whose deinit reads the recorders that hold it.
final class Token: Sendable {
  let store: TokenStoreMock
  init(store: TokenStoreMock) { self.store = store }
  deinit {
    let property = store.calls.current
    store.calls.released(property.getter.callCount + property.setter.callCount)
  }
}

final class TokenStoreMock: Sendable {
  struct Calls {
    let current = MockProperty<Token?>("current")
    let released = MockFunction<Int, Void>("released(_:)")
  }
  let calls = Calls()

  var current: Token? {
    get { calls.current.get() }
    set { calls.current.set(newValue) }
  }
}
