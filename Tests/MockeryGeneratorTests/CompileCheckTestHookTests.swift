import Testing

@testable import MockeryGenerator

/// The test hook breaks a rendered double where its option says, from the regions the renderers
/// tagged it with, and keeps those regions true of the lines.
@Suite struct CompileCheckTestHookTests {
  // Made for each use, not kept in a `static let`: LeakSanitizer cannot follow the pointers a
  // multi-payload enum such as SourceNode holds with its tag in their spare bits, and reports
  // what a global keeps to the end as leaked.
  static var store: RenderedDouble {
    var mocked = mockedProtocol(
      "RecipeStore",
      requirements: [
        try! member("func save(_ recipe: Recipe, to shelf: Int)", title: "save(_:to:)"),
        try! member("func count() -> Int", title: "count()"),
      ])
    mocked.typeEquatability = ["Recipe": Equatability.anywhere]
    return MockRenderer.render(mocked)
  }

  /// The lines of the regions of `part` of `member`, as written.
  func lines(of part: MemberPart, _ member: String, in double: RenderedDouble) -> [String] {
    let lines = double.code.components(separatedBy: "\n")
    return double.regions.filter { $0.member == member && $0.part == part }.flatMap {
      Array(lines[$0.lines])
    }
  }

  @Test func aMembersWitnessStartsWithTheBrokenLineIndentedAsItIs() {
    let plain = Self.store
    let broken = CompileCheckTestHook(typeName: "RecipeStoreMock", member: "save(_:to:)")
      .applied(to: plain, degrading: [:])
    let witness = lines(of: .witness, "save", in: plain)
    #expect(
      lines(of: .witness, "save", in: broken)
        == ["  " + CompileCheckTestHook.brokenLine] + witness)
    // The regions after it moved with their lines; those before it did not.
    #expect(lines(of: .witness, "count", in: broken) == lines(of: .witness, "count", in: plain))
    #expect(lines(of: .recorder, "save", in: broken) == lines(of: .recorder, "save", in: plain))
    #expect(
      broken.code.components(separatedBy: "\n").count
        == plain.code.components(separatedBy: "\n").count + 1)
  }

  @Test func aMemberLoweredToAnUnrecordedWitnessIsLeftAlone() {
    let hook = CompileCheckTestHook(typeName: "RecipeStoreMock", member: "count()")
    let lowering = ["count": Degradation(level: .unrecorded, message: "m")]
    let lowered = MockRenderer.render(
      {
        var mocked = mockedProtocol(
          "RecipeStore", requirements: [try! member("func count() -> Int", title: "count()")])
        mocked.typeEquatability = [:]
        return mocked
      }(), degrading: lowering)
    #expect(hook.applied(to: lowered, degrading: lowering) == lowered)
    // Lowered only as far as to keep fewer call forms, it is still broken.
    let fewerCallForms = ["count": Degradation(level: .withoutValueCallForm, message: "m")]
    #expect(
      hook.applied(to: Self.store, degrading: fewerCallForms).code.contains(
        CompileCheckTestHook.brokenLine))
  }

  @Test func anotherDoubleOrAnUnknownMemberIsLeftAlone() {
    #expect(
      CompileCheckTestHook(typeName: "OtherMock", member: "count()")
        .applied(to: Self.store, degrading: [:]) == Self.store)
    #expect(
      CompileCheckTestHook(typeName: "RecipeStoreMock", member: "count")
        .applied(to: Self.store, degrading: [:]) == Self.store)
  }

  @Test func aDoubleIsBrokenAfterItsCodeOutsideEveryRegion() {
    let broken = CompileCheckTestHook(typeName: "RecipeStoreMock")
      .applied(to: Self.store, degrading: [:])
    #expect(broken.code == Self.store.code + CompileCheckTestHook.brokenLine + "\n")
    #expect(broken.regions == Self.store.regions)
  }

  @Test func aSpysOverrideIsBrokenToo() throws {
    let spy = SpyRenderer.render(try #require(Fixture.spied("Thermostat")))
    let first = try #require(spy.regions.first { $0.part == .witness })
    let broken = CompileCheckTestHook(typeName: spy.typeName, member: first.title)
      .applied(to: spy, degrading: [:])
    #expect(
      lines(of: .witness, first.member, in: broken).first?.trimmingCharacters(in: .whitespaces)
        == CompileCheckTestHook.brokenLine)
  }

  @Test func theOptionNamesADoubleOrAMemberOfOne() throws {
    func hook(_ arguments: [String]) throws -> CompileCheckTestHook? {
      try GeneratorOptions(
        arguments: ["--symbol-graph", "g.json", "--module-name", "Weather"] + arguments
      ).compileCheckTestHook
    }
    #expect(
      try hook(["--compile-check-break", "WeatherFetchingMock"])
        == CompileCheckTestHook(typeName: "WeatherFetchingMock"))
    #expect(
      try hook(["--compile-check-break", "WeatherFetchingMock.conditions(forZipcode:)"])
        == CompileCheckTestHook(
          typeName: "WeatherFetchingMock", member: "conditions(forZipcode:)"))
    #expect(try hook([]) == nil)
  }
}
