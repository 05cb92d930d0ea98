import Foundation
import Testing

@testable import MockeryGenerator

/// The model of protocols whose parents are in another module, or the standard library, built
/// from Examples/MockZoo's graphs as the plugin hands them to the generator.
@Suite struct ParentsOfOtherModulesTests {
  @Test func theGeneratorAsksForTheModulesItsProtocolsRefine() {
    #expect(ModuleModel.missingModules(graph: Fixture.zooGraph) == ["ZooBase"])
    // Once given, nothing is missing; the standard library's parents are never asked for.
    #expect(
      ModuleModel.missingModules(graph: Fixture.zooGraph, dependencies: [Fixture.zooBaseGraph])
        == [])
  }

  @Test func theImportedModulesPublicTypeNamesAreReadFromTheirSources() {
    let source = """
      import Foundation

      public struct Logger: Sendable {
        public struct Nested {}
      }
      @available(macOS 14, *) public final class Handler {}
      open class Base {}
      package enum Level { case low }
      public protocol Store<Value> { associatedtype Value }
      public typealias Metadata = [String: String]
      struct Internal {}
      public func helper() {}
      extension Logger {
        public struct Extended {}
      }
      """
    #expect(
      ImportedTypeNames.declared(inSource: source)
        == ["Logger", "Handler", "Base", "Level", "Store", "Metadata"])
    #expect(
      ImportedTypeNames.sourceFiles(
        listedIn: "Logging\t/a/Logger.swift\nLogging\t/a/b.swift\nNIO\t/n.swift\n")
        == ["Logging": ["/a/Logger.swift", "/a/b.swift"], "NIO": ["/n.swift"]])
  }

  @Test func aTypeNamedLikeAnImportedModulesIsWrittenWithItsModule() throws {
    // Planner is the zoo's; Baggage is ZooBase's, which the zoo's code names as it is.
    let model = ModuleModel(
      graph: Fixture.zooGraph, dependencies: [Fixture.zooBaseGraph],
      importedTypeNames: ["Kit": ["Planner"], "ZooBase": ["Baggage"]])
    #expect(model.protocols.first { $0.name == "Planner" }?.referenceName == "Zoo.Planner")
    let tracker = try #require(model.protocols.first { $0.name == "Tracker" })
    #expect(tracker.requirements.first?.declaration.parameters.first?.type == "Baggage")
    #expect(Fixture.zooMocked("Planner")?.referenceName == nil)
  }

  @Test func aNameTwoImportedModulesDeclareIsWrittenWithTheModuleItMeans() throws {
    // The zoo's files import ZooBase, and another module with a `Baggage` of its own: a file
    // importing both finds `Baggage` ambiguous. The nearest wrong twin, one set of names for
    // every module, cannot tell a name two modules share.
    let model = ModuleModel(
      graph: Fixture.zooGraph, dependencies: [Fixture.zooBaseGraph],
      importedTypeNames: ["Kit": ["Baggage"], "ZooBase": ["Baggage"]])
    let tracker = try #require(model.protocols.first { $0.name == "Tracker" })
    #expect(tracker.requirements.first?.declaration.parameters.first?.type == "ZooBase.Baggage")
  }

  @Test func typesNamedLikeAnotherModulesOrMockerysAreWrittenWithTheirModule() throws {
    let tracker = try #require(Fixture.zooMocked("Tracker"))
    // Zoo's code means its own Logger; a mock's file imports ZooBase's and Mockery's too.
    #expect(
      tracker.requirements.map(\.declaration.parameters).first?.map(\.type) == [
        "Baggage", "Zoo.Logger", "Zoo.Stubbing",
      ])
    #expect(tracker.requirements.first?.declaration.type == "Zoo.Logger")
    #expect(tracker.requirements.last?.declaration.type == "ZooBase.Logger")
    #expect(Fixture.zoo.mockeryNamesToQualify == ["Stubbing"])
    // Mockery's own use of the name is written with its module; the zoo's already has one.
    let double = RenderedDouble(
      typeName: "TrackerMock", subject: "", source: Self.usingStubbing, notes: [],
      needsTestableImport: false, sourceFiles: [])
    #expect(
      double.qualifying(["Stubbing"]).code == """
        // Stubbing is Zoo's.
        let s: Mockery.Stubbing<Int>
        let z: Zoo.Stubbing

        """)
    #expect(double.qualifying([]) == double)
  }

  /// Lines naming Mockery's `Stubbing` and the zoo's, and a comment that names it too.
  static var usingStubbing: [SourceNode] {
    [
      .comment("Stubbing is Zoo's."), .line("let s: Stubbing<Int>"), .line("let z: Zoo.Stubbing"),
    ]
  }

  @Test func aQualifiedNameIsLaidOutAtTheLengthItIsPrinted() {
    // 96 columns as the renderer wrote it; 104 once qualified, too long for one line.
    let statement = "calls.record(" + String(repeating: "a", count: 60) + ", Stubbing<Int>.self)"
    let double = RenderedDouble(
      typeName: "LongMock", subject: "", source: [.indented([.statement(statement)])],
      notes: [], needsTestableImport: false, sourceFiles: [])
    #expect(double.code.split(separator: "\n").count == 1)
    #expect(double.qualifying(["Stubbing"]).code.split(separator: "\n").count == 2)
  }

  @Test func anAmbiguousNameInAModuleNamedLikeOneOfItsTypesGetsNoMock() throws {
    // With a type `Zoo`, `Zoo.Logger` would mean a member of it: no file that compiles names
    // the zoo's Logger beside ZooBase's.
    var graph = Fixture.zooGraph
    var selfNamed = try #require(graph.symbols.first { $0.pathComponents == ["Logger"] })
    selfNamed.pathComponents = ["Zoo"]
    selfNamed.names.title = "Zoo"
    selfNamed.identifier.precise = "s:3Zoo3ZooV"
    graph.symbols.append(selfNamed)
    let model = ModuleModel(graph: graph, dependencies: [Fixture.zooBaseGraph])
    let tracker = try #require(model.protocols.first { $0.name == "Tracker" })
    #expect(
      tracker.unmockableReason
        == "it names Logger and Stubbing, which another module its file imports declares too, "
        + "and Zoo declares a type named Zoo, so that Zoo.Logger would name a member of it")
    // A protocol that names none of them is mocked as usual.
    #expect(model.protocols.first { $0.name == "Planner" }?.unmockableReason == nil)
    #expect(Fixture.zooMocked("Tracker")?.unmockableReason == nil)
  }

  @Test func withoutTheOtherModulesGraphAProtocolCannotBeMocked() throws {
    let alone = ModuleModel(graph: Fixture.zooGraph)
    let tracer = try #require(alone.protocols.first { $0.name == "TracerLike" })
    #expect(
      tracer.unmockableReason
        == "it refines ZooBase.Instrument, whose requirements generate-mocks does not know")
  }

  @Test func anotherModulesParentsRequirementsComeFirst() throws {
    let tracer = try #require(Fixture.zooMocked("TracerLike"))
    #expect(
      tracer.requirements.map(\.title) == [
        "extract(_:into:using:)", "inject(_:into:using:)", "startSpan(_:baggage:)",
        "activeSpan()",
      ])
    #expect(tracer.requirements[0].declaredIn == "Instrument")
    #expect(tracer.externalParents == ["ZooBase.Instrument"])
    #expect(tracer.parentModules == ["ZooBase"])
    #expect(tracer.unmockableReason == nil)
    // The mock's file repeats the imports of every file declaring a protocol in the lineage.
    #expect(tracer.sourceFiles.map { $0.hasSuffix("ZooBase/Instruments.swift") } == [true, false])
  }

  @Test func aTypeNamedLikeAnAssociatedTypeIsWrittenWithItsModule() throws {
    let mocked = try #require(Fixture.zooMocked("AssociatedNamedLikeItsConstraint"))
    #expect(
      mocked.associatedTypes == [
        AssociatedType(name: "Span", inheritance: ["ZooBase.Span"], whereClause: [])
      ])
    let current = try #require(mocked.requirements.first { $0.title == "current()" })
    #expect(current.declaration.type == "(any ZooBase.Span)?")
    // The associated type itself keeps its name.
    let start = try #require(mocked.requirements.first { $0.title == "start(_:)" })
    #expect(start.declaration.type == "Self.Span")
  }

  @Test func aTypeNamedLikeTheMocksRecordersIsWrittenWithItsModule() throws {
    let mocked = try #require(Fixture.zooMocked("TypeNamedCalls"))
    #expect(mocked.requirements.first?.declaration.type == "Zoo.Calls")
  }

  @Test func anAssociatedTypeTheProtocolFixesIsATypeAlias() throws {
    let mocked = try #require(Fixture.zooMocked("FixesItsAssociatedType"))
    #expect(mocked.associatedTypes == [])
    #expect(mocked.typeAliases == [TypeAlias(name: "Value", type: "String")])
    // Store's default implementation of describe() is known, though a recorder replaces it.
    let describe = try #require(mocked.requirements.first { $0.title == "describe()" })
    #expect(describe.hasDefaultImplementation)
  }

  @Test func whereClausesAndSecondParentsConstrainTheMocksParameters() throws {
    let refines = try #require(Fixture.zooMocked("RefinesAndConstrains"))
    #expect(refines.whereClause == ["Item: Comparable"])
    let second = try #require(Fixture.zooMocked("SecondParentConstrains"))
    #expect(
      second.associatedTypes == [
        AssociatedType(name: "Item", inheritance: ["Hashable"], whereClause: [])
      ])
  }

  @Test func aNoncopyableTypeOfAnotherModuleIsFoundInItsSource() throws {
    let mocked = try #require(Fixture.zooMocked("NoncopyableOfAnotherModule"))
    #expect(mocked.requirements.first?.noncopyableTypes == ["Job"])
    let own = try #require(Fixture.zooMocked("ConsumesNoncopyable"))
    #expect(own.requirements.first?.noncopyableTypes == ["Ticket"])
    // A copyable type is not.
    #expect(
      Fixture.zooMocked("TracerLike")?.requirements.allSatisfy(\.noncopyableTypes.isEmpty)
        == true)
  }

  @Test func anotherModulesDefaultImplementationIsKnown() throws {
    let mocked = try #require(Fixture.zooMocked("UsesOtherModulesDefault"))
    let run = try #require(mocked.requirements.first { $0.title == "run(_:)" })
    #expect(run.hasDefaultImplementation)
    #expect(run.noncopyableTypes == ["Job"])
    let runs = try #require(mocked.requirements.first { $0.title == "runs()" })
    #expect(!runs.hasDefaultImplementation)
  }

  @Test func aPropertyRequiredAgainWithAnotherTypeIsWitnessedOnceWhereNoDefaultIs() throws {
    // The graph links `HandlerGroup`'s `handlers: [String: any AnyAsyncHandler]` to both
    // requirements named `handlers`; only the parent's has that type.
    let group = try #require(Fixture.zooMocked("HandlerGroup"))
    #expect(group.requirements.map(\.title) == ["handlers", "fallback"])
    #expect(
      group.requirements.map(\.declaration.type) == [
        "[String: any AnyHandler]", "(any AnyHandler)?",
      ])
    #expect(group.requirements.map(\.hasDefaultImplementation) == [false, true])
    #expect(group.requirements.map(\.declaredIn) == ["HandlerGroup", "HandlerGroup"])

    // The refinement's own has the default: the parent's is the one to declare.
    let codes = try #require(Fixture.zooMocked("ListsNamedCodes"))
    #expect(codes.requirements.map(\.declaration.type) == ["[Int]"])
    #expect(codes.requirements.map(\.hasDefaultImplementation) == [false])
    #expect(codes.requirements.map(\.declaredIn) == ["ListsCodes"])
  }

  @Test func deprecationsAreRepeatedWithTheirMessages() throws {
    let mocked = try #require(Fixture.zooMocked("DeprecatedRequirement"))
    #expect(
      mocked.requirements.map(\.availability) == [
        [#"@available(*, deprecated, renamed: "refresh()")"#], [],
      ])
    // A requirement that names a deprecated type is deprecated, without the type's message.
    let uses = try #require(Fixture.zooMocked("UsesDeprecatedType"))
    #expect(uses.requirements.first?.availability == ["@available(*, deprecated)"])
  }

  @Test func aRestatedRequirementIsOneAndASetterAddedToAGetterIsKept() throws {
    let restates = try #require(Fixture.zooMocked("RestatesParent"))
    #expect(restates.requirements.map(\.title) == ["parentCall()"])
    let adds = try #require(Fixture.zooMocked("AddsASetter"))
    #expect(adds.requirements.map(\.title) == ["name"])
    #expect(adds.requirements.first?.declaration.accessors?.isSettable == true)
  }

  @Test func standardParentsAreKnownWithTheirWitnesses() throws {
    let comparable = try #require(Fixture.zooMocked("RefinesComparable"))
    #expect(
      comparable.requirements.map(\.title) == ["==(_:_:)", "<(_:_:)", "hash(into:)", "nanoseconds"]
    )
    #expect(comparable.requirements[0].conventionalWitness == .identityEquality)
    #expect(
      comparable.externalParents == ["Swift.Equatable", "Swift.Comparable", "Swift.Hashable"])

    let raw = try #require(Fixture.zooMocked("StringRawRepresentable"))
    #expect(raw.typeAliases == [TypeAlias(name: "RawValue", type: "String")])

    let object = try #require(Fixture.zooMocked("RefinesNSObjectProtocol"))
    #expect(object.superclass?.reference == "NSObject")
    #expect(object.parentModules == ["Foundation"])
  }

  @Test func aProtocolWhoseParentIsUnknownCannotBeMocked() throws {
    let mocked = try #require(Fixture.zooMocked("RefinesCollection"))
    #expect(
      mocked.unmockableReason
        == "it refines Swift.Collection, whose requirements generate-mocks does not know")
  }

  @Test func aClassBoundProtocolAndAPostfixOperator() throws {
    #expect(Fixture.zooMocked("ClassFunction")?.isClassBound == true)
    #expect(Fixture.zooMocked("TracerLike")?.isClassBound == false)
    let postfix = try #require(Fixture.zooMocked("PostfixOperator")?.requirements.first)
    #expect(postfix.declaration.has("postfix"))
  }

  @Test func identifiersBeyondASCII() throws {
    let mocked = try #require(Fixture.zooMocked("EmojiNames"))
    #expect(mocked.requirements.map(\.baseName) == ["🚀", "café"])
  }
}

