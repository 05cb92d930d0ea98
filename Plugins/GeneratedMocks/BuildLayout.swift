import Foundation

/// Where the build the plugin runs in puts the modules it compiles: the one place of the
/// plugin that knows, so that a build system of another layout, Xcode's for one, is a case of
/// its own here and nothing else.
///
/// SwiftPM builds with one of two systems, and the plugin's tool, `mockery-generate`, is built
/// among the products of the one it runs in, which tells which:
///
/// - SwiftPM's native build system writes `.build/<triple>/<configuration>/mockery-generate` and
///   each module as a file of that folder's `Modules`: `Modules/Weather.swiftmodule`.
/// - Swift Build, Xcode's engine and SwiftPM's next default, writes
///   `.build/out/Products/<Configuration>-<platform>/mockery-generate` and each module as Xcode
///   does, a folder of one file per architecture beside it:
///   `Weather.swiftmodule/x86_64-unknown-linux-gnu.swiftmodule`.
///
/// The generator reads either: it is given the folder, and a module's file is the input of the
/// command that mocks it, which the build then runs after the module compiles, and again only
/// when its interface changes.
enum BuildLayout: Equatable {
  case native(modules: URL)
  case swiftBuild(products: URL, triple: String)

  /// The layout of the build whose products include `generator`, the plugin's tool; a build
  /// of neither layout is an error naming both, rather than commands whose inputs the build
  /// would never find.
  init(generator: URL) throws {
    let products = generator.deletingLastPathComponent()
    if products.deletingLastPathComponent().lastPathComponent == "Products" {
      self = .swiftBuild(products: products, triple: Self.hostTriple)
    } else if ["debug", "release"].contains(products.lastPathComponent) {
      self = .native(modules: products.appendingPathComponent("Modules"))
    } else {
      throw UnknownLayout(generator: generator)
    }
  }

  /// A build that keeps its products where neither build system does.
  struct UnknownLayout: Error, CustomStringConvertible {
    let generator: URL

    var description: String {
      """
      GeneratedMocks does not know where this build puts the modules it compiles: \
      mockery-generate was built in \(generator.deletingLastPathComponent().path), which is \
      neither SwiftPM's native build folder (<triple>/debug or <triple>/release, modules in \
      its Modules folder) nor Swift Build's (Products/<Configuration>, a folder \
      <Module>.swiftmodule per module). Commit the mocks with `swift package \
      --allow-writing-to-package-directory generate-mocks` instead.
      """
    }
  }

  /// The folder the generator and its compile check look for modules in.
  var folder: URL {
    switch self {
    case .native(let modules): modules
    case .swiftBuild(let products, _): products
    }
  }

  /// The file the build writes for the module `name`, which changes when its interface does.
  func moduleFile(_ name: String) -> URL {
    switch self {
    case .native(let modules):
      modules.appendingPathComponent("\(name).swiftmodule")
    case .swiftBuild(let products, let triple):
      products.appendingPathComponent("\(name).swiftmodule")
        .appendingPathComponent("\(triple).swiftmodule")
    }
  }

  /// The triple Swift Build names a module's file after: the machine's, for the build runs
  /// where the plugin does.
  static var hostTriple: String {
    #if arch(x86_64)
      let architecture = "x86_64"
    #elseif arch(arm64) && os(Linux)
      let architecture = "aarch64"
    #elseif arch(arm64)
      let architecture = "arm64"
    #else
      let architecture = "unknown"
    #endif
    #if os(Linux)
      return architecture + "-unknown-linux-gnu"
    #elseif os(macOS)
      return architecture + "-apple-macos"
    #else
      return architecture + "-unknown-unknown"
    #endif
  }
}
