import Foundation

@testable import MockeryGenerator

/// The symbol graph of `Examples/MockShapes`'s Shapes target, as the toolchain wrote it (pruned
/// by `Fixtures/update-fixture.sh`), and the model built from it.
enum Fixture {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let graph: SymbolGraph = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/MockShapes.symbols.json")
    do {
      var graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: url))
      // The fixture's paths are relative to the repository; make them real.
      for index in graph.symbols.indices {
        if let uri = graph.symbols[index].location?.uri, uri.hasPrefix("file://"),
          !uri.hasPrefix("file:///")
        {
          graph.symbols[index].location?.uri =
            "file://" + repositoryRoot.path + "/" + uri.dropFirst("file://".count)
        }
      }
      return graph
    } catch {
      fatalError("Cannot read the fixture \(url.path): \(error). Run Fixtures/update-fixture.sh.")
    }
  }()

  static let model = ModuleModel(graph: graph)

  static func mocked(_ name: String) -> MockedProtocol? {
    model.protocols.first { $0.qualifiedName == name }
  }

  static func spied(_ name: String) -> SpiedClass? {
    model.classes.first { $0.qualifiedName == name }
  }
}

/// A member made from a declaration, as the model builder makes one from a symbol.
func member(
  _ declaration: String, title: String, kind: Member.Kind = .method, access: String = "public"
) throws -> Member {
  Member(
    kind: kind, declaration: try Declaration(parsing: declaration), title: title,
    labels: Member.labels(ofTitle: title), declaredIn: "P", accessLevel: access, position: nil)
}

/// A protocol of the given requirements, as the model builder makes one.
func mockedProtocol(
  _ name: String, requirements: [Member], associatedTypes: [AssociatedType] = [],
  globalActor: String? = nil, isActor: Bool = false, access: String = "public"
) -> MockedProtocol {
  MockedProtocol(
    name: name, qualifiedName: name, accessLevel: access, position: nil,
    globalActor: globalActor, isActor: isActor, associatedTypes: associatedTypes,
    requirements: requirements, unreadableRequirements: [], externalParents: [])
}
