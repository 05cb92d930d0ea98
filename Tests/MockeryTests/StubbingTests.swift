import Foundation
import Mockery
import Testing

@Suite("Stubbing")
struct StubbingTests {
  let fetcher = WeatherFetchingMock()
  let storage = StorageMock()

  @Test func aStubForAnyArgumentsAnswersEveryCall() async throws {
    fetcher.calls.conditions.whenCalled().thenReturn(.sunny)
    #expect(try await fetcher.conditions(forZipcode: "94105") == .sunny)
    #expect(try await fetcher.conditions(forZipcode: "10001") == .sunny)
  }

  @Test func stubsAreRestrictedByValuesOrMatchersPerArgument() throws {
    storage.calls.pair.whenCalled().thenReturn(0)
    storage.calls.pair.when(1, 2).thenReturn(3)
    storage.calls.pair.when(greaterThan(10), anything()).thenReturn(100)
    storage.calls.pair.when(equalTo(5), 5).thenReturn(55)
    let five = 5
    storage.calls.pair.when(five, 6).thenReturn(56)

    #expect(storage.pair(1, 2) == 3)
    #expect(storage.pair(11, -4) == 100)
    #expect(storage.pair(5, 5) == 55)
    #expect(storage.pair(5, 6) == 56)
    #expect(storage.pair(2, 1) == 0)
  }

  @Test func theMostRecentlyAddedMatchingStubWins() async throws {
    // The stub of every call replaces the first before any call used it: a warning, once, even
    // though a third stub replaces it again (see ReplacedStubTests).
    var failures = captureFailures {
      fetcher.calls.conditions.when("94105").thenReturn(.sunny)
      fetcher.calls.conditions.whenCalled().thenReturn(.cloudy)
    }
    let replacing = #line - 2
    #expect(try await fetcher.conditions(forZipcode: "94105") == .cloudy)

    failures += captureFailures { fetcher.calls.conditions.when("94105").thenReturn(.rainy) }
    #expect(try await fetcher.conditions(forZipcode: "94105") == .rainy)
    #expect(try await fetcher.conditions(forZipcode: "10001") == .cloudy)
    #expect(failures.map(\.severity) == [.warning])
    #expect(failures.map(\.location.line) == [replacing])
  }

  @Test func mockableSpellingsOfArgumentsCompileAndMatch() throws {
    // `.matching { … }` where a matcher is expected, and a number literal beside a matcher, as
    // a test translated from Mockable writes them.
    let gateway = PaymentGatewayMock()
    when(gateway.calls.charge(amount: .matching { $0 > 100 }, token: anything()))
      .thenReturn(Receipt(id: "large"))
    when(gateway.calls.charge(amount: 5, token: anything())).thenReturn(Receipt(id: "five"))
    #expect(try gateway.charge(amount: 250, token: "t") == Receipt(id: "large"))
    #expect(try gateway.charge(amount: 5, token: "t") == Receipt(id: "five"))
    verify(gateway.calls.charge(amount: Matcher { $0 > 100 }, token: anything()))
  }

