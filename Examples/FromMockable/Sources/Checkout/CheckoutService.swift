// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Server code, as a package writes it: its members say what they are by their names.
import Foundation

/// Charges an order once, retrying a transient failure once, and says so.
public actor CheckoutService {
  /// How long a receipt is kept: five minutes.
  public static let receiptTTL: TimeInterval = 300

  private let orders: any OrderRepository
  private let gateway: any PaymentGateway
  private let clock: any CheckoutClock
  private let events: any EventPublisher
  private let receipts: any Cache<Receipt>

  public init(
    orders: any OrderRepository, gateway: any PaymentGateway, clock: any CheckoutClock,
    events: any EventPublisher, receipts: any Cache<Receipt>
  ) {
    self.orders = orders
    self.gateway = gateway
    self.clock = clock
    self.events = events
    self.receipts = receipts
  }

  /// Pays the order `orderID`, or gives the receipt of the payment already made.
  public func checkout(orderID: String) async throws -> Receipt {
    if let cached = receipts.value(forKey: orderID) { return cached }
    guard var order = try await orders.find(id: orderID) else {
      throw CheckoutError.unknownOrder(orderID)
    }
    var receipt: Receipt
    do {
      receipt = try await charge(order)
    } catch PaymentError.transient {
      receipt = try await charge(order)
    } catch {
      await events.publish(.paymentFailed(id: order.id))
      throw error
    }
    receipt.paidAt = clock.now()
    order.status = .paid
    try await orders.save(order)
    await events.publish(.orderPaid(id: order.id))
    receipts.set(receipt, forKey: orderID, ttl: Self.receiptTTL)
    return receipt
  }

  /// Starts a checkout and returns before it ends, as a request handler does.
  public nonisolated func checkoutInBackground(orderID: String) {
    Task { _ = try? await checkout(orderID: orderID) }
  }

  private func charge(_ order: Order) async throws -> Receipt {
    if let key = order.idempotencyKey {
      return try await gateway.charge(
        order.amount, customerID: order.customerID, idempotencyKey: key)
    }
    return try await gateway.charge(order.amount, customerID: order.customerID)
  }
}
