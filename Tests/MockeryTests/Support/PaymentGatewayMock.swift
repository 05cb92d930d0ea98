import Mockery

struct Receipt: Equatable, Sendable {
  let id: String
}

enum PaymentError: Error, Equatable {
  case declined
}

protocol PaymentGateway: Sendable {
  func charge(amount: Int, token: String) throws -> Receipt
  func refund(_ receipt: Receipt, amount: Int) async
  func transfer(from source: Int, to destination: Int, amount: Int)
  func cancel(_ id: String)
}

/// A mock written by hand as "Writing a mock" teaches, with the one line per requirement that
/// gives back its argument labels.
final class PaymentGatewayMock: PaymentGateway {
  struct Calls {
    let charge = MockThrowingFunction<Int, String, Receipt>("charge(amount:token:)")
    func charge(amount: Matcher<Int>, token: Matcher<String>)
      -> MockThrowingFunction<Int, String, Receipt>.Call
    { charge.matching(amount, token).among(self) }
    func charge(amount: Int, token: String)
      -> MockThrowingFunction<Int, String, Receipt>.Call
    { charge.matching(amount, token).among(self) }

    let refund = MockAsyncFunction<Receipt, Int, Void>("refund(_:amount:)")
    func refund(_ receipt: Matcher<Receipt>, amount: Matcher<Int>)
      -> MockAsyncFunction<Receipt, Int, Void>.Call
    { refund.matching(receipt, amount).among(self) }

    let transfer = MockFunction<Int, Int, Int, Void>("transfer(from:to:amount:)")
    func transfer(from: Matcher<Int>, to: Matcher<Int>, amount: Matcher<Int>)
      -> MockFunction<Int, Int, Int, Void>.Call
    { transfer.matching(from, to, amount).among(self) }
    var transferArguments: [(from: Int, to: Int, amount: Int)] {
      transfer.arguments.map { $0 }
    }

    let cancel = MockFunction<String, Void>("cancel(_:)")
  }
  let calls = Calls()

  func charge(amount: Int, token: String) throws -> Receipt { try calls.charge(amount, token) }
  func refund(_ receipt: Receipt, amount: Int) async { await calls.refund(receipt, amount) }
  func transfer(from source: Int, to destination: Int, amount: Int) {
    calls.transfer(source, destination, amount)
  }
  func cancel(_ id: String) { calls.cancel(id) }
}
