// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Types the zoo's protocols mention.
public import Foundation

/// A forecast, for requirements that return a value with no default.
public struct Forecast: Equatable, Sendable {
  /// One word per day.
  public var days: [String]
  /// Makes a forecast.
  public init(days: [String]) { self.days = days }
}

/// A typed error.
public enum ZooError: Error, Equatable {
  case closed
}

/// A type named like the mocks' recorder container, which a mock must not mistake for it.
public struct Calls: Equatable, Sendable {
  /// How many.
  public var count: Int
  /// Makes a count.
  public init(count: Int) { self.count = count }
}

/// A type that may not be copied.
public struct Ticket: ~Copyable {
  /// Its number.
  public var number: Int
  /// Makes a ticket.
  public init(number: Int) { self.number = number }
}

/// A type that is deprecated.
@available(*, deprecated, renamed: "Forecast")
public struct OldForecast: Sendable {
  /// Makes one.
  public init() {}
}

/// A global actor of the zoo's own.
@globalActor public actor ZooActor {
  /// The actor.
  public static let shared = ZooActor()
}

/// A request, as an HTTP library's.
public struct Request: Sendable, Equatable {
  /// Its path.
  public var path: String
  /// Makes a request.
  public init(path: String) { self.path = path }
}

/// A response, as an HTTP library's.
public struct Response: Sendable, Equatable {
  /// Its status.
  public var status: Int
  /// Makes a response.
  public init(status: Int) { self.status = status }
}

/// A body of bytes.
public struct Body: Sendable, Equatable {
  /// The bytes.
  public var data: Data
  /// Makes a body.
  public init(data: Data) { self.data = data }
}

/// A shape for `some`/`any` requirements.
public protocol Shape {
  var area: Double { get }
}

/// A loop, for a parameter named like its constraint.
public protocol Loop: Sendable {}

/// A unit of scheduled work's handle, generic as real ones are.
public struct Scheduled<Value>: Sendable {
  /// Makes one.
  public init() {}
}
