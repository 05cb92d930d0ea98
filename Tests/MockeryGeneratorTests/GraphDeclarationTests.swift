import Testing

@testable import MockeryGenerator

/// A requirement's declaration as a mock's file writes it, from the graph's fragments.
@Suite struct GraphDeclarationTests {
  /// `func make<T>() -> T` as the compiler's own graph writes it while it builds (as Swift Build
  /// has it do), which gives the generic parameter a USR of the module's.
  static let make = SymbolGraph.Symbol(
    kind: .init(identifier: .method), identifier: .init(precise: "s:4Shop5ClockP4makexylF"),
    pathComponents: ["Clock", "make()"], names: .init(title: "make()"),
    declarationFragments: [
      .init(kind: "keyword", spelling: "func"), .init(kind: "text", spelling: " "),
      .init(kind: "identifier", spelling: "make"), .init(kind: "text", spelling: "<"),
      .init(kind: "genericParameter", spelling: "T"), .init(kind: "text", spelling: ">() -> "),
      .init(
        kind: "typeIdentifier", spelling: "T",
        preciseIdentifier: "s:4Shop5ClockP4makeqd__ylF1TL_qd__mfp"),
    ], accessLevel: .public, location: nil, availability: nil, swiftExtension: nil)

  @Test func aGenericParameterIsNeverWrittenWithAModule() {
    let graph = SymbolGraph(module: .init(name: "Shop"), symbols: [Self.make], relationships: [])
    #expect(GraphIndex(graph).declaration(of: Self.make, qualifying: []) == "func make<T>() -> T")
    #expect(GraphIndex.namesGenericParameter("s:4Shop3BoxV1Txmfp"))
    #expect(!GraphIndex.namesGenericParameter("s:4Shop5ClockP"))
  }
}
