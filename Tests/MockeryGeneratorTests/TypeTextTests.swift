import Testing

@testable import MockeryGenerator

/// The few places the generator looks inside a type.
@Suite struct TypeTextTests {
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
