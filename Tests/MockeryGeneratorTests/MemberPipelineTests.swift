import Testing

@testable import MockeryGenerator

/// The steps every member of a mock or a spy goes through, tested once, on members as the
/// renderers write them.
@Suite struct MemberPipelineTests {
  static let count = try! member("func count() -> Int", title: "count()")
  // Made for each use: LeakSanitizer reports SourceNodes a global keeps (see
  // CompileCheckTestHookTests.store).
  static var matcherForm: CallForms.Function {
    CallForms.Function(
      signature: "count()", nodes: [.line("func count() -> Call")], part: .matcherCallForm)
  }
  static var valueForm: CallForms.Function {
    CallForms.Function(
      signature: "count(Int)", nodes: [.line("func count(_ v: Int) -> Call")],
      part: .valueCallForm)
  }

  /// `count()` as a renderer writes it: a recorder, two call forms and a witness.
  static var written: WrittenMember {
    var written = WrittenMember(
      recorder: ("count", "MockFunction<Int>", "\"count()\""),
      witness: [.line("func count() -> Int { calls.count() }")], notes: [])
    written.callForms = [matcherForm, valueForm]
    return written
  }

  func pipeline(_ degrading: [String: Degradation] = [:], skipping: Set<String> = [])
    -> MemberPipeline
  {
    MemberPipeline(skipping: skipping, degrading: degrading)
  }

  @Test func aMemberIsSkippedByItsTitleOrItsBaseName() throws {
    let load = try member("func load(id: Int)", title: "load(id:)")
    #expect(pipeline(skipping: ["load(id:)"]).skips(load))
    #expect(pipeline(skipping: ["load"]).skips(load))
    #expect(!pipeline(skipping: ["load(name:)"]).skips(load))
  }

  @Test func aStaticMembersKeySaysSo() throws {
    let shared = try member("static func make() -> Int", title: "make()")
    #expect(MemberPipeline.key(of: shared, recorder: "make") == "static make")
    #expect(MemberPipeline.key(of: Self.count, recorder: "`count`") == "count")
  }

  @Test func onlyTheLastLevelTakesTheRecorderAway() {
    for level in Degradation.Level.allCases {
      let lowering = pipeline(["count": Degradation(level: level, message: "m")])
      #expect(
        (lowering.rejection(of: "count") != nil) == (level == .unrecorded), "\(level)")
    }
    #expect(pipeline().rejection(of: "count") == nil)
  }

  @Test func eachLevelKeepsFewerCallFormsAndSaysWhy() {
    let plain = pipeline().lowered(Self.written, key: "count")
    #expect(plain.callForms == [Self.matcherForm, Self.valueForm])
    #expect(plain.compilerNotes.isEmpty)
    let withoutValues = Degradation(level: .withoutValueCallForm, message: "m")
    let matchers = pipeline(["count": withoutValues]).lowered(Self.written, key: "count")
    #expect(matchers.callForms == [Self.matcherForm])
    #expect(matchers.compilerNotes == [withoutValues.note])
    let withoutAny = Degradation(level: .withoutCallForms, message: "m")
    let none = pipeline(["count": withoutAny]).lowered(Self.written, key: "count")
    #expect(none.callForms.isEmpty)
    #expect(none.recorder?.name == "count")
    #expect(none.compilerNotes == [withoutAny.note])
    // Another member's lowering is not this one's.
    let other = pipeline(["other": withoutAny]).lowered(Self.written, key: "count")
    #expect(other.callForms == plain.callForms && other.compilerNotes.isEmpty)
  }

  @Test func aMemberWithoutCallFormsIsNotSaidToHaveLostThem() {
    var bare = Self.written
    bare.callForms = []
    let lowered = pipeline(["count": Degradation(level: .withoutCallForms, message: "m")])
      .lowered(bare, key: "count")
    #expect(lowered.compilerNotes.isEmpty)
  }

  @Test func aStandInTakenAwayIsSaidSo() {
    let degradation = Degradation(level: nil, withoutStandIn: true, message: "m")
    let lowering = pipeline(["count": degradation])
    #expect(!lowering.allowsStandIn("count"))
    #expect(pipeline().allowsStandIn("count"))
    #expect(lowering.lowered(Self.written, key: "count").compilerNotes == [degradation.standInNote])
  }

  @Test func aMemberWithoutARecorderIsNotLowered() {
    let omitted = WrittenMember(omission: .genericSubscriptSetter)
    let lowered = pipeline(["count": Degradation(level: .withoutCallForms, message: "m")])
      .lowered(omitted, key: "count")
    #expect(lowered.compilerNotes.isEmpty)
  }

  @Test func eachPartIsTaggedAndCallFormsAreDeclaredOnce() {
    var deprecated = Self.count
    deprecated.availability = ["@available(*, deprecated)"]
    var declared: Set<String> = []
    let first = pipeline().emit(
      Self.written, of: deprecated, key: "count", modifier: "", declared: &declared)
    // As a double prints them: recorders in `Calls`, witnesses in the double's body.
    let recorder = SourcePrinter.print(first.recorder, depth: 2)
    let witness = SourcePrinter.print(first.witness, depth: 1)
    #expect(
      recorder.lines == [
        "    @available(*, deprecated)", "    let count = MockFunction<Int>(\"count()\")",
        "    func count() -> Call", "    func count(_ v: Int) -> Call",
      ])
    #expect(
      recorder.regions.map(\.part) == [.recorder, .matcherCallForm, .valueCallForm])
    #expect(recorder.regions.allSatisfy { $0.member == "count" && $0.title == "count()" })
    #expect(recorder.regions[0].lines == 0..<2)
    #expect(
      witness.lines == [
        "  @available(*, deprecated)", "  func count() -> Int { calls.count() }",
      ])
    #expect(witness.regions.map(\.part) == [.witness])
    // A second member whose call forms would repeat the first's declares none of them.
    let second = pipeline().emit(
      Self.written, of: Self.count, key: "count2", modifier: "", declared: &declared)
    #expect(SourcePrinter.print(second.recorder).regions.map(\.part) == [.recorder])
  }

  @Test func notesArePrintedAboveTheWitnessAndTheCompilersCarryTheKey() {
    var written = Self.written
    written.notes = ["a note"]
    written.compilerNotes = ["the compiler's"]
    var declared: Set<String> = []
    let emitted = pipeline().emit(
      written, of: Self.count, key: "count", modifier: "", declared: &declared)
    #expect(
      SourcePrinter.print(emitted.witness, depth: 1).lines == [
        "  // count(): a note.", "  // count(): the compiler's.",
        "  func count() -> Int { calls.count() }",
      ])
    #expect(
      emitted.notes == [
        GenerationNote(member: "count()", text: "a note", needsCode: false),
        GenerationNote(
          member: "count()", text: "the compiler's", needsCode: false, degradedMember: "count"),
      ])
  }
}
