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

  @Test func overloadsAreToldApartByLabelsFirst() throws {
    let names = RecorderNames.names(for: [
      try member("func load(id: Int) -> String", title: "load(id:)"),
      try member("func load(name: String) -> String", title: "load(name:)"),
    ])
    #expect(names == ["loadId", "loadName"])
  }

  @Test func thenByParameterTypes() throws {
    let names = RecorderNames.names(for: [
      try member("func format(_ value: Int) -> String", title: "format(_:)"),
      try member("func format(_ value: [String: Double]?) -> String", title: "format(_:)"),
    ])
    #expect(names == ["formatInt", "formatStringDouble"])
  }

  @Test func thenByResultType() throws {
    let names = RecorderNames.names(for: [
      try member("func make() -> Int", title: "make()"),
      try member("func make() -> String", title: "make()"),
    ])
    #expect(names == ["makeReturningInt", "makeReturningString"])
  }

  @Test func subscriptsAreToldApartByTheirIndicesNames() throws {
    let names = RecorderNames.names(for: [
      try member(
        "subscript(key: String) -> Int? { get set }", title: "subscript(_:)", kind: .subscript),
      try member(
        "subscript(row: Int, column: Int) -> Double { get }", title: "subscript(_:_:)",
        kind: .subscript),
    ])
    #expect(names == ["subscriptKey", "subscriptRowColumn"])
  }

  @Test func anOverloadGivesWayToAMemberWhoseOwnNameItWouldTake() throws {
    let names = RecorderNames.names(for: [
      try member("func load(id: Int) -> String", title: "load(id:)"),
      try member("func load(name: String) -> String", title: "load(name:)"),
      try member("func loadId() -> Int", title: "loadId()"),
    ])
    #expect(names == ["loadId2", "loadName", "loadId"])
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
