import Foundation
import Mockery
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Where a failure goes when it is reported somewhere its test's framework cannot see it.
///
/// Promises about the whole run (its exit status) are tested in child processes.
@Suite("Failures outside their test")
struct FailureRoutingTests {
  @Test(.enabled(if: ChildProcess.isSupported))
  func aFailureNoTestCanTakeFailsTheRunAtExitAndSaysWhy() async throws {
    let child = try await ChildProcess.run(.failureOutsideAnyTest)
    #expect(child.exited && child.status == 1)
    #expect(
      child.standardError.contains(
        "/App/Here.swift:7:3: error: This failure was reported outside any test (in a "
          + "Task.detached or a thread of its own, with no mock scope linking it to a test, or "
          + "after the tests ended)"))
    #expect(
      child.standardError.contains(
        "error: Mockery: 1 failure could not be recorded in a test, so the test run fails:\n"
          + "  1. App/Here.swift:7:3: This failure was reported outside any test"))
  }

  @Test func aRunWhereEveryFailureWasRecordedExitsAsItWould() async {
    await #expect(processExitsWith: .success) {
      _ = captureFailures { reportFailure("kept by the capture") }
      exit(0)
    }
  }

  @Test func aTaskACaptureStartedThatFailsLaterReportsWhereItWouldHaveWithoutTheCapture() async {
    let outer = FailureLog()
    let release = AsyncGate()
    await withFailureReporter(.logging(into: outer)) {
      var late: Task<Void, Never>?
      let captured = captureFailures {
        late = Task {
          await release.wait()
          reportFailure("reported after the capture returned")
        }
      }
      #expect(captured.isEmpty)
      release.open()
      await late?.value
    }
    #expect(outer.messages == ["reported after the capture returned"])
  }

  @Test func aMockMadeInAnInnerScopeReportsIntoTheTestAfterThatScopeEnded() throws {
    let failures = captureFailures {
      try withMockScope {
        let storage = withMockScope { StorageMock() }
        try #require(storage.calls.forecast.callCount == 0)
        onAThreadOfItsOwn { _ = try? storage.forecast(for: "late") }
      }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix(#"Unstubbed call: forecast(for: "late")"#) == true)
  }

  @Test func aMockMadeBeforeTheScopeOpenedFindsTheTestsScope() {
    let storage = StorageMock()
    let failures = captureFailures {
      withMockScope {
        onAThreadOfItsOwn { _ = try? storage.forecast(for: "early") }
      }
    }
    #expect(
      failures.map(\.message).first?.hasPrefix(#"Unstubbed call: forecast(for: "early")"#) == true)
  }

  @Test func wholeMockVerificationsFromADetachedTaskReachTheTestAsMockCallsDo() async throws {
    let test = try #require(Test.current)
    let failures = await captureFailures {
      try await MockScopeTrait.mockScope.provideScope(for: test, testCase: nil) {
        let storage = StorageMock()
        storage.clear()
        // A detached task has no test: the failures find it through the mock's recorders.
        await Task.detached {
          verifyNoMoreInteractions(storage)
          verifyInOrder(storage.calls.pair)
        }.value
      }
    }
    #expect(
      failures.map { $0.message.prefix { $0 != "\n" } } == [
        "Expected: no more interactions with StorageMock", "Expected: calls in this order:",
      ])
  }

  @Test func aStubClosuresFailureFromADetachedTaskReachesTheMocksTest() async throws {
    let test = try #require(Test.current)
    let assertLine = #line + 5
    let failures = await captureFailures {
      try await MockScopeTrait.mockScope.provideScope(for: test, testCase: nil) {
        let storage = StorageMock()
        storage.calls.pair.whenCalled().thenAnswer { a, b in
          assertThat(a, lessThan(b))
          return a + b
        }
        // The code under test calls the mock from a task no test is linked to.
        let sum = await Task.detached { storage.pair(5, 2) }.value
        #expect(sum == 7)
      }
    }
    #expect(
      failures.map(\.message) == [
        "Expected: a value less than <2>\n     but: was <5>, greater than <2>"
      ])
    #expect(failures.map(\.location.line) == [assertLine])
    #expect(failures.first?.attribution?.testName?.hasSuffix("/" + test.name) == true)
  }

  @Test func aMatchersFailureOnAThreadReachesTheMocksTest() throws {
    let assertLine = #line + 7
    let failures = captureFailures {
      withMockScope {
        let storage = StorageMock()
        let positive = Matcher<Int>(
          "a value checked by the test",
          matches: { value in
            assertThat(value, greaterThan(0))
            return true
          })
        storage.calls.pair.when(positive, 1).thenReturn(9)
        onAThreadOfItsOwn { _ = storage.pair(-4, 1) }
      }
    }
    #expect(
      failures.map(\.message) == [
        "Expected: a value greater than <0>\n     but: was <-4>, less than <0>"
      ])
    #expect(failures.map(\.location.line) == [assertLine])
  }

  @Test func anAsyncStubClosureFailsTheMocksTestAsItsOwnFailuresDo() async throws {
    let test = try #require(Test.current)
    let failures = await captureFailures {
      try await MockScopeTrait.mockScope.provideScope(for: test, testCase: nil) {
        let storage = StorageMock()
        storage.calls.sync.whenCalled().thenAnswer {
          assertThat("synced", equalTo("saved"))
        }
        await Task.detached { await storage.sync() }.value
      }
    }
    #expect(failures.map { $0.message.prefix { $0 != "\n" } } == [#"Expected: "saved""#])
  }

  @Test func theSharedInstanceOfAScopedMockBelongsToNoTest() async throws {
    // First touched here: before, its recorders took this test's name and later failures of
    // other tests named this one.
    let loader = ScopedMock { MockThrowingFunction<String, Forecast>("load(_:)") }
    let failures = await Task.detached {
      captureFailures { _ = try? loader.current("x") }
    }.value
    let unstubbed = try #require(failures.last)
    #expect(unstubbed.message.hasPrefix(#"Unstubbed call: load("x")"#))
    #expect(unstubbed.attribution?.testName == nil)
  }

  @Test func eachDetachedTaskThatUsesAScopedMockWithoutAScopeIsTold() async {
    let counts = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<2 {
        group.addTask {
          await Task.detached { captureFailures { _ = currentLocale.current }.count }.value
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(counts == [1, 1])
  }
}

/// Two tests with the same function name in different suites: each is told it used a scoped
/// mock without a scope.
@Suite struct FirstSuiteUsingAScopedMockWithoutAScope {
  @Test func usesTheClock() {
    #expect(captureFailures { _ = ClockMock.calls.current }.count == 1)
  }
}

@Suite struct SecondSuiteUsingAScopedMockWithoutAScope {
  @Test func usesTheClock() {
    #expect(captureFailures { _ = ClockMock.calls.current }.count == 1)
  }
}

/// Runs `body` on a new thread, outside any task, and waits for it.
func onAThreadOfItsOwn(_ body: @escaping @Sendable () -> Void) {
  let finished = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    body()
    finished.signal()
  }
  finished.wait()
}

