import Foundation
import Testing

@testable import MockeryGenerator

/// Classes as a subclass in a test target sees them, from Examples/ClassZoo's graph: their
/// superclasses' members with the generic arguments each subclass gives, the initializers a spy
/// can call, and why no spy of some can be written.
@Suite struct ClassHierarchyTests {
  func spied(_ name: String) throws -> SpiedClass {
    try #require(Fixture.classZooSpied(name))
  }

  func signatures(_ spied: SpiedClass) -> [String] {
    spied.members.map { member in
      member.title + ": "
        + (member.declaration.parameters.map(\.type) + [member.declaration.type ?? "Void"])
        .joined(separator: ", ")
    }
  }

  @Test func aSpecializedSuperclassesParametersTakeTheSubclassesArguments() throws {
    // class StringBox: Box<String>
    #expect(signatures(try spied("StringBox")).contains("open(): String"))
    #expect(signatures(try spied("StringBox")).contains("replace(with:): String, Void"))
    // class BoxOfArrays<Element>: Box<[Element]>, then class IntArrayBox: BoxOfArrays<Int>
    #expect(signatures(try spied("BoxOfArrays")).contains("open(): [Element]"))
    #expect(signatures(try spied("IntArrayBox")).contains("open(): [Int]"))
    // class NestedBoxes: Box<Box<Int>>
    #expect(signatures(try spied("NestedBoxes")).contains("open(): Box<Int>"))
    // class LabelledPair<Value>: Pair<String, Value>; the tuple's order is kept.
    #expect(signatures(try spied("LabelledPair")).contains("swapped(): (Value, String)"))
    // Another module's generic class, specialized with a type of this one.
    #expect(signatures(try spied("VehicleRepository")).contains("save(_:): Vehicle, Void"))
  }

