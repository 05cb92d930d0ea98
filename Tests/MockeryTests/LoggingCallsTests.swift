import Foundation
import Mockery
import Testing

@Suite("logCalls: each call written as it happens")
struct LoggingCallsTests {
  let fetcher = WeatherFetchingMock()
  let storage = StorageMock()

  @Test func eachCallOfALoggedMockIsOneLineInTheOrderMade() async throws {
    let lines = Locked<[String]>([])
    fetcher.startTimer()  // before: not written
    logCalls(fetcher, to: { line in lines.withLock { $0.append(line) } })
    fetcher.calls.conditions.when("94105").thenReturn(.sunny)
    fetcher.startTimer()
    _ = try await fetcher.conditions(forZipcode: "94105")
    fetcher.refreshInterval = 30
    storage.clear()  // another mock, not logged
    #expect(
      lines.withLock { $0 } == [
        "Mockery: WeatherFetchingMock.startTimer()",
        #"Mockery: WeatherFetchingMock.conditions(forZipcode: "94105")"#,
        "Mockery: WeatherFetchingMock.refreshInterval = <30.0>",
      ])
  }

  @Test func callsFromManyThreadsAreEachWrittenOnce() async {
    let lines = Locked<[String]>([])
    logCalls(storage, to: { line in lines.withLock { $0.append(line) } })
    let storage = storage
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 { group.addTask { for _ in 0..<50 { storage.clear() } } }
    }
    #expect(lines.withLock { $0.count } == 400)
  }

  @Test func callsAfterTheLogWasClearedAreWrittenToo() {
    let lines = Locked<[String]>([])
    logCalls(storage, to: { line in lines.withLock { $0.append(line) } })
    storage.clear()
    storage.calls.clear.clearCalls()
    storage.clear()
    #expect(
      lines.withLock { $0 } == ["Mockery: StorageMock.clear()", "Mockery: StorageMock.clear()"])
  }

  @Test func aValueThatIsNoMockIsReportedAtTheLine() {
    let line = #line + 1
    let failures = captureFailures { logCalls(42, to: { _ in }) }
    #expect(failures.map(\.location.line) == [line])
    #expect(failures.first?.message.hasPrefix("logCalls") == true)
  }
}
