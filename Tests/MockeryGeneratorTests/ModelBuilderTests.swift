import Testing

@testable import MockeryGenerator

/// The model of Examples/MockShapes, built from the symbol graph the toolchain wrote for it.
@Suite struct ModelBuilderTests {
  @Test func everyProtocolOfTheModuleIsFoundByItsQualifiedName() {
    #expect(
      Fixture.model.protocols.map(\.qualifiedName) == [
        "Auditor", "Cache", "Clock", "Cloning", "Effects", "Generics", "Members", "Named",
        "Observer", "Overloads", "Parameters", "Payroll.Ledger", "Person", "Registry", "Station",
        "Store",
      ])
    #expect(Fixture.model.moduleName == "Shapes")
  }

  @Test func requirementsAreInSourceOrderWithTheirTitlesAndLabels() throws {
    let effects = try #require(Fixture.mocked("Effects"))
    #expect(
      effects.requirements.map(\.title) == [
        "startTimer()", "format(_:)", "move(from:to:)", "load(_:)", "parse(_:)", "refresh()",
        "fetch(_:)", "fetchTyped(_:)",
      ])
    #expect(effects.requirements[2].labels == ["from", "to"])
    #expect(effects.requirements[1].labels == [nil])
    #expect(effects.accessLevel == .public)
  }

  @Test func inheritedRequirementsComeFirstAndOtherModulesParentsAreNamed() throws {
    let person = try #require(Fixture.mocked("Person"))
    // A standard parent's requirements are known without its graph; parents come in the order
    // the protocol lists them.
    #expect(person.requirements.map(\.title) == ["name", "description", "greet(_:)"])
    #expect(
      person.requirements.map(\.declaredIn) == [
        "Named", "Swift.CustomStringConvertible", "Person",
      ])
    #expect(person.externalParents == ["Swift.CustomStringConvertible"])
    #expect(person.unmockableReason == nil)
    // Sendable says nothing a mock must witness.
    #expect(Fixture.mocked("Effects")?.externalParents == [])
  }

  @Test func associatedTypesPrimaryFirst() throws {
    let store = try #require(Fixture.mocked("Store"))
    #expect(
      store.associatedTypes == [
        .init(name: "Element", inheritance: ["Sendable"], whereClause: []),
        .init(name: "Key", inheritance: ["Hashable"], whereClause: []),
      ])
  }

  @Test func isolationAndActors() {
    #expect(Fixture.mocked("Observer")?.globalActor == "@MainActor")
    #expect(Fixture.mocked("Station")?.globalActor == "@WeatherActor")
    #expect(Fixture.mocked("Effects")?.globalActor == nil)
    #expect(Fixture.mocked("Cache")?.isActor == true)
    #expect(Fixture.mocked("Observer")?.isActor == false)
  }

  @Test func staticRequirementsInitializersAndInternalProtocols() throws {
    let registry = try #require(Fixture.mocked("Registry"))
    #expect(registry.requirements.map(\.isStatic) == [true, false, false])
    #expect(registry.requirements.map(\.kind) == [.property, .method, .initializer])
    #expect(Fixture.mocked("Auditor")?.accessLevel == .internal)
    #expect(Fixture.mocked("Payroll.Ledger")?.name == "Ledger")
  }

  @Test func classesWithTheirDesignatedInitializersAndMembers() throws {
    let thermostat = try #require(Fixture.spied("Thermostat"))
    #expect(thermostat.accessLevel == .open)
    #expect(thermostat.designatedInitializers.map(\.title) == ["init(room:target:)"])
    #expect(
      thermostat.members.map(\.title) == [
        "room", "target", "calibrate()", "setTarget(_:)", "reading()", "history(days:)", "mode",
        "serialNumber()",
      ])
    #expect(Fixture.spied("Sealed")?.isFinal == true)
    #expect(Fixture.spied("Box")?.genericParameters.map(\.name) == ["Value"])
  }

  @Test func aSubclassHasItsSuperclassesMembersOnceButOnlyItsOwnInitializers() throws {
    let smart = try #require(Fixture.spied("SmartThermostat"))
    #expect(smart.designatedInitializers.map(\.title) == ["init(room:)"])
    #expect(smart.designatedInitializers[0].declaration.has("required"))
    let titles = smart.members.map(\.title)
    #expect(titles.filter { $0 == "calibrate()" }.count == 1)
    #expect(titles.first == "learn(from:)")
    #expect(titles.contains("setTarget(_:)"))
  }

  @Test func aUnaryOperatorsFixityIsReadFromItsUSR() {
    // The graph prints `static func ~~ (operand: Self) -> Int`, without `postfix`.
    #expect(ModelBuilder.isPostfix(usr: "s:3Zoo15PostfixOperatorP2ttoPySixFZ"))
    #expect(!ModelBuilder.isPostfix(usr: "s:3Zoo14PrefixOperatorP1sopyxxFZ"))
    // `oP` elsewhere in the USR, as in the name `TwoPhase`, is not the operator's.
    #expect(!ModelBuilder.isPostfix(usr: "s:3Zoo8TwoPhaseP1sopyxxFZ"))
  }

  @Test func actorsAreNotClassesToSpyOn() {
    #expect(Fixture.spied("WeatherActor") == nil)
  }
}
