import Testing

@testable import MockeryGenerator

/// Shapes a hostile protocol takes, each pinned by the line it must produce.
@Suite struct EdgeCaseRenderingTests {
  func render(_ requirements: [Member], associatedTypes: [AssociatedType] = []) -> RenderedDouble {
    MockRenderer.render(
      mockedProtocol("Hostile", requirements: requirements, associatedTypes: associatedTypes))
  }

  @Test func aParameterNamedCallsDoesNotHideTheRecorders() throws {
    let mock = render([try member("func send(_ calls: Int)", title: "send(_:)")])
    #expect(mock.code.contains("  func send(_ calls: Int) { self.calls.send(calls) }\n"))
  }

  @Test func aRequirementNamedCallsLeavesTheRecordersAnotherName() throws {
    let mock = render([
      try member("var calls: [String] { get }", title: "calls", kind: .property),
      try member("func redial(_ calls: Int)", title: "redial(_:)"),
    ])
    #expect(mock.code.contains("  let mockCalls = Calls()\n"))
    #expect(mock.code.contains("  var calls: [String] { mockCalls.calls.get() }\n"))
    #expect(mock.code.contains("  func redial(_ calls: Int) { mockCalls.redial(calls) }\n"))
    #expect(mock.code.contains("records its calls in `mockCalls`"))
  }

  @Test func aSpyParameterNamedCallsDoesNotHideTheRecorders() throws {
    var spied = try #require(Fixture.spied("Counter"))
    spied.designatedInitializers = [
      try member("init(calls: Int)", title: "init(calls:)", kind: .initializer)
    ]
    spied.members = [try member("func log(_ calls: Int)", title: "log(_:)", access: "internal")]
    let spy = SpyRenderer.render(spied)
    #expect(spy.code.contains("    self.calls = Calls(configure)\n    super.init(calls: calls)\n"))
    #expect(spy.code.contains("self.calls.log(calls, callingThrough: super.log(_:))"))
  }

