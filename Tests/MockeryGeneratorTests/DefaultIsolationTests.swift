import Testing

@testable import MockeryGenerator

/// A type of a module isolated to the main actor by default, told from its members.
@Suite struct DefaultIsolationTests {
  func declarations(_ texts: [String]) throws -> [Declaration] {
    try texts.map { try Declaration(parsing: $0) }
  }

  @Test func membersEachMainActorOrOptingOutMakeAMainActorType() throws {
    // As the graph prints an app's class under `.defaultIsolation(MainActor.self)`.
    let members = try declarations([
      "@MainActor init(store: any NotesStoring)", "@MainActor func reload()",
      "nonisolated func limit() -> Int", "@concurrent func wordCount(of text: String) async -> Int",
      "@MainActor var notes: [Note] { get }",
    ])
    #expect(DefaultIsolation.mainActor(of: members) == "@MainActor")
  }

  @Test func oneMemberSayingNothingMakesATypeOfNoIsolation() throws {
    // The nearest wrong twin: a class of no isolation with one `@MainActor` method, whose spy
    // must not be `@MainActor`.
    let members = try declarations(["init()", "@MainActor func show()"])
    #expect(DefaultIsolation.mainActor(of: members) == nil)
  }

  @Test func membersOptingOutAloneMakeNoMainActorType() throws {
    #expect(DefaultIsolation.mainActor(of: try declarations(["nonisolated func f()"])) == nil)
    #expect(DefaultIsolation.mainActor(of: []) == nil)
  }

  @Test func aMainActorClassesSpySaysItIsMainActor() throws {
    // Examples/ClassZoo's `Dashboard` says `@MainActor`: its spy repeats it, which a class
    // isolated by its module's default needs, as it passes nothing on to a subclass.
    let dashboard = SpyRenderer.render(try #require(Fixture.classZooSpied("Dashboard"))).code
    #expect(dashboard.contains("@MainActor\nfinal class DashboardSpy: Dashboard {"))
  }
}

/// A module isolated to the main actor by default, told from its protocols, and what that makes
/// of its types: Examples/MainActorApp's NotesApp.
@Suite struct ModuleDefaultIsolationTests {
  static let notesApp = ModuleModel(graph: Fixture.graph("NotesApp"))

  func requirement(_ declaration: String, written: String?) throws
    -> DefaultIsolation.WrittenRequirement
  {
    DefaultIsolation.WrittenRequirement(
      declaration: try Declaration(parsing: declaration), written: written)
  }

  @Test func aProtocolWhoseRequirementsTheModuleIsolatesTellsTheModule() throws {
    let loader = try Declaration(parsing: "protocol TagLoader")
    let implicit = [
      try requirement("@MainActor func load(id: Int) async throws -> String", written: "  func "),
      try requirement("@MainActor var ready: Bool { get }", written: "  var "),
    ]
    #expect(DefaultIsolation.isMainActorByDefault(protocols: [(loader, implicit)]))
    // The nearest wrong twin: a module of no isolation whose protocol says `@MainActor` on each
    // requirement, which the graph prints the same way.
    let explicit = [
      try requirement("@MainActor var selection: Int { get set }", written: "  @MainActor var ")
    ]
    #expect(!DefaultIsolation.isMainActorByDefault(protocols: [(loader, explicit)]))
    // On the line above.
    let above = [try requirement("@MainActor func f()", written: "  @MainActor\n  func ")]
    #expect(!DefaultIsolation.isMainActorByDefault(protocols: [(loader, above)]))
    // Without a source, the graph is taken at its word.
    let unread = [try requirement("@MainActor func f()", written: nil)]
    #expect(DefaultIsolation.isMainActorByDefault(protocols: [(loader, unread)]))
  }

  @Test func aProtocolThatCouldTakeItsIsolationFromElsewhereTellsNothing() throws {
    let implicit = [try requirement("@MainActor func f()", written: "  func ")]
    for owner in [
      "protocol P: Screen", "@MainActor protocol P", "nonisolated protocol P",
    ] {
      #expect(
        !DefaultIsolation.isMainActorByDefault(protocols: [
          (try Declaration(parsing: owner), implicit)
        ]),
        "\(owner)")
    }
    #expect(
      DefaultIsolation.isMainActorByDefault(protocols: [
        (try Declaration(parsing: "protocol P: Sendable"), implicit)
      ]))
    // Requirements that opt out, or say nothing: no evidence.
    let optedOut = [try requirement("nonisolated func f()", written: "  nonisolated func ")]
    #expect(
      !DefaultIsolation.isMainActorByDefault(protocols: [
        (try Declaration(parsing: "protocol P"), optedOut)
      ]))
  }

  @Test func theGraphsOfTheExamplesTellTheirModules() {
    #expect(DefaultIsolation.isMainActorByDefault(Fixture.graph("NotesApp")))
    // Shapes and the class zoo declare `@MainActor` protocols and classes in so many words.
    #expect(!DefaultIsolation.isMainActorByDefault(Fixture.graph))
    #expect(!DefaultIsolation.isMainActorByDefault(Fixture.classZooGraph))
  }

  @Test func itsTypesAreEquatableOnTheMainActorButThoseThatOptOut() throws {
    let store = try #require(Self.notesApp.protocols.first { $0.name == "TagStore" })
    // A struct of stored properties, an enum, an empty struct: isolated conformances. A raw-value
    // enum's `==` is RawRepresentable's; a `nonisolated` struct's is its own.
    #expect(store.typeEquatability["Tag"] == .onMainActor)
    #expect(store.typeEquatability["Priority"] == .onMainActor)
    #expect(store.typeEquatability["TagFilter"] == .onMainActor)
    #expect(store.typeEquatability["TagColor"] == .anywhere)
    #expect(store.typeEquatability["TagCount"] == .anywhere)
    let code = MockRenderer.render(store).code
    #expect(code.contains("func save(_ tag: Matcher<Tag>, priority: Matcher<Priority>,"))
    // Values compared on the main actor, with `equalTo`, whose twin for such types checks
    // them there; the others as usual.
    #expect(code.contains("@MainActor\n    @_disfavoredOverload\n    func save(_ tag: Tag,"))
    #expect(code.contains(".matching(equalTo(tag), equalTo(priority), equalTo(color))"))
    #expect(code.contains("    @_disfavoredOverload\n    func count(_ count: TagCount)\n"))
    #expect(!code.contains("@MainActor\n    @_disfavoredOverload\n    func count("))
  }

  @Test func aProtocolTheModuleIsolatesGetsAMockIsolatedAsAWhole() throws {
    let loader = try #require(Self.notesApp.protocols.first { $0.name == "TagLoader" })
    #expect(loader.globalActor == "@MainActor")
    let code = MockRenderer.render(loader).code
    #expect(code.contains("@MainActor\nfinal class TagLoaderMock: TagLoader {"))
    #expect(code.contains("  nonisolated init() {}"))
    // A protocol whose requirements opt out stays a class of no isolation.
    let syncing = try #require(Self.notesApp.protocols.first { $0.name == "NotesSyncing" })
    #expect(syncing.globalActor == nil)
  }
}
