// A note's tags, as a new Xcode 26 app writes its model and services: internal types that say
// nothing of isolation, in a module isolated to the main actor by default. Their conformances
// are isolated too (`InferIsolatedConformances`), which the graph shows nowhere: a struct of
// stored properties alone, an enum, an empty struct.

/// A tag of a note.
struct Tag: Equatable, Hashable, Identifiable, Sendable {
  let id: String
  var title: String
}

/// How much a tag matters.
enum Priority: Equatable, Sendable {
  case low, high
}

/// A tag's color: its `==` is `RawRepresentable`'s, which no actor isolates.
enum TagColor: String, Sendable {
  case red, blue
}

/// What a tag is filtered by: nothing yet.
struct TagFilter: Equatable, Sendable {}

/// A model the app opted out of the default isolation for.
nonisolated struct TagCount: Equatable, Sendable {
  var count: Int
}

/// Where tags are kept.
protocol TagStore {
  func tags(matching query: String) async throws -> [Tag]
  func save(_ tag: Tag, priority: Priority, color: TagColor) async throws
  func filter(_ filter: TagFilter) -> [Tag]
  func count(_ count: TagCount) -> Int
  /// A model with no default: a call nobody stubbed fails its test and returns one the mock
  /// makes with the struct's memberwise initializer, which no actor isolates.
  func latest() -> Tag
  var priority: Priority { get }
}

/// Loads tags: isolated to the main actor by the module's default alone.
protocol TagLoader {
  func load(id: Int) async throws -> String
  var ready: Bool { get }
}
