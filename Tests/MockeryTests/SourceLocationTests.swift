import Testing

@testable import Mockery

/// Each way a test or a helper verifies, expects or stubs takes a Swift Testing
/// `SourceLocation`, and its failures land there rather than at the line that forwarded it.
@Suite("Swift Testing source locations")
struct SourceLocationTests {
  /// A helper's caller, somewhere else entirely: no line of this file is at line 7 column 3.
  let location = SourceLocation(
    fileID: "WeatherTests/Helpers.swift", filePath: "/src/WeatherTests/Helpers.swift", line: 7,
    column: 3)

  private func expectAllAtTheLocation(_ failures: [FailureReport], count: Int) {
    #expect(failures.count == count)
    #expect(failures.map(\.location) == Array(repeating: CallSite(location), count: count))
  }

  @Test func verificationsReportAtTheGivenLocation() {
    let storage = StorageMock()
    storage.clear()
    let failures = captureFailures {
      storage.calls.pair.verify(equalTo(1), anything(), sourceLocation: location)
      storage.calls.pair.verify(1, 2, sourceLocation: location)
      storage.calls.pair.verifyCalled(sourceLocation: location)
      verifyInOrder(storage.calls.pair, storage.calls.clear, sourceLocation: location)
      verifyNoInteractions(storage, sourceLocation: location)
      verifyNoMoreInteractions(storage, sourceLocation: location)
    }
    expectAllAtTheLocation(failures, count: 6)
    // Passing verifications report nothing, wherever they say they are.
    #expect(captureFailures { storage.calls.clear.verify(sourceLocation: location) }.isEmpty)
  }

  @Test func waitingVerificationsReportAtTheGivenLocation() async {
    let fetcher = WeatherFetchingMock()
    let failures = await captureFailures {
      await fetcher.calls.conditions.verify(
        equalTo("94105"), within: .milliseconds(1), sourceLocation: location)
      await fetcher.calls.conditions.verify(
        "94105", within: .milliseconds(1), sourceLocation: location)
      await fetcher.calls.conditions.verifyCalled(
        within: .milliseconds(1), sourceLocation: location)
    }
    expectAllAtTheLocation(failures, count: 3)
  }

  @Test func expectationsNameWhereTheyWereDeclaredAndReportWhereTheyAreChecked() {
    let declared = SourceLocation(
      fileID: "WeatherTests/Helpers.swift", filePath: "/src/WeatherTests/Helpers.swift",
      line: 9, column: 5)
    let storage = StorageMock()
    storage.calls.pair.expect(equalTo(1), anything(), sourceLocation: declared)
    storage.calls.pair.expect(5, 5, sourceLocation: declared)
    storage.calls.clear.expectCalled(times: 2, sourceLocation: declared)
    storage.clear()
    let failures = captureFailures { verifyExpectations(storage, sourceLocation: location) }
    expectAllAtTheLocation(failures, count: 3)
    #expect(failures.allSatisfy { $0.message.contains("expected at WeatherTests/Helpers.swift:9") })
  }

  @Test func strictStubsReportUnusedStubsWhereTheyWereMade() {
    let storage = StorageMock()
    let failures = captureFailures {
      withMockScope(.strictStubs) {
        storage.calls.pair.when(equalTo(1), anything(), sourceLocation: location).thenReturn(1)
        storage.calls.pair.when(5, 5, sourceLocation: location).thenReturn(10)
        storage.calls.load.whenCalled(sourceLocation: location).thenReturn(3)
      }
    }
    expectAllAtTheLocation(failures, count: 3)
    #expect(failures.allSatisfy { $0.message.hasPrefix("Unused stub: ") })
  }

  @Test func aSuspendedCallThatNeverArrivesIsReportedAtTheGivenLocation() async {
    let fetcher = WeatherFetchingMock()
    let calls = fetcher.calls.conditions.whenCalled().thenSuspend()
    let failures = await captureFailures {
      _ = try? await calls.nextCall(within: .milliseconds(1), sourceLocation: location)
    }
    expectAllAtTheLocation(failures, count: 1)
  }

  @Test func misusesOfMockLevelFunctionsAreReportedAtTheGivenLocation() {
    let failures = captureFailures {
      _ = strict(42, sourceLocation: location)
      resetMocks(nil as StorageMock? as Any, sourceLocation: location)
    }
    expectAllAtTheLocation(failures, count: 2)
    #expect(failures.first?.message.hasPrefix("strict") == true)
    #expect(failures.last?.message.hasPrefix("resetMocks") == true)
  }

  @Test func aSuspendedCallHeldTooLongIsReportedWhereItWasStubbed() async {
    let fetcher = WeatherFetchingMock()
    let storage = StorageMock()
    let fetches = fetcher.calls.conditions.whenCalled().thenSuspend(
      atMost: .milliseconds(10), sourceLocation: location)
    let syncs = storage.calls.sync.whenCalled().thenSuspend(
      atMost: .milliseconds(10), sourceLocation: location)
    defer { withExtendedLifetime((fetches, syncs)) {} }
    let failures = await captureFailures {
      _ = try? await fetcher.conditions(forZipcode: "10001")
      await storage.sync()
    }
    expectAllAtTheLocation(failures, count: 2)
    #expect(failures.allSatisfy { $0.message.hasPrefix("A call held by thenSuspend()") })
  }

  @Test func resumingACallTwiceIsReportedAtTheGivenLocation() async throws {
    let fetcher = WeatherFetchingMock()
    let fetches = fetcher.calls.conditions.whenCalled().thenSuspend()
    let fetch = Task { try await fetcher.conditions(forZipcode: "94105") }
    let call = try await fetches.nextCall()
    call.resume(returning: .sunny, sourceLocation: location)
    #expect(try await fetch.value == .sunny)
    let failures = captureFailures {
      call.resume(returning: .sunny, sourceLocation: location)
      call.resume(throwing: CancellationError(), sourceLocation: location)
    }
    expectAllAtTheLocation(failures, count: 2)
    #expect(failures.allSatisfy { $0.message.contains("a call is resumed once") })
  }

  @Test func anErrorTheCapturedCodeThrowsIsAFailureAtTheGivenLocation() async {
    struct Offline: Error {}
    let failures = captureFailures(sourceLocation: location) { throw Offline() }
    expectAllAtTheLocation(failures, count: 1)
    let later = await captureFailures(sourceLocation: location) {
      try await Task.sleep(for: .zero)
      throw Offline()
    }
    expectAllAtTheLocation(later, count: 1)
    #expect(later.first?.message == "The captured code threw <Offline()>.")
  }

  @Test func aHelperInSwiftTestingsStyleReportsAtItsCaller() throws {
    let storage = StorageMock()
    let line = #line + 1
    let failures = captureFailures { expectCleared(storage) }
    let failure = try #require(failures.first)
    #expect(failure.location.line == line)
    #expect(failure.location.fileID == #fileID)
    #expect(failure.message.hasPrefix("Expected: clear() called once"))
  }

  private func expectCleared(
    _ storage: StorageMock, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    storage.calls.clear.verify(sourceLocation: sourceLocation)
  }
}
