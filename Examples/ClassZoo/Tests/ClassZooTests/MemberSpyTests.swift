import Foundation
import Mockery
import Testing

@testable import ClassZoo

/// The members a spy overrides record and call through; those it cannot are the class's own.
@Suite struct MemberSpyTests {
  @Test func methodsOfEveryEffect() async throws {
    let effects = EffectsSpy {
      $0.throwing.whenCalled().thenThrow(Effects.Failure())
      $0.asynchronous.whenCalled().thenReturn(40)
    }
    #expect(effects.plain() == 1)
    #expect(throws: Effects.Failure.self) { try effects.throwing() }
    #expect(try effects.typedThrowing() == 3)
    #expect(await effects.asynchronous() == 40)
    #expect(try await effects.asyncThrowing() == 5)
    effects.nothing()
    effects.calls.nothing.verifyCalled(times: .once)
  }

  @Test func propertiesOfEveryEffectAreSpiedAndConstantsAreNot() async throws {
    let properties = PropertiesSpy { $0.computed.whenCalled().thenReturn(7) }
    #expect(properties.computed == 7)
    properties.stored = 3
    #expect(properties.settable == 3)
    #expect(await properties.asyncValue == 3)
    #expect(try properties.throwingValue == 3)
    #expect(properties.constant == 2)
    properties.calls.asyncValue.verifyCalled(times: .once)
    // A stored `var` is recorded as a settable property: the write, and the reads the real
    // getters made of it.
    properties.calls.stored.setter.verify(3)
    properties.calls.stored.getter.verifyCalled(times: .exactly(3))
  }

  @Test func settablePropertiesWriteThroughToTheObjectAndAreVerified() {
    let properties = PropertiesSpy()
    properties.settable = 4
    // The real setter ran: it writes `stored`, which the real getter reads.
    #expect(properties.stored == 4)
    #expect(properties.settable == 4)
    properties.observed = 9
    #expect(properties.stored == 5, "the real didSet ran")
    properties.calls.settable.setter.verify(4)
    properties.calls.settable.getter.verifyCalled(times: .once)
    properties.calls.observed.setter.verify(9)
    // A stubbed read answers instead of the real getter; the real value is untouched.
    properties.calls.settable.thenReturn(40)
    #expect(properties.settable == 40)
    #expect(properties.stored == 5)
    // A stubbed read of a stored property is what the class's own code reads too.
    properties.calls.stored.thenReturn(8)
    #expect(properties.settable == 40)
    #expect(properties.computed == 80)
    // A stubbed write does not reach the object.
    properties.calls.lazyValue.setter.whenCalled().thenDoNothing()
    properties.lazyValue = 30
    #expect(properties.lazyValue == 3)
    properties.calls.lazyValue.setter.verify(30)
  }

  @Test func propertiesWithRestrictedSettersAreSpiedWhereTheSpySeesTheSetter() {
    // `internal(set) public var label`, whose setter `@testable import` shows, is spied with
    // it; `private(set) var count`, whose setter the spy does not see, as read-only.
    let restricted = RestrictedSettersSpy { $0.readOnly.whenCalled().thenReturn(7) }
    restricted.bump()
    restricted.label = "set"
    #expect(restricted.count == 1)
    #expect(restricted.label == "set")
    #expect(restricted.readOnly == 7)
    restricted.calls.bump.verifyCalled(times: .once)
    restricted.calls.count.verifyCalled(times: .once)
    restricted.calls.label.setter.verify("set")
  }

  @Test func overloadsHaveARecorderEach() {
    let overloads = OverloadsSpy()
    when(overloads.calls.load(id: 1)).thenReturn("one")
    #expect(overloads.load(id: 1) == "one")
    #expect(overloads.load(name: "x") == "x")
    #expect(overloads.format(2) == "2")
    #expect(overloads.format(2.5) == "2.5")
    overloads.calls.makeReturningString.whenCalled().thenReturn("made")
    let made: String = overloads.make()
    let number: Int = overloads.make()
    #expect(made == "made")
    #expect(number == 0)
    overloads.calls.formatDouble.verify(2.5)
  }

  @Test func whatASpyCannotOverrideRunsAsTheClassWrote() {
    let unspiable = UnspiableSpy { $0.spied.whenCalled().thenReturn(60) }
    #expect(unspiable[4] == 4)
    #expect(unspiable.sealed() == 4)
    #expect(unspiable.generic("x") == "x")
    #expect(unspiable.variadic(1, 2) == 2)
    #expect(unspiable.withClosure { $0 + 1 } == 2)
    #expect(unspiable.spied() == 60)
    #expect(ExtendedSpy().added() == 2)
    #expect(UnavailableSpy().kept() == 1)
  }

  @Test func keywordsAsNamesAndLabels() {
    let keywords = KeywordsSpy { $0.`self`.whenCalled().thenReturn(10) }
    #expect(keywords.`self`() == 10)
    #expect(keywords.default() == 2)
    #expect(keywords.copy(in: "a") == "a")
    #expect(keywords.move(`inout`: "b") == "b")
    #expect(keywords.assign(var: 3) == 3)
    // The class has a member named `calls`: the recorders are in `mockCalls`.
    #expect(keywords.calls == 3)
    keywords.mockCalls.calls.verifyCalled(times: .once)
    verify(keywords.mockCalls.move(`inout`: "b"))
  }

  @Test func resultsAndParametersOfAppShapes() {
    let shapes = ShapesSpy()
    #expect(shapes.tuple() == (1, 2))
    #expect(shapes.optional() == nil)
    #expect(shapes.kind() == .small)
    #expect(shapes.again() === shapes)
    shapes.record("entry")
    #expect(shapes.defaulted() == "3px")
    var received: Int?
    shapes.optionalClosure { received = $0 }
    #expect(received == 1)
    shapes.calls.record.verify("entry")
  }

  @MainActor
  @Test func deprecationsAndIsolation() {
    let deprecations = DeprecationsSpy { $0.current.whenCalled().thenReturn(5) }
    #expect(deprecations.current() == 5)
    let isolated = PartlyIsolatedSpy()
    #expect(isolated.refresh() == 1)
    #expect(isolated.compute() == 2)
  }
}
