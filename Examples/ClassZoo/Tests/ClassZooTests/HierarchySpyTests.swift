import Foundation
import Mockery
import Testing
import Widgets

@testable import ClassZoo

/// Subclasses, generic and nested classes, and subclasses of another module's classes.
@Suite struct HierarchySpyTests {
  @Test func aChainOfSubclassesHasEveryLevelsMembers() {
    let sports = SportsCarSpy { $0.honk.whenCalled().thenReturn("vroom") }
    #expect(sports.honk() == "vroom")
    #expect(sports.describe() == "fast 4 wheels")
    #expect(sports.park())
    #expect(sports.boost() == 100)
    sports.calls.describe.verifyCalled(times: .once)
    #expect(CarSpy().honk() == "honk")
    #expect(VehicleSpy(wheels: 2).describe() == "2 wheels")
  }

  @Test func genericClassesAreSpiedGenerically() {
    let box = BoxSpy(content: 3)
    box.replace(with: 4)
    #expect(box.open() == 4)
    box.calls.replace.verify(4)
    let index = IndexSpy<String, Int>()
    index.insert(1, for: "a")
    #expect(index.lookup("a") == 1)
    let outer = GenericOuterInnerSpy<Int> { $0.describe.whenCalled().thenReturn("stubbed") }
    #expect(outer.describe(7) == "stubbed")
    _ = GenericOuterSpy<Int>()
  }

  @Test func specializedSuperclassesMembersTakeTheirArguments() {
    // Box<String>: `open()` returns a String in the spy of StringBox.
    let strings = StringBoxSpy(content: "abc") { $0.open.whenCalled().thenReturn("zz") }
    #expect(strings.open() == "zz")
    #expect(strings.length() == 3)
    let arrays = BoxOfArraysSpy<Int>(content: [1, 2])
    #expect(arrays.open() == [1, 2])
    #expect(arrays.count() == 2)
    let ints = IntArrayBoxSpy(content: [1, 2, 3])
    ints.replace(with: [4])
    #expect(ints.sum() == 4)
    ints.calls.replace.verify([4])
    let nested = NestedBoxesSpy(content: Box(content: 9))
    #expect(nested.inner() == 9)
  }

  @Test func nestedClassesByTheirQualifiedNames() {
    #expect(OuterInnerSpy().depth() == 1)
    #expect(NamespaceMemberSpy().inside())
    #expect(LayersLayeredNestedSpy().level() == 2)
    #expect(NestedSpy().level() == 0)
    #expect(OuterFromExtensionSpy().origin() == "extension")
    _ = OuterSpy()
    _ = RoutesRoutedSpy()
  }

  @Test func anotherModulesClassOpensOnlyItsOpenMembers() {
    let service = AppServiceSpy(name: "api") { $0.start.whenCalled().thenReturn(false) }
    #expect(!service.start())
    #expect(service.health() == 1)
    // `restart()` is public, not open: the spy cannot override it, and it calls the spied ones.
    service.restart()
    service.calls.stop.verifyCalled(times: .once)
    service.calls.start.verifyCalled(times: .twice)
    let audited = AuditedServiceSpy { $0.stop.whenCalled().thenDoNothing() }
    audited.stop()
    #expect(audited.audit() == ["audit"])
    audited.calls.stop.verifyCalled(times: .once)
    let quiet = QuietServiceSpy(name: "q")
    #expect(!quiet.start())
  }

  @Test func anotherModulesGenericAndRequiredInitializers() throws {
    let repository = LocalRepositorySpy()
    repository.save("x")
    #expect(repository.count() == 1)
    repository.calls.save.verify("x")
    let vehicles = VehicleRepositorySpy()
    vehicles.save(Vehicle(wheels: 3))
    #expect(vehicles.fleet() == 1)
    let record = UserRecordSpy(id: 4) { $0.save.whenCalled().thenThrow(CancellationError()) }
    #expect(record.validate())
    #expect(throws: CancellationError.self) { try record.save() }
    let made: Record = (UserRecordSpy.self as Record.Type).init(id: 1)
    #expect(made.id == 1)
  }

  @Test func anotherModulesObjectAndSendableClasses() {
    #expect(AppObjectSpy().legacyWork() == 2)
    let cache = AppCacheSpy()
    cache.store("v", forKey: "k")
    #expect(cache.value(forKey: "k") == "v")
    cache.calls.store.verifyCalled(times: .once)
    let shared: any Sendable = SharedLogSpy()
    #expect(shared is SharedLog)
  }

  @MainActor
  @Test func screensOfAnotherModulesMainActorControllers() {
    let login = LoginScreenSpy(nibName: "Login") { $0.submit.whenCalled().thenReturn(true) }
    login.viewDidLoad()
    #expect(login.loadCount == 1)
    #expect(login.submit(user: "", password: ""))
    login.calls.viewDidLoad.verifyCalled(times: .once)
    verify(login.calls.submit(user: "", password: ""))
    let settings = SettingsScreenSpy(style: 0)
    #expect(settings.toggle("wifi"))
    #expect(settings.numberOfRows(inSection: 0) == 0)
    let presenter = PresenterSpy()
    presenter.show("hi")
    #expect(presenter.clear() == 1)
  }

  @Test func accessAndNamesOfTheClass() throws {
    #expect(OpenWidgetSpy().render() == "widget")
    #expect(PublicWidgetSpy().render() == "public")
    #expect(OpenWithPublicMembersSpy().render() == "public")
    #expect(OperationSpy().run())
    #expect(StubbingSpy().apply() == 1)
    #expect(ThermometerSpy().read(in: .celsius) == Thermometer.Reading(value: 20))
    #expect(DownloaderSpy().cancel(URLError(.cancelled)))
    #expect(throws: Never.self) { try DetailedErrorReporterSpy().report() }
    #expect(throws: Never.self) { try ErrorReporterSpy().report() }
    #expect(DetailedErrorReporterSpy().details() == "details")
  }

  @Test func spiesOfTheBaseClassesThemselves() {
    #expect(BaseScreenSpy().dismiss(animated: true))
    #expect(SubScreenBaseSpy(identifier: "s").identifier == "s")
    _ = ArgumentsOnlyBaseSpy(first: 1, second: 2)
    _ = CallsNamedBaseSpy()
    _ = DeprecatedInitBaseSpy(level: 1)
    _ = GenericBaseSpy<Int>()
    _ = GenericInitBaseSpy(seed: 1)
    _ = InternalBaseSpy()
    _ = ObjectBaseSpy()
    _ = RequiredBaseSpy(tag: 1)
    _ = SendableBaseSpy()
  }
}
