// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Server code, as a package writes it: its members say what they are by their names.
import Foundation

/// Where orders are kept.
public protocol OrderRepository: Sendable {
  func find(id: String) async throws -> Order?
  func save(_ order: Order) async throws
}

/// The payment provider; a charge with an idempotency key is not taken twice.
public protocol PaymentGateway: Sendable {
  func charge(_ amount: Decimal, customerID: String) async throws -> Receipt
  func charge(_ amount: Decimal, customerID: String, idempotencyKey: String) async throws
    -> Receipt
}

/// The time, as checkout stamps receipts with it.
public protocol CheckoutClock: Sendable {
  func now() -> Date
}

/// Where checkout's events go.
public protocol EventPublisher: Sendable {
  func publish(_ event: CheckoutEvent) async
}

/// A cache of values by key, each kept for a time.
public protocol Cache<Value>: Sendable {
  associatedtype Value: Sendable
  func value(forKey key: String) -> Value?
  func set(_ value: Value, forKey key: String, ttl: TimeInterval)
}