  @Test func aSpyOfAGenericClassIsGenericOverItsParametersAndItsContainers() throws {
    let box = try spied("Box")
    #expect(box.genericParameters.map(\.name) == ["Content"])
    #expect(box.reference == "Box<Content>")
    let inner = try spied("GenericOuter.Inner")
    #expect(inner.genericParameters.map(\.name) == ["Element"])
    #expect(inner.reference == "GenericOuter<Element>.Inner")
    #expect(
      SpyRenderer.render(inner).code.contains(
        "final class GenericOuterInnerSpy<Element>: GenericOuter<Element>.Inner {"))
    let index = try spied("Index")
    #expect(
      SpyRenderer.render(index).code.contains(
        "IndexSpy<Key, Value>: Index<Key, Value> where Key: Hashable, Value: Equatable {"))
    // Specialized, a nested class of a generic one needs no parameters.
    #expect(try spied("IntInner").genericParameters.isEmpty)
    #expect(signatures(try spied("IntInner")).contains("describe(_:): Int, String"))
  }

  @Test func anotherModulesClassOpensOnlyItsOpenMembers() throws {
    let service = try spied("AppService")
    // Service's `restart()` is public, not open; `internalStep()` its module's own.
    #expect(service.members.contains { $0.title == "restart()" && $0.module == "Widgets" })
    let spy = SpyRenderer.render(service).code
    #expect(spy.contains("override func start() -> Bool"))
    #expect(!spy.contains("restart"))
    #expect(!spy.contains("internalStep"))
    #expect(SpyRenderer.render(service).modules == ["Widgets"])
    // Its initializer is Service's, inherited.
    #expect(service.designatedInitializers.map(\.title) == ["init(name:)"])
  }

  @Test func theInitializersASpyCallsAreTheClassesOrInheritedOnes() throws {
    #expect(try spied("ImplicitInit").designatedInitializers.map(\.title) == ["init()"])
    #expect(
      try spied("InheritsInits").designatedInitializers.map(\.title)
        == ["init(value:)", "init(text:)"])
    // Declaring one, a class inherits none.
    #expect(try spied("DeclaresOwnInit").designatedInitializers.map(\.title) == ["init(flag:)"])
    // Private initializers are not in the graph; the one beside them is.
    #expect(
      try spied("PrivateAndInternalInit").designatedInitializers.map(\.title) == ["init(level:)"])
    // A required initializer inherited keeps `required`: the spy restates it.
    let inherited = try spied("InheritsRequired")
    #expect(inherited.designatedInitializers.first?.declaration.has("required") == true)
    #expect(SpyRenderer.render(inherited).code.contains("  required init(seed: Int) {"))
  }

  @Test func whatNoSpyCanSubclassSaysWhy() throws {
    #expect(try spied("PrivateInit").unspiable == .noAccessibleInitializer(name: "PrivateInit"))
    #expect(
      try spied("FileprivateInit").unspiable == .noAccessibleInitializer(name: "FileprivateInit"))
    #expect(try spied("VariadicInit").unspiable == .variadicInitializers(name: "VariadicInit"))
    #expect(try spied("FinalCar").unspiable == .finalClass(name: "FinalCar"))
    #expect(
      Limitation.noAccessibleInitializer(name: "PrivateInit").reason
        == "PrivateInit has no initializer a subclass in a test target can call: its "
        + "initializers are private, or internal to another module")
    // Everything else of the zoo can be spied on.
    let declined = Fixture.classZoo.classes.filter { $0.unspiable != nil }.map(\.qualifiedName)
    #expect(
      Set(declined) == [
        "AliasedKey", "Counter", "FileprivateInit", "FinalBase", "FinalCar", "Parcel",
        "PrivateInit", "PrivateInitBase", "StrictKey", "VariadicInit",
      ])
  }

  @Test func aRequiredConvenienceInitializerIsInheritedByOverridingEveryDesignatedOne() throws {
    let spied = try spied("RequiredConvenience")
    #expect(spied.hasRequiredConvenienceInitializer)
    #expect(SpyRenderer.render(spied).code.contains("  override init(size: Int) {"))
  }

  @Test func overloadsOfOneClassAreKeptAndOverridesCountOnce() throws {
    #expect(
      try spied("Overloads").members.map(\.title) == [
        "load(id:)", "load(name:)", "format(_:)", "format(_:)", "make()", "make()",
      ])
    // Circle narrows Shape's `copy() -> Shape` to `-> Circle`: one member.
    let circle = try spied("Circle")
    #expect(circle.members.filter { $0.title == "copy()" }.map(\.declaration.type) == ["Circle"])
  }

  @Test func keywordsAreEscapedWhereverTheyAreWritten() throws {
    let spy = SpyRenderer.render(try spied("Keywords")).code
    #expect(spy.contains("mockCalls.`self`(callingThrough: { super.`self`() })"))
    #expect(spy.contains("override func move(`inout` value: String) -> String {"))
    #expect(spy.contains("callingThrough: super.move(`inout`:))"))
    // `var` is a label as it is in a reference, and backticked where it is declared.
    #expect(spy.contains("callingThrough: super.assign(var:))"))
    #expect(spy.contains("override func assign(`var` value: Int) -> Int {"))
    #expect(spy.contains("  let mockCalls: Calls"))
  }

  @Test func initializersKeepTheirGenericsDeprecationsAndDefaults() throws {
    let generic = SpyRenderer.render(try spied("GenericInit")).code
    #expect(generic.contains("init<T>("))
    #expect(generic.contains("where T: Decodable, T: Encodable {"))
    let deprecated = SpyRenderer.render(try spied("DeprecatedInit")).code
    #expect(
      deprecated.contains(
        "  @available(*, deprecated, message: \"use init(mode:)\")\n  init(stubbing configure:"))
    // The language-version domain stays `swift`.
    #expect(
      SpyRenderer.render(try spied("Deprecations")).code.contains(
        "@available(swift, deprecated: 5.6, message: \"use current()\")"))
    #expect(
      SpyRenderer.render(try spied("Shapes")).code.contains(
        "override func defaulted(_ value: Int = 3, unit: String = \"px\") -> String {"))
    #expect(
      SpyRenderer.render(try spied("Shapes")).code.contains(
        "@discardableResult override func record(_ entry: String) -> Bool {"))
    // A parameter named like the spy's own closure renames the closure.
    #expect(
      SpyRenderer.render(try spied("ConfigureNamedInit")).code.contains(
        "init(configure: Bool, stubbing: Int, stubbing configureCalls: (Calls) -> Void"))
  }

  @Test func aSpysFileImportsWhatItsSuperclassesFilesImport() throws {
    // DetailedErrorReporter's file imports nothing; ErrorReporter's imports Foundation, for
    // `throws(NSError)`.
    let spy = SpyRenderer.render(try spied("DetailedErrorReporter"))
    #expect(spy.sourceFiles.contains { $0.hasSuffix("Special.swift") })
    #expect(spy.sourceFiles.contains { $0.hasSuffix("Subclasses.swift") })
  }

  @Test func spyAllAndQualifiedNamesPickTheClass() throws {
    #expect(
      try GenerateMocksCommand.spiedClass(named: "Nested", in: Fixture.classZoo).qualifiedName
        == "Nested")
    #expect(
      try GenerateMocksCommand.spiedClass(named: "Layers.Layered.Nested", in: Fixture.classZoo)
        .qualifiedName == "Layers.Layered.Nested")
    // Two nested classes named Inner, and no top-level one.
    #expect(throws: GeneratorError.self) {
      try GenerateMocksCommand.spiedClass(named: "Inner", in: Fixture.classZoo)
    }
    do {
      _ = try GenerateMocksCommand.spiedClass(named: "Inner", in: Fixture.classZoo)
    } catch {
      #expect(
        error.message
          == "--spy Inner could mean GenericOuter.Inner or Outer.Inner: give the one to spy on "
          + "by its qualified name, --spy GenericOuter.Inner.")
    }
  }

  @Test func theModulesOfTheSuperclassesOfTheClassesSpiedOnAreFetched() {
    // Without Widgets' graph, the classes its protocols are bound to are unknown, and so is
    // AppService's superclass: the plugin must fetch it.
    #expect(ModuleModel.missingModules(graph: Fixture.classZooGraph) == ["Widgets"])
    // Without its protocols, the graph needs Widgets' only for a spy of a subclass of its.
    var classesOnly = Fixture.classZooGraph
    classesOnly.symbols.removeAll { $0.kind.identifier == .protocol }
    #expect(ModuleModel.missingModules(graph: classesOnly, spies: ["Car"]).isEmpty)
    #expect(ModuleModel.missingModules(graph: classesOnly, spies: ["AppService"]) == ["Widgets"])
    #expect(ModuleModel.missingModules(graph: classesOnly, spyAll: true) == ["Widgets"])
    #expect(
      ModuleModel.missingModules(
        graph: Fixture.classZooGraph, dependencies: [Fixture.widgetsGraph], spyAll: true
      ).isEmpty)
  }
}