/// Names a mock's file would find ambiguous or hidden, from graphs made for the purpose.
@Suite struct VisibilityTests {
  /// A graph of module `M` declaring `declarations`, each `(USR, kind, path, declaration, access)`,
  /// and `memberOf` edges.
  func graph(
    _ symbols: [(
      usr: String, kind: String, path: [String], fragments: [SymbolGraph.Fragment], access: String
    )],
    members: [(String, String)] = []
  ) -> SymbolGraph {
    SymbolGraph(
      module: .init(name: "M"),
      symbols: symbols.map { symbol in
        SymbolGraph.Symbol(
          kind: .init(identifier: SymbolKind(rawValue: symbol.kind)),
          identifier: .init(precise: symbol.usr),
          pathComponents: symbol.path, names: .init(title: symbol.path.last ?? ""),
          declarationFragments: symbol.fragments,
          accessLevel: AccessLevel(rawValue: symbol.access) ?? .internal,
          location: .init(uri: "file:///M.swift", position: .init(line: 0, character: 0)))
      },
      relationships: members.map {
        SymbolGraph.Relationship(kind: .memberOf, source: $0.0, target: $0.1)
      })
  }

  func text(_ spelling: String, _ kind: String = "text", _ usr: String? = nil)
    -> SymbolGraph.Fragment
  {
    SymbolGraph.Fragment(kind: kind, spelling: spelling, preciseIdentifier: usr)
  }

