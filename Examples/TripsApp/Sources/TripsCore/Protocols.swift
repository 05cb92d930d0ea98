// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// App code, as a new app's modules write it: its members say what they are by their names.
import Foundation

/// Prices trips.
public protocol TripPricing {
  func total(of trips: [Trip], in currency: String) -> Money
}

/// Keeps the trips.
public protocol TripRepository {
  func trip(id: Trip.ID) async throws -> Trip
  func allTrips() async throws -> [Trip]
  func save(_ trip: Trip) async throws
  func status(of id: Trip.ID) -> TripStatus
  func lead(of trip: Trip) -> Traveller
}

/// A shelf of trips, isolated to the main actor by the module's default.
public protocol Shelf: Hashable {
  var id: Int { get }
}

/// The time of day, for the view model's greetings.
public protocol TripClock {
  func now() -> Date
  func make<T>() -> T
}
