// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// App code, as a new app's modules write it: its members say what they are by their names.
import Foundation

/// An amount of money, in the smallest unit of its currency.
public struct Money: Equatable, Hashable, Codable {
  public var minorUnits: Int
  public var currency: String

  public init(minorUnits: Int, currency: String) {
    self.minorUnits = minorUnits
    self.currency = currency
  }
}

/// Where a trip stands.
public enum TripStatus: Equatable, Hashable, Codable {
  @available(*, deprecated, message: "Trips are planned now")
  case draft
  case planned
  case booked(confirmation: String)
  case cancelled
}

/// A trip: a model as a new app writes it, saying nothing of isolation.
public struct Trip: Identifiable, Equatable, Hashable, Codable {
  public let id: UUID
  public var destination: String
  public var price: Money
  public var status: TripStatus

  public init(id: UUID = UUID(), destination: String, price: Money, status: TripStatus = .planned) {
    self.id = id
    self.destination = destination
    self.price = price
    self.status = status
  }
}

/// A traveller, with no initializer but its memberwise one.
public struct Traveller: Equatable, Hashable {
  public var name: String
  public var email: String
}
