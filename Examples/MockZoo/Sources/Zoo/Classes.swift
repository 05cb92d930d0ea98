// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Classes to spy on: a spy must restate `@unchecked Sendable`, and repeat deprecations.
import Foundation

open class CheckoutService: @unchecked Sendable {
  private let lock = NSLock()
  private var orders: [String] = []

  public init(region: String) { record("opened in \(region)") }

  open func record(_ order: String) { lock.withLock { orders.append(order) } }
  open func count() -> Int { lock.withLock { orders.count } }
  @available(*, deprecated, message: "use count()")
  open func total() -> Int { count() }
  open func receipt(for order: String) throws -> String { "receipt: \(order)" }
  open func take(_ ticket: consuming Ticket) -> Int { ticket.number }
}

@available(*, deprecated, message: "use CheckoutService")
open class LegacyCheckout {
  public init() {}
  open func pay(_ amount: Int) -> Bool { amount > 0 }
  // As GRDB's `Record.databaseTableName`: a class member a subclass may override, not spied.
  open class var tableName: String { "checkouts" }
  open class func register() {}
  public static let made = 0
}

// As Stencil's `SimpleErrorReporter`: open, but its only initializer is the implicit internal
// `init()`, which a subclass calls through `@testable import` alone.
open class PlainReporter {
  open func render(_ message: String) -> String { "error: \(message)" }
}

// As SwiftGraph's graphs: a `Decodable` class's compiler-made `init(from:)` is required, though
// its graph does not say so.
open class RouteGraph: Codable {
  public var stops: [String]
  public init(stops: [String]) { self.stops = stops }
  open func add(_ stop: String) { stops.append(stop) }
}
