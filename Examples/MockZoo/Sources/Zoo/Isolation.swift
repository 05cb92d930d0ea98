// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Isolation: global actors, actors, Sendable, nonisolated members.

@MainActor public protocol MainActorProtocol {
  var title: String { get }
  func show(_ text: String)
}
@ZooActor public protocol CustomGlobalActor { func tick() -> Int }
public protocol ActorProtocol: Actor {
  func value(for key: String) -> Int?
  func set(_ value: Int, for key: String)
}
public protocol IsolatedMember {
  @MainActor func render() -> String
  func compute() -> Int
}
@MainActor public protocol NonisolatedMember {
  nonisolated func identifier() -> String
  func update()
}
public protocol SendableProtocol: Sendable {
  func conditions(forZipcode zipcode: String) async throws -> String
}
public protocol ConcurrentMember { @concurrent func work() async -> Int }
@MainActor public protocol MainActorWithStatic {
  static func configure()
  func start()
}
public protocol MainActorProperty {
  @MainActor var selection: Int { get set }
}
/// Isolated, and refining standard protocols whose requirements are of no actor: the mock's
/// identity witnesses are `nonisolated`.
@MainActor public protocol Badge: Hashable, Comparable, CustomStringConvertible {
  var title: String { get }
}
/// A buffer of the module, which is not `Sendable`, as a server's or an app's buffers are.
public final class Buffer {
  public var bytes: [UInt8]
  public init(_ bytes: [UInt8] = []) { self.bytes = bytes }
}
/// An `async` requirement over it: recorded under `NonisolatedNonsendingByDefault` too, where a
/// witness runs on its caller's isolation and sends its recorder nothing.
public protocol Sink { func write(_ buffer: Buffer) async throws }
/// The same over a main-actor protocol and an actor-bound one, in a module of no feature.
@MainActor public protocol BufferUploading { func upload(_ buffer: Buffer) async -> Int }
public protocol BufferVault: Actor { func stash(_ buffer: Buffer) async -> Int }