/// A gate tasks wait at until the test opens it.
final class AsyncGate: Sendable {
  private let state = Locked<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>(
    (false, []))

  func wait() async {
    await withCheckedContinuation { continuation in
      let resumeNow = state.withLock { state in
        if state.isOpen { return true }
        state.waiters.append(continuation)
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}

#if canImport(XCTest) && !canImport(ObjectiveC)
  /// Test cases run by hand in a child process, to watch what happens after they end.
  ///
  /// Its methods do not start with `test`, so the suite's own XCTest run does not find them.
  final class LateFailureCase: XCTestCase {
    /// Holds the thread the test leaves behind until the test has ended.
    static let leftBehind = DispatchSemaphore(value: 0)
    static let leftBehindFinished = DispatchSemaphore(value: 0)

    func leavesAThreadBehind() {
      let storage = StorageMock()
      Thread.detachNewThread {
        LateFailureCase.leftBehind.wait()
        _ = try? storage.forecast(for: "after the test")
        LateFailureCase.leftBehindFinished.signal()
      }
    }

    /// The line of the stub in ``stubPair(of:)``, which the late call's failure points at.
    static let lateStubLine = #line + 2
    static func stubPair(of storage: StorageMock) {
      storage.calls.pair.when(1, 2).thenReturn(3)
    }

    func leavesALateCallBehind(stubbing: Bool) {
      let storage = StorageMock()
      if stubbing {
        LateFailureCase.stubPair(of: storage)
        XCTAssertEqual(storage.pair(1, 2), 3)
      }
      Thread.detachNewThread {
        LateFailureCase.leftBehind.wait()
        for _ in 0..<3 { _ = storage.pair(5, 6) }
        LateFailureCase.leftBehindFinished.signal()
      }
    }

    /// A mock the tests share, made by the first that uses it.
    static let sharedStorage = Locked<StorageMock?>(nil)

    func stubsTheSharedMock() {
      let storage = StorageMock()
      LateFailureCase.sharedStorage.withLock { $0 = storage }
      storage.calls.pair.when(1, 2).thenReturn(3)
      XCTAssertEqual(storage.pair(1, 2), 3)
    }

    func callsTheSharedMock() {
      let storage = LateFailureCase.sharedStorage.withLock { $0 }
      XCTAssertEqual(storage?.pair(5, 6), 0)
    }

    /// Calls the shared mock from a thread of its own, having stubbed it first or not.
    func callsTheSharedMockFromAThread(stubbing: Bool) {
      let storage = LateFailureCase.sharedStorage.withLock { $0 }
      if stubbing { storage?.calls.pair.when(5, 6).thenReturn(11) }
      let done = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        _ = storage?.pair(5, 6)
        done.signal()
      }
      done.wait()
    }

    func keepsFailingFromAnotherThread() {
      let storage = StorageMock()
      Thread.detachNewThread {
        // Races the end of the test: XCTFail from here once crashed the whole run.
        for _ in 0..<20 {
          _ = try? storage.forecast(for: "racing")
          usleep(100)
        }
        LateFailureCase.leftBehindFinished.signal()
      }
      usleep(1_000)
    }

    static let nameSeen = Locked<String?>(nil)

    func notesItsName() {
      LateFailureCase.nameSeen.withLock { $0 = TestAttribution.current.testName }
    }

    static func run(_ method: String, times: Int = 1, _ body: @escaping (LateFailureCase) -> Void) {
      let suite = XCTestSuite(name: "LateFailures")
      for _ in 0..<times {
        suite.addTest(LateFailureCase(name: method) { body($0 as! LateFailureCase) })
      }
      suite.run()
    }
  }

  /// An XCTest test that holds a call it never resumes, run by hand in a child process.
  final class HeldCallCase: XCTestCase {
    static let caller = Locked<Task<Conditions, any Error>?>(nil)
    static let failures = Locked<[String]>([])
    /// The handle, kept past the test, so that the test's end is what finds the call held.
    static let fetches = Locked<SuspendedCalls<String, Conditions, any Error>?>(nil)

    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      HeldCallCase.failures.withLock { $0.append(description) }
    }

    func holdsACallItNeverResumes() {
      let fetcher = WeatherFetchingMock()
      let fetches = fetcher.calls.conditions.whenCalled().thenSuspend(atMost: .seconds(3600))
      HeldCallCase.fetches.withLock { $0 = fetches }
      HeldCallCase.caller.withLock {
        $0 = Task { try await fetcher.conditions(forZipcode: "94105") }
      }
      // Held before the test ends, so that its end finds it.
      for _ in 0..<5_000 where fetches.waitingCount == 0 { usleep(1_000) }
    }
  }

