import Foundation
import Testing

@testable import MockeryGenerator

/// Mocks of protocols bound to a class, from Examples/ClassZoo's graph: they subclass the class,
/// inherit what it implements of the protocol, call its initializers, and are declined with a
/// reason where no class of a test target can subclass it.
@Suite struct BoundProtocolTests {
  func mocked(_ name: String) throws -> MockedProtocol {
    try #require(Fixture.classZooMocked(name))
  }

  func code(_ name: String) throws -> String {
    MockRenderer.render(try mocked(name)).code
  }

  @Test func theMockSubclassesTheClassTheProtocolIsBoundToEitherWay() throws {
    #expect(try code("Screen").contains("final class ScreenMock: BaseScreen, Screen {"))
    #expect(
      try code("WhereScreen").contains("final class WhereScreenMock: BaseScreen, WhereScreen {"))
    // Through parents, and the class a parent's parent is bound to.
    #expect(try code("GrandchildScreen").contains(": BaseScreen, GrandchildScreen {"))
    #expect(try code("MostDerivedBound").contains(": SubScreenBase, MostDerivedBound {"))
    // With associated types, the mock is generic.
    #expect(
      try code("TypedScreen").contains(
        "final class TypedScreenMock<Model>: BaseScreen, TypedScreen {"))
    // A specialized generic class, written both ways.
    #expect(try code("SpecializedBound").contains(": GenericBase<String>, SpecializedBound {"))
    #expect(
      try code("SpecializedWhereBound").contains(": GenericBase<Int>, SpecializedWhereBound {"))
    // A class of another module, imported.
    let service = MockRenderer.render(try mocked("ServiceBound"))
    #expect(service.code.contains(": Service, ServiceBound {"))
    #expect(service.modules.contains("Widgets"))
  }

  @Test func whatTheClassImplementsIsInheritedAndNoted() throws {
    let reloading = try mocked("ReloadingScreen")
    #expect(reloading.superclass?.witnessedRequirements == ["reload()", "dismiss(animated:)"])
    let mock = MockRenderer.render(reloading)
    #expect(!mock.code.contains("func reload()"))
    #expect(
      mock.notes.map(\.text) == [
        "not recorded: the mock inherits it from BaseScreen, which implements it",
        "not recorded: the mock inherits it from BaseScreen, which implements it",
      ])
    // An extension's member, a final one, a stored property: each implements the requirement.
    #expect(try mocked("AnalyticsScreen").superclass?.witnessedRequirements == ["analyticsName()"])
    #expect(try mocked("TrackedScreen").superclass?.witnessedRequirements == ["track()"])
    #expect(
      try mocked("IdentifiedScreen").superclass?.witnessedRequirements == ["identifier", "visible"])
    // A synchronous method implements an `async` requirement.
    #expect(try mocked("AsyncReloadScreen").superclass?.witnessedRequirements == ["reload()"])
  }

  @Test func initializerRequirementsCallTheClassesInitializers() throws {
    #expect(
      try code("IdentifierInitScreen").contains(
        "  override init(identifier: String) {\n    super.init(identifier: identifier)\n"
          + "    calls.initializer(identifier)\n  }"))
    // Another initializer of the class needs no arguments: `init(identifier: String = "screen")`.
    let plain = try code("PlainInitScreen")
    #expect(plain.contains("  init() {\n    super.init()\n    calls.initializer()\n  }"))
    // Declaring an initializer, the mock forwards the class's others.
    #expect(
      plain.contains("  override init(identifier: String) { super.init(identifier: identifier) }"))
    #expect(try code("RequiredInitBound").contains("  required init(tag: Int) {"))
    // `init?()` is witnessed by `init()`, which satisfies it and is the mock's only `init()`.
    #expect(try code("FailableInitScreen").contains("  init() {\n    super.init()\n"))
    // Without an initializer requirement, the mock declares none and inherits the class's.
    #expect(!(try code("Screen").contains("init(")))
  }

  @Test func isolationSendabilityAndNamesOfTheClass() throws {
    let screen = try code("ScreenControllerBound")
    #expect(screen.contains("@MainActor\nfinal class ScreenControllerBoundMock: ViewController"))
    #expect(screen.contains("  nonisolated let calls = Calls()"))
    #expect(try code("SendableOnPlainBound").contains(", @unchecked Sendable {"))
    // A class already @unchecked Sendable: its subclass must say so again.
    #expect(
      try code("CacheBound").contains("CacheBoundMock: Cache, CacheBound, @unchecked Sendable {"))
    // The class has a member named `calls`.
    #expect(try code("CallsNamedBound").contains("  let mockCalls = Calls()"))
    // An internal class, through `@testable import`.
    #expect(MockRenderer.render(try mocked("InternalBound")).needsTestableImport)
    #expect(try code("NestedBound").contains(": Routes.Routed, NestedBound {"))
  }

  @Test func whatNoMockCanSubclassIsDeclinedWithWhy() throws {
    func reason(_ name: String) throws -> String? { try mocked(name).unmockableReason }
    #expect(
      try reason("FinalBound")
        == "a mock of it must subclass FinalBase, the class it is bound to, and FinalBase is final")
    #expect(
      try reason("ClosedBound")
        == "a mock of it must subclass ClosedService, the class it is bound to, and ClosedService "
        + "is another module's class and is not open, so no class of a test target can subclass it"
    )
    #expect(
      try mocked("SealedBound").unmockable
        == .boundToClass(
          name: "SealedService", because: .noAccessibleInitializer(name: "SealedService")))
    #expect(
      try mocked("PrivateInitBound").unmockable
        == .boundToClass(
          name: "PrivateInitBase", because: .noAccessibleInitializer(name: "PrivateInitBase")))
    #expect(
      try mocked("ArgumentsInitBound").unmockable
        == .boundToClass(
          name: "ArgumentsOnlyBase",
          because: .initializerWithoutSuperclassCall(title: "init(name:)")))
    #expect(
      try mocked("ClashingBound").unmockable
        == .boundToClass(
          name: "BaseScreen", because: .clashesWithClassMember(title: "dismiss(animated:)")))
    #expect(
      try mocked("ClashingPropertyBound").unmockable
        == .boundToClass(
          name: "BaseScreen", because: .clashesWithClassMember(title: "identifier")))
  }

  @Test func theSDKsBaseClassesAreKnown() throws {
    // A protocol bound to UIKit's UIViewController, whose graph the plugin cannot get.
    let graph = try JSONDecoder().decode(
      SymbolGraph.self,
      from: Data(
        """
        {"module": {"name": "App"}, "symbols": [
          {"kind": {"identifier": "swift.protocol"}, "identifier": {"precise": "s:3App6LoginP"},
           "pathComponents": ["Login"], "names": {"title": "Login"}, "accessLevel": "internal",
           "location": {"uri": "file:///nowhere/Login.swift",
                        "position": {"line": 2, "character": 9}},
           "declarationFragments": [{"kind": "text", "spelling": "@MainActor protocol Login : "},
             {"kind": "typeIdentifier", "spelling": "UIViewController",
              "preciseIdentifier": "c:objc(cs)UIViewController"}]},
          {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "s:3App6LoginP4showyyF"},
           "pathComponents": ["Login", "show()"], "names": {"title": "show()"},
           "accessLevel": "internal",
           "declarationFragments": [{"kind": "text", "spelling": "func show()"}]},
          {"kind": {"identifier": "swift.method"}, "identifier": {"precise": "s:3App6LoginP11viewDidLoadyyF"},
           "pathComponents": ["Login", "viewDidLoad()"], "names": {"title": "viewDidLoad()"},
           "accessLevel": "internal",
           "declarationFragments": [{"kind": "text", "spelling": "func viewDidLoad()"}]}
        ], "relationships": [
          {"kind": "inheritsFrom", "source": "s:3App6LoginP",
           "target": "c:objc(cs)UIViewController", "targetFallback": "UIKit.UIViewController"},
          {"kind": "requirementOf", "source": "s:3App6LoginP4showyyF", "target": "s:3App6LoginP"},
          {"kind": "requirementOf", "source": "s:3App6LoginP11viewDidLoadyyF", "target": "s:3App6LoginP"}
        ]}
        """.utf8))
    let login = try #require(ModuleModel(graph: graph).protocols.first)
    #expect(login.superclass?.reference == "UIViewController")
    #expect(login.superclass?.witnessedRequirements == ["viewDidLoad()"])
    #expect(login.superclass?.modules == ["UIKit"])
    let mock = MockRenderer.render(login)
    #expect(mock.code.contains("@MainActor\nfinal class LoginMock: UIViewController, Login {"))
    #expect(mock.code.contains("  func show() { calls.show() }"))
    #expect(!mock.code.contains("func viewDidLoad()"))
    #expect(
      KnownClass.named("UIViewController")?.initializers(declaredIn: "UIViewController")
        .map(\.title) == ["init(nibName:bundle:)", "init(coder:)"])
  }
}

