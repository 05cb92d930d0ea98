import Foundation

/// A module some build other than SwiftPM compiled (Xcode, Bazel, CMake or plain `swiftc`),
/// whose symbol graph `mockery-generate` extracts itself with the toolchain's
/// `swift-symbolgraph-extract`, as SwiftPM does for the plugin.
public struct BuiltModule: Equatable, Sendable {
  /// The module's name: `Weather`.
  var name: String
  /// The folder that holds `Weather.swiftmodule` (a file, or Xcode's folder of one per
  /// architecture) or `Weather.swiftinterface`.
  var folder: String
  /// Where the modules it imports are: the `-I` paths its build already has.
  var searchPaths: [String] = []
  /// The SDK it was built against, on Apple platforms: `-sdk`.
  var sdk: String?
  /// The triple it was built for, `-target`; the host's when nil.
  var targetTriple: String?

  /// The arguments of `swift-symbolgraph-extract` that write the graph of `module` into
  /// `outputFolder`: the module's own folder first, then the search paths, so that a module
  /// of the same name elsewhere never shadows it.
  func extractionArguments(of module: String, into outputFolder: String) -> [String] {
    var arguments = ["-module-name", module, "-I", folder]
    for path in searchPaths where path != folder { arguments += ["-I", path] }
    if let targetTriple { arguments += ["-target", targetTriple] }
    if let sdk { arguments += ["-sdk", sdk] }
    // What the plugin asks SwiftPM for: internal declarations too (a `@testable import` mock
    // of an internal protocol), without synthesized members or extension blocks; for the
    // module itself, private ones too, as a graph at internal level leaves out internal
    // requirements whose names start with `_`.
    return arguments + [
      "-output-dir", outputFolder, "-minimum-access-level",
      (module == name ? AccessLevel.private : .internal).rawValue,
      "-skip-synthesized-members", "-include-spi-symbols",
    ]
  }

  /// Whether `module` is built in the module's folder or a search path, so that its graph can
  /// be extracted.
  func canFind(_ module: String) -> Bool {
    ([folder] + searchPaths).contains { Self.holds(module, folder: $0) }
  }

  /// Whether `folder` holds `module`'s `.swiftmodule` or `.swiftinterface`.
  static func holds(_ module: String, folder: String) -> Bool {
    ["swiftmodule", "swiftinterface"].contains {
      FileManager.default.fileExists(atPath: folder + "/" + module + "." + $0)
    }
  }

  /// The triple of a module Xcode built, nil for a module that is one file.
  ///
  /// Xcode writes `Weather.swiftmodule` as a folder of one module per architecture,
  /// `arm64-apple-ios-simulator.swiftmodule`: the triple is the machine's architecture's if
  /// there is one, else the first.
  static func triple(ofModule name: String, in folder: String) -> String? {
    let moduleFolder = folder + "/" + name + ".swiftmodule"
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: moduleFolder, isDirectory: &isFolder),
      isFolder.boolValue,
      let entries = try? FileManager.default.contentsOfDirectory(atPath: moduleFolder)
    else { return nil }
    let triples = entries.filter { $0.hasSuffix(".swiftmodule") }
      .map { String($0.dropLast(".swiftmodule".count)) }.sorted()
    #if arch(arm64)
      let architecture = "arm64-"
    #else
      let architecture = "x86_64-"
    #endif
    return triples.first { $0.hasPrefix(architecture) } ?? triples.first
  }

  /// The products folder of the newest build of `module` in an Xcode DerivedData folder.
  ///
  /// `folder` is the project's DerivedData folder (`…/DerivedData/Weather-abcdef`) or any folder
  /// inside it, such as the work folder Xcode gives a command plugin; its builds are in
  /// `Build/Products/<Configuration>[-<platform>]`.
  static func derivedDataProducts(holding module: String, from folder: String) -> String? {
    var candidate = URL(fileURLWithPath: folder).standardizedFileURL
    while true {
      let products = candidate.appendingPathComponent("Build/Products")
      if let builds = try? FileManager.default.contentsOfDirectory(atPath: products.path) {
        let holding = builds.map { products.appendingPathComponent($0).path }
          .filter { holds(module, folder: $0) }
        return holding.max {
          modified($0 + "/" + module + ".swiftmodule")
            < modified($1 + "/" + module + ".swiftmodule")
        }
      }
      guard candidate.path != "/" else { return nil }
      candidate.deleteLastPathComponent()
    }
  }

  /// The SDK's name for a products folder: `Debug-iphonesimulator` was built against
  /// `iphonesimulator`, and `Debug`, with no platform, against `macosx`.
  static func sdkName(ofProducts folder: String) -> String {
    let name = URL(fileURLWithPath: folder).lastPathComponent
    guard let dash = name.lastIndex(of: "-") else { return "macosx" }
    return String(name[name.index(after: dash)...])
  }

  /// The SDK's name for a triple: `iphonesimulator` for `arm64-apple-ios16.0-simulator`, and
  /// `macosx` for a macOS triple, or none.
  static func sdkName(ofTriple triple: String?) -> String {
    guard let triple else { return "macosx" }
    let simulator = triple.hasSuffix("-simulator")
    let platforms: [(system: String, device: String, simulator: String)] = [
      ("-ios", "iphoneos", "iphonesimulator"), ("-tvos", "appletvos", "appletvsimulator"),
      ("-watchos", "watchos", "watchsimulator"), ("-xros", "xros", "xrsimulator"),
      ("-visionos", "xros", "xrsimulator"),
    ]
    guard let platform = platforms.first(where: { triple.contains($0.system) }) else {
      return "macosx"
    }
    return simulator ? platform.simulator : platform.device
  }

  private static func modified(_ path: String) -> Date {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return attributes?[.modificationDate] as? Date ?? .distantPast
  }
}
