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
    #expect(comparable.requirements[0].conventionalWitness == .body(["lhs === rhs"]))
    #expect(
      comparable.externalParents == ["Swift.Equatable", "Swift.Comparable", "Swift.Hashable"])

    let raw = try #require(Fixture.zooMocked("StringRawRepresentable"))
    #expect(raw.typeAliases == [TypeAlias(name: "RawValue", type: "String")])

    let object = try #require(Fixture.zooMocked("RefinesNSObjectProtocol"))
    #expect(object.superclass == "NSObject")
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
