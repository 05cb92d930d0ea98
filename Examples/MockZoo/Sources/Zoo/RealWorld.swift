// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Shapes of the protocols real server packages declare, and that their users most want to mock:
// log handlers, metrics factories, HTTP transports and middleware, services, event loops,
// channel handlers, configuration providers, dependency containers, repositories, clocks.
public import Foundation

/// How loud a log line is.
public enum Level: String, Sendable, CaseIterable { case debug, info, error }

public protocol LogSink: Sendable {
  subscript(metadataKey key: String) -> String? { get set }
  var metadata: [String: String] { get set }
  var level: Level { get set }
  func log(
    level: Level, message: String, metadata: [String: String]?, source: String, file: String,
    function: String, line: UInt)
}

public protocol CounterHandler: AnyObject, Sendable {
  func increment(by amount: Int64)
  func reset()
}

public protocol MetricsFactory: Sendable {
  func makeCounter(label: String, dimensions: [(String, String)]) -> any CounterHandler
  func destroyCounter(_ handler: any CounterHandler)
}

public protocol ClientTransport: Sendable {
  func send(_ request: Request, body: Body?, baseURL: URL, operationID: String) async throws
    -> (Response, Body?)
}

public protocol ServerMiddleware: Sendable {
  func intercept(
    _ request: Request, body: Body?, operationID: String,
    next: @Sendable (Request, Body?) async throws -> (Response, Body?)
  ) async throws -> (Response, Body?)
}

public protocol Service: Sendable { func run() async throws }

public protocol EventLoopLike: AnyObject, Sendable {
  var inEventLoop: Bool { get }
  func execute(_ task: @escaping @Sendable () -> Void)
  func scheduleTask<T>(in delay: Duration, _ task: @escaping @Sendable () throws -> T)
    -> Scheduled<T>
  func preconditionInEventLoop(file: StaticString, line: UInt)
}

public protocol ChannelContext: AnyObject {
  func fireRead(_ data: Any)
}

public protocol ChannelHandlerLike: AnyObject {
  associatedtype InboundIn
  associatedtype OutboundOut = Never
  func channelRead(context: any ChannelContext, data: InboundIn)
  func errorCaught(context: any ChannelContext, error: any Error)
}

public protocol ConfigProviderLike: Sendable {
  var providerName: String { get }
  func value(forKey key: String) throws -> String?
  func watchValue<Return: ~Copyable>(
    forKey key: String,
    updatesHandler: (AsyncStream<String?>) async throws -> Return
  ) async throws -> Return
}

public protocol ResolverLike {
  func resolve<Service>(_ serviceType: Service.Type) -> Service?
  func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service?
  func resolve<Service, Argument>(_ serviceType: Service.Type, argument: Argument) -> Service?
}

public protocol Repository {
  associatedtype Model: Identifiable & Sendable
  func find(id: Model.ID) async throws -> Model?
  func save(_ model: Model) async throws
  func all() async throws -> [Model]
}

public protocol KeyValueCache: Actor {
  subscript(key: String) -> Data? { get }
  func set(_ value: Data, for key: String, ttl: Duration?)
  func purge() async
}

public protocol ClockLike: Sendable {
  associatedtype Instant: Comparable & Sendable
  var now: Instant { get }
  func sleep(until deadline: Instant) async throws
}

public protocol Authenticator: Sendable {
  var realm: String { get }
  func authenticate(_ request: Request) async throws -> Bool
}

public protocol DatabaseConnection: Sendable {
  var isClosed: Bool { get }
  func query(_ sql: String, _ binds: [any Sendable]) async throws -> [[String: String]]
  func close() async throws
}

public protocol MessageConsumer: Sendable {
  func consume(handler: @escaping @Sendable (Data) async throws -> Void) async throws
}

public protocol Mailer {
  func send(to recipients: [String], subject: String, body: String) async throws -> String
}

public protocol FileSystem {
  func contents(atPath path: String) throws -> Data
  func write(_ data: Data, toPath path: String, atomically: Bool) throws
  func exists(_ path: String) -> Bool
}

public protocol SpanExporter: Sendable {
  func export(_ batch: some Collection<Forecast> & Sendable) async throws
  func forceFlush() async throws
  func shutdown() async
}

public protocol PluginRegistry {
  static var registered: [String] { get }
  static func register(_ name: String)
}

public protocol DownloadDelegate: AnyObject {
  func didFinish(_ id: Int, data: Data)
  func didFail(_ id: Int, error: any Error)
}

public protocol RateLimiter: Sendable {
  func acquire(permits: Int) async throws(ZooError)
  func tryAcquire() -> Bool
}

public protocol Migration {
  var name: String { get }
  func prepare(on database: any DatabaseConnection) async throws
  func revert(on database: any DatabaseConnection) async throws
}