/// The protocol shapes of real packages that gave mocks that did not compile.
@Suite struct ProtocolShapeTests {
  func mocked(_ name: String) throws -> MockedProtocol {
    try #require(Fixture.classZooMocked(name))
  }

  @Test func aTypeWrittenWithItsModuleKeepsIt() throws {
    // The module declares its own `URL`: Foundation's is written `Foundation.URL`, its own
    // `ClassZoo.URL`.
    let code = MockRenderer.render(try mocked("Linking")).code
    #expect(code.contains("func open(_ url: Foundation.URL) -> Bool"))
    #expect(code.contains("func name(_ url: ClassZoo.URL) -> String"))
  }

  @Test func aRefinementsRestatementWithoutEffectsWins() throws {
    let writer = try mocked("Writer")
    #expect(writer.requirements.map(\.declaration.throwing) == [.none])
    #expect(
      MockRenderer.render(writer).code.contains(
        "  func write(into buffer: inout [UInt8]) { buffer = calls.write(buffer) }"))
    #expect(
      try mocked("Source").requirements.first?.declaration.accessors?.getterThrowing
        == Optional(.none))
    #expect(ModelBuilder.CollectedRequirements.strictest(.any, .typed("E")) == .typed("E"))
    #expect(ModelBuilder.CollectedRequirements.strictest(.typed("E"), .typed("F")) == .none)
    #expect(ModelBuilder.CollectedRequirements.strictest(.rethrows, .any) == .rethrows)
  }

  @Test func requirementsNamedWithAnUnderscoreAreReadOrDeclined() throws {
    // An internal graph holds them.
    #expect(try mocked("Wrapping").requirements.map(\.title) == ["_value", "init(_value:)"])
    // A public one leaves them out: the source says so, and the protocol is declined.
    var publicGraph = Fixture.classZooGraph
    publicGraph.symbols.removeAll {
      $0.pathComponents.first == "Wrapping" && $0.pathComponents.count > 1
    }
    let wrapping = try #require(
      ModuleModel(graph: publicGraph).protocols.first { $0.name == "Wrapping" })
    #expect(
      wrapping.unmockable == .requirementMissingFromGraph(name: "_value", protocol: "Wrapping"))
  }

  @Test func aSiblingsDefaultImplementationDoesNotCount() throws {
    // `extension Aliased { static var name }` serves Aliased, not Entity, its sibling.
    let entity = try mocked("Entity")
    #expect(entity.requirements.first { $0.title == "name" }?.hasDefaultImplementation == false)
    let aliased = try mocked("Aliased")
    #expect(aliased.requirements.first { $0.title == "name" }?.hasDefaultImplementation == true)
  }

  @Test func protocolsNoTypeCanConformToAreDeclined() throws {
    #expect(
      try mocked("Recounted").unmockable
        == .conflictingRequirement(title: "count", types: ["Int", "String"]))
    #expect(
      try mocked("BufferedSequence").unmockable
        == .constrainsFixedAssociatedType(
          name: "AsyncIterator", parent: "_Concurrency.AsyncSequence"))
    #expect(ModelBuilder.CollectedRequirements.arePlainlyDifferent("[Int]", "[String]"))
    #expect(!ModelBuilder.CollectedRequirements.arePlainlyDifferent("Self.ID", "ID"))
    #expect(!ModelBuilder.CollectedRequirements.arePlainlyDifferent("[Int]", "[ Int ]"))
  }

  @Test func theMockItselfGivenToAConstrainedGenericTypeIsLeftToTheDefaultOrDeclined() throws {
    // As fluent-kit's ModelAlias: `AliasedKey<Self, Key>`, whose `Alias` must be `Aliasing`.
    let aliasing = try mocked("Aliasing")
    #expect(aliasing.requirements.first?.selfConstrainingType == "AliasedKey")
    let mock = MockRenderer.render(aliasing)
    #expect(!mock.code.contains("subscript<"))
    #expect(mock.notes.first?.text.hasSuffix("the mock uses its default implementation") == true)
    #expect(
      try mocked("StrictAliasing").unmockable
        == .unwitnessableRequirement(
          title: "subscript(dynamicMember:)", because: .selfInConstrainedGeneric(type: "StrictKey"))
    )
    // A generic type whose parameters are free takes the mock as any type.
    #expect(try mocked("TableAliasing").requirements.first?.selfConstrainingType == nil)
    // An associated type of `Self` is no `Self`: `SessionBox<Self.Session>` is witnessed.
    #expect(try mocked("SessionCarrying").requirements.first?.selfConstrainingType == nil)
    #expect(try mocked("SessionCarrying").unmockable == nil)
    #expect(
      TypeText.arguments(of: "Box", in: "[Box<Self, Box<Int>>]?") == ["Self", "Box<Int>", "Int"])
  }

  @Test func failableInitializerRequirementsAreWitnessedByInit() throws {
    let code = MockRenderer.render(try mocked("MaybeMade")).code
    #expect(code.contains("  init() { calls.initializer() }"))
    #expect(!code.contains("init?"))
    #expect(
      MockRenderer.render(try mocked("SurelyMade")).code.contains(
        "  init() { calls.initializer() }"))
  }

  @Test func keywordsAreEscapedInMocksToo() throws {
    let code = MockRenderer.render(try mocked("Escaping")).code
    #expect(code.contains("  func move(`inout`: String) { calls.move(`inout`) }"))
    #expect(code.contains("  func `self`() -> Int { calls.`self`() }"))
    #expect(code.contains("  func copy(in zone: String) { calls.copy(zone) }"))
  }
}
