import Foundation
import Mockery
import Testing

@testable import ClassZoo

/// More of what app classes do.
@Suite struct MoreShapeSpyTests {
  @Test func aRequiredConvenienceInitializerIsInherited() {
    // The spy overrides every designated initializer, so it inherits `required convenience
    // init()`, which calls the overriding one.
    let made = RequiredConvenienceSpy()
    #expect(made.size == 1)
    #expect(RequiredConvenienceSpy(size: 3) { $0.area.whenCalled().thenReturn(0) }.area() == 0)
  }

  @Test func aResultHandedOverIsSpiedAndCalledThrough() async throws {
    let stub = NSObject()
    let workshop = WorkshopSpy { $0.make.whenCalled().thenReturn(stub) }
    #expect(workshop.make() === stub)
    #expect(try await workshop.build(2).count == 2)
    workshop.calls.make.verifyCalled(times: .once)
    verify(workshop.calls.build(2))
  }

  @Test func aNarrowedResultIsOverriddenOnce() {
    let circle = CircleSpy()
    let copied: Circle = circle.copy()
    #expect(copied.radius() == 1)
    circle.calls.copy.verifyCalled(times: .once)
    #expect(ShapeSpy().name() == "shape")
  }

  @MainActor
  @Test func aMainActorClassAndItsNonisolatedMember() {
    let dashboard = SalesDashboardSpy { $0.revenue.whenCalled().thenReturn(5) }
    #expect(dashboard.revenue() == 5)
    #expect(dashboard.refresh() == 1)
    #expect(DashboardSpy().identifier() == "dashboard")
  }

  @Test func initializerRequirementsAndPartialSpecializations() {
    let document = DocumentSpy(state: "draft")
    #expect(document.save() == "draft")
    let restored = (DocumentSpy.self as Restorable.Type).init(state: "saved")
    #expect((restored as? Document)?.save() == "saved")
    let pair = LabelledPairSpy(first: "name", second: 2)
    #expect(pair.label() == "name")
    #expect(pair.swapped() == (2, "name"))
    #expect(PairSpy(first: 1, second: "a").swapped() == ("a", 1))
    #expect(IntInnerSpy().describe(3) == "3")
  }

  @Test func typedErrorsClosuresAndGenericResults() throws {
    let validator = ValidatorSpy()
    #expect(throws: Validator.Failure.empty) { try validator.validate("") }
    #expect(try validator.validate("ok") == "ok")
    let registry = RegistrySpy()
    registry.register { _ in }
    #expect(registry.count() == 1)
    #expect(FactorySpy().makeBox().open() == 0)
    #expect(FactorySpy().makePair().first == 0)
  }

  @Test func membersNamedLikeMockerysFunctions() {
    let auditor = AuditorSpy { $0.verify.whenCalled().thenReturn(false) }
    #expect(!auditor.verify())
    #expect(auditor.when() == 1)
    #expect(auditor.expect(2))
    auditor.calls.expect.verify(2)
  }

  @Test func accessesDynamicMembersAndSelf() throws {
    #expect(PackageServiceSpy().run() == 1)
    #expect(PublicSubclassOfPublicSpy().extra() == 2)
    #expect(DynamicSpy { $0.value.whenCalled().thenReturn(9) }.value() == 9)
    let chain = ChainSpy()
    #expect(chain.then() === chain)
    #expect(chain.merge(chain) === chain)
    let json = Data(#"{"title":"t"}"#.utf8)
    let tagged = try JSONDecoder().decode(TaggedRecordSpy.self, from: json)
    #expect(tagged.tagged() == "none")
  }
  @Test func aMethodsOwnWhereClauseIsRepeatedByItsOverride() {
    let ranking = RankingSpy<Int>()
    #expect(ranking.best(of: [3, 9, 4]) == 9)
    ranking.calls.best.whenCalled().thenReturn(1)
    #expect(ranking.best(of: [3, 9]) == 1)
    #expect(ranking.count(of: [1, 2]) == 2)
    ranking.calls.best.verifyCalled(times: 2)
  }

  @Test func aMethodReturningAnOpaqueTypeRunsAsItIsAndTheRestIsSpied() {
    let factory = ShapeFactorySpy { $0.name.whenCalled().thenReturn("spied") }
    #expect(factory.name() == "spied")
    #expect(factory.makeShape() == factory.makeShape())
  }

  @Test func aDefaultArrayOfMetatypesIsKept() {
    let registry = TypeRegistrySpy()
    #expect(registry.register() == 2)
    registry.calls.register.verifyCalled()
  }

  @Test func aClassOfTheModuleNamedLikeAnSDKClassTakesItsOwnInitializers() {
    let controller = NSViewControllerSpy(title: "notes")
    #expect(controller.load() == "notes")
    controller.calls.load.verifyCalled()
  }
}