/// What a spy leaves to the class, said in its file.
@Suite struct SpyLimitsTests {
  @Test func aPropertyWithARestrictedSetterIsMutableThoughItsGraphSaysGet() throws {
    // `internal(set) public var label` prints `var label: String { get }`, and a spy, through
    // `@testable import`, sees its setter: it overrides it with both accessors, where a read-only
    // override would not compile. The setter of `private(set) var count` it does not see, and
    // overrides it as read-only.
    let restricted = try #require(Fixture.classZooSpied("RestrictedSetters"))
    let settable = restricted.members.filter { $0.declaration.accessors?.isSettable == true }
    #expect(settable.map(\.title) == ["label"])
    let spy = SpyRenderer.render(restricted).code
    #expect(
      spy.contains(
        "set { calls.label.setter(newValue, callingThrough: { super.label = $0 }) }"))
    #expect(spy.contains("override var count: Int { calls.count(callingThrough:"))
    #expect(spy.contains("override var flag: Bool"))
    #expect(spy.contains("override var readOnly: Int"))
  }

  @Test func aSuperclassWhoseGraphIsMissingIsNamedInTheSpy() throws {
    // Without Widgets' graph, AuditedService's superclass Service is unknown; its own
    // initializer still gives the spy one to call.
    let model = ModuleModel(graph: Fixture.classZooGraph)
    let audited = try #require(model.classes.first { $0.name == "AuditedService" })
    #expect(audited.unspiable == nil)
    #expect(audited.unknownSuperclass == "Widgets.Service")
    let spy = SpyRenderer.render(audited)
    #expect(
      spy.code.contains(
        "  // Service's members are not spied: the symbol graph of Widgets.Service's module was "
          + "not given (an\n"))
    #expect(spy.notes.first?.member == "Service's members")
    // A class that declares no initializer inherits unknown ones: no spy can be written.
    let service = try #require(model.classes.first { $0.name == "AppService" })
    #expect(service.unspiable == .unknownSuperclass(name: "Widgets.Service"))
    // NSObject's members a spy has no use for: no note.
    #expect(try #require(Fixture.classZooSpied("ObjectInit")).unknownSuperclass == nil)
  }
}

