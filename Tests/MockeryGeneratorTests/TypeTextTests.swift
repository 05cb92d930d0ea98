import Testing

@testable import MockeryGenerator

/// The few places the generator looks inside a type.
@Suite struct TypeTextTests {
  @Test func aTupleOfTypesWithDefaultsHasOne() {
    #expect(TypeText.tupleDefault("(name: String, age: Int)") == #"(name: "", age: 0)"#)
    #expect(
      TypeText.tupleDefault("(Bool, [String], [String: [Int]], Set<Int>, Duration, Int?)")
        == "(false, [], [:], [], .zero, nil)")
    #expect(TypeText.tupleDefault("(Int, (Double, Substring))") == #"(0, (0, ""))"#)
    #expect(TypeText.tupleDefault("(Int, Dictionary<String, Int>, Array<Int>)") == "(0, [:], [])")
    // Its nearest twins: one element without a known default, a type in parentheses, no tuple,
    // a type of the module's named like Foundation's, written with its module.
    #expect(TypeText.tupleDefault("(Int, Forecast)") == nil)
    #expect(TypeText.tupleDefault("(Int)") == nil)
    #expect(TypeText.tupleDefault("Int") == nil)
    #expect(TypeText.tupleDefault("(Int, Zoo.Data)") == nil)
    #expect(TypeText.tupleDefault("(Int) -> (Int, Int)") == nil)
    #expect(TypeText.tupleDefault("(Int, [Forecast].Index)") == nil)
  }

  @Test func selfBecomesTheMockAndItsAssociatedTypesItsGenericParameters() {
    let rewrite = { (type: String) in
      TypeText.replacingSelf(in: type, associatedTypes: ["Element"], with: "StoreMock<Element>")
    }
    #expect(rewrite("Self.Element?") == "Element?")
    #expect(rewrite("[Self]") == "[StoreMock<Element>]")
    #expect(rewrite("(Self) -> Self.Element") == "(StoreMock<Element>) -> Element")
    // Not an associated type: still a member of the mock.
    #expect(rewrite("Self.Index") == "StoreMock<Element>.Index")
    // A name that starts with `Self` is another name.
    #expect(rewrite("SelfTest") == "SelfTest")
  }

  @Test func functionTypesAreTakenApart() {
    let closure = TypeText.functionType("@Sendable (Int, String) async throws -> Bool")
    #expect(
      closure
        == .init(
          attributes: ["@Sendable"], parameters: ["Int", "String"], isAsync: true,
          isThrowing: true, result: "Bool"))
    #expect(TypeText.functionType("(_ value: Int) -> Void")?.parameters == ["Int"])
    #expect(TypeText.functionType("(_ value: Int) -> Void")?.returnsVoid == true)
    #expect(TypeText.functionType("(Int) throws(ParseError) -> [Int]")?.result == "[Int]")
  }

  @Test func anOptionalClosureOrATupleIsNotAFunctionType() {
    #expect(TypeText.functionType("((Int) -> Void)?") == nil)
    #expect(TypeText.functionType("(Int, String)") == nil)
    #expect(TypeText.functionType("Int") == nil)
  }

  @Test func opaqueTypes() {
    #expect(TypeText.opaqueConstraint(of: "some Collection<Int>") == "Collection<Int>")
    #expect(TypeText.opaqueConstraint(of: "[some Equatable]") == nil)
    #expect(TypeText.mentions("some", in: "[some Equatable]"))
    #expect(!TypeText.mentions("some", in: "Handsome"))
  }
}

/// A protocol's type aliases, written out in its mock.
@Suite struct ProtocolTypeAliasTests {
  func rewrite(_ type: String) -> String {
    TypeText.replacingSelf(
      in: type, associatedTypes: ["Bytes"],
      typeAliases: [
        "Inbound": .init(definition: "[Self.Bytes]"),
        "Handler": .init(definition: "(Self.Inbound) -> Void"),
        "MyArray": .init(parameters: ["T"], definition: "Array<T>"),
        "Table": .init(parameters: ["K", "V"], definition: "Dictionary<K, [V]>"),
      ],
      with: "TransportMock<Bytes>")
  }

  @Test func aGenericAliasTakesItsArguments() {
    // The nearest wrong twin wrote the definition and then the arguments: `Array<T><String>`.
    #expect(rewrite("Self.MyArray<String>") == "Array<String>")
    #expect(rewrite("[Self.MyArray<Self.Inbound>]?") == "[Array<[Bytes]>]?")
    #expect(rewrite("Self.Table<Int, Self.MyArray<Int>>") == "Dictionary<Int, [Array<Int>]>")
    #expect(
      TypeText.genericParameterNames(ofHead: "typealias MyDictionary<K: Hashable, V>")
        == ["K", "V"])
    #expect(TypeText.genericParameterNames(ofHead: "typealias Plain") == [])
    // The graph prints a parameter's constraint in a `where` clause after the definition.
    #expect(
      TypeText.withoutWhereClause("Dictionary<K, V> where K : Hashable") == "Dictionary<K, V>")
    #expect(TypeText.withoutWhereClause("(Int) -> Void") == "(Int) -> Void")
  }

  @Test func anAliasIsItsDefinitionRewrittenTheSameWay() {
    #expect(rewrite("Self.Inbound") == "[Bytes]")
    #expect(rewrite("RPCStream<Self.Inbound>") == "RPCStream<[Bytes]>")
    // An alias that names another is written out to the end.
    #expect(rewrite("Self.Handler") == "([Bytes]) -> Void")
  }

  @Test func aFunctionTypeIsParenthesizedOnlyWhereSomethingFollowsIt() {
    #expect(rewrite("Self.Handler?") == "(([Bytes]) -> Void)?")
    #expect(rewrite("[Self.Handler]") == "[([Bytes]) -> Void]")
    #expect(!TypeText.isCompound("RPCAsyncSequence<Int, any Error>"))
    #expect(TypeText.isCompound("any Error"))
    #expect(TypeText.isCompound("P & Q"))
  }
}

/// What a mock's generic clause says of the protocol's associated types.
@Suite struct GenericsOfMockTests {
  @Test func aFixedAssociatedTypeIsATypeAliasAndWhatIsSaidOfItIsDropped() {
    let generics = GenericsOfMock(
      associatedTypes: [
        AssociatedType(name: "Source", inheritance: ["SourceKind"], whereClause: []),
        AssociatedType(name: "Item", inheritance: [], whereClause: []),
      ],
      constraints: ["Self.Source == Never", "Self.Source: Sendable", "Self.Item: Equatable"],
      primary: [])
    #expect(generics.typeAliases == [TypeAlias(name: "Source", type: "Never")])
    #expect(generics.associatedTypes.map(\.name) == ["Item"])
    #expect(generics.whereClause == ["Item: Equatable"])
  }
}
