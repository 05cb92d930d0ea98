import Foundation
import Mockery
import Testing

/// Nothing Mockery does waits without a bound, and cancelling a wait ends it.
///
/// A hang would hang these tests too, so each waits for the work it checks with a bound of its
/// own (``finishes(within:_:)``), far longer than the work should ever take.
@Suite("Bounded waits")
struct BoundedWaitTests {
  @Test func aCallStillHeldWhenTheScopeEndsIsReportedAndLetGo() async throws {
    let fetcher = WeatherFetchingMock()
    let log = FailureLog()
    let line = #line + 3
    let (caller, fetches) = try await withFailureReporter(.logging(into: log)) {
      try await withMockScope {
        let fetches = fetcher.calls.conditions.whenCalled().thenSuspend()
        let caller = Task { try await fetcher.conditions(forZipcode: "94105") }
        // Taken, never resumed; the handle outlives the scope.
        _ = try await fetches.nextCall()
        return (caller, fetches)
      }
    }
    defer { withExtendedLifetime(fetches) {} }
    let failures = log.reports
    #expect(
      failures.map(\.message) == [
        """
        A call held by thenSuspend() was never resumed, and it was still held when the test \
        ended: conditions(forZipcode: "94105")
        Take each held call with nextCall() and resume it with resume(returning:) or \
        resume(throwing:). It throws SuspendedCallReleased now.
        """
      ])
    #expect(failures.map(\.location.line) == [line])
    let outcome = try #require(await finishes { await caller.result })
    #expect(throws: SuspendedCallReleased.self) { try outcome.get() }
  }

  @Test func aCallNoTestTakesIsLetGoAfterItsLimit() async throws {
    let fetcher = WeatherFetchingMock()
    let held = fetcher.calls.conditions.whenCalled().thenSuspend(atMost: .milliseconds(50))
    defer { withExtendedLifetime(held) {} }
    var thrown: (any Error)?
    let failures = await captureFailures {
      do {
        // The test awaits the call it never resumes: without a limit, it would wait for good.
        _ = try await fetcher.conditions(forZipcode: "10001")
      } catch {
        thrown = error
      }
    }
    #expect(
      failures.map(\.message) == [
        """
        A call held by thenSuspend() was never resumed, and it was held longer than 0.05 \
        seconds: conditions(forZipcode: "10001")
        Take each held call with nextCall() and resume it with resume(returning:) or \
        resume(throwing:). If the test needs to hold calls longer, say so: \
        thenSuspend(atMost:). It throws SuspendedCallReleased now.
        """
      ])
    #expect((thrown as? SuspendedCallReleased)?.call == #"conditions(forZipcode: "10001")"#)
  }

  @Test func aHeldCallThatCannotThrowReturnsItsDefault() async {
    let sync = MockAsyncFunction<Bool>("sync()")
    let held = sync.whenCalled().thenSuspend(atMost: .zero)
    defer { withExtendedLifetime(held) {} }
    var synced = true
    let failures = await captureFailures { synced = await sync() }
    #expect(!synced)
    #expect(
      failures.first?.message.hasSuffix("It returns <false>, its result's default, now.") == true)
  }

  @Test func aHeldCallOfACaseIterableResultReturnsItsFirstCase() async {
    let level = MockAsyncFunction<Level>("level()")
    let held = level.whenCalled().thenSuspend(atMost: .zero)
    defer { withExtendedLifetime(held) {} }
    var answered = Level.high
    let failures = await captureFailures { answered = await level() }
    #expect(answered == .low)
    #expect(
      failures.first?.message.hasSuffix("It returns its first case, <Level.low>, now.")
        == true)
  }

  @Test func aHeldCallThatCanNeitherThrowNorReturnStopsWithAMessage() async throws {
    let child = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let lookup = MockAsyncFunction<String, Forecast>("lookup(_:)")
      let held = lookup.whenCalled().thenSuspend(atMost: .milliseconds(10))
      await withFailureReporter(.standardError) { _ = await lookup("today") }
      withExtendedLifetime(held) {}
    }
    let output = String(decoding: child.standardErrorContent, as: UTF8.self)
    #expect(output.contains(#"held longer than 0.01 seconds: lookup("today")"#))
    #expect(
      output.contains(
        "It can neither throw SuspendedCallReleased nor return a default Forecast, so the test "
          + "stops here."))
  }

  /// The handle dropped at once: no test can ever take a call, so none waits.
  @Test func aCallNoOneCanTakeFailsAtOnce() async throws {
    let fetcher = WeatherFetchingMock()
    let line = #line + 1
    _ = fetcher.calls.conditions.whenCalled().thenSuspend()
    let failures = await captureFailures {
      let outcome = await finishes {
        await Task { try await fetcher.conditions(forZipcode: "94105") }.result
      }
      #expect(throws: SuspendedCallReleased.self) { try outcome?.get() }
      // And every later call.
      let later = await finishes { try? await fetcher.conditions(forZipcode: "10001") }
      #expect(later == .some(nil))
    }
    #expect(
      failures.map(\.message) == [
        """
        A call held by thenSuspend() was never resumed, and what thenSuspend() returned is gone \
        (the test dropped it, or ended), so no test can take it: conditions(forZipcode: "94105")
        Take each held call with nextCall() and resume it with resume(returning:) or \
        resume(throwing:). Keep what thenSuspend() returns while calls may arrive, \
        `let held = ….thenSuspend()`. It throws SuspendedCallReleased now.
        """,
        """
        A call held by thenSuspend() was never resumed, and what thenSuspend() returned is gone \
        (the test dropped it, or ended), so no test can take it: conditions(forZipcode: "10001")
        Take each held call with nextCall() and resume it with resume(returning:) or \
        resume(throwing:). Keep what thenSuspend() returns while calls may arrive, \
        `let held = ….thenSuspend()`. It throws SuspendedCallReleased now.
        """,
      ])
    #expect(failures.map(\.location.line) == [line, line])
  }

  /// Calls held while the handle lived are let go the moment it goes.
  @Test func callsHeldWhenTheHandleGoesAreLetGoThen() async throws {
    let sync = MockAsyncFunction<Bool>("sync()")
    var held: SuspendedCalls<Void, Bool, Never>? = sync.whenCalled().thenSuspend()
    let caller = Task { await sync() }
    let waiting = await finishes {
      while sync.callCount == 0 { await Task.yield() }
      return true
    }
    #expect(waiting == true)
    #expect(held?.waitingCount == 1)
    let failures = captureFailures { held = nil }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasSuffix("It returns <false>, its result's default, now.") == true)
    let synced = await finishes { await caller.value }
    #expect(synced == false)
  }

  @Test func cancellingAHeldCallsTaskLetsItGo() async throws {
    let fetcher = WeatherFetchingMock()
    let fetches = fetcher.calls.conditions.whenCalled().thenSuspend()
    let caller = Task { try await fetcher.conditions(forZipcode: "94105") }
    _ = try await fetches.nextCall()
    caller.cancel()
    let outcome = try #require(await finishes { await caller.result })
    #expect(throws: CancellationError.self) { try outcome.get() }
  }

  @Test func cancellingATimedVerificationEndsItAtOnceWithoutAFailure() async throws {
    let fetcher = WeatherFetchingMock()
    let verification = Task {
      await captureFailures {
        await fetcher.calls.startTimer.verifyCalled(within: .seconds(3600))
      }
    }
    verification.cancel()
    let failures = try #require(await finishes { await verification.value })
    #expect(failures.isEmpty)
  }

  @Test func cancellingAWaitForTheNextCallEndsItAtOnceWithoutAFailure() async throws {
    let fetcher = WeatherFetchingMock()
    let fetches = fetcher.calls.conditions.whenCalled().thenSuspend()
    let taker = Task {
      await captureFailures {
        await #expect(throws: CancellationError.self) {
          try await fetches.nextCall(within: .seconds(3600))
        }
      }
    }
    taker.cancel()
    let failures = try #require(await finishes { await taker.value })
    #expect(failures.isEmpty)
  }

  @Test func anyTimeoutIsSafeToWaitFor() async throws {
    let fetcher = WeatherFetchingMock()
    fetcher.startTimer()
    let line = #line + 4
    let failures = await captureFailures {
      // Once overflowed the clock and trapped.
      await fetcher.calls.startTimer.verifyCalled(within: .seconds(Int64.max))
      await fetcher.calls.startTimer.verifyCalled(times: .twice, within: .seconds(-1))
    }
    #expect(
      failures.map(\.message) == [
        "verify(within:) was given a negative time, -1.0 seconds: it takes a duration of zero or "
          + "more. It waits no time at all instead.",
        """
        Expected: startTimer() called twice within -1.0 seconds
             but: was called once:
               1. startTimer()
        """,
      ])
    #expect(failures.map(\.location.line) == [line, line])
  }
}

/// Awaits `work` for at most `seconds`, recording a failure and returning nil if it takes
/// longer: a hang fails the test instead of hanging the run.
///
/// The bound is far above what the work takes, since it returns as soon as the work does: under
/// ThreadSanitizer the concurrency stress test beside it keeps both threads busy for 20 s.
func finishes<Value: Sendable>(
  within seconds: Int = 120,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ work: @escaping @Sendable () async -> Value
) async -> Value? {
  let first = await withTaskGroup(of: Value?.self) { group in
    group.addTask { await work() }
    group.addTask {
      try? await Task.sleep(for: .seconds(seconds))
      return nil
    }
    defer { group.cancelAll() }
    return await group.next() ?? nil
  }
  if first == nil {
    Issue.record("did not finish within \(seconds) seconds", sourceLocation: sourceLocation)
  }
  return first
}