/// Swift 5 code nests generic classes that reuse a parameter's name, which Swift 6 forbids:
/// Mockingbird's test host has `ShadowedGenericType<ShadowedType>.Nested…<ShadowedType>`.
@Suite struct ShadowedGenericParameterTests {
  static let graph: SymbolGraph = {
    func symbol(_ usr: String, _ kind: String, _ path: [String], _ declaration: String) -> String {
      """
      {"kind": {"identifier": "\(kind)"}, "identifier": {"precise": "\(usr)"},
       "pathComponents": [\(path.map { "\"\($0)\"" }.joined(separator: ", "))],
       "names": {"title": "\(path.last!)"},
       "declarationFragments": [{"kind": "text", "spelling": "\(declaration)"}],
       "accessLevel": "open",
       "location": {"uri": "file:///Legacy.swift", "position": {"line": 0, "character": 0}}}
      """
    }
    let json = """
      {"module": {"name": "Legacy"}, "symbols": [
        \(symbol("s:6Legacy5OuterC", "swift.class", ["Outer"], "open class Outer<Element>")),
        \(symbol("s:6Legacy5OuterCACyxGycfc", "swift.init", ["Outer", "init()"], "public init()")),
        \(symbol("s:6Legacy5OuterC5InnerC", "swift.class", ["Outer", "Inner"], "open class Inner<Element>")),
        \(symbol("s:6Legacy5OuterC5InnerCAEyx_qd__Gycfc", "swift.init", ["Outer", "Inner", "init()"], "public init()")),
        \(symbol("s:6Legacy5OuterC5InnerC5first2ofqd__Sgqd__Sa_tF", "swift.method", ["Outer", "Inner", "first(of:)"], "open func first(of elements: [Element]) -> Element?"))
      ], "relationships": [
        {"kind": "memberOf", "source": "s:6Legacy5OuterCACyxGycfc", "target": "s:6Legacy5OuterC"},
        {"kind": "memberOf", "source": "s:6Legacy5OuterC5InnerC", "target": "s:6Legacy5OuterC"},
        {"kind": "memberOf", "source": "s:6Legacy5OuterC5InnerCAEyx_qd__Gycfc", "target": "s:6Legacy5OuterC5InnerC"},
        {"kind": "memberOf", "source": "s:6Legacy5OuterC5InnerC5first2ofqd__Sgqd__Sa_tF", "target": "s:6Legacy5OuterC5InnerC"}
      ]}
      """
    return try! JSONDecoder().decode(SymbolGraph.self, from: Data(json.utf8))
  }()

  @Test func anInnerParameterNamedLikeAnOuterOneIsNamedAnewAndItsMembersMeanIt() throws {
    let inner = try #require(ModuleModel(graph: Self.graph).classes.first { $0.name == "Inner" })
    // The nearest wrong twin declares `<Element, Element>`: "invalid redeclaration".
    #expect(inner.genericParameters.map(\.name) == ["Element", "Element2"])
    #expect(inner.reference == "Outer<Element>.Inner<Element2>")
    let first = try #require(inner.members.first { $0.baseName == "first" })
    #expect(first.declaration.parameters.map(\.type) == ["[Element2]"])
    #expect(first.declaration.type == "Element2?")
    let code = SpyRenderer.render(inner).code
    #expect(
      code.contains(
        "final class OuterInnerSpy<Element, Element2>: Outer<Element>.Inner<Element2> {"))
    // The outer class alone keeps its name.
    let outer = try #require(ModuleModel(graph: Self.graph).classes.first { $0.name == "Outer" })
    #expect(outer.reference == "Outer<Element>")
  }
}
