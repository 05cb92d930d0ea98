import Foundation
import Mockery
import Testing

@Suite("Concurrency")
struct ConcurrencyTests {
  @Test func eightTasksMakingAHundredThousandCallsEachLoseNone() async {
    let storage = StorageMock()
    storage.calls.pair.whenCalled().thenAnswer { task, call in task * 1_000_000 + call }
    let tasks = 8
    let callsPerTask = 100_000

    let sums = await withTaskGroup(of: Int.self) { group in
      for task in 0..<tasks {
        group.addTask {
          var sum = 0
          for call in 0..<callsPerTask { sum &+= storage.pair(task, call) }
          return sum
        }
      }
      return await group.reduce(into: [Int]()) { $0.append($1) }
    }

    #expect(storage.calls.pair.callCount == tasks * callsPerTask)
    #expect(sums.count == tasks)
    let arguments = storage.calls.pair.arguments
    for task in 0..<tasks {
      let calls = arguments.filter { $0.0 == task }.map(\.1)
      // Every call of every task was recorded, in the order that task made them.
      #expect(calls == Array(0..<callsPerTask))
    }
    let failures = captureFailures {
      storage.calls.pair.verifyCalled(times: .exactly(tasks * callsPerTask))
      storage.calls.pair.verify(anything(), 99_999, times: .exactly(tasks))
    }
    #expect(failures.isEmpty)
  }

  @Test func verifyingWhileCallsArriveSeesConsistentSnapshots() async {
    let storage = StorageMock()
    let tasks = 4
    let callsPerTask = 20_000
    let done = Locked(false)

    let verifier = Task {
      var previous = 0
      var inconsistencies = 0
      repeat {
        let arguments = storage.calls.pair.arguments
        let count = storage.calls.pair.callCount
        // Counts only grow, and each task's calls appear as a prefix of what it made.
        if arguments.count < previous || count < arguments.count { inconsistencies += 1 }
        for task in 0..<tasks {
          let calls = arguments.lazy.filter { $0.0 == task }.map(\.1)
          if !calls.elementsEqual(0..<calls.count) { inconsistencies += 1 }
        }
        previous = arguments.count
        await Task.yield()
      } while !done.withLock({ $0 })
      return inconsistencies
    }
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<tasks {
        group.addTask { for call in 0..<callsPerTask { _ = storage.pair(task, call) } }
      }
    }
    done.withLock { $0 = true }
    #expect(await verifier.value == 0)
    #expect(storage.calls.pair.callCount == tasks * callsPerTask)
  }

  @Test func mocksOfGlobalActorProtocolsAreIsolatedLikeTheProtocol() async {
    let ledger = LedgerMock()
    ledger.calls.record.when(greaterThan(0)).thenReturn(1).lenient()
    #expect(await ledger.record(5) == 1)
    #expect(await ledger.record(-5) == 0)
    ledger.calls.record.verify(5)

    let display = DisplayMock()
    await display.show("sunny")
    display.calls.show.verify("sunny")
  }

  @Test func aSuspendedCallLetsTheTestSeeStateInFlight() async throws {
    let fetcher = WeatherFetchingMock()
    let fetches = fetcher.calls.conditions.whenCalled().thenSuspend()
    let loader = Loader(fetcher: fetcher)

    let load = Task { try await loader.load("94105") }
    let fetch = try await fetches.nextCall()
    #expect(fetch.arguments == "94105")
    #expect(await loader.isLoading)

    fetch.resume(returning: .sunny)
    #expect(try await load.value == .sunny)
    #expect(await !loader.isLoading)
  }

  @Test func aSuspendedCallCanBeResumedWithAnError() async throws {
    let fetcher = WeatherFetchingMock()
    let fetches = fetcher.calls.conditions.when("0").thenSuspend()
    let load = Task { try await fetcher.conditions(forZipcode: "0") }
    let second = Task { try await fetcher.conditions(forZipcode: "0") }

    try await fetches.nextCall().resume(throwing: WeatherError.invalidZipcode)
    try await fetches.nextCall().resume(returning: .cloudy)
    let outcomes = [await load.result, await second.result].map { try? $0.get() }
    #expect(outcomes.contains(nil) && outcomes.contains(.cloudy))
    #expect(fetches.waitingCount == 0)
  }

  @Test func suspendedCallMisuseIsReported() async throws {
    let fetcher = WeatherFetchingMock()
    let fetches = fetcher.calls.conditions.whenCalled().thenSuspend()
    let line = #line + 2
    let failures = await captureFailures {
      _ = try? await fetches.nextCall(within: .milliseconds(20))
    }
    #expect(failures.map(\.message) == ["No call arrived within 0.02 seconds to be resumed."])
    #expect(failures.map(\.location.line) == [line])

    let load = Task { try await fetcher.conditions(forZipcode: "94105") }
    let fetch = try await fetches.nextCall()
    let twice = captureFailures {
      fetch.resume(returning: .sunny)
      fetch.resume(returning: .rainy)
    }
    #expect(twice.map(\.message) == ["This call was already resumed; a call is resumed once."])
    #expect(try await load.value == .sunny)
  }

  @Test func eventuallyWaitsForCallsTheTestDoesNotAwait() async {
    let fetcher = WeatherFetchingMock()
    fetcher.calls.conditions.whenCalled().thenReturn(.sunny)
    // Work started and not awaited; the verification is woken by the calls it waits for, so an
    // hour-long timeout does not make the test wait.
    Task.detached {
      for zipcode in ["10001", "94105", "94105"] {
        await Task.yield()
        _ = try? await fetcher.conditions(forZipcode: zipcode)
      }
    }
    let failures = await captureFailures {
      await fetcher.calls.conditions.verify("94105", times: 2, within: .seconds(3600))
      await fetcher.calls.conditions.verifyCalled(times: .atLeast(3), within: .seconds(3600))
    }
    #expect(failures.isEmpty)
  }

  @Test func eventuallyFailsWithTheUsualMessageAfterTheTimeout() async {
    let fetcher = WeatherFetchingMock()
    fetcher.calls.conditions.whenCalled().thenReturn(.sunny)
    _ = try? await fetcher.conditions(forZipcode: "10001")
    let line = #line + 2
    let failures = await captureFailures {
      await fetcher.calls.conditions.verify("94105", within: .milliseconds(50))
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: conditions(forZipcode: "94105") called once within 0.05 seconds
             but: was called once, never with matching arguments:
               1. conditions(forZipcode: "10001")   forZipcode: was "10001"
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }
}

/// Work the test cannot await directly: a load in flight.
actor Loader {
  let fetcher: any WeatherFetching
  private(set) var isLoading = false

  init(fetcher: any WeatherFetching) { self.fetcher = fetcher }

  func load(_ zipcode: String) async throws -> Conditions {
    isLoading = true
    defer { isLoading = false }
    return try await fetcher.conditions(forZipcode: zipcode)
  }
}

@globalActor
actor LedgerActor {
  static let shared = LedgerActor()
}

@LedgerActor
protocol Ledger {
  func record(_ amount: Int) -> Int
}

@LedgerActor
final class LedgerMock: Ledger {
  struct Calls {
    let record = MockFunction<Int, Int>("record(_:)")
  }
  nonisolated let calls = Calls()

  func record(_ amount: Int) -> Int { calls.record(amount) }
}

@MainActor
protocol Display {
  func show(_ summary: String)
}

@MainActor
final class DisplayMock: Display {
  struct Calls {
    let show = MockFunction<String, Void>("show(_:)")
  }
  nonisolated let calls = Calls()

  func show(_ summary: String) { calls.show(summary) }
}