  @Test func aPublicProtocolNestedInAnInternalTypeIsInternal() throws {
    let model = ModuleModel(
      graph: graph(
        [
          ("s:1M5OuterO", "swift.enum", ["Outer"], [text("enum Outer")], "internal"),
          (
            "s:1M5OuterO5InnerP", "swift.protocol", ["Outer", "Inner"],
            [text("protocol Inner")], "public"
          ),
          ("s:1M4openP", "swift.protocol", ["Open"], [text("protocol Open")], "public"),
        ], members: [("s:1M5OuterO5InnerP", "s:1M5OuterO")]))
    #expect(model.protocols.map(\.qualifiedName) == ["Open", "Outer.Inner"])
    #expect(model.protocols.map(\.accessLevel) == [.public, .internal])
  }

  @Test func aTypeNamedLikeOneOfFoundationsIsWrittenWithItsModule() throws {
    let model = ModuleModel(
      graph: graph([
        ("s:1M6CGRectV", "swift.struct", ["CGRect"], [text("struct CGRect")], "public"),
        (
          "s:1M6LayoutP", "swift.protocol", ["Layout"], [text("protocol Layout")], "public"
        ),
        (
          "s:1M6LayoutP5frameSo6CGRectVvp", "swift.property", ["Layout", "frame"],
          [
            text("var "), text("frame", "identifier"), text(": "),
            text("CGRect", "typeIdentifier", "s:1M6CGRectV"), text(" { get }"),
          ], "public"
        ),
        (
          "s:1M6LayoutP4dataSo4DataVvp", "swift.property", ["Layout", "data"],
          [
            text("var "), text("data", "identifier"), text(": "),
            text("Data", "typeIdentifier", "s:20FoundationEssentials4DataV"), text(" { get }"),
          ], "public"
        ),
      ]).adding(requirements: [
        ("s:1M6LayoutP5frameSo6CGRectVvp", "s:1M6LayoutP"),
        ("s:1M6LayoutP4dataSo4DataVvp", "s:1M6LayoutP"),
      ]))
    let layout = try #require(model.protocols.first)
    // M's own CGRect is written M.CGRect; Foundation's own Data is left as it is. (The two
    // are at the same place, so they come by title.)
    #expect(layout.requirements.map { $0.declaration.type } == ["Data", "M.CGRect"])
  }
}

