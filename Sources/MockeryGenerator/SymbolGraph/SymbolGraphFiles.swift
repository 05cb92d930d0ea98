import Foundation

/// The symbol graphs one run reads: the target's, and those of the other modules it was given.
///
/// Each path is a graph file, `<Module>.symbols.json`, or a folder of them, as
/// `-emit-symbol-graph-dir` writes. Beside a module's graph, the compiler writes its extensions
/// of other modules' types as `<Module>@<Other>.symbols.json`; those extending a module whose
/// graph is read are read too, since they may implement its protocols' requirements. Those
/// extending the toolchain's modules are not: they cannot hold a protocol's default.
struct SymbolGraphFiles {
  /// The graph of the target whose doubles are generated.
  var target: SymbolGraph
  /// The graphs of other modules, and extension graphs.
  var others: [SymbolGraph]

  /// Reads the graphs at `graph` and `dependencies`.
  ///
  /// - Parameters:
  ///   - name: The target's name or module name, to find its graph in a folder.
  ///   - graph: The target's graph, or a folder holding it.
  ///   - dependencies: Other modules' graphs, or folders of them.
  init(target name: String, graph: String, dependencies: [String]) throws {
    var moduleFiles: [String] = []
    var extensionFiles: [String] = []
    var targetFile: String?
    for path in [graph] + dependencies {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
      }
      let folder = isFolder.boolValue ? path : (path as NSString).deletingLastPathComponent
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for file in names.sorted() where file.hasSuffix(".symbols.json") {
        let full = (folder as NSString).appendingPathComponent(file)
        if file.contains("@") {
          if !extensionFiles.contains(full) { extensionFiles.append(full) }
        } else if isFolder.boolValue, !moduleFiles.contains(full) {
          moduleFiles.append(full)
        }
      }
      if !isFolder.boolValue, !moduleFiles.contains(path) { moduleFiles.append(path) }
      if path == graph {
        targetFile =
          isFolder.boolValue
          ? moduleFiles.first {
            Self.module(ofFile: $0) == name.replacingOccurrences(of: "-", with: "_")
          }
            ?? moduleFiles.first { Self.module(ofFile: $0) == name }
          : path
      }
    }
    guard let targetFile else {
      throw CocoaError(
        .fileNoSuchFile,
        userInfo: [
          NSFilePathErrorKey: (graph as NSString).appendingPathComponent(
            "\(name).symbols.json")
        ])
    }
    target = try Self.read(targetFile)
    var others = try moduleFiles.filter { $0 != targetFile }.map(Self.read)
    let modules = Set(others.map(\.module.name) + [target.module.name])
    for file in extensionFiles {
      let extended = Self.module(ofFile: file).split(separator: "@").last.map(String.init) ?? ""
      guard modules.contains(extended) else { continue }
      others.append(try Self.read(file))
    }
    self.others = others
  }

  /// The module a graph file is named after: `Tracing@Instrumentation` for
  /// `Tracing@Instrumentation.symbols.json`.
  static func module(ofFile path: String) -> String {
    String((path as NSString).lastPathComponent.dropLast(".symbols.json".count))
  }

  static func read(_ path: String) throws -> SymbolGraph {
    try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
  }
}
