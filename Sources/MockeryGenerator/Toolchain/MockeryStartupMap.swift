import Foundation

/// Where `MockeryStartup`'s module map is, for a compile check that finds Mockery in a build
/// SwiftPM made, as `swift run mockery-generate --module-path .build/debug/Modules` runs it.
///
/// Mockery's modules import `MockeryStartup`, a module of C whose map is among Mockery's
/// sources, not in the build's `Modules` folder: a compile of code that imports Mockery needs it
/// (the plugins pass it, and other builds pass its folder with `-I`). SwiftPM records where
/// each package it builds is, in `workspace-state.json` beside the build's folders: Mockery is
/// one of its dependencies, checked out in `checkouts` or at a path of its own, or the package
/// itself.
enum MockeryStartupMap {
  /// The module map's path, found from the folders the check looks for Mockery in; nil where
  /// no SwiftPM build is above them, or none of its packages is Mockery.
  static func find(above folders: [String]) -> String? {
    for folder in folders {
      guard let state = workspaceState(above: folder) else { continue }
      let scratch = state.deletingLastPathComponent()
      for root in packageRoots(in: state, scratch: scratch) + [scratch.deletingLastPathComponent()]
      {
        let map = root.appendingPathComponent("Sources/MockeryStartup/include/module.modulemap")
        if FileManager.default.fileExists(atPath: map.path) { return map.path }
      }
    }
    return nil
  }

  /// `workspace-state.json` in `folder` or a few folders above it: `.build/debug/Modules` and
  /// `.build/x86_64-unknown-linux-gnu/debug/Modules` are three folders below it.
  private static func workspaceState(above folder: String) -> URL? {
    var candidate = URL(fileURLWithPath: folder).standardizedFileURL
    for _ in 0..<5 {
      let state = candidate.appendingPathComponent("workspace-state.json")
      if FileManager.default.fileExists(atPath: state.path) { return state }
      candidate = candidate.deletingLastPathComponent()
    }
    return nil
  }

  /// The folders of the dependencies `state` lists: a checkout's, in the build's `checkouts`,
  /// or a local package's own.
  private static func packageRoots(in state: URL, scratch: URL) -> [URL] {
    struct State: Decodable {
      struct Object: Decodable { var dependencies: [Dependency] }
      struct Dependency: Decodable {
        struct Reference: Decodable {
          var kind: String
          var location: String
        }
        var packageRef: Reference
        var subpath: String
      }
      var object: Object
    }
    guard let data = FileManager.default.contents(atPath: state.path),
      let decoded = try? JSONDecoder().decode(State.self, from: data)
    else { return [] }
    return decoded.object.dependencies.map { dependency in
      dependency.packageRef.kind == "fileSystem"
        ? URL(fileURLWithPath: dependency.packageRef.location)
        : scratch.appendingPathComponent("checkouts").appendingPathComponent(dependency.subpath)
    }
  }
}
