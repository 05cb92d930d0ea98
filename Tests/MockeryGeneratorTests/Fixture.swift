import Foundation

@testable import MockeryGenerator

/// The symbol graphs the toolchain wrote for the examples' targets (pruned by
/// `Fixtures/update-fixture.sh`), and the models built from them.
enum Fixture {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The fixture graph `name`, its file paths made real: they are kept relative to the
  /// repository.
  static func graph(_ name: String) -> SymbolGraph {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/\(name).symbols.json")
    do {
      var graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: url))
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
  }

  /// Examples/MockShapes's Shapes target.
  static let graph = graph("MockShapes")
  static let model = ModuleModel(graph: graph)

  /// Some protocols of Examples/MockZoo's Zoo target, with the graph of ZooBase, the other
  /// module whose protocols they refine, as the plugin hands both to the generator.
  static let zooGraph = graph("Zoo")
  static let zooBaseGraph = graph("ZooBase")
  static let zoo = ModuleModel(graph: zooGraph, dependencies: [zooBaseGraph])

  /// Examples/ClassZoo's ClassZoo target, with the graph of Widgets, the other module of its
  /// base classes, as the plugin hands both to the generator.
  static let classZooGraph = graph("ClassZoo")
  static let widgetsGraph = graph("Widgets")
  static let classZoo = ModuleModel(graph: classZooGraph, dependencies: [widgetsGraph])

  /// A class of the class zoo, by qualified name.
  static func classZooSpied(_ name: String) -> SpiedClass? {
    classZoo.classes.first { $0.qualifiedName == name }
  }

  /// A protocol of the class zoo, by qualified name.
  static func classZooMocked(_ name: String) -> MockedProtocol? {
    classZoo.protocols.first { $0.qualifiedName == name }
  }

  static func mocked(_ name: String) -> MockedProtocol? {
    model.protocols.first { $0.qualifiedName == name }
  }

  static func zooMocked(_ name: String) -> MockedProtocol? {
    zoo.protocols.first { $0.qualifiedName == name }
  }

  static func spied(_ name: String) -> SpiedClass? {
    model.classes.first { $0.qualifiedName == name }
  }

  static func zooSpied(_ name: String) -> SpiedClass? {
    zoo.classes.first { $0.qualifiedName == name }
  }
}

/// A member made from a declaration, as the model builder makes one from a symbol.
func member(
  _ declaration: String, title: String, kind: Member.Kind = .method, access: AccessLevel = .public
) throws -> Member {
  Member(
    kind: kind, declaration: try Declaration(parsing: declaration), title: title,
    labels: Member.labels(ofTitle: title), declaredIn: "P", accessLevel: access, position: nil)
}

/// A protocol of the given requirements, as the model builder makes one.
func mockedProtocol(
  _ name: String, requirements: [Member], associatedTypes: [AssociatedType] = [],
  globalActor: String? = nil, isActor: Bool = false, access: AccessLevel = .public
) -> MockedProtocol {
  MockedProtocol(
    name: name, qualifiedName: name, accessLevel: access, position: nil,
    globalActor: globalActor, isActor: isActor, associatedTypes: associatedTypes,
    requirements: requirements, unreadableRequirements: [], externalParents: [])
}
