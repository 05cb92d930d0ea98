import Testing

@testable import MockeryGenerator

/// Recorders are named after their members, overloads told apart by what differs.
@Suite struct RecorderNamesTests {
  @Test func aMemberOfItsOwnIsNamedAfterItsBaseName() throws {
    let names = RecorderNames.names(for: [
      try member(
        "func fetchEmployees(in department: String) -> [String]", title: "fetchEmployees(in:)"),
      try member("var count: Int { get }", title: "count", kind: .property),
    ])
    #expect(names == ["fetchEmployees", "count"])
  }

  @Test func theFirstOverloadKeepsTheNameAndTheOthersAreToldApartByLabelsFirst() throws {
    let names = RecorderNames.names(for: [
      try member("func load(id: Int) -> String", title: "load(id:)"),
      try member("func load(name: String) -> String", title: "load(name:)"),
    ])
    #expect(names == ["load", "loadName"])
  }

  @Test func thenByParameterTypes() throws {
    let names = RecorderNames.names(for: [
      try member("func format(_ value: Int) -> String", title: "format(_:)"),
      try member("func format(_ value: [String: Double]?) -> String", title: "format(_:)"),
    ])
    #expect(names == ["format", "formatStringDouble"])
  }

  @Test func thenByResultType() throws {
    let names = RecorderNames.names(for: [
      try member("func make() -> Int", title: "make()"),
      try member("func make() -> String", title: "make()"),
    ])
    #expect(names == ["make", "makeReturningString"])
  }

  @Test func subscriptsAreToldApartByTheirIndicesNames() throws {
    let names = RecorderNames.names(for: [
      try member(
        "subscript(key: String) -> Int? { get set }", title: "subscript(_:)", kind: .subscript),
      try member(
        "subscript(row: Int, column: Int) -> Double { get }", title: "subscript(_:_:)",
        kind: .subscript),
    ])
    #expect(names == ["subscript", "subscriptRowColumn"])
  }

  @Test func aLongerNameThatIsAnotherMembersBaseNameGoesToNeither() throws {
    // `calls.loadId` is `loadId()`'s: the later overload `load(id:)` takes another.
    let names = RecorderNames.names(for: [
      try member("func load() -> String", title: "load()"),
      try member("func loadId() -> Int", title: "loadId()"),
      try member("func load(id: Int) -> String", title: "load(id:)"),
    ])
    #expect(names == ["load", "loadId", "loadIdInt"])
    // Declared the other way round, `load(id:)` could take `loadId` before `loadId()` is
    // declared: neither does, so that adding `loadId()` gives no name to another member.
    let other = RecorderNames.names(for: [
      try member("func load() -> String", title: "load()"),
      try member("func load(id: Int) -> String", title: "load(id:)"),
      try member("func loadId() -> Int", title: "loadId()"),
    ])
    #expect(other == ["load", "loadIdInt", "loadIdReturningInt"])
  }

  @Test func anOverloadWithoutLabelsAddedAfterKeepsNothingFromTheFirst() throws {
    let names = RecorderNames.names(for: [
      try member("func load(id: Int) -> String", title: "load(id:)"),
      try member("func load() -> String", title: "load()"),
    ])
    #expect(names == ["load", "loadReturningString"])
  }

  @Test func effectsTellApartWhatTypesCannot() throws {
    let names = RecorderNames.names(for: [
      try member("func run()", title: "run()"),
      try member("func run() async", title: "run()"),
    ])
    #expect(names == ["run", "runReturningVoidAsync"])
  }

  /// Over every way of adding one requirement, after the others, to every subset of a set of
  /// requirements whose names collide in every way above: a name that both the smaller and the
  /// larger protocol have means the same requirement in both, and the first requirement of
  /// each base name that had it keeps it.
  @Test func addingARequirementNeverGivesANameToAnotherRequirement() throws {
    let pool = [
      try member("func load(id: Int) -> String", title: "load(id:)"),
      try member("func load(name: String) -> String", title: "load(name:)"),
      try member("func loadId() -> Int", title: "loadId()"),
      try member("func load() -> String", title: "load()"),
      try member("func load(_ id: Int) -> String", title: "load(_:)"),
      try member("func load(_ id: String) -> String", title: "load(_:)"),
      try member("func loadIdInt() -> Int", title: "loadIdInt()"),
      try member("func load(id: String) -> Int", title: "load(id:)"),
      try member("func loadReturningString() -> Int", title: "loadReturningString()"),
      try member("func load() async -> String", title: "load()"),
      try member("var load: Int { get }", title: "load", kind: .property),
    ]
    var checked = 0
    for mask in 0..<(1 << pool.count) {
      let subset = pool.indices.filter { mask & (1 << $0) != 0 }
      let before = Dictionary(
        uniqueKeysWithValues: zip(RecorderNames.names(for: subset.map { pool[$0] }), subset))
      for added in pool.indices where !subset.contains(added) {
        let larger = subset + [added]
        let after = zip(RecorderNames.names(for: larger.map { pool[$0] }), larger)
        let afterNames = Dictionary(uniqueKeysWithValues: after.map { ($1, $0) })
        for (name, index) in before
        where name == RecorderNames.forms(pool[index])[0] && afterNames[index] != name {
          Issue.record(
            Comment(
              rawValue: "\(pool[index].title) lost its name \(name) once \(pool[added].title) "
                + "was added to \(subset.map { pool[$0].title })"))
          return
        }
        for (name, index) in after {
          if let earlier = before[name], earlier != index {
            let message =
              "\(name) meant \(pool[earlier].title) and means \(pool[index].title) once "
              + "\(pool[added].title) is added to \(subset.map { pool[$0].title })"
            Issue.record(Comment(rawValue: message))
            return
          }
          checked += 1
        }
      }
    }
    #expect(checked > 10_000)
  }

  @Test func addingAnUnrelatedMemberRenamesNothing() throws {
    let overloads = [
      try member("func load(id: Int) -> String", title: "load(id:)"),
      try member("func load(name: String) -> String", title: "load(name:)"),
    ]
    let more = [try member("func save()", title: "save()")] + overloads
    #expect(RecorderNames.names(for: more).suffix(2) == RecorderNames.names(for: overloads)[...])
  }

  @Test func keywordsAreBacktickedWhereTheyAreDeclared() {
    #expect("subscript".declarable == "`subscript`")
    #expect("default".declarable == "`default`")
    #expect("fetch".declarable == "fetch")
  }
}
