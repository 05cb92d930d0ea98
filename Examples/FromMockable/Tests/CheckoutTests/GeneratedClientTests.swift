import Checkout
import Mockery
import Testing

/// A client swift-openapi-generator wrote, mocked: its requests are values of a few hundred
/// characters, and a failure says where the one the code sent differs from the one wanted.
@Suite struct GeneratedClientTests {
  let api = APIProtocolMock()
  let order = Order(id: "o-42", customerID: "c-7", amount: 49.90, idempotencyKey: "key-1")

  func input(amountMinor: Int) -> Operations.createPayment.Input {
    .init(
      headers: .init(idempotencyKey: "key-1"),
      body: .json(
        .init(
          merchantReference: "o-42", amountMinor: amountMinor, currency: "EUR", capture: true,
          metadata: ["customer": "c-7"])))
  }

  @Test func anOrderIsCapturedInMinorUnits() async throws {
    when(api.calls.createPayment(anything())).thenReturn(.created(.init(paymentID: "pay_1")))
    let paymentID = try await PaymentCapture(api: api).capture(order)
    #expect(paymentID == "pay_1")
    verify(api.calls.createPayment(input(amountMinor: 4990)))
  }

  @Test func aWrongAmountIsNamedByItsPathInTheRequest() async throws {
    when(api.calls.createPayment(anything())).thenReturn(.created(.init(paymentID: "pay_1")))
    _ = try await PaymentCapture(api: api).capture(order)
    // The test a reader would have written had the service sent whole units.
    let wanted = input(amountMinor: 49)
    let line = #line + 1
    let failures = captureFailures { verify(api.calls.createPayment(wanted)) }
    #expect(failures.map(\.location.line) == [line])
    let message = failures.first?.message.split(separator: "\n").map(String.init) ?? []
    #expect(message.count == 3)
    #expect(message.first?.hasPrefix("Expected: createPayment(<Input(headers: Headers(") == true)
    #expect(
      message.dropFirst() == [
        "     but: was called once, never with matching arguments:",
        "       1. createPayment(…)   argument 1: differed at body.json.amountMinor: was 4990, "
          + "expected 49",
      ])
  }
}
