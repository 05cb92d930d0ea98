import Mockery
import Testing

/// A class whose real method makes something that has no default, as a request's response is.
class Uplink {
  struct Response: Equatable {
    var status: Int
  }
  private(set) var sent: [String] = []
  func send(_ text: String) -> Response {
    sent.append(text)
    return Response(status: 200)
  }
}

final class UplinkSpy: Uplink, @unchecked Sendable {
  struct Calls: MockCalls {
    let send = MockFunction<String, Uplink.Response>("send(_:)")
  }
  let calls = Calls()
  override func send(_ text: String) -> Uplink.Response {
    calls.send(text, callingThrough: super.send)
  }
}

@Suite("withoutCallingThrough: a spy that runs no real code")
struct WithoutCallingThroughTests {
  @Test func anUnstubbedCallIsAnsweredAsAMocksIsAndRecorded() async throws {
    let spy = ThermostatSpy(room: "hall")
    let logged = spy.log  // the init's own calls ran before
    withoutCallingThrough(spy)
    spy.calibrate()
    #expect(try spy.read() == 0)
    #expect(await spy.sync() == false)
    #expect(try await spy.upload(20.5) == 0)
    // Bug of the twin that calls through: "read", "synced" and "uploaded 20.5" in the log.
    #expect(spy.log == logged)
    spy.calls.calibrate.verifyCalled(times: .twice)  // by the init, and by the test
    spy.calls.upload.verify(20.5)
  }

  @Test func aStubStillAnswersAndThenCallRealMethodStillCallsThrough() throws {
    let spy = withoutCallingThrough(ThermostatSpy(room: "hall"))
    spy.calls.read.whenCalled().thenReturn(18)
    spy.calls.calibrate.whenCalled().thenCallRealMethod()
    #expect(try spy.read() == 18)
    spy.calibrate()
    #expect(spy.log.filter { $0 == "calibrated" }.count == 2)
  }

  @Test func aSpyMadeWithoutItStillCallsThrough() throws {
    let spy = ThermostatSpy(room: "hall")
    #expect(try spy.read() == 20.5)
    #expect(spy.log.last == "read")
  }

  @Test func aResultWithNoDefaultRunsTheRealCodeAndFailsOnce() {
    let spy = withoutCallingThrough(UplinkSpy())
    let failures = captureFailures {
      #expect(spy.send("a") == Uplink.Response(status: 200))
      _ = spy.send("b")
    }
    #expect(spy.sent == ["a", "b"])
    #expect(
      failures.map(\.message) == [
        """
        Unstubbed call of a spy that does not call through: send("a") returns Response, which \
        has no default, so it ran the real implementation.
        Stub send(_:) with its recorder's `when(…)` or `whenCalled()`, and an answer, so that \
        no real code runs.
        """
      ])
  }

  @Test func aStrictSpySaysWhatTheCallWasAnsweredWith() throws {
    let spy = strict(withoutCallingThrough(ThermostatSpy(room: "hall")))
    let failures = captureFailures { _ = try? spy.read() }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.contains(
        "It was answered with <0.0>, the spy calling no real code.") == true)
    #expect(spy.log.last != "read")
  }

  @Test func aValueThatIsNoSpyIsReportedAtTheLine() {
    let line = #line + 1
    let failures = captureFailures { _ = withoutCallingThrough(42) }
    #expect(failures.map(\.location.line) == [line])
    #expect(failures.first?.message.hasPrefix("withoutCallingThrough") == true)
  }
}
