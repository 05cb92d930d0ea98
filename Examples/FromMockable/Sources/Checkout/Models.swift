// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Server code, as a package writes it: its members say what they are by their names.
import Foundation

/// An order a customer places, paid at checkout.
public struct Order: Equatable, Sendable, Identifiable {
  public enum Status: Equatable, Sendable {
    case pending, paid
  }

  public var id: String
  public var customerID: String
  public var amount: Decimal
  public var status: Status
  /// The key a payment of this order is sent with, where the order has one.
  public var idempotencyKey: String?

  public init(
    id: String, customerID: String, amount: Decimal, status: Status = .pending,
    idempotencyKey: String? = nil
  ) {
    self.id = id
    self.customerID = customerID
    self.amount = amount
    self.status = status
    self.idempotencyKey = idempotencyKey
  }
}

/// What the payment gateway gives back for a charge.
public struct Receipt: Equatable, Sendable {
  public var id: String
  public var amount: Decimal
  public var paidAt: Date?

  public init(id: String, amount: Decimal, paidAt: Date? = nil) {
    self.id = id
    self.amount = amount
    self.paidAt = paidAt
  }
}

/// Why a charge failed: a transient failure is worth one retry, a declined card is not.
public enum PaymentError: Error, Equatable {
  case declined
  case transient
}

/// What checkout tells the rest of the system.
public enum CheckoutEvent: Equatable, Sendable {
  case orderPaid(id: String)
  case paymentFailed(id: String)
}

/// Why checkout could not start.
public enum CheckoutError: Error, Equatable {
  case unknownOrder(String)
}
