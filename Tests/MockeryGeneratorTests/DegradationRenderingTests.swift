import Testing

@testable import MockeryGenerator

/// The renderers write a member as far down as they are told, and say which lines each member's
/// parts wrote: the inputs and outputs of the compile check's rounds.
@Suite struct DegradationRenderingTests {
  static let store = mockedProtocol(
    "RecipeStore",
    requirements: [
      try! member("func save(_ recipe: Recipe, to shelf: Int)", title: "save(_:to:)"),
      try! member("func count() -> Int", title: "count()"),
    ])
  static let equatable = ["Recipe": Equatability.anywhere]

  func render(_ degrading: [String: Degradation] = [:]) -> RenderedDouble {
    var mocked = Self.store
    mocked.typeEquatability = Self.equatable
    return MockRenderer.render(mocked, degrading: degrading)
  }

  /// The lines of `code` in `region`.
  func lines(of part: MemberPart, _ member: String, in double: RenderedDouble) -> [String] {
    let lines = double.code.components(separatedBy: "\n")
    return double.regions.filter { $0.member == member && $0.part == part }.flatMap {
      lines[$0.lines].map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  @Test func eachPartOfEachMemberIsARegionOfItsOwnLines() {
    let double = render()
    #expect(
      lines(of: .recorder, "save", in: double) == [
        "let save = MockFunction<Recipe, Int, Void>(\"save(_:to:)\")"
      ])
    #expect(
      lines(of: .matcherCallForm, "save", in: double) == [
        "func save(_ recipe: Matcher<Recipe>, to shelf: Matcher<Int>)",
        "-> MockFunction<Recipe, Int, Void>.Call { save.matching(recipe, shelf).among(self) }",
        "var saveArguments: [(recipe: Recipe, to: Int)] { self.save.arguments.map { $0 } }",
      ])
    #expect(
      lines(of: .valueCallForm, "save", in: double) == [
        "@_disfavoredOverload",
        "func save(_ recipe: Recipe, to shelf: Int)",
        "-> MockFunction<Recipe, Int, Void>.Call { save.matching(recipe, shelf).among(self) }",
      ])
    #expect(
      lines(of: .witness, "save", in: double) == [
        "func save(_ recipe: Recipe, to shelf: Int) { calls.save(recipe, shelf) }"
      ])
    #expect(
      lines(of: .witness, "count", in: double) == ["func count() -> Int { calls.count() }"])
    // The type's own lines are no member's: an error there leaves the double out.
    let all = double.regions.flatMap { Array($0.lines) }
    #expect(Set(all).count == all.count)
    #expect(!all.contains(0))
  }

  @Test func withoutTheValueCallFormTheMatcherFormsStayAndTheWitnessSaysWhy() {
    let double = render([
      "save": Degradation(level: .withoutValueCallForm, message: "isolated conformance")
    ])
    #expect(lines(of: .valueCallForm, "save", in: double).isEmpty)
    #expect(lines(of: .matcherCallForm, "save", in: double).count == 3)
    #expect(
      lines(of: .witness, "save", in: double) == [
        "// save(_:to:): no call form taking values, as the compiler rejected it (isolated conformance):",
        "// match its arguments with matchers.",
        "func save(_ recipe: Recipe, to shelf: Int) { calls.save(recipe, shelf) }",
      ])
    #expect(
      double.notes == [
        GenerationNote(
          member: "save(_:to:)",
          text: "no call form taking values, as the compiler rejected it (isolated conformance): "
            + "match its arguments with matchers", needsCode: false, degradedMember: "save")
      ])
    // The other member is as it was.
    #expect(
      lines(of: .valueCallForm, "count", in: double)
        == lines(of: .valueCallForm, "count", in: render()))
  }

  @Test func overloadsSharingATitleAreLoweredOneByOne() throws {
    // `method()` three times over, told by their results: the nearest wrong twin, keyed by
    // title, lowers every overload for one's error.
    let arrays = mockedProtocol(
      "Arrays",
      requirements: [
        try member("func method() -> [Int]", title: "method()"),
        try member("func method() -> [String]", title: "method()"),
        try member("func method() -> (Int) -> Int", title: "method()"),
      ])
    let overloads = MockRenderer.render(arrays)
    let keys = overloads.regions.filter { $0.part == .witness }.map(\.member)
    #expect(keys.count == 3 && Set(keys).count == 3)
    let lowered = MockRenderer.render(
      arrays, degrading: [keys[2]: Degradation(level: .unrecorded, message: "m")])
    #expect(lowered.notes.map(\.degradedMember) == [keys[2]])
    #expect(lowered.code.components(separatedBy: "unrecordedCall(").count == 2)
  }

  @Test func withoutCallFormsTheRecorderStays() {
    let double = render(["save": Degradation(level: .withoutCallForms, message: "m")])
    #expect(lines(of: .valueCallForm, "save", in: double).isEmpty)
    #expect(lines(of: .matcherCallForm, "save", in: double).isEmpty)
    #expect(lines(of: .recorder, "save", in: double).count == 1)
    #expect(
      double.notes.map(\.text) == [
        "no call form, as the compiler rejected them (m): stub and verify it through its recorder"
      ])
  }

  @Test func unrecordedTheWitnessFailsTheTestWithTheCompilersMessage() {
    let double = render(["save": Degradation(level: .unrecorded, message: "bad \"x\"")])
    #expect(lines(of: .recorder, "save", in: double).isEmpty)
    let witness = lines(of: .witness, "save", in: double).joined(separator: " ")
    #expect(
      witness.contains(
        "\"save(_:to:)\", of: \"RecipeStoreMock\", because: \"the compiler rejected what "
          + "generate-mocks wrote for it (bad \\\"x\\\"), a generator bug to report\")"))
    #expect(double.notes.map(\.fromCompiler) == [true])
  }

  @Test func unrecordedWithADefaultImplementationTheDefaultAnswers() throws {
    var withDefault = try member("func count() -> Int", title: "count()")
    withDefault.hasDefaultImplementation = true
    let double = MockRenderer.render(
      mockedProtocol("Counter", requirements: [withDefault]),
      degrading: ["count": Degradation(level: .unrecorded, message: "m")])
    #expect(!double.code.contains("func count()"))
    #expect(double.notes.first?.text.hasSuffix("the mock uses its default implementation") == true)
    #expect(double.notes.first?.fromCompiler == true)
  }

  @Test func aSpysMemberUnrecordedIsNotOverriddenAndItsRealImplementationRuns() throws {
    let spied = try #require(Fixture.spied("Thermostat"))
    let plain = SpyRenderer.render(spied)
    #expect(lines(of: .valueCallForm, "setTarget", in: plain).count == 3)
    #expect(lines(of: .witness, "setTarget", in: plain).count == 3)

    let withoutValues = SpyRenderer.render(
      spied, degrading: ["setTarget": Degradation(level: .withoutValueCallForm, message: "m")])
    #expect(lines(of: .valueCallForm, "setTarget", in: withoutValues).isEmpty)
    #expect(lines(of: .matcherCallForm, "setTarget", in: withoutValues).count == 2)
    #expect(
      lines(of: .witness, "setTarget", in: withoutValues).first
        == "// setTarget(_:): no call form taking values, as the compiler rejected it (m): match its arguments"
    )

    let unrecorded = SpyRenderer.render(
      spied, degrading: ["setTarget": Degradation(level: .unrecorded, message: "m")])
    #expect(!unrecorded.code.contains("override func setTarget"))
    #expect(!unrecorded.code.contains("let setTarget"))
    #expect(
      unrecorded.code.contains(
        "// setTarget(_:) is not spied: the compiler rejected what generate-mocks wrote for it (m),"
      ))
    #expect(unrecorded.notes.filter(\.fromCompiler).map(\.member) == ["setTarget(_:)"])
  }

  @Test func aGeneratedFileFindsARegionByTheCompilersLineNumber() throws {
    let double = render()
    let file = GeneratedFile(double, moduleName: "Kitchen", sourceImports: [], command: "c")
    let lines = file.contents.components(separatedBy: "\n")
    let witness = try #require(
      lines.firstIndex { $0.contains("func count() -> Int { calls.count() }") })
    #expect(file.region(atLine: witness + 1)?.member == "count")
    #expect(file.region(atLine: witness + 1)?.part == .witness)
    // The class's own line, and a line of the header.
    let head = try #require(lines.firstIndex { $0.hasPrefix("final class") })
    #expect(file.region(atLine: head + 1) == nil)
    #expect(file.region(atLine: 1) == nil)
  }
}