extension VisibilityTests {
  @Test func aDefaultValueNamingTheModulesOwnAmbiguousTypeIsWrittenWithItsModule() throws {
    // `typealias NSObject = Token` in M: a spy's override repeats the default `[NSObject]()`,
    // which in its file, importing Foundation too, is ambiguous.
    let model = ModuleModel(
      graph: graph(
        [
          (
            "s:1M8NSObjecta", "swift.typealias", ["NSObject"], [text("typealias NSObject = Int")],
            "public"
          ),
          ("s:1M6LoaderC", "swift.class", ["Loader"], [text("open class Loader")], "open"),
          (
            "s:1M6LoaderCACycfc", "swift.init", ["Loader", "init()"], [text("public init()")],
            "public"
          ),
          (
            "s:1M6LoaderC4loadyyF", "swift.method", ["Loader", "load(_:name:kind:)"],
            [
              text("open func "), text("load", "identifier"), text("("),
              text("_ ", "externalParam"), text("objects", "internalParam"), text(": ["),
              text("NSObject", "typeIdentifier", "s:1M8NSObjecta"),
              text("] = [NSObject](), "), text("name", "externalParam"),
              text(": "), text("String", "typeIdentifier", "s:SS"),
              text(" = \"NSObject\", "), text("kind", "externalParam"), text(": "),
              text("Int", "typeIdentifier", "s:Si"), text(" = Kinds.NSObject)"),
            ], "open"
          ),
        ],
        members: [("s:1M6LoaderCACycfc", "s:1M6LoaderC"), ("s:1M6LoaderC4loadyyF", "s:1M6LoaderC")])
    )
    let loader = try #require(model.classes.first)
    let load = try #require(loader.members.first { $0.baseName == "load" })
    #expect(load.declaration.parameters.map(\.type) == ["[M.NSObject]", "String", "Int"])
    // In code: written with the module. In a string, or after a `.`: as it is.
    #expect(
      load.declaration.parameters.map(\.defaultValue)
        == ["[M.NSObject]()", "\"NSObject\"", "Kinds.NSObject"])
  }
}

extension SymbolGraph {
  /// The graph with `requirementOf` edges added.
  func adding(requirements: [(String, String)]) -> SymbolGraph {
    var graph = self
    graph.relationships += requirements.map {
      Relationship(kind: .requirementOf, source: $0.0, target: $0.1)
    }
    return graph
  }
}

extension ParentsOfOtherModulesTests {
  @Test func aGenericParameterNamedLikeItsConstraintKeepsTheConstraintsModule() throws {
    let mocked = try #require(Fixture.zooMocked("Broadcaster"))
    let add = try #require(mocked.requirements.first)
    #expect(add.declaration.genericParameters.first?.name == "Listener")
    // The graph prints the constraint in a `where` clause.
    #expect(add.declaration.whereClause == ["Listener: Zoo.Listener"])
    #expect(add.declaration.parameters.first?.type == "Listener")
  }
}
