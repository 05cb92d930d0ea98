import Mockery
import Testing

/// What swift-openapi-generator writes for an operation: an `Input` of headers and a body enum
/// with a JSON payload, values of a few hundred characters when printed.
enum CreatePayment {
  struct Input: Sendable, Equatable {
    struct Headers: Sendable, Equatable {
      var accept: [String]
      var idempotencyKey: String?
      var traceparent: String?
    }
    enum Body: Sendable, Equatable {
      struct Payload: Sendable, Equatable {
        var merchantReference: String
        var amount: Int
        var currency: String
        var capture: Bool
        var metadata: [String: String]
      }
      case json(Payload)
      case urlEncodedForm(String)
    }
    var headers: Headers
    var body: Body
  }

  static func input(amount: Int = 4990, currency: String = "EUR") -> Input {
    Input(
      headers: Input.Headers(
        accept: ["application/json", "application/problem+json"],
        idempotencyKey: "6f1c2a4e-8d3b-4b7a-9c55-0e2f41d7a9b3",
        traceparent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"),
      body: .json(
        Input.Body.Payload(
          merchantReference: "order-2026-12-0042", amount: amount, currency: currency,
          capture: true, metadata: ["channel": "ios", "campaign": "winter"])))
  }
}

protocol PaymentsAPI: Sendable {
  func createPayment(_ input: CreatePayment.Input) async throws -> String
}

final class PaymentsAPIMock: PaymentsAPI {
  struct Calls {
    let createPayment = MockAsyncThrowingFunction<CreatePayment.Input, String>(
      "createPayment(_:)")
  }
  let calls = Calls()

  func createPayment(_ input: CreatePayment.Input) async throws -> String {
    try await calls.createPayment(input)
  }
}

@Suite("Messages about large values")
struct LargeValueMessagesTests {
  let api = PaymentsAPIMock()

  @Test func aLargeValuesMismatchNamesTheOneFieldThatDiffersThroughAnEnumPayload() async throws {
    api.calls.createPayment.whenCalled().thenReturn("pay_1")
    _ = try await api.createPayment(CreatePayment.input(amount: 4990))
    let wanted = CreatePayment.input(amount: 49)
    let line = #line + 1
    let failures = captureFailures { api.calls.createPayment.verify(wanted) }
    let message = try #require(failures.first?.message)
    #expect(failures.count == 1)
    #expect(failures.first?.location.line == line)
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    // The request, once: in what was wanted. The call shows only where it differs.
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix("Expected: createPayment(<Input(headers: Headers(") == true)
    #expect(
      lines.dropFirst() == [
        "     but: was called once, never with matching arguments:",
        "       1. createPayment(…)   argument 1: differed at body.json.amount: was 4990, expected 49",
      ])
  }

  @Test func severalDifferencesAreListedInTheOrderOfTheFields() {
    let failures = captureFailures {
      assertThat(
        CreatePayment.input(amount: 4990, currency: "USD"),
        equalTo(CreatePayment.input(amount: 49, currency: "EUR")))
    }
    #expect(
      failures.map { $0.message.split(separator: "\n").last } == [
        """
             but: differed at 2 paths: body.json.amount: was 4990, expected 49; \
        body.json.currency: was "USD", expected "EUR"
        """
      ])
  }

  @Test func aDifferentCaseDictionaryEntryAndMissingOptionalAreNamedByTheirPaths() {
    var expected = CreatePayment.input()
    var actual = expected
    actual.headers.idempotencyKey = nil
    actual.headers.accept.append("text/plain")
    if case .json(var payload) = expected.body {
      payload.metadata["channel"] = "android"
      payload.metadata["campaign"] = nil
      expected.body = .json(payload)
    }
    let failures = captureFailures { assertThat(actual, equalTo(expected)) }
    #expect(
      failures.map { $0.message.split(separator: "\n").last } == [
        """
             but: differed at 4 paths: headers.accept.count: was 3, expected 2; \
        headers.idempotencyKey: was nil, expected "6f1c2a4e-8d3b-4b7a-9c55-0e2f41d7a9b3"; \
        body.json.metadata["channel"]: was "ios", expected "android"; and 1 more
        """
      ])
    var form = CreatePayment.input()
    form.body = .urlEncodedForm("amount=4990")
    let caseFailures = captureFailures { assertThat(form, equalTo(CreatePayment.input())) }
    #expect(
      caseFailures.first?.message.split(separator: "\n").last?.hasPrefix(
        "     but: differed at body: was .urlEncodedForm(\"amount=4990\"), expected .json(Payload(")
        == true,
      "\(caseFailures)")
  }

  @Test func aSmallValueIsShownWholeAsBefore() {
    // The nearest wrong twin of the paths: a value short enough to read at a glance keeps
    // its `was`.
    let failures = captureFailures {
      assertThat(CreatePayment.Input.Headers(accept: []), equalTo(.init(accept: ["a"])))
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected: <Headers(accept: ["a"], idempotencyKey: nil, traceparent: nil)>
             but: was <Headers(accept: [], idempotencyKey: nil, traceparent: nil)>
        """
      ])
  }

  @Test func aWrongCountOfOneLargeCallPrintsItOnce() async throws {
    api.calls.createPayment.whenCalled().thenReturn("pay_1")
    for _ in 0..<3 { _ = try await api.createPayment(CreatePayment.input()) }
    let failures = captureFailures { api.calls.createPayment.verify(times: 1) }
    let lines = failures.first?.message.split(separator: "\n").map(String.init) ?? []
    #expect(lines.count == 5)
    #expect(lines.dropFirst(2).first?.hasPrefix("       1. createPayment(<Input(") == true)
    #expect(Array(lines.suffix(2)) == ["       2. the same as 1.", "       3. the same as 1."])
  }

  @Test func aStubMissShowsWhereTheCallDiffersFromTheNearestStub() async throws {
    api.calls.createPayment.when(CreatePayment.input(amount: 49)).thenReturn("pay_1")
    let failures = await captureFailures {
      _ = try? await api.createPayment(CreatePayment.input(amount: 4990))
    }
    let message = failures.first?.message ?? ""
    #expect(
      message.contains(
        "called with …   argument 1: differed at body.json.amount: was 4990, expected 49"),
      "\(message)")
  }
}
