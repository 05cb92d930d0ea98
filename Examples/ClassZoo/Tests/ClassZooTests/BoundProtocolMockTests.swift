import Foundation
import Mockery
import Testing
import Widgets

@testable import ClassZoo

/// A mock of a protocol bound to a class is that class: code that takes the protocol gets an
/// object that behaves as the class, with the protocol's own requirements recorded.
@Suite struct BoundProtocolMockTests {
  /// What code under test does with a screen: the class's members and the protocol's.
  func present(_ screen: some Screen) -> String {
    screen.show(title: "Welcome")
    screen.reload()
    return screen.identifier
  }

  @Test func theMockIsAnInstanceOfTheClass() {
    let screen = ScreenMock()
    #expect(present(screen) == "screen")
    screen.calls.show.verify("Welcome")
    let base: BaseScreen = screen
    #expect(base.track() == "screen")
    #expect(base.analyticsName() == "screen.screen")
    // The class's initializers are the mock's.
    #expect(ScreenMock(identifier: "home").identifier == "home")
  }

  @Test func theBoundWrittenEitherWayAndThroughParents() async {
    WhereScreenMock().hide()
    let child = ChildScreenMock()
    child.back()
    child.calls.back.verifyCalled(times: .once)
    let grandchild = GrandchildScreenMock()
    grandchild.home()
    grandchild.show(title: "t")
    verify(grandchild.calls.show(title: "t"))
    let more = ScreenAndMoreMock()
    await more.refresh()
    more.calls.description.value = "described"
    #expect("\(more)" == "described")
    AnyObjectScreenMock().close()
  }

  @Test func requirementsOfEveryKind() async throws {
    let properties = PropertyScreenMock()
    properties.calls.badge.value = 3
    properties.subtitle = "new"
    #expect(properties.badge == 3)
    #expect(properties.calls.subtitle.value == "new")
    let effectful = EffectfulScreenMock()
    effectful.calls.load.whenCalled().thenReturn(["a"])
    #expect(try await effectful.load() == ["a"])
    #expect(try !effectful.validate())
    withMockScope {
      StaticScreenMock.staticCalls.current.route.value = "/home"
      #expect(StaticScreenMock.route == "/home")
      let made = StaticScreenMock()
      StaticScreenMock.staticCalls.current.make.whenCalled().thenReturn(made)
      #expect(StaticScreenMock.make() === made)
    }
    let subscripted = SubscriptScreenMock()
    subscripted.calls.subscript.getter.whenCalled().thenReturn("row")
    #expect(subscripted[0] == "row")
    let generic = GenericRequirementScreenMock()
    #expect(generic.render(5) == "")
  }

  @Test func associatedTypesMakeTheMockGeneric() {
    let typed = TypedScreenMock<Int>()
    typed.render(4)
    typed.calls.render.verify(4)
    let fixed = FixedTypedScreenMock()
    fixed.render("text")
    fixed.calls.render.verify("text")
  }

  @Test func whatTheClassImplementsTheMockInherits() {
    let reloading = ReloadingScreenMock()
    reloading.reload()
    #expect(reloading.dismiss(animated: false) == false)
    let identified = IdentifiedScreenMock(identifier: "id")
    identified.identifier = "changed"
    #expect(identified.identifier == "changed")
    #expect(!identified.visible)
    #expect(TrackedScreenMock().track() == "screen")
    #expect(AnalyticsScreenMock().analyticsName() == "screen.screen")
    #expect(ServiceStartingMock(name: "s").start())
  }

  @Test func initializerRequirementsCallTheClasssInitializers() {
    let identified = IdentifierInitScreenMock(identifier: "made")
    #expect(identified.identifier == "made")
    verify(identified.calls.initializer(identifier: "made"))
    let plain = PlainInitScreenMock()
    plain.calls.initializer.verifyCalled(times: .once)
    #expect(PlainInitScreenMock(identifier: "forwarded").identifier == "forwarded")
    let route = OtherInitScreenMock(route: "/")
    #expect(route.identifier == "screen")
    let failable = FailableInitScreenMock()
    failable.calls.initializer.verifyCalled(times: .once)
    let required = RequiredInitBoundMock(tag: 2)
    #expect(required.tag == 2)
  }

  @Test func classesOfOtherKinds() {
    RequiredBoundMock(tag: 1).run()
    ArgumentsOnlyBoundMock(first: 1, second: 2).go()
    let specialized = SpecializedBoundMock()
    specialized.add("item")
    #expect(specialized.items == ["item"])
    _ = specialized.flush()
    #expect(SpecializedWhereBoundMock().total() == 0)
    let derived = MostDerivedBoundMock()
    derived.extra()
    derived.special()
    SubScreenBoundMock().special()
    let ringing = CallsNamedBoundMock()
    ringing.ring()
    ringing.mockCalls.ring.verifyCalled(times: .once)
    #expect(ringing.calls == 0)
    ObjectBoundMock().perform()
    let object = NSObjectBoundMock()
    object.perform()
    #expect(object.isEqual(object))
    _ = ObjectDescribedBoundMock()
    let sendable: any Sendable = SendableBoundMock()
    #expect(sendable is SendableBase)
    SendableOnPlainBoundMock().ping()
    InternalBoundMock().work()
    NestedBoundMock().route()
    #expect(DeprecatedInitBoundMock(level: 2).level() == 0)
    GenericInitBoundMock(seed: 1).grow()
    _ = DeprecatedScreenMock()
  }

  @Test func anotherModulesClasses() throws {
    #expect(ServiceBoundMock(name: "s").monitor() == false)
    let cache = CacheBoundMock()
    cache.store("v", forKey: "k")
    cache.evict("k")
    cache.calls.evict.verify("k")
    #expect(cache.value(forKey: "k") == "v")
    #expect(RecordBoundMock(id: 3).id == 3)
    let repository = RepositoryBoundMock()
    repository.save("x")
    repository.purge()
    #expect(repository.all() == ["x"])
    LegacyBoundMock().modernize()
  }

  @MainActor
  @Test func screensOfAnotherModulesMainActorControllers() {
    let screen = ScreenControllerBoundMock(nibName: "Main")
    screen.bind("model")
    screen.calls.bind.verify("model")
    #expect(screen.nibName == "Main")
    let table = TableScreenBoundMock(style: 0)
    table.select(row: 2)
    verify(table.calls.select(row: 2))
    ViewBoundMock(frame: Frame(width: 1, height: 1)).highlight()
    let loading = ViewDidLoadBoundMock(nibName: nil)
    loading.viewDidLoad()
    #expect(loading.loadCount == 1)
    loading.title = "Home"
    #expect(loading.title == "Home")
  }
}
