import Testing

@testable import MockeryGenerator

/// Generated code laid out as a person would, never into code that does not parse, with the
/// lines each member's parts filled.
@Suite struct SourcePrinterTests {
  static let witness = SourceTag(member: "load", title: "load(id:)", part: .witness)
  static let recorder = SourceTag(member: "load", title: "load(id:)", part: .recorder)

  func lines(_ nodes: [SourceNode], depth: Int = 0) -> [String] {
    SourcePrinter.print(nodes, depth: depth).lines
  }

  @Test func theExampleOfSourceNodesDocumentationPrintsAsItSays() {
    let clock = SourceNode.type(
      TypeDeclaration(
        modifier: "", kind: .finalClass, name: "ClockMock", conformances: ["Clock"],
        members: [
          .tagged(
            SourceTag(member: "now", title: "now()", part: .witness),
            [
              .block(
                open: "func now(", parameters: [], close: ") -> Int",
                body: [.statement("calls.now()")])
            ])
        ]))
    #expect(
      lines([clock]) == [
        "final class ClockMock: Clock {", "  func now() -> Int { calls.now() }", "}",
      ])
  }

  @Test func aBlockOfOneStatementThatFitsIsOneLine() {
    let block = SourceNode.block(
      open: "func load(", parameters: ["id: Int"], close: ") -> Int", body: [.statement("5")])
    #expect(lines([block], depth: 1) == ["  func load(id: Int) -> Int { 5 }"])
    // A body that is a scope is never folded onto its head, though it would fit.
    let scoped = SourceNode.block(
      open: "var id: Int", parameters: [], close: "",
      body: SourceNode.scope("get async", [.statement("5")]))
    #expect(lines([scoped]) == ["var id: Int {", "  get async {", "    5", "  }", "}"])
  }

  @Test func aLongHeadHasItsParametersOnALineOfTheirOwnThenOnePerLine() {
    // 86 columns of parameters: with the head around them, 129.
    let parameters = (1...4).map { "parameter\($0): " + String(repeating: "T", count: 8) }
    let close = ") async throws -> [String: Int]"
    let block = SourceNode.block(
      open: "func load(", parameters: parameters, close: close, body: [.statement("[:]")])
    #expect(
      lines([block]) == [
        "func load(", "  " + parameters.joined(separator: ", "), close + " {", "  [:]", "}",
      ])
    let longer = SourceNode.block(
      open: "func load(", parameters: parameters + parameters, close: close,
      body: [.statement("[:]")])
    #expect(lines([longer]).count == 1 + 8 + 1 + 1 + 1)
    #expect(lines([longer])[7] == "  parameter3: TTTTTTTT,")
    #expect(lines([longer])[8] == "  parameter4: TTTTTTTT")
  }

  @Test func theFirstLayoutWhoseLinesAllFitIsTaken() {
    let long = String(repeating: "x", count: 99)
    let layouts = SourceNode.firstFitting([
      [.line("short"), .line(long)],  // 101 columns at depth 1
      [.line("second"), .indented([.tagged(Self.witness, [.line("tagged")])])],
      [.line("last")],
    ])
    let printer = SourcePrinter.print([.line("head"), .indented([layouts])])
    #expect(printer.lines == ["head", "  second", "    tagged"])
    // The chosen layout's region, moved to where its lines land.
    #expect(printer.regions.map(\.lines) == [2..<3])
    // Where none fits, the last.
    #expect(lines([.firstFitting([[.line(long + "yy")], [.line(long + "zz")]])]) == [long + "zz"])
  }

  @Test func eachTaggedPartIsARegionAndAnEmptyOneIsNone() {
    let printer = SourcePrinter.print([
      .line("struct Calls {"),
      .indented([.tagged(Self.recorder, [.line("let load = MockFunction<Int, Int>()")])]),
      .line("}"),
      .tagged(Self.witness, [.comment("load(id:): a note."), .line("func load(id: Int) {}")]),
      .tagged(SourceTag(member: "save", title: "save()", part: .witness), []),
    ])
    #expect(
      printer.regions == [
        CodeRegion(member: "load", title: "load(id:)", part: .recorder, lines: 1..<2),
        CodeRegion(member: "load", title: "load(id:)", part: .witness, lines: 3..<5),
      ])
  }

  @Test func aTypeIsPrintedWithItsDocumentationAttributesAndHead() {
    let mock = TypeDeclaration(
      documentation: "A mock.", attributes: ["@MainActor"], modifier: "public ",
      kind: .finalClass, name: "ClockMock", genericClause: "<T>",
      conformances: ["Clock", "Sendable"], whereClause: " where T: Equatable",
      members: [.line("let calls = Calls()")])
    #expect(
      lines([.type(mock)]) == [
        "/// A mock.", "@MainActor",
        "public final class ClockMock<T>: Clock, Sendable where T: Equatable {",
        "  let calls = Calls()", "}",
      ])
    // Without conformances, no colon; without members, an empty body.
    let calls = TypeDeclaration(modifier: "", kind: .struct, name: "Calls", members: [])
    #expect(lines([.type(calls)], depth: 1) == ["  struct Calls {", "  }"])
  }

  @Test func rewritingReachesTheNodesATreeHolds() {
    let calls = TypeDeclaration(
      modifier: "", kind: .struct, name: "Stubbing", conformances: ["Stubbing"],
      members: [.line("Stubbing")])
    let tree = SourceNode.indented([
      .tagged(Self.witness, [.comment("Stubbing"), .statement("Stubbing()")]),
      .firstFitting([[.line("Stubbing")]]), .type(calls),
    ])
    let qualified = tree.mappingCode {
      $0.replacingOccurrences(of: "Stubbing", with: "Mockery.Stubbing")
    }
    #expect(
      qualified
        == .indented([
          .tagged(Self.witness, [.comment("Stubbing"), .statement("Mockery.Stubbing()")]),
          .firstFitting([[.line("Mockery.Stubbing")]]),
          // A type's name is its own: only what it names is qualified.
          .type(
            TypeDeclaration(
              modifier: "", kind: .struct, name: "Stubbing", conformances: ["Mockery.Stubbing"],
              members: [.line("Mockery.Stubbing")])),
        ]))
  }

  @Test func aLongCallIsWrappedAtItsArguments() {
    let line =
      "    try await calls.conditionsForZipcodeAndCountryAndLanguage(zipcode, country, language, "
      + "units, temperatureScale)"
    #expect(
      SourcePrinter.statement(line) == [
        "    try await calls.conditionsForZipcodeAndCountryAndLanguage(",
        "      zipcode, country, language, units, temperatureScale)",
      ])
  }

  @Test func aLongCallWithoutArgumentsStaysOnItsLine() {
    // A recorder named after a function type's every word: the nearest wrong twin broke the
    // line after `(` and lost the `)`, "expected expression in list of expressions".
    let line =
      "    calls.methodReturningMockingbirdTestsHostNSObjectFoundationNSObjectMockingbird"
      + "TestsHostNSObjectFoundationNSObject()"
    #expect(SourcePrinter.statement(line) == [line])
    #expect(SourcePrinter.statement(line.dropLast(2) + "( )") == [line.dropLast(2) + "( )"])
  }
}
