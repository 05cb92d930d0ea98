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