  @Test func consecutiveAnswersAreUsedInTurnAndTheLastRepeats() async throws {
    fetcher.calls.conditions.whenCalled()
      .thenThrow(WeatherError.offline)
      .thenReturn(.cloudy, .sunny)

    await #expect(throws: WeatherError.offline) {
      try await fetcher.conditions(forZipcode: "94105")
    }
    var answers: [Conditions] = []
    for _ in 1...3 { answers.append(try await fetcher.conditions(forZipcode: "94105")) }
    #expect(answers == [.cloudy, .sunny, .sunny])
  }

  @Test func aClosureAnswerReceivesTheArguments() async throws {
    storage.calls.pair.whenCalled().thenAnswer { a, b in a * 10 + b }
    fetcher.calls.conditions.whenCalled().thenAnswer { zip in
      await Task.yield()
      guard zip.count == 5 else { throw WeatherError.invalidZipcode }
      return Conditions(summary: zip, temperature: 20)
    }

    #expect(storage.pair(4, 2) == 42)
    #expect(try await fetcher.conditions(forZipcode: "94105").summary == "94105")
    await #expect(throws: WeatherError.invalidZipcode) {
      try await fetcher.conditions(forZipcode: "941")
    }
  }

  @Test func typedThrowsKeepTheirErrorType() {
    storage.calls.loadChecked.when("gone").thenThrow(.missing("gone"))
    storage.calls.loadChecked.when("bad").thenAnswer { _ throws(StorageError) in throw .corrupt }
    storage.calls.loadChecked.when("ok").thenReturn(7)

    #expect(throws: StorageError.missing("gone")) { try storage.loadChecked("gone") }
    #expect(throws: StorageError.corrupt) { try storage.loadChecked("bad") }
    #expect((try? storage.loadChecked("ok")) == 7)
  }

  @Test func asyncRequirementsTakeAsyncAnswers() async {
    let synced = Locked(0)
    storage.calls.sync.whenCalled().thenAnswer {
      await Task.yield()
      synced.withLock { $0 += 1 }
    }
    await storage.sync()
    await storage.sync()
    #expect(synced.withLock { $0 } == 2)
  }

  @Test func unstubbedCallsReturnTheResultTypesDefault() throws {
    let defaults = DefaultsMock()
    #expect(defaults.optional() == nil)
    #expect(defaults.bool() == false)
    #expect(defaults.number() == 0)
    #expect(defaults.text() == "")
    #expect(defaults.list() == [])
    #expect(defaults.table() == [:])
    #expect(defaults.custom() == Temperature(celsius: -273.15))
    #expect(try defaults.throwingNumber() == 0)
    storage.clear()
    #expect(storage[key: "a"] == nil)
  }

  @Test func unstubbedStreamsHaveFinishedAndDurationsAreZero() async throws {
    let defaults = DefaultsMock()
    let failures = await captureFailures {
      #expect(defaults.delay() == .zero)
      // A loop over the stream ends: the code under test goes on, rather than wait for good.
      var values: [Int] = []
      for await value in defaults.updates() { values.append(value) }
      #expect(values.isEmpty)
      var events: [String] = []
      for try await event in defaults.events() { events.append(event) }
      #expect(events.isEmpty)
    }
    #expect(failures.isEmpty, "a default answers without a failure")
  }

  @Test func anUnstubbedThrowingCallWithoutADefaultThrowsAndFails() async throws {
    var thrown: (any Error)?
    let failures = await captureFailures {
      do {
        _ = try await fetcher.conditions(forZipcode: "94105")
      } catch {
        thrown = error
      }
    }
    let error = try #require(thrown as? UnstubbedCallError)
    #expect(error.call == #"conditions(forZipcode: "94105")"#)
    // Swift 6.3.1's backtracer cannot follow an async recorder's frame on Linux (see
    // CallOrigin), so an async call's message names its test alone.
    #expect(
      failures.map(\.message) == [
        """
        Unstubbed call: conditions(forZipcode: "94105")
        Called in the test StubbingTests/anUnstubbedThrowingCallWithoutADefaultThrowsAndFails().
        The mock's call: MockeryTests/WeatherFetchingMock.swift:36.
        Conditions has no default value, so the call throws UnstubbedCallError.
        Stub it before the code under test calls it:
            when(mock.calls.conditions(forZipcode: anything())).thenReturn(…)
        """
      ])
    // Reported at the test, whose code a person edits, not in the generated mock's file; the
    // message names the mock's line.
    #expect(failures.map(\.location.fileID) == ["MockeryTests/StubbingTests.swift"])
    #expect(failures.map(\.location.line) == [try #require(Test.current).sourceLocation.line])
  }

  @Test func anUnstubbedCallOfACaseIterableResultFailsAndGoesOnWithItsFirstCase() {
    // Level has no default, and the call cannot throw: rather than stop the test process, the
    // call fails the test and returns a value the test can go on with.
    let level = MockFunction<String, Level>("level(of:)")
    let line = #line + 2
    let failures = captureFailures {
      #expect(level("tank") == .low)
    }
    #expect(failures.map(\.location.line) == [line])
    #expect(
      failures.first?.message.contains(
        "Level has no default value, so the call returns its first case, "
          + "<Level.low>, for the test to go on.") == true)
    #expect(failures.first?.message.contains(#"Unstubbed call: level(of: "tank")"#) == true)
    // A stub still answers as usual.
    level.when("tank").thenReturn(.high)
    #expect(level("tank") == .high)
  }

  @Test func anUnstubbedCallThatCanNeitherReturnNorThrowStopsWithAMessage() async throws {
    // No default for Forecast and nothing to throw: the failure is reported, then the child
    // process stops, saying why. The child's reporter writes the report where we can read it.
    let plain = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      withFailureReporter(.standardError) {
        _ = StorageMock().lookup("forecast")
      }
    }
    let plainMessage = String(decoding: plain.standardErrorContent, as: UTF8.self)
    #expect(plainMessage.contains(#"Unstubbed call: lookup("forecast")"#))
    #expect(
      plainMessage.contains(
        "Forecast has no default value, so no value can be returned and the test stops here."))
    // How to stub it, and not the conformance to MockDefaultValue, which would answer a
    // forgotten stub quietly.
    #expect(plainMessage.contains("    when(mock.calls.lookup(anything())).thenReturn(…)"))
    #expect(!plainMessage.contains("MockDefaultValue"))
    #expect(plainMessage.contains("reported at MockeryTests/StorageMock.swift:"))
    #expect(plainMessage.contains("Fatal error: MockeryTests/StorageMock.swift:"))

    // Typed throws cannot carry UnstubbedCallError, so the same applies.
    let typed = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let parse = CallRecorder<String, Forecast, CallEffect.Throwing<StorageError>>("parse(_:)")
      withFailureReporter(.standardError) {
        _ = try? parse("{}")
      }
    }
    let typedMessage = String(decoding: typed.standardErrorContent, as: UTF8.self)
    #expect(typedMessage.contains(#"Unstubbed call: parse("{}")"#))
  }

  @Test func aPropertyIsStubbedInOneStep() {
    let fetcher = WeatherFetchingMock()
    fetcher.calls.refreshInterval.thenReturn(30, 45)
    #expect(fetcher.refreshInterval == 30)
    // A stub answers reads whatever the code writes.
    fetcher.refreshInterval = 10
    #expect(fetcher.refreshInterval == 45)
    #expect(fetcher.refreshInterval == 45)
    #expect(fetcher.calls.refreshInterval.getter.callCount == 3)
  }

  @Test func aPropertysValueIsSetWithoutRecordingAWriteOrARead() {
    let fetcher = WeatherFetchingMock()
    #expect(fetcher.calls.refreshInterval.value == 60)
    fetcher.calls.refreshInterval.value = 30
    #expect(fetcher.refreshInterval == 30)
    fetcher.refreshInterval = 10
    #expect(fetcher.calls.refreshInterval.value == 10)
    // Only the code's read and write were recorded.
    #expect(fetcher.calls.refreshInterval.getter.callCount == 1)
    #expect(fetcher.calls.refreshInterval.setter.arguments == [10])
    fetcher.calls.refreshInterval.value = nil
    #expect(fetcher.refreshInterval == 0, "without a value, reads return the default")
  }

  @Test func aStubCapturingItsOwnMockIsReleasedWhenTheScopeEnds() {
    weak var released: StorageMock?
    withMockScope {
      let storage = StorageMock()
      // The re-entrant pattern: the answer calls back into its own mock, which holds it.
      storage.calls.pair.whenCalled().thenAnswer { a, b in
        storage.calls.pair.callCount * 100 + a + b
      }
      storage.calls.pair.expect(1, 2)
      #expect(storage.pair(1, 2) == 103)
      released = storage
    }
    #expect(released == nil, "the stub's closure kept its mock alive after the test")
  }

  @Test func aFallbackDeclaredWithTheRecorderAnswersUnstubbedCalls() {
    var text = "Zurich"
    storage.normalize(&text)
    #expect(text == "Zurich")

    storage.calls.normalize.whenCalled().thenAnswer { $0.uppercased() }
    storage.normalize(&text)
    #expect(text == "ZURICH")
    #expect(storage.calls.normalize.arguments == ["Zurich", "Zurich"])
  }

  @Test func aStubCanCompleteARecordedCallback() async {
    // Lenient: the "humidity" call is meant to go unanswered, for the test to complete it.
    storage.calls.fetch.when("temperature", anything()).thenAnswer { _, completion in
      completion(.success(21))
    }.lenient()
    let received = Locked<[Result<Int, StorageError>]>([])
    storage.fetch("temperature") { result in received.withLock { $0.append(result) } }
    storage.fetch("humidity") { result in received.withLock { $0.append(result) } }

    // The test completes the callback it captured.
    let pending = storage.calls.fetch.arguments[1].1
    pending(.failure(.missing("humidity")))
    #expect(received.withLock { $0 } == [.success(21), .failure(.missing("humidity"))])
  }

  @Test func aNonEscapingClosureIsFedWhatTheRecorderReturns() {
    storage.calls.forEachValue.whenCalled().thenReturn([1, 2, 3])
    var seen: [Int] = []
    storage.forEachValue { seen.append($0) }
    #expect(seen == [1, 2, 3])
  }

  @Test func genericMethodsGetATypedRecorderPerSpecialization() throws {
    let forecast = Forecast(days: ["Mon"])
    let decodeForecast = storage.calls.decode.specialized(
      MockThrowingFunction<Forecast.Type, Data, Forecast>.self)
    decodeForecast.whenCalled().thenReturn(forecast)
    storage.calls.decode.specialized(MockThrowingFunction<Int.Type, Data, Int>.self)
      .whenCalled().thenThrow(StorageError.corrupt)

    #expect(try storage.decode(Forecast.self, from: Data()) == forecast)
    #expect(throws: StorageError.corrupt) { try storage.decode(Int.self, from: Data()) }
    #expect(decodeForecast.callCount == 1)
    #expect(
      storage.calls.decode.specialized(MockThrowingFunction<Forecast.Type, Data, Forecast>.self)
        === decodeForecast)
  }

  @Test func subscriptsAreStubbedByIndex() {
    storage.calls.values.getter.when("a").thenReturn(1).lenient()
    storage[key: "b"] = 2
    #expect(storage[key: "a"] == 1)
    #expect(storage[key: "b"] == nil)
    #expect(storage.calls.values.setter.arguments.map(\.0) == ["b"])
    #expect(storage.calls.values.setter.arguments.map(\.1) == [2])
  }

  @Test func propertiesBehaveLikeStoredOnesUnlessStubbed() {
    #expect(fetcher.refreshInterval == 60)
    fetcher.refreshInterval = 30
    #expect(fetcher.refreshInterval == 30)
    fetcher.calls.refreshInterval.getter.whenCalled().thenReturn(5)
    #expect(fetcher.refreshInterval == 5)
    #expect(fetcher.calls.refreshInterval.getter.callCount == 3)
    #expect(fetcher.calls.refreshInterval.setter.arguments == [30])
  }

  @Test func recordersServeAsTheClosuresOfAWitnessStruct() async throws {
    let conditions = MockAsyncThrowingFunction<String, Conditions>("conditions")
    let startTimer = MockFunction<Void>("startTimer")
    let client = WeatherClient(conditions: conditions.fn, startTimer: startTimer.fn)
    conditions.when("94105").thenReturn(.sunny)

    client.startTimer()
    #expect(try await client.conditions("94105") == .sunny)
    #expect(startTimer.callCount == 1)
    #expect(conditions.arguments == ["94105"])
  }

  @Test func recordersTakeUpToSixArgumentsAndMore() {
    storage.calls.save.when("k", 1, "ns", greaterThan(0), true, hasItem("x")).thenReturn(true)
      .lenient()
    #expect(storage.save("k", 1, namespace: "ns", ttl: 60, overwrite: true, tags: ["x", "y"]))
    #expect(!storage.save("k", 1, namespace: "ns", ttl: 0, overwrite: true, tags: ["x"]))
    let first = storage.calls.save.arguments[0]
    #expect(first.0 == "k" && first.3 == 60 && first.5 == ["x", "y"])
  }

  @Test func resetForgetsCallsAndStubsButKeepsTheFallback() {
    storage.calls.normalize.whenCalled().thenReturn("stubbed")
    var text = "a"
    storage.normalize(&text)
    storage.calls.normalize.reset()
    #expect(storage.calls.normalize.callCount == 0)
    storage.normalize(&text)
    #expect(text == "stubbed")

    storage.calls.pair.whenCalled().thenReturn(9)
    _ = storage.pair(1, 1)
    storage.calls.pair.clearCalls()
    #expect(storage.calls.pair.callCount == 0)
    #expect(storage.pair(1, 1) == 9)
  }
}

