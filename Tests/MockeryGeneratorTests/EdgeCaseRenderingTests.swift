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
    spied.members = [try member("func log(_ calls: Int)", title: "log(_:)", access: .internal)]
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
    // Unstubbed, the state stays as it was and the result is Bool's default.
    #expect(
      mock.code.contains(
        """
            let next = MockFunction<Int, (Int, Bool)>(
              "next(_:)", whenUnstubbed: { state in (state, false) })
        """))
    #expect(
      mock.code.contains(
        """
          func next(_ state: inout Int) -> Bool {
            let answer = calls.next(state)
            state = answer.0
            return answer.1
          }
        """))
    #expect(mock.notes.isEmpty)

    // A result of a type of the module's: its default, if any, is not known here.
    let custom = render([
      try member("func step(_ state: inout Int) -> Forecast", title: "step(_:)")
    ])
    #expect(custom.code.contains(#"let step = MockFunction<Int, (Int, Forecast)>("step(_:)")"#))
    #expect(custom.notes.map(\.needsCode) == [false])
    #expect(custom.notes.first?.text.contains("an unstubbed call fails") == true)
  }

  @Test func aTupleOfStandardTypesIsAnsweredWithItsDefaultsUnstubbed() throws {
    let mock = render([
      try member("func span(of pair: (Int, String)) -> (start: Int, end: Int)", title: "span(of:)"),
      try member("func bounds() -> (Int, [String: Int]?, Set<Int>)", title: "bounds()"),
      try member("func mixed() -> (Int, Forecast)", title: "mixed()"),
    ])
    // With the labels: without them, Swift 6.3 crashes compiling the first.
    #expect(mock.code.contains(#""span(of:)", whenUnstubbed: { _ in (start: 0, end: 0) })"#))
    #expect(mock.code.contains(#""bounds()", whenUnstubbed: { (0, nil, []) })"#))
    #expect(mock.code.contains(#"let mixed = MockFunction<(Int, Forecast)>("mixed()")"#))
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

  @Test func whatNoRecorderCanRecordStillGetsAWitnessThatFailsTheTestAndStaticsAreRecorded() throws
  {
    let mock = render(
      [
        try member(
          "static func + (lhs: Self, rhs: Self) -> Self", title: "+(_:_:)", kind: .operator),
        try member("static func make() -> Self", title: "make()"),
        try member(
          "subscript<T>(key: String) -> T { get set }", title: "subscript(_:)", kind: .subscript),
        try member("func take(_ values: [some Equatable])", title: "take(_:)"),
      ], associatedTypes: [.init(name: "Item", inheritance: [], whereClause: [])])
    #expect(mock.notes.map(\.member) == ["take(_:)"])
    // The mock compiles as it is: nothing is left for the user to write.
    #expect(mock.notes.allSatisfy { !$0.needsCode })
    #expect(
      mock.notes.map(\.text) == [
        "not recorded, because `values` has an opaque type inside another type, which a "
          + "recorder cannot name: a call fails the test (see --skip to write it yourself)"
      ])
    // A generic mock's static requirements are recorded, each specialization finding its own
    // scoped recorders, as it can keep no static stored property.
    #expect(
      mock.code.contains(
        "  static var staticCalls: ScopedMock<StaticCalls> { .shared { StaticCalls() } }\n"))
    #expect(mock.code.contains("staticCalls.current.make()"))
    #expect(
      mock.code.contains(
        """
          func take(_ values: [some Equatable]) {
            unrecordedCall(
              "take(_:)", of: "HostileMock",
              because: "`values` has an opaque type inside another type, which a recorder cannot name")
          }
        """))
    #expect(
      mock.code.contains(
        """
          subscript<T>(key: String) -> T {
            get { calls.subscript.getter.specialized(MockFunction<String, T>.self)(key) }
            set { calls.subscript.setter.specialized(MockFunction<String, T, Void>.self)(key, newValue) }
          }
        """))
    #expect(mock.code.contains(#"let `subscript` = MockGenericSubscript("subscript(_:)")"#))
    #expect(
      mock.code.contains(
        """
          static func + (lhs: HostileMock<Item>, rhs: HostileMock<Item>) -> HostileMock<Item> {
        """))
  }

  @Test func aRequirementWithADefaultImplementationUsesItWhenNoRecorderCan() throws {
    var job = try member("func enqueue(_ job: consuming Job)", title: "enqueue(_:)")
    job.noncopyableTypes = ["Job"]
    job.hasDefaultImplementation = true
    let mock = render([job])
    #expect(!mock.code.contains("func enqueue"))
    #expect(
      mock.code.contains(
        "  // enqueue(_:) is not recorded, because its parameter `job` is of the ~Copyable or "))
    #expect(
      mock.notes.map(\.text) == [
        "not recorded, because its parameter `job` is of the ~Copyable or ~Escapable type Job, "
          + "which a recorder cannot keep: the mock uses its default implementation"
      ])
  }

  @Test func noncopyableArgumentsAndResultsAreNotRecorded() throws {
    var make = try member(
      "func make<R>(_ type: R.Type) -> R where R : ~Copyable", title: "make(_:)")
    make.noncopyableTypes = ["R"]
    var open = try member("func open(_ data: RawSpan) throws -> Int", title: "open(_:)")
    open.noncopyableTypes = ["RawSpan"]
    let mock = render([make, open])
    #expect(
      mock.code.contains(
        """
          func make<R>(_ type: R.Type) -> R where R: ~Copyable {
            unrecordedCall(
              "make(_:)", of: "HostileMock",
              because: "its result is of the ~Copyable or ~Escapable type R, which a recorder cannot return")
          }
        """))
    #expect(
      mock.code.contains(
        """
          func open(_ data: RawSpan) throws -> Int {
            try unrecordedThrowingCall(
        """))
    #expect(!mock.code.contains("let open"))
  }

  @Test func noncopyablePropertiesGetAnAccessorThatFailsWhenCalled() throws {
    var token = try member("var token: Token { get }", title: "token", kind: .property)
    token.noncopyableTypes = ["Token"]
    var slot = try member("var slot: Token { get set }", title: "slot", kind: .property)
    slot.noncopyableTypes = ["Token"]
    let mock = render([token, slot])
    let reason =
      "its type is the ~Copyable or ~Escapable type Token, which a recorder cannot return"
    #expect(
      mock.code.contains(
        """
          var token: Token {
            unrecordedCall(
              "token", of: "HostileMock",
              because: "\(reason)")
          }
        """))
    #expect(
      mock.code.contains(
        """
          var slot: Token {
            get {
              unrecordedCall(
                "slot", of: "HostileMock",
                because: "\(reason)")
            }
            set { unrecordedCall("slot", of: "HostileMock", because: "\(reason)") }
          }
        """))
    #expect(!mock.code.contains("let token"))
    #expect(!mock.code.contains("let slot"))
  }

  @Test func operatorsAreRecordedByTheirCharactersNames() throws {
    var negate = try member(
      "static func - (operand: Self) -> Self", title: "-(_:)", kind: .operator)
    negate.declaration.modifiers.append("prefix")
    let mock = render([
      try member(
        "static func == (lhs: Self, rhs: Self) -> Bool", title: "==(_:_:)", kind: .operator),
      negate,
    ])
    #expect(
      mock.code.contains(
        """
            let operatorEqualEqual = MockFunction<HostileMock, HostileMock, Bool>("==(_:_:)")
        """))
    #expect(
      mock.code.contains(
        """
          static func == (lhs: HostileMock, rhs: HostileMock) -> Bool {
            staticCalls.current.operatorEqualEqual(lhs, rhs)
          }
        """))
    #expect(
      mock.code.contains(
        "  static prefix func - (operand: HostileMock) -> HostileMock {"))
    // Requirements that take the mock itself need instances: the mock is a class.
    #expect(mock.code.contains("final class HostileMock: Hostile {"))
  }

  @Test func aSkippedRequirementIsLeftForTheUserToWrite() throws {
    let mock = MockRenderer.render(
      mockedProtocol(
        "Hostile",
        requirements: [
          try member("func load(_ id: Int) -> String", title: "load(_:)"),
          try member("func save()", title: "save()"),
        ]), skipping: ["load"])
    #expect(!mock.code.contains("func load"))
    #expect(!mock.code.contains("let load"))
    #expect(mock.code.contains("func save()"))
    #expect(
      mock.code.contains(
        "  // Left out with --skip: write the witness of load(_:) in an extension of HostileMock"))
    #expect(mock.notes.map(\.needsCode) == [true])
  }

  @Test func parametersNamedWithKeywordsAreBacktickedWhereTheyAreUsed() throws {
    let mock = render([
      try member("func schedule(in: Int)", title: "schedule(in:)"),
      try member("func read(as type: Int.Type, for: String)", title: "read(as:for:)"),
      try member("func take(_ default: Int)", title: "take(_:)"),
    ])
    #expect(mock.code.contains("  func schedule(in: Int) { calls.schedule(`in`) }\n"))
    #expect(
      mock.code.contains(
        "  func read(as type: Int.Type, for: String) { calls.read(type, `for`) }\n"))
    #expect(mock.code.contains("  func take(_ `default`: Int) { calls.take(`default`) }\n"))
  }

  @Test func anImplicitlyUnwrappedOptionalIsRecordedAsAnOptional() throws {
    let mock = render([
      try member("func load() -> String!", title: "load()"),
      try member("var name: String! { get }", title: "name", kind: .property),
      try member("func store(_ value: Int!)", title: "store(_:)"),
    ])
    #expect(mock.code.contains(#"let load = MockFunction<String?>("load()")"#))
    #expect(mock.code.contains("  func load() -> String! { calls.load() }\n"))
    #expect(mock.code.contains(#"let name = MockProperty<String?>("name")"#))
    #expect(mock.code.contains("  var name: String! { calls.name.get() }\n"))
    #expect(mock.code.contains(#"let store = MockFunction<Int?, Void>("store(_:)")"#))
  }

  @Test func anInitRequirementIsTheOnlyInit() throws {
    let mock = render([
      try member("init()", title: "init()", kind: .initializer),
      try member("func run()", title: "run()"),
    ])
    #expect(mock.code.components(separatedBy: "  init()").count == 2)
    #expect(mock.code.contains("  init() { calls.initializer() }\n"))
  }

  @Test func anOpaqueParameterNamedLikeItsConstraintGetsAnotherName() throws {
    let mock = render([try member("func handle(loop: some Loop)", title: "handle(loop:)")])
    #expect(mock.code.contains("  func handle<LoopType: Loop>(loop: LoopType) {"))
  }

  @Test func asyncClosuresSayTheirIsolation() throws {
    let mock = render([
      try member(
        "func each(_ body: (Int) async -> Void) async", title: "each(_:)"),
      try member(
        "func store(_ handler: nonisolated(nonsending) @escaping @Sendable (Int) async -> Void)",
        title: "store(_:)"),
      try member(
        "func keep(_ handler: @escaping @Sendable (Int) async -> Void)", title: "keep(_:)"),
      try member(
        "func main(_ handler: @escaping @MainActor (Int) async -> Void)", title: "main(_:)"),
    ])
    // A non-escaping closure stays unrecorded, whatever its isolation.
    #expect(mock.code.contains("  func each(_ body: @concurrent (Int) async -> Void) async {"))
    #expect(
      mock.code.contains(
        "func store(_ handler: nonisolated(nonsending) @escaping @Sendable (Int) async -> Void)"))
    #expect(
      mock.code.contains(
        "func keep(_ handler: @escaping @Sendable @concurrent (Int) async -> Void)"))
    #expect(mock.code.contains("func main(_ handler: @escaping @MainActor (Int) async -> Void)"))
  }

  @Test func anInternalProtocolNeedsTestableImport() {
    #expect(
      MockRenderer.render(mockedProtocol("Hidden", requirements: [], access: .internal))
        .needsTestableImport)
    #expect(!MockRenderer.render(mockedProtocol("Shown", requirements: [])).needsTestableImport)
  }

  @Test func aSpyLeavesOutWhatItCannotCallThroughAndSaysWhy() throws {
    var spied = try #require(Fixture.spied("Counter"))
    spied.members = [
      try member("func adjust(_ value: inout Int)", title: "adjust(_:)", access: .internal),
      try member("var limit: Int { get set }", title: "limit", kind: .property, access: .internal),
      try member("func map<T>(_ value: T) -> T", title: "map(_:)", access: .internal),
      try member("func step() -> Int", title: "step()", access: .internal),
    ]
    let spy = SpyRenderer.render(spied)
    #expect(
      spy.code.contains(
        "  override func step() -> Int { calls.step(callingThrough: super.step) }\n"))
    #expect(!spy.code.contains("func adjust"), "not overridden, only named")
    #expect(spy.notes.map(\.member) == ["adjust(_:)", "map(_:)"])
    #expect(spy.notes.allSatisfy { !$0.needsCode })
  }

  @Test func aSpyCallsASettablePropertysReadsAndWritesThrough() throws {
    var spied = try #require(Fixture.spied("Counter"))
    spied.members = [
      try member("var limit: Int { get set }", title: "limit", kind: .property, access: .internal),
      // A stored `var`, as the graph prints it, is settable; a `let` is not overridable.
      try member("var total: Int", title: "total", kind: .property, access: .internal),
      try member("let seed: Int", title: "seed", kind: .property, access: .internal),
    ]
    let spy = SpyRenderer.render(spied)
    #expect(spy.notes.map(\.member) == ["seed"])
    #expect(spy.code.contains("  // seed is not spied: a constant, `let`, cannot be overridden.\n"))
    #expect(
      spy.code.contains(
        "    set { calls.total.setter(newValue, callingThrough: { super.total = $0 }) }\n"))
    #expect(spy.code.contains("    let limit = MockProperty<Int>(\"limit\")\n"))
    #expect(
      spy.code.contains(
        """
          override var limit: Int {
            get { calls.limit.getter(callingThrough: { super.limit }) }
            set { calls.limit.setter(newValue, callingThrough: { super.limit = $0 }) }
          }

        """))
  }

  @Test func aSpySaysItLeavesOutClassMembersAndIsSilentOnStaticOnes() throws {
    var spied = try #require(Fixture.spied("Counter"))
    spied.members = [
      try member(
        "class var tableName: String { get }", title: "tableName", kind: .property,
        access: .internal),
      try member("class func register()", title: "register()", access: .internal),
      // No subclass can override these: nothing to say.
      try member("static func make() -> Int", title: "make()", access: .internal),
      try member("final class func seal()", title: "seal()", access: .internal),
      try member("func step() -> Int", title: "step()", access: .internal),
    ]
    let spy = SpyRenderer.render(spied)
    #expect(spy.notes.map(\.member) == ["tableName", "register()"])
    #expect(
      spy.notes.map(\.text) == [
        "not spied: it is a class member, and a spy records the calls made on one object",
        "not spied: it is a class member, and a spy records the calls made on one object",
      ])
    #expect(!spy.code.contains("tableName: String {"))
    #expect(!spy.code.contains("func register"))
    #expect(spy.code.contains("  override func step() -> Int {"))
  }

  @Test func aSpyOfAnOpenClassWhoseInitializersAreInternalImportsItTestable() throws {
    // Stencil's SimpleErrorReporter: open, with only the implicit internal init().
    let reporter = try #require(Fixture.zooSpied("PlainReporter"))
    #expect(reporter.accessLevel == .open)
    #expect(reporter.designatedInitializers.map(\.accessLevel) == [.internal])
    let spy = SpyRenderer.render(reporter)
    #expect(spy.needsTestableImport)

    // An open class with a public initializer needs no @testable, and its spy calls only the
    // public initializers.
    var graph = try #require(Fixture.zooSpied("RouteGraph"))
    #expect(!SpyRenderer.render(graph).needsTestableImport)
    graph.designatedInitializers.append(
      try member(
        "init(hidden: Int)", title: "init(hidden:)", kind: .initializer, access: .internal))
    let rendered = SpyRenderer.render(graph)
    #expect(!rendered.needsTestableImport)
    #expect(!rendered.code.contains("hidden"))
    #expect(rendered.code.contains("  init(stops: [String], stubbing configure:"))
  }

  @Test func aProtocolOrClassNamedLikeFoundationsIsNamedWithItsModule() throws {
    // Stencil's `Expression`: the mock's file imports Foundation too, which has one.
    let expression = try #require(Fixture.zooMocked("Expression"))
    #expect(expression.referenceName == "Zoo.Expression")
    #expect(MockRenderer.render(expression).code.contains("class ExpressionMock: Zoo.Expression {"))
    let operation = try #require(Fixture.zooSpied("Operation"))
    #expect(operation.reference == "Zoo.Operation")
    #expect(SpyRenderer.render(operation).code.contains("class OperationSpy: Zoo.Operation {"))
    // A name Foundation does not have stays as it is.
    let reporter = try #require(Fixture.zooSpied("PlainReporter"))
    #expect(reporter.reference == "PlainReporter")
    #expect(SpyRenderer.render(reporter).code.contains("class PlainReporterSpy: PlainReporter {"))
  }

  @Test func aSpyLeavesMembersOfExtensionsAloneAndKeepsResultBuilders() throws {
    // As Graphiti's Component: `named(_:)` is declared in an extension, so no subclass can
    // override it; the class's own `again() -> Self` it can.
    let operation = try #require(Fixture.zooSpied("Operation"))
    #expect(operation.members.map(\.title) == ["steps", "run()", "again()"])
    let spy = SpyRenderer.render(operation)
    #expect(!spy.code.contains("named"))
    #expect(spy.code.contains("  override func again() -> OperationSpy {"))
    #expect(
      spy.code.contains("    @StepsBuilder steps: () -> [String] = { [] }, stubbing configure:"))
    let planner = try #require(Fixture.zooMocked("Planner"))
    #expect(
      MockRenderer.render(planner).code.contains(
        "  func plan(@StepsBuilder _ steps: () -> [String]) -> Int {"))
  }

  @Test func aDecodableClassesInitFromDecoderIsRequired() throws {
    // The graph prints the compiler-made `init(from:)` without `required`.
    let graph = try #require(Fixture.zooSpied("RouteGraph"))
    let decoding = try #require(graph.designatedInitializers.first { $0.title == "init(from:)" })
    #expect(decoding.declaration.has("required"))
    let spy = SpyRenderer.render(graph)
    #expect(
      spy.code.contains(
        """
          required init(from decoder: any Decoder) throws {
            calls = Calls()
            try super.init(from: decoder)
          }
        """))
    // A class that is not Decodable keeps its own init(from:) as it is declared.
    let plain = try #require(Fixture.zooSpied("PlainReporter"))
    #expect(plain.designatedInitializers.allSatisfy { !$0.declaration.has("required") })
  }

  @Test func aSpysOverrideOfAResultHandedOverSaysSoAndHandsItOver() throws {
    let spy = SpyRenderer.render(try #require(Fixture.classZooSpied("Workshop"))).code
    // Without `sending` the override overrides nothing; without `handingOver`, the recorder's
    // answer, which closes over the spy, could not be handed over.
    #expect(
      spy.contains(
        "  override func make() -> sending NSObject { "
          + "handingOver(calls.make(callingThrough: super.make)) }\n"))
    // An `async` override asks its recorder, then calls `super` itself, and hands over what
    // a stub answered.
    #expect(
      spy.contains(
        """
          @concurrent override func build(_ count: Int) async throws -> sending [NSObject] {
            if case .answered(let result) = try await calls.build.spied(count) {
              return handingOver(result)
            }
            return try await super.build(count)
          }
        """))
  }

  @Test func aSpyOfAnIsolatedClassDoesNotRepeatItsActor() throws {
    var spied = try #require(Fixture.spied("Thermostat"))
    spied.globalActor = "@MainActor"
    spied.members = [
      try member("@MainActor func calibrate()", title: "calibrate()", access: .open),
      try member("@WeatherActor func sync()", title: "sync()", access: .open),
    ]
    let spy = SpyRenderer.render(spied)
    #expect(spy.code.contains("  override func calibrate() {"))
    #expect(spy.code.contains("  @WeatherActor override func sync() {"))
  }

  @Test func aSpyOfAClassItsModuleIsolatesByDefaultIsolatesItsDeinit() throws {
    // Bug: released off the main actor, the spy crashed in the class's `deinit`, which the
    // module's default isolates and which checks that it runs on the main actor.
    var spied = try #require(Fixture.spied("Thermostat"))
    spied.globalActor = "@MainActor"
    spied.isIsolatedByModuleDefault = true
    #expect(SpyRenderer.render(spied).code.contains("\n  isolated deinit {}\n"))
    // The twin: a class that names its actor has a nonisolated `deinit`, which a spy's must not
    // make wait for the actor.
    spied.isIsolatedByModuleDefault = false
    #expect(!SpyRenderer.render(spied).code.contains("deinit"))
  }

  @Test func aSpysAsyncGetterAsksItsRecorderThenReadsSuper() throws {
    var spied = try #require(Fixture.spied("Thermostat"))
    spied.members = [
      try member(
        "var reading: Double { get async }", title: "reading", kind: .property, access: .open)
    ]
    let code = SpyRenderer.render(spied).code
    #expect(
      code.contains(
        """
          @concurrent override var reading: Double {
            get async {
              if case .answered(let value) = await calls.reading.spied() { return value }
              return await super.reading
            }
          }
        """))
    // The twin: a getter of a class isolated to the main actor runs there, and says no more.
    spied.globalActor = "@MainActor"
    let isolated = SpyRenderer.render(spied).code
    #expect(isolated.contains("  override var reading: Double {\n"))
    #expect(!isolated.contains("@concurrent"))
  }
}

