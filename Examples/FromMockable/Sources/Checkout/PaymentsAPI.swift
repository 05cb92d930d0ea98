// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Foundation

// What swift-openapi-generator writes for a payments service's `createPayment` operation, cut to
// what the package uses: an `APIProtocol`, and an operation's `Input` of headers and a body enum
// with a JSON payload. Its names are the generator's, lower-case operation namespace included.

public protocol APIProtocol: Sendable {
  func createPayment(_ input: Operations.createPayment.Input) async throws
    -> Operations.createPayment.Output
}

public enum Components {
  public enum Schemas {
    public struct PaymentRequest: Codable, Hashable, Sendable {
      public var merchantReference: String
      public var amountMinor: Int
      public var currency: String
      public var capture: Bool
      public var metadata: [String: String]?

      public init(
        merchantReference: String, amountMinor: Int, currency: String, capture: Bool,
        metadata: [String: String]? = nil
      ) {
        self.merchantReference = merchantReference
        self.amountMinor = amountMinor
        self.currency = currency
        self.capture = capture
        self.metadata = metadata
      }
    }
  }
}

public enum Operations {
  // swift-format-ignore: TypeNamesShouldBeCapitalized
  public enum createPayment {
    public struct Input: Sendable, Hashable {
      public struct Headers: Sendable, Hashable {
        public var accept: [String]
        public var idempotencyKey: String?
        public init(accept: [String] = ["application/json"], idempotencyKey: String? = nil) {
          self.accept = accept
          self.idempotencyKey = idempotencyKey
        }
      }
      public enum Body: Sendable, Hashable {
        case json(Components.Schemas.PaymentRequest)
      }
      public var headers: Headers
      public var body: Body
      public init(headers: Headers = .init(), body: Body) {
        self.headers = headers
        self.body = body
      }
    }

    public enum Output: Sendable, Hashable {
      public struct Created: Sendable, Hashable {
        public var paymentID: String
        public init(paymentID: String) { self.paymentID = paymentID }
      }
      case created(Created)
      case undocumented(statusCode: Int)
    }
  }
}

/// Captures an order's payment through the generated client, in minor units.
public struct PaymentCapture: Sendable {
  let api: any APIProtocol

  public init(api: any APIProtocol) {
    self.api = api
  }

  /// The payment's id, or nil where the service answered with no payment.
  public func capture(_ order: Order, currency: String = "EUR") async throws -> String? {
    let input = Operations.createPayment.Input(
      headers: .init(idempotencyKey: order.idempotencyKey),
      body: .json(
        .init(
          merchantReference: order.id,
          amountMinor: NSDecimalNumber(decimal: order.amount * 100).intValue,
          currency: currency, capture: true, metadata: ["customer": order.customerID])))
    guard case .created(let created) = try await api.createPayment(input) else { return nil }
    return created.paymentID
  }
}