/// A result type with cases and no default value.
enum Level: CaseIterable, Equatable { case low, high }

struct Temperature: Equatable, MockDefaultValue {
  var celsius: Double
  static var mockDefault: Temperature { Temperature(celsius: -273.15) }
}

/// Requirements whose results have defaults, left unstubbed.
final class DefaultsMock: Sendable {
  struct Calls {
    let optional = MockFunction<Int?>("optional()")
    let bool = MockFunction<Bool>("bool()")
    let number = MockFunction<Int>("number()")
    let text = MockFunction<String>("text()")
    let list = MockFunction<[String]>("list()")
    let table = MockFunction<[String: Int]>("table()")
    let custom = MockFunction<Temperature>("custom()")
    let throwingNumber = MockThrowingFunction<Double>("throwingNumber()")
    let delay = MockFunction<Duration>("delay()")
    let updates = MockFunction<AsyncStream<Int>>("updates()")
    let events = MockFunction<AsyncThrowingStream<String, any Error>>("events()")
  }
  let calls = Calls()
  func optional() -> Int? { calls.optional() }
  func bool() -> Bool { calls.bool() }
  func number() -> Int { calls.number() }
  func text() -> String { calls.text() }
  func list() -> [String] { calls.list() }
  func table() -> [String: Int] { calls.table() }
  func custom() -> Temperature { calls.custom() }
  func throwingNumber() throws -> Double { try calls.throwingNumber() }
  func delay() -> Duration { calls.delay() }
  func updates() -> AsyncStream<Int> { calls.updates() }
  func events() -> AsyncThrowingStream<String, any Error> { calls.events() }
}

extension FailureReporter {
  /// Writes reports to standard error, for a child process whose issues the test reads itself.
  static let standardError = FailureReporter { report in
    FileHandle.standardError.write(Data("reported at \(report.location): \(report.message)\n".utf8))
  }
}
