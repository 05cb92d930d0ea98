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
