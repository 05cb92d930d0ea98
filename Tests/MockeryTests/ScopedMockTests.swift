import Foundation
import Mockery
import Testing

protocol Clock {
  static func now() -> Date
}

/// A mock of a static requirement: its recorders live in the current test's scope.
enum ClockMock: Clock {
  struct Calls {
    let now = MockFunction<Date>("now()")
  }
  static let calls = ScopedMock { Calls() }

  static func now() -> Date { calls.current.now() }
}

/// A global dependency the code under test reaches without being handed it.
let currentLocale = ScopedMock { MockFunction<String>("currentLocale()") }

@Suite("Scoped mocks")
struct ScopedMockTests {
  @Test(.mockScope, arguments: 0..<24)
  func parallelTestsEachSeeTheirOwnStubs(second: Int) async {
    let time = Date(timeIntervalSince1970: TimeInterval(second))
    ClockMock.calls.current.now.whenCalled().thenReturn(time)
    await Task.yield()
    #expect(ClockMock.now() == time)
    #expect(ClockMock.calls.current.now.callCount == 1)
  }

  @Test(.mockScope)
  func childTasksShareTheTestsScope() async {
    currentLocale.current.whenCalled().thenReturn("de_CH")
    let locales = await withTaskGroup(of: String.self) { group in
      for _ in 0..<3 { group.addTask { currentLocale.current() } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(locales == ["de_CH", "de_CH", "de_CH"])
    currentLocale.current.verifyCalled(times: 3)
  }

  @Test(.mockScope)
  func aDetachedTaskEntersTheScopeItIsGiven() async {
    currentLocale.current.whenCalled().thenReturn("fr_CH")
    let scope = MockScope.current
    let locale = await Task.detached { scope?.run { currentLocale.current() } }.value
    #expect(locale == "fr_CH")
  }

  @Test func useOutsideAScopeIsReportedOnceAndAnswersFromASharedInstance() {
    let failures = captureFailures {
      _ = currentLocale.current
      _ = currentLocale.current
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix(
        "A scoped mock declared at MockeryTests/ScopedMockTests.swift:20 was used outside a mock "
          + "scope") == true)
  }

  @Test func aScopeGivesFreshInstancesAndTheyEndWithIt() {
    let first = withMockScope { ClockMock.calls.current.now }
    let again = withMockScope { ClockMock.calls.current.now }
    #expect(first !== again)
  }
}

@Suite("Failures reported outside the test's task")
struct OutsideFailureTests {
  @Test func aFailureFromADetachedTaskIsRecordedInTheTestWhenItsScopeEnds() async throws {
    let test = try #require(Test.current)
    let failures = await captureFailures {
      try await MockScopeTrait.mockScope.provideScope(for: test, testCase: nil) {
        let storage = StorageMock()
        // A detached task has no test: the failure waits in the scope's inbox.
        await Task.detached { _ = try? storage.forecast(for: "config") }.value
      }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix(#"Unstubbed call: forecast(for: "config")"#) == true)
    #expect(failures.first?.location.fileID == "MockeryTests/StorageMock.swift")
  }

  @Test func aFailureFromAThreadOfItsOwnIsRecordedInTheTestToo() throws {
    let failures = captureFailures {
      try withMockScope {
        let storage = StorageMock()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
          _ = try? storage.forecast(for: "config")
          finished.signal()
        }
        thread.start()
        finished.wait()
        try #require(storage.calls.forecast.callCount == 1)
      }
    }
    #expect(
      failures.map(\.message).first?.hasPrefix(#"Unstubbed call: forecast(for: "config")"#) == true)
  }

  /// What a generic mock's `static var staticCalls` asks for on every static call.
  @Test(.mockScope) func aSharedScopedMockIsOnePerTypeOfItsInstances() {
    struct Celsius: Sendable { let reading = MockFunction<Int>("reading") }
    struct Fahrenheit: Sendable { let reading = MockFunction<Int>("reading") }
    let first = ScopedMock.shared { Celsius() }
    #expect(ScopedMock.shared { Celsius() } === first)
    first.current.reading.whenCalled().thenReturn(21)
    #expect(ScopedMock.shared { Celsius() }.current.reading() == 21)
    // Another type's is another scoped mock, unstubbed.
    ScopedMock.shared { Fahrenheit() }.current.reading.whenCalled().thenReturn(70)
    #expect(first.current.reading() == 21)
  }
}