  @Suite("XCTest failures after their test")
  struct XCTestLateFailureTests {
    @Test func aCallStillHeldWhenAnXCTestEndsIsReportedInItAndLetGo() async {
      await #expect(processExitsWith: .success) {
        let suite = XCTestSuite(name: "HeldCalls")
        suite.addTest(
          HeldCallCase(name: "holdsACallItNeverResumes") {
            ($0 as! HeldCallCase).holdsACallItNeverResumes()
          })
        suite.run()
        let caller = HeldCallCase.caller.withLock { $0 }
        let released = (try? await caller?.value) == nil
        // Let the handle go, so that nothing of the held calls outlives the process's tests
        // (LeakSanitizer cannot follow a weak reference of an object alive at exit).
        HeldCallCase.fetches.withLock { $0 = nil }
        let reported = HeldCallCase.failures.withLock { $0 }.contains {
          $0.contains(
            "A call held by thenSuspend() was never resumed, and it was still held when the test "
              + #"ended: conditions(forZipcode: "94105")"#)
        }
        exit(released && reported ? 0 : 3)
      }
    }

    @Test func aFailureAfterItsXCTestEndedFailsTheRunAndNamesTheTest() async throws {
      let child = try await ChildProcess.run(.failureAfterItsXCTestEnded)
      #expect(child.exited && child.status == 1)
      #expect(
        child.standardError.contains(
          "This failure belongs to the test LateFailureCase.leavesAThreadBehind, but was reported "
            + "after that test ended"))
      #expect(child.standardError.contains(#"Unstubbed call: forecast(for: "after the test")"#))
      #expect(
        child.standardError.contains("error: Mockery: 1 failure could not be recorded in a test"))
    }

    @Test func aLateCallOfAStubbedRequirementFailsTheRunOnceNamingTheTest() async throws {
      // Bug: the stubs were released as the test ended, and the late call took the default in
      // silence: exit 0. Three calls, one failure.
      let child = try await ChildProcess.run(.lateCallOfAStubbedMockAfterItsXCTestEnded)
      #expect(child.exited && child.status == 1)
      #expect(
        child.standardError.contains(
          "Call after its test ended: pair(<5>, <6>) was made after "
            + "LateFailureCase.leavesALateCallBehind ended, which stubbed pair(_:_:) on line "
            + "\(LateFailureCase.lateStubLine). The stubs were released with the test, so the "
            + "call returned the default, <0>, checked by no stub."))
      #expect(
        child.standardError.contains("error: Mockery: 1 failure could not be recorded in a test"))
    }

    @Test func aLateCallOfARequirementTheTestDidNotStubIsNotReported() async throws {
      // The twin: nothing the test set up checks the call, so nothing is wrong.
      let child = try await ChildProcess.run(.lateCallOfAnUnstubbedMockAfterItsXCTestEnded)
      #expect(child.exited && child.status == 0)
      #expect(!child.standardError.contains("Call after its test ended"))
    }

    @Test func aSharedMockCalledByTheNextXCTestIsThatTestsOwnCall() async throws {
      // The twin of a late call: on the main thread, while another test runs, the call is
      // that test's, not work left behind.
      let child = try await ChildProcess.run(.sharedMockCalledByTheNextXCTest)
      #expect(child.exited && child.status == 0)
      #expect(!child.standardError.contains("Call after its test ended"))
    }

    @Test func aSharedMockCalledFromAThreadOfTheNextXCTestIsTakenForWorkLeftBehind() async throws {
      // The limit XCTest sets: a thread carries no test, so a call from one while the next test
      // runs cannot be told from work the stubbing test left behind. It is reported, never
      // passed in silence: the call got the default where the first test's stub once answered.
      let child = try await ChildProcess.run(.sharedMockCalledFromAThreadOfTheNextXCTest)
      #expect(child.exited && child.status == 1)
      #expect(
        child.standardError.contains(
          "Call after its test ended: pair(<5>, <6>) was made after "
            + "LateFailureCase.stubsTheSharedMock ended"))
    }

    @Test func aSharedMockTheNextXCTestStubsItselfIsItsOwnFromAnyThread() async throws {
      // The twin, and the documented way: the test that calls the shared mock stubs it.
      let child = try await ChildProcess.run(.sharedMockStubbedAndCalledFromAThreadOfTheNextXCTest)
      #expect(child.exited && child.status == 0)
      #expect(!child.standardError.contains("Call after its test ended"))
    }

    @Test func theFirstXCTestIsKnownByName() async {
      // Mockery's first use is in this test, and it still knows which test is running: it
      // started observing XCTest as the binary loaded.
      await #expect(processExitsWith: .success) {
        LateFailureCase.run("notesItsName") { $0.notesItsName() }
        let name = LateFailureCase.nameSeen.withLock { $0 }
        exit(name == "LateFailureCase.notesItsName" ? 0 : 3)
      }
    }

    @Test func failuresRacingTheEndOfXCTestsNeverCrashTheRun() async throws {
      // Exit status 1 from the failures after each test ended, not a crash.
      let child = try await ChildProcess.run(.failuresRacingTheEndOfXCTests)
      #expect(child.exited && child.status == 1)
      #expect(
        child.standardError.contains(
          "This failure belongs to the test LateFailureCase.keepsFailingFromAnotherThread, but was "
            + "reported after that test ended"))
      #expect(
        child.standardError.contains("could not be recorded in a test, so the test run fails"))
    }
  }
#endif