@Suite struct NeverThrowingRenderingTests {
  @Test func aThrowsNeverRequirementIsCalledWithoutTry() throws {
    // Bug: `{ try calls.never() }`, which warns "no calls to throwing functions occur within
    // 'try' expression" in the user's build.
    let mocked = mockedProtocol(
      "NeverThrowing",
      requirements: [
        try member("func never() throws(Never) -> Int", title: "never()"),
        try member("func count() throws(CountError) -> Int", title: "count()"),
      ])
    let code = MockRenderer.render(mocked).code
    #expect(code.contains("let never = MockFunction<Int>(\"never()\")"))
    #expect(code.contains("func never() throws(Never) -> Int { calls.never() }"))
    // The twin: an error type that can be thrown keeps its `try`.
    #expect(code.contains("func count() throws(CountError) -> Int { try calls.count() }"))
  }
}

/// Shapes a peer generator's own test inputs hold, which once gave mocks that did not compile.
@Suite struct PeerInputRenderingTests {
  @Test func aMemberGenericNamedLikeAnAssociatedTypeIsRenamed() throws {
    let mocked = mockedProtocol(
      "Subscripting",
      requirements: [
        try member(
          "subscript<T>(dynamicMember keyPath: WritableKeyPath<T, Value>) -> Value { get }",
          title: "subscript(dynamicMember:)", kind: .subscript)
      ],
      associatedTypes: [
        .init(name: "T", inheritance: [], whereClause: []),
        .init(name: "Value", inheritance: [], whereClause: []),
      ])
    let code = MockRenderer.render(mocked).code
    // The mock's `T` is the associated type; the subscript's own is `T2`.
    #expect(code.contains("final class SubscriptingMock<T, Value>: Subscripting {"))
    #expect(
      code.contains(
        "  subscript<T2>(dynamicMember keyPath: WritableKeyPath<T2, Value>) -> Value {"))
    #expect(code.contains("MockFunction<WritableKeyPath<T2, Value>, Value>.self"))
  }

  @Test func aRenamedGenericIsRenamedInTheErrorItThrowsToo() throws {
    let mocked = mockedProtocol(
      "Failing",
      requirements: [
        try member("func fail<T: Error>(with error: T) throws(T)", title: "fail(with:)")
      ],
      associatedTypes: [.init(name: "T", inheritance: [], whereClause: [])])
    let code = MockRenderer.render(mocked).code
    #expect(code.contains("func fail<T2: Error>(with error: T2) throws(T2)"), "\(code)")
  }

  @Test func overloadsThatDifferOnlyInConstraintsOrVariadicsAreEachWitnessed() throws {
    var collected = ModelBuilder.CollectedRequirements()
    for (declaration, title) in [
      ("func connect<T>(adapter: T) where T : Adapter", "connect(adapter:)"),
      ("func connect<T>(adapter: T) where T : KeyedAdapter", "connect(adapter:)"),
      ("func send(_ value: Int, for key: String)", "send(_:for:)"),
      ("func send(_ value: Int, for key: String...)", "send(_:for:)"),
      ("func bump(_ value: Int)", "bump(_:)"),
      ("func bump(_ value: inout Int)", "bump(_:)"),
    ] {
      collected.add(try member(declaration, title: title))
    }
    #expect(collected.requirements.count == 6)
    // Restating one is still one requirement.
    collected.add(try member("func bump(_ other: Int)", title: "bump(_:)"))
    #expect(collected.requirements.count == 6)
  }

  @Test func dictionaryTypesAreWrittenAsPeopleWriteThem() throws {
    let declaration = try Declaration(
      parsing: "func group(_ values: [String : Int]) -> [Int : [String]]")
    #expect(declaration.parameters.first?.type == "[String: Int]")
    #expect(declaration.type == "[Int: [String]]")
    // A default value keeps its text.
    let defaulted = try Declaration(parsing: #"init(separator: String = " : ")"#)
    #expect(defaulted.parameters.first?.defaultValue == #"" : ""#)
  }
}
