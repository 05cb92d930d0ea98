// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// App code, as a new app's modules write it: its members say what they are by their names.
import Foundation
import Observation
import TripsCore
import TripsNetworking

/// Formats trips for the list, from models of another module.
public protocol StatusFormatting {
  func label(for status: TripStatus) -> String
  func headline(for trip: Trip) -> Trip
  func nextStatus(after status: TripStatus) -> TripStatus
}

/// The trip list's view model, on the main actor as the module's default makes it.
@Observable
public final class TripListViewModel {
  public private(set) var trips: [Trip] = []
  public private(set) var total: Money?
  public private(set) var error: HTTPError?
  let api: TripsAPI
  let pricing: any TripPricing

  public init(api: TripsAPI, pricing: any TripPricing) {
    self.api = api
    self.pricing = pricing
  }

  /// Loads the trips and their total.
  public func load() async {
    do {
      trips = try await api.fetchTrips()
      total = pricing.total(of: trips, in: "EUR")
    } catch let error as HTTPError {
      self.error = error
    } catch {
      self.error = .offline
    }
  }
}
