import Foundation
import Testing

@testable import MockeryGenerator

/// Values of result types with no default that a mock makes from the types' declarations, for a
/// call nobody stubbed to return after it fails its test.
@Suite struct StandInModelTests {
  @Test func aModelOfAnAppGetsItsMemberwiseInitializerAndAnEnumItsFirstPlainCase() throws {
    let store = try #require(
      ModuleModel(graph: Fixture.graph("NotesApp")).protocols.first { $0.name == "TagStore" })
    // The implicit memberwise initializer, which no actor isolates in a module isolated to the
    // main actor by default; an explicit one would be `@MainActor`, made on the main actor.
    #expect(store.standIns["Tag"] == StandIn(expression: #".init(id: "", title: "")"#))
    #expect(store.standIns["Priority"] == StandIn(expression: ".low"))
    // Types with defaults need none.
    #expect(store.standIns["[Tag]"] == nil)
    #expect(store.standIns["Int"] == nil)
  }

  @Test func anotherModulesTypeIsMadeByItsPublicInitializer() throws {
    let tracker = try #require(Fixture.zooMocked("Tracker"))
    // Named with their modules: each module has a `Logger`.
    #expect(tracker.standIns["Zoo.Logger"] == StandIn(expression: #".init(label: "")"#))
    // The other module's, which the mock's file imports for the initializer to be seen under
    // MemberImportVisibility.
    #expect(
      tracker.standIns["ZooBase.Logger"] == StandIn(expression: ".init()", modules: ["ZooBase"]))
  }

  /// A graph of module `Shop` with the types `declarations` give, each `(name, kind, members)`,
  /// a member `(title, kind, declaration, access)`; the members titled in `deprecated` are.
  func model(
    _ types: [(String, String, [(String, String, String, String)])], access: String = "public",
    deprecated: Set<String> = [], returning results: [String]
  ) throws -> MockedProtocol {
    var symbols: [String] = []
    var edges: [String] = []
    func symbol(_ usr: String, _ kind: String, _ path: [String], _ text: String, _ access: String)
      -> String
    {
      let declaration = text.replacingOccurrences(of: "\"", with: "\\\"")
      return """
        {"kind": {"identifier": "\(kind)"}, "identifier": {"precise": "\(usr)"},
         "pathComponents": [\(path.map { "\"\($0)\"" }.joined(separator: ", "))],
         "names": {"title": "\(path.last!)"},
         "declarationFragments": [{"kind": "text", "spelling": "\(declaration)"}],
         "accessLevel": "\(access)",\(deprecated.contains(path.last!)
           ? #" "availability": [{"domain": "*", "isUnconditionallyDeprecated": true}],"# : "")
         "location": {"uri": "file:///Shop.swift", "position": {"line": \(symbols.count), "character": 0}}}
        """
    }
    for (name, kind, members) in types {
      symbols.append(
        symbol(
          "s:4Shop\(name)", kind, [name],
          "\(kind == "swift.enum" ? "enum" : kind == "swift.class" ? "class" : "struct") \(name)",
          access))
      for (index, member) in members.enumerated() {
        let usr = "s:4Shop\(name)m\(index)"
        symbols.append(symbol(usr, member.1, [name, member.0], member.2, member.3))
        edges.append(#"{"kind": "memberOf", "source": "\#(usr)", "target": "s:4Shop\#(name)"}"#)
      }
    }
    symbols.append(symbol("s:4Shop5StoreP", "swift.protocol", ["Store"], "protocol Store", access))
    for (index, result) in results.enumerated() {
      let usr = "s:4Shop5StorePr\(index)"
      symbols.append(
        symbol(
          usr, "swift.method", ["Store", "r\(index)()"], "func r\(index)() -> \(result)", access))
      edges.append(#"{"kind": "requirementOf", "source": "\#(usr)", "target": "s:4Shop5StoreP"}"#)
    }
    let json =
      #"{"module": {"name": "Shop"}, "symbols": ["# + symbols.joined(separator: ",")
      + #"], "relationships": ["# + edges.joined(separator: ",") + "]}"
    let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(json.utf8))
    return try #require(ModuleModel(graph: graph).protocols.first)
  }

  @Test func onlyWhatCertainlyCompilesIsAStandIn() throws {
    let store = try model(
      [
        (
          "Plain", "swift.struct",
          [
            (
              "init(name:count:tags:)", "swift.init",
              "init(name: String, count: Int, tags: [String] = [])", "public"
            )
          ]
        ),
        (
          "Nested", "swift.struct", [("init(plain:)", "swift.init", "init(plain: Plain)", "public")]
        ),
        (
          "Failing", "swift.struct",
          [("init(name:)", "swift.init", "init?(name: String)", "public")]
        ),
        ("Throwing", "swift.struct", [("init()", "swift.init", "init() throws", "public")]),
        ("Isolated", "swift.struct", [("init()", "swift.init", "@MainActor init()", "public")]),
        ("Hidden", "swift.struct", [("init()", "swift.init", "init()", "internal")]),
        (
          "Closure", "swift.struct",
          [("init(run:)", "swift.init", "init(run: @escaping () -> Void)", "public")]
        ),
        (
          "Twice", "swift.class",
          [
            ("init(a:b:)", "swift.init", "init(a: Int, b: Int)", "public"),
            ("init(a:)", "swift.init", "init(a: Int)", "public"),
          ]
        ),
        (
          "Status", "swift.enum",
          [
            ("failed(_:)", "swift.enum.case", "case failed(String)", "public"),
            ("pending", "swift.enum.case", "case pending", "public"),
          ]
        ),
        (
          "Payloads", "swift.enum",
          [("failed(_:)", "swift.enum.case", "case failed(String)", "public")]
        ),
        ("Box", "swift.struct", [("init()", "swift.init", "init()", "public")]),
        (
          "Guarded", "swift.struct",
          [("init()", "swift.init", "@MyActor init()", "public")]
        ),
        (
          "Fare", "swift.struct",
          [("init(box:)", "swift.init", "init(box: Isolated)", "public")]
        ),
      ],
      returning: [
        "Plain", "Nested", "Failing", "Throwing", "Isolated", "Hidden", "Closure", "Twice",
        "Status", "Payloads", "Guarded", "Fare",
      ])
    #expect(
      store.standIns == [
        // An argument with a default is left to it; the others get their type's.
        "Plain": StandIn(expression: #".init(name: "", count: 0)"#),
        "Nested": StandIn(expression: #".init(plain: .init(name: "", count: 0))"#),
        // The initializer of fewest arguments.
        "Twice": StandIn(expression: ".init(a: 0)"),
        // The first case without a payload.
        "Status": StandIn(expression: ".pending"),
        // Made on the main actor, as its initializer is isolated to it, or one it nests is; an
        // initializer of another global actor makes none.
        "Isolated": StandIn(expression: ".init()", isMainActor: true),
        "Fare": StandIn(expression: ".init(box: .init())", isMainActor: true),
      ])
    // Internal initializers, through `@testable import`, which an internal protocol's mock has.
    let internalStore = try model(
      [("Hidden", "swift.struct", [("init()", "swift.init", "init()", "internal")])],
      access: "internal", returning: ["Hidden"])
    #expect(internalStore.standIns == ["Hidden": StandIn(expression: ".init()")])
  }

  @Test func aDeprecatedCaseOrInitializerIsPassedOver() throws {
    // Using one would warn in a file that must build warning-free.
    let store = try model(
      [
        (
          "Status", "swift.enum",
          [
            ("draft", "swift.enum.case", "case draft", "public"),
            ("planned", "swift.enum.case", "case planned", "public"),
          ]
        ),
        (
          "Fare", "swift.struct",
          [
            ("init()", "swift.init", "init()", "public"),
            ("init(cents:)", "swift.init", "init(cents: Int)", "public"),
          ]
        ),
        ("Old", "swift.enum", [("gone", "swift.enum.case", "case gone", "public")]),
        // A deprecated type's recorder is deprecated too: there nothing warns.
        ("Legacy", "swift.struct", [("init()", "swift.init", "init()", "public")]),
      ],
      deprecated: ["draft", "init()", "gone", "Legacy"],
      returning: ["Status", "Fare", "Old", "Legacy"])
    #expect(
      store.standIns == [
        "Status": StandIn(expression: ".planned"), "Fare": StandIn(expression: ".init(cents: 0)"),
        "Legacy": StandIn(expression: ".init()"),
      ])
  }

  @Test func aStandInMadeOnTheMainActorIsGivenAsOne() throws {
    var store = mockedProtocol(
      "Store",
      requirements: [
        try member("func total() -> Money", title: "total()"),
        try member("var last: Money { get }", title: "last", kind: .property),
      ])
    store.standIns = ["Money": StandIn(expression: ".init(cents: 0)", isMainActor: true)]
    let code = MockRenderer.render(store).code
    #expect(
      code.contains(
        #"let total = MockFunction<Money>("total()", mainActorStandIn: { .init(cents: 0) })"#))
    #expect(
      code.contains(
        #"let last = MockProperty<Money>("last", mainActorStandIn: { .init(cents: 0) })"#))
  }

  @Test func aRecorderGivesItsStandInWhereTheCallCannotThrow() throws {
    var store = mockedProtocol(
      "Store",
      requirements: [
        try member("func latest() -> Receipt", title: "latest()"),
        try member("func load() throws -> Receipt", title: "load()"),
        try member("func next() async -> Receipt", title: "next()"),
        try member("var last: Receipt { get }", title: "last", kind: .property),
      ])
    store.standIns = ["Receipt": StandIn(expression: ".init()")]
    let code = MockRenderer.render(store).code
    #expect(code.contains(#"let latest = MockFunction<Receipt>("latest()", standIn: { .init() })"#))
    // A throwing call says so by throwing UnstubbedCallError.
    #expect(code.contains(#"let load = MockThrowingFunction<Receipt>("load()")"#))
    #expect(
      code.contains(#"let next = MockAsyncFunction<Receipt>("next()", standIn: { .init() })"#))
    #expect(code.contains(#"let last = MockProperty<Receipt>("last", standIn: { .init() })"#))
    let double = MockRenderer.render(store)
    #expect(
      double.regions.filter { $0.part == .recorderWithStandIn }.map(\.member).sorted()
        == ["last", "latest", "next"])
    // Written without it, where the compiler rejected it: the rest of the member stays.
    let lowered = MockRenderer.render(
      store, degrading: ["latest": Degradation(level: nil, withoutStandIn: true, message: "m")])
    #expect(lowered.code.contains(#"let latest = MockFunction<Receipt>("latest()")"#))
    #expect(lowered.code.contains("func latest() -> Receipt { calls.latest() }"))
    #expect(
      lowered.notes.map(\.text) == [
        "no stand-in for a call nobody stubbed, as the compiler rejected it (m): such a call "
          + "stops the test process"
      ])
  }
}

extension DegradationPlanTests {
  @Test func anErrorInARecorderWithAStandInLeavesOutTheStandInFirst() throws {
    var store = mockedProtocol(
      "Store", requirements: [try member("func latest() -> Receipt", title: "latest()")])
    store.standIns = ["Receipt": StandIn(expression: ".init(broken: true)")]
    let file = GeneratedFile(
      MockRenderer.render(store), moduleName: "Shop", sourceImports: [], command: "c")
    let error = self.error("standIn: { .init(broken: true) }", in: file)
    let first = DegradationPlan.step(after: [error], in: file, current: [:])
    guard case .degrade(let next) = first else {
      Issue.record("declined")
      return
    }
    #expect(next["latest"]?.withoutStandIn == true)
    #expect(next["latest"]?.level == nil)
  }
}