  @Test func anUnnamedParameterGetsAName() throws {
    let mock = render([try member("func send(_: Int, to: String)", title: "send(_:to:)")])
    #expect(
      mock.code.contains(
        "  func send(_ argument1: Int, to: String) { calls.send(argument1, to) }\n"))
  }

  @Test func anInoutParameterBesideAResultIsAnsweredWithBoth() throws {
    let mock = render([try member("func next(_ state: inout Int) -> Bool", title: "next(_:)")])
    #expect(mock.code.contains(#"let next = MockFunction<Int, (Int, Bool)>("next(_:)")"#))
    #expect(
      mock.code.contains(
        """
          func next(_ state: inout Int) -> Bool {
            let answer = calls.next(state)
            state = answer.0
            return answer.1
          }
        """))
    #expect(mock.notes.map(\.needsCode) == [false])
    #expect(mock.notes.first?.text.contains("an unstubbed call fails") == true)
  }

  @Test func anInoutParameterAfterOthersIsAnsweredByName() throws {
    let mock = render([
      try member("func append(_ suffix: String, to text: inout String)", title: "append(_:to:)")
    ])
    #expect(
      mock.code.contains(
        """
            let append = MockFunction<String, String, String>(
              "append(_:to:)", whenUnstubbed: { _, text in text })
        """))
    #expect(mock.code.contains("{ text = calls.append(suffix, text) }"))
  }

  @Test func anAutoclosureIsRecordedByItsValueUnlessItEscapes() throws {
    let mock = render([
      try member("func log(_ message: @autoclosure () -> String)", title: "log(_:)"),
      try member(
        "func defer(_ work: @autoclosure @escaping () -> Int)", title: "defer(_:)"),
    ])
    #expect(mock.code.contains(#"let log = MockFunction<String, Void>("log(_:)")"#))
    #expect(mock.code.contains("{ calls.log(message()) }"))
    #expect(mock.code.contains(#"let `defer` = MockFunction<() -> Int, Void>("defer(_:)")"#))
    #expect(mock.code.contains("{ calls.defer(work) }"))
  }

  @Test func aRequirementIsolatedOnItsOwnKeepsItsActor() throws {
    let mock = render([try member("@MainActor func show()", title: "show()")])
    #expect(mock.code.contains("  @MainActor func show() { calls.show() }\n"))
  }

  @Test func whatCannotBeGeneratedIsSaidWhereItsWitnessWouldBe() throws {
    let mock = render(
      [
        try member(
          "static func == (lhs: Self, rhs: Self) -> Bool", title: "==(_:_:)", kind: .operator),
        try member("static func make() -> Self", title: "make()"),
        try member(
          "subscript<T>(key: String) -> T { get set }", title: "subscript(_:)", kind: .subscript),
        try member("func take(_ values: [some Equatable])", title: "take(_:)"),
      ], associatedTypes: [.init(name: "Item", inheritance: [], whereClause: [])])
    // Instance requirements first, then static ones, each in the protocol's order.
    #expect(mock.notes.map(\.member) == ["subscript(_:)", "take(_:)", "==(_:_:)", "make()"])
    #expect(mock.notes.allSatisfy { $0.needsCode })
    #expect(
      mock.notes.map(\.text) == [
        "a generic subscript's setter cannot be recorded by one recorder type",
        "`values` has an opaque type inside another type, which a recorder cannot name",
        "an operator cannot be named after its recorder",
        "a generic mock cannot keep static recorders (Swift has no static stored properties in "
          + "generic types)",
      ])
    #expect(
      mock.code.contains(
        """
          // Not generated: take(_:), because `values` has an opaque type inside another type, which a
          // recorder cannot name. Write its witness in an extension of HostileMock in another file.
        """))
    #expect(!mock.code.contains("func take"))
    #expect(!mock.code.contains("StaticCalls"))
  }

  @Test func anInternalProtocolNeedsTestableImport() {
    #expect(
      MockRenderer.render(mockedProtocol("Hidden", requirements: [], access: "internal"))
        .needsTestableImport)
    #expect(!MockRenderer.render(mockedProtocol("Shown", requirements: [])).needsTestableImport)
  }

  @Test func aSpyLeavesOutWhatItCannotCallThroughAndSaysWhy() throws {
    var spied = try #require(Fixture.spied("Counter"))
    spied.members = [
      try member("func adjust(_ value: inout Int)", title: "adjust(_:)", access: "internal"),
      try member("var limit: Int { get set }", title: "limit", kind: .property, access: "internal"),
      try member("func map<T>(_ value: T) -> T", title: "map(_:)", access: "internal"),
      try member("func step() -> Int", title: "step()", access: "internal"),
    ]
    let spy = SpyRenderer.render(spied)
    #expect(
      spy.code.contains(
        "  override func step() -> Int { calls.step(callingThrough: super.step) }\n"))
    #expect(!spy.code.contains("func adjust"), "not overridden, only named")
    #expect(spy.notes.map(\.member) == ["adjust(_:)", "limit", "map(_:)"])
    #expect(spy.notes.allSatisfy { !$0.needsCode })
    #expect(
      spy.code.contains(
        "  // limit is not spied: a settable property's writes cannot be called through one "
          + "recorder.\n"))
  }

  @Test func aSpyOfAnIsolatedClassDoesNotRepeatItsActor() throws {
    var spied = try #require(Fixture.spied("Thermostat"))
    spied.globalActor = "@MainActor"
    spied.members = [
      try member("@MainActor func calibrate()", title: "calibrate()", access: "open"),
      try member("@WeatherActor func sync()", title: "sync()", access: "open"),
    ]
    let spy = SpyRenderer.render(spied)
    #expect(spy.code.contains("  override func calibrate() {"))
    #expect(spy.code.contains("  @WeatherActor override func sync() {"))
  }
}
