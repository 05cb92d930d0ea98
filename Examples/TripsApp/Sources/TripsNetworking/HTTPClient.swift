// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// App code, as a new app's modules write it: its members say what they are by their names.
import Foundation
import Logging
import TripsCore

/// A request of the trips API.
public struct HTTPRequest: Equatable, Hashable {
  public var path: String
  public init(path: String) { self.path = path }
}

/// What the API answered.
public struct HTTPResponse: Equatable, Hashable {
  public var status: Int
  public var body: Data
  public init(status: Int, body: Data) {
    self.status = status
    self.body = body
  }
}

/// What can go wrong talking to the API.
public enum HTTPError: Error, Equatable {
  case offline
  case status(Int)
}

/// Sends requests to the API.
public protocol HTTPClient {
  var baseURL: URL { get }
  func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// The trips API, over a client, logging what it does.
open class TripsAPI {
  let client: any HTTPClient
  let logger: Logger

  public init(client: any HTTPClient, logger: Logger = Logger(label: "trips")) {
    self.client = client
    self.logger = logger
  }

  /// The trips the API has.
  open func fetchTrips() async throws -> [Trip] {
    let response = try await client.send(HTTPRequest(path: "/trips"))
    guard response.status == 200 else { throw HTTPError.status(response.status) }
    logger.info("fetched trips")
    return try JSONDecoder().decode([Trip].self, from: response.body)
  }
}
