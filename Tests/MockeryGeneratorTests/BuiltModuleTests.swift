import Foundation
import Testing

@testable import MockeryGenerator

/// `mockery-generate` on a module built without SwiftPM: its options, where it finds the module
/// and the tool, and, end to end, a module built with plain `swiftc` as Bazel or CMake build it.
@Suite struct BuiltModuleTests {
  @Test func aBuiltModuleIsNamedAndFoundWithTheSearchPathsOfItsBuild() throws {
    let options = try GeneratorOptions(arguments: [
      "--module-name", "Weather", "--module-path", "build", "-I", "deps", "-Ivendor",
      "--sdk", "/sdk", "--target-triple", "arm64-apple-macosx13.0", "--package-directory", "/p",
    ])
    #expect(options.target == "Weather")
    #expect(options.symbolGraph == nil)
    #expect(
      options.builtModule
        == BuiltModule(
          name: "Weather", folder: "build", searchPaths: ["deps", "vendor"], sdk: "/sdk",
          targetTriple: "arm64-apple-macosx13.0"))
    #expect(options.output == "Tests/WeatherTests/Mocks")
    // The header gives the command that wrote the files, with what the project itself holds:
    // the SDK and the triple differ from machine to machine, and are left out.
    #expect(
      options.command
        == "mockery-generate --module-name Weather --module-path build -I deps -I vendor "
        + "--output Tests/WeatherTests/Mocks")
    let byTarget = try GeneratorOptions(arguments: ["--target", "Weather", "--module-path", "b"])
    #expect(byTarget.builtModule?.name == "Weather")
  }

  @Test func mockerysModuleOfCIsFoundWhereSwiftPMRecordsThePackagesItBuilds() throws {
    let manager = FileManager.default
    let root = manager.temporaryDirectory.appendingPathComponent("startup-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: root) }
    func make(_ path: String, _ contents: String = "") throws {
      let url = root.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
    }
    let map = "Sources/MockeryStartup/include/module.modulemap"
    func state(_ kind: String, _ location: String, _ subpath: String) -> String {
      """
      {"object": {"dependencies": [{"packageRef": {"kind": "\(kind)", "location": "\(location)",
        "identity": "mockery", "name": "Mockery"}, "subpath": "\(subpath)"}]}, "version": 7}
      """
    }
    // A dependency by path, found from `.build/<triple>/debug/Modules`.
    try make("local/mockery/" + map)
    try make(
      "app/.build/workspace-state.json",
      state("fileSystem", root.path + "/local/mockery", "mockery"))
    try make("app/.build/x86_64-unknown-linux-gnu/debug/Modules/Mockery.swiftmodule")
    #expect(
      MockeryStartupMap.find(above: [
        root.path + "/app/.build/x86_64-unknown-linux-gnu/debug/Modules"
      ])
        == root.path + "/local/mockery/" + map)
    // A dependency checked out from its repository.
    try make("remote/.build/checkouts/mockery-swift/" + map)
    try make(
      "remote/.build/workspace-state.json",
      state("remoteSourceControl", "https://github.com/mockery-swift/mockery.git", "mockery-swift"))
    #expect(
      MockeryStartupMap.find(above: [root.path + "/remote/.build/debug/Modules"])
        == root.path + "/remote/.build/checkouts/mockery-swift/" + map)
    // No SwiftPM build above the folder: nothing to find.
    #expect(MockeryStartupMap.find(above: [root.path + "/local/mockery"]) == nil)
  }

  @Test func aHeaderNamesPathsOutsideTheProjectByWhatTheyAre() throws {
    // So that the files are the same on every machine, and --check passes in CI.
    let options = try GeneratorOptions(arguments: [
      "--module-name", "Weather", "--derived-data", "/Users/ann/Library/DerivedData/W-abc",
      "-I", "/opt/deps", "-I", "/work/app/Vendor", "--package-directory", "/work/app",
      "--protocol", "Clock",
    ])
    #expect(
      options.command
        == "mockery-generate --module-name Weather --derived-data <DerivedData folder> "
        + "-I <folder> -I Vendor --protocol Clock --output Tests/WeatherTests/Mocks")
  }

  @Test func anUnknownOptionOfTheExecutableListsItsOwnOptions() {
    let error = #expect(throws: GeneratorError.self) {
      try GeneratorOptions(arguments: ["--module-name", "Weather", "--modulepath", "build"])
    }
    #expect(
      error?.message
        == "Unknown option --modulepath. Did you mean --module-path? mockery-generate takes "
        + "--module-name, --module-path, -I, --sdk, --target-triple, --package-name, "
        + "--derived-data, --symbol-graph, --dependency-symbol-graph, --output, --output-file, "
        + "--package-directory, --check-memory, --imported-sources, --sibling-sources, "
        + "--protocol, --spy, --spy-all, --skip, --prefix, --access, --force, --check, "
        + "--no-compile-check and --supported; --help says what each does.")
    #expect(error?.exitCode == 64)
  }

  @Test func argumentsThatCannotGoTogetherAreUsageErrors() {
    func error(_ arguments: [String]) -> GeneratorError? {
      do {
        _ = try GeneratorOptions(arguments: arguments)
        return nil
      } catch {
        return error
      }
    }
    let cases: [([String], String)] = [
      (
        ["--module-name", "Weather"],
        "Say where Weather is built: --module-path, the folder that holds Weather.swiftmodule; "
          + "--derived-data, an Xcode DerivedData folder; or --symbol-graph, a symbol graph "
          + "made elsewhere."
      ),
      (
        ["--module-name", "Weather", "--module-path", "b", "--symbol-graph", "g"],
        "--symbol-graph and --module-path each say where the module is: give one."
      ),
      (
        ["--target", "Weather", "--module-name", "Forecast", "--module-path", "b"],
        "--target Weather and --module-name Forecast name different modules: give one."
      ),
      (
        ["--target", "Weather", "--symbol-graph", "g", "-I", "deps"],
        "-I is for extracting the graph of a built module: it goes with --module-path or "
          + "--derived-data, not --symbol-graph."
      ),
      (["--module-name", "Weather", "--module-path"], "--module-path needs a value."),
    ]
    for (arguments, message) in cases {
      #expect(error(arguments) == GeneratorError(usage: message), "\(arguments)")
      #expect(error(arguments)?.exitCode == 64)
    }
  }

  @Test func theExtractionReadsTheModulesOwnFolderFirst() {
    let module = BuiltModule(
      name: "Weather", folder: "build", searchPaths: ["deps", "build"], sdk: "/sdk",
      targetTriple: "arm64-apple-ios16.0-simulator")
    #expect(
      module.extractionArguments(of: "Clock", into: "/out")
        == [
          "-module-name", "Clock", "-I", "build", "-I", "deps", "-target",
          "arm64-apple-ios16.0-simulator", "-sdk", "/sdk", "-output-dir", "/out",
          "-minimum-access-level", "internal", "-skip-synthesized-members",
          "-include-spi-symbols",
        ])
    // The module itself at private level: an internal requirement named `_visibility` is left
    // out of a graph at internal level.
    let own = module.extractionArguments(of: "Weather", into: "/out")
    #expect(own.firstIndex(of: "private") == (own.firstIndex(of: "-minimum-access-level") ?? 0) + 1)
  }

  @Test func xcodesModuleFolderSaysItsTripleForThisMachinesArchitecture() throws {
    let folder = try TemporaryFolder()
    let module = folder.url.appendingPathComponent("Weather.swiftmodule")
    // arm64 sorts first: a lookup that ignored the machine would take it on x86_64.
    for triple in ["arm64-apple-ios-simulator", "x86_64-apple-ios-simulator"] {
      try folder.write("", to: "Weather.swiftmodule/\(triple).swiftmodule")
    }
    try folder.write(
      "", to: "Weather.swiftmodule/Project/x86_64-apple-ios-simulator.swiftsourceinfo")
    #if arch(arm64)
      let expected = "arm64-apple-ios-simulator"
    #else
      let expected = "x86_64-apple-ios-simulator"
    #endif
    #expect(BuiltModule.triple(ofModule: "Weather", in: folder.url.path) == expected)
    #expect(FileManager.default.fileExists(atPath: module.path))
    // A module that is one file, as swiftc writes it, says nothing: the host's triple is used.
    try folder.write("", to: "Clock.swiftmodule")
    #expect(BuiltModule.triple(ofModule: "Clock", in: folder.url.path) == nil)
  }

  @Test func derivedDataGivesTheNewestBuildOfTheModule() throws {
    let folder = try TemporaryFolder()
    let project = "DerivedData/Weather-abcdefgh"
    try folder.write("", to: "\(project)/Build/Products/Debug/Other.swiftmodule")
    try folder.write(
      "", to: "\(project)/Build/Products/Debug-iphonesimulator/Weather.swiftmodule/a")
    try folder.write("", to: "\(project)/Build/Products/Release-iphoneos/Weather.swiftmodule/a")
    let older = Date(timeIntervalSinceNow: -3600)
    try FileManager.default.setAttributes(
      [.modificationDate: older],
      ofItemAtPath: folder.url.appendingPathComponent(
        "\(project)/Build/Products/Release-iphoneos/Weather.swiftmodule"
      ).path)
    // Xcode gives a command plugin a work folder deep inside the project's DerivedData.
    let work = "\(project)/SourcePackages/plugins/mockery.output/Weather/GenerateMocks"
    try folder.write("", to: work + "/.keep")
    let found = BuiltModule.derivedDataProducts(
      holding: "Weather", from: folder.url.appendingPathComponent(work).path)
    #expect(found?.hasSuffix("/Build/Products/Debug-iphonesimulator") == true)
    #expect(found.map(BuiltModule.sdkName(ofProducts:)) == "iphonesimulator")
    #expect(BuiltModule.sdkName(ofProducts: "/d/Build/Products/Debug") == "macosx")
    #expect(
      BuiltModule.derivedDataProducts(
        holding: "Forecast", from: folder.url.appendingPathComponent(work).path) == nil)
    #expect(BuiltModule.derivedDataProducts(holding: "Weather", from: "/") == nil)
  }

  @Test func aTripleSaysItsSDK() {
    let names: [(String?, String)] = [
      (nil, "macosx"), ("arm64-apple-macosx13.0", "macosx"),
      ("arm64-apple-ios16.0-simulator", "iphonesimulator"), ("arm64-apple-ios16.0", "iphoneos"),
      ("x86_64-apple-tvos17.0-simulator", "appletvsimulator"), ("arm64-apple-xros1.0", "xros"),
      ("arm64_32-apple-watchos9.0", "watchos"),
    ]
    for (triple, sdk) in names {
      #expect(BuiltModule.sdkName(ofTriple: triple) == sdk, "\(triple ?? "none")")
    }
  }

  @Test func theToolIsFoundAsTheEnvironmentSays() throws {
    let folder = try TemporaryFolder()
    let tool = "swift-symbolgraph-extract"
    try folder.write("", to: "toolchain/usr/bin/\(tool)", executable: true)
    try folder.write("", to: "toolchain/usr/bin/swift", executable: true)
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("links"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: folder.url.appendingPathComponent("links/swift"),
      withDestinationURL: folder.url.appendingPathComponent("toolchain/usr/bin/swift"))
    let bin = folder.url.appendingPathComponent("toolchain/usr/bin").path
    let links = folder.url.appendingPathComponent("links").path

    #expect(
      try Toolchain.findTool(environment: ["SWIFT_SYMBOLGRAPH_EXTRACT": "/x/tool"])
        == "/x/tool")
    #expect(
      try Toolchain.findTool(environment: ["PATH": "/nowhere:\(bin)"]) == bin + "/"
        + tool)
    // Only `swift` is on the PATH, as a link: the tool is beside what it links to.
    let beside = try Toolchain.findTool(environment: ["PATH": links])
    #expect(
      URL(fileURLWithPath: beside).resolvingSymlinksInPath().path.hasSuffix(
        "toolchain/usr/bin/\(tool)"))
    #if !os(macOS)
      #expect(throws: GeneratorError.self) {
        try Toolchain.findTool(environment: ["PATH": "/nowhere"])
      }
    #endif
  }

  @Test func aFolderWithoutTheModuleFailsSayingWhatToGive() throws {
    let folder = try TemporaryFolder()
    let options = try GeneratorOptions(arguments: [
      "--module-name", "Weather", "--module-path", folder.url.path, "--package-directory",
      folder.url.path, "--output", "Mocks",
    ])
    let outcome = GenerateMocksCommand(options: options).run()
    #expect(outcome.exitCode == 1)
    #expect(
      outcome.error
        == "\(folder.url.path) holds no Weather.swiftmodule nor Weather.swiftinterface. Give "
        + "--module-path the folder the build wrote the module into (swiftc's "
        + "-emit-module-path, without the file's name).")
  }

  /// Plain `swiftc`, as Bazel, CMake or an Xcode build phase runs it, with the refined protocol
  /// in another module found through `-I`; then the generated mocks compile, warning-free,
  /// against Mockery beside a test that uses them.
  @Test func aModuleBuiltWithPlainSwiftcGetsMocksThatCompile() throws {
    let folder = try TemporaryFolder()
    let swiftc = try TestToolchain.swiftc()
    try folder.write(
      """
      public protocol Ticking: Sendable {
        func tick(at time: Double)
      }
      """, to: "Sources/Clock/Clock.swift")
    try folder.write(
      """
      import Clock

      public protocol Forecaster: Ticking {
        func forecast(for city: String) async throws -> [Double]
        var name: String { get }
      }

      protocol Archive {
        func store(_ reading: Double, in: String)
      }
      """, to: "Sources/Weather/Weather.swift")
    let clock = folder.url.appendingPathComponent("deps").path
    let modules = folder.url.appendingPathComponent("modules").path
    try TestToolchain.run(
      swiftc,
      [
        "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "Clock",
        "-emit-module-path", clock + "/Clock.swiftmodule",
        folder.url.appendingPathComponent("Sources/Clock/Clock.swift").path,
      ])
    try TestToolchain.run(
      swiftc,
      [
        "-emit-module", "-parse-as-library", "-swift-version", "6", "-enable-testing",
        "-module-name", "Weather", "-I", clock, "-emit-module-path",
        modules + "/Weather.swiftmodule",
        folder.url.appendingPathComponent("Sources/Weather/Weather.swift").path,
      ])

    let options = try GeneratorOptions(arguments: [
      "--module-name", "Weather", "--module-path", modules, "-I", clock, "--package-directory",
      folder.url.path, "--output", "Tests/Mocks",
    ])
    let outcome = GenerateMocksCommand(options: options).run()
    #expect(outcome.error == nil)
    #expect(
      outcome.output.prefix(3) == [
        "Generated 2 files in Tests/Mocks:", "  ArchiveMock.swift (new)",
        "  ForecasterMock.swift (new)",
      ])
    let forecaster = try String(
      contentsOf: folder.url.appendingPathComponent("Tests/Mocks/ForecasterMock.swift"),
      encoding: .utf8)
    // The header gives the command that wrote it, with the project's paths relative to it.
    #expect(
      forecaster.hasPrefix(
        """
        // Generated by `mockery-generate` from the protocol Forecaster in Weather.
        // Do not edit it: regenerate it with
        //   mockery-generate --module-name Weather --module-path modules -I deps --output Tests/Mocks
        // and customise the mock in an extension in another file.
        """))
    // The requirement of the other module's protocol, found through -I, has its witness.
    #expect(forecaster.contains("  func tick(at time: Double) { calls.tick(time) }\n"))
    #expect(forecaster.contains("\nimport Clock\n"))

    try folder.write(
      """
      import Mockery
      @testable import Weather

      func forecastsAreStubbed() async throws {
        let forecaster = ForecasterMock()
        forecaster.calls.forecast.when("Oslo").thenReturn([-3.5])
        let forecast = try await forecaster.forecast(for: "Oslo")
        assertThat(forecast, equalTo([-3.5]))
        forecaster.tick(at: 1)
        forecaster.calls.tick.verify(1.0)
        let archive = ArchiveMock()
        archive.store(2, in: "Oslo")
        archive.calls.store.verify(2.0, "Oslo")
      }
      """, to: "Tests/ForecastTests.swift")
    let mockery = try TestToolchain.mockeryModules()
    try TestToolchain.run(
      swiftc,
      [
        "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "WeatherTests",
        "-I", modules, "-I", clock, "-I", mockery.path,
        // The C module MockeryMatchers imports, found by its module map.
        "-I", Fixture.repositoryRoot.appendingPathComponent("Sources/MockeryStartup/include").path,
        folder.url.appendingPathComponent("Tests/ForecastTests.swift").path,
        folder.url.appendingPathComponent("Tests/Mocks/ForecasterMock.swift").path,
        folder.url.appendingPathComponent("Tests/Mocks/ArchiveMock.swift").path,
      ])
  }

  @Test func aTypeShadowingAnImportedModulesIsWrittenWithItsModuleAsThePluginWritesIt() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "public struct Token: Sendable { public init() {} }", to: "Sources/Kit/Kit.swift")
    try folder.write(
      """
      import Kit
      public struct Token: Sendable { public init() {} }
      public protocol Auth { func token() -> Token }
      """, to: "Sources/App/App.swift")
    let modules = folder.url.appendingPathComponent("modules").path
    for module in ["Kit", "App"] {
      try TestToolchain.run(
        try TestToolchain.swiftc(),
        [
          "-emit-module", "-parse-as-library", "-swift-version", "6", "-enable-testing",
          "-module-name", module, "-I", modules, "-emit-module-path",
          modules + "/\(module).swiftmodule",
          folder.url.appendingPathComponent("Sources/\(module)/\(module).swift").path,
        ])
    }
    let outcome = GenerateMocksCommand(
      options: try GeneratorOptions(arguments: [
        "--module-name", "App", "--module-path", modules, "--package-directory", folder.url.path,
        "--output", "Mocks",
      ])
    ).run()
    #expect(outcome.error == nil)
    let mock = try String(
      contentsOf: folder.url.appendingPathComponent("Mocks/AuthMock.swift"), encoding: .utf8)
    // Its file imports Kit too, where a bare `Token` is ambiguous.
    #expect(mock.contains("  func token() -> App.Token { calls.token() }"))
  }

  @Test func spiProtocolsAndRequirementsAreImportedWithTheirSPI() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      """
      @_spi(Internal) public protocol Secret { func x() -> Int }
      public protocol Open {
        func a()
        @_spi(Internal) func b()
      }
      extension Open {
        @_spi(Internal) public func b() {}
      }
      @_spi(Internal) @_spi(Beta)
      public protocol Twice { func y(_ v: Int) }
      """, to: "Sources/Lib/Lib.swift")
    try folder.write(
      """
      import Lib
      public protocol Session: Open { func c(id: Int) -> String }
      """, to: "Sources/App/App.swift")
    let modules = folder.url.appendingPathComponent("modules").path
    let swiftc = try TestToolchain.swiftc()
    for module in ["Lib", "App"] {
      try TestToolchain.run(
        swiftc,
        [
          "-emit-module", "-parse-as-library", "-swift-version", "6", "-enable-testing",
          "-module-name", module, "-I", modules, "-emit-module-path",
          modules + "/\(module).swiftmodule",
          folder.url.appendingPathComponent("Sources/\(module)/\(module).swift").path,
        ])
    }
    for module in ["Lib", "App"] {
      let outcome = GenerateMocksCommand(
        options: try GeneratorOptions(arguments: [
          "--module-name", module, "--module-path", modules, "--package-directory",
          folder.url.path, "--output", "Mocks/\(module)",
        ])
      ).run()
      #expect(outcome.error == nil)
    }
    func file(_ path: String) throws -> String {
      try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
    }
    // The own module's SPI protocol, and one of two SPIs.
    #expect(try file("Mocks/Lib/SecretMock.swift").contains("\n@_spi(Internal) import Lib\n"))
    #expect(
      try file("Mocks/Lib/TwiceMock.swift").contains("\n@_spi(Beta) @_spi(Internal) import Lib\n"))
    // A dependency's protocol with an SPI requirement: without the import, no conformance.
    #expect(try file("Mocks/App/SessionMock.swift").contains("\n@_spi(Internal) import Lib\n"))
    #expect(try file("Mocks/Lib/OpenMock.swift").contains("\n@_spi(Internal) import Lib\n"))
    let mockery = try TestToolchain.mockeryModules()
    for path in [
      "Mocks/Lib/SecretMock.swift", "Mocks/Lib/TwiceMock.swift", "Mocks/Lib/OpenMock.swift",
      "Mocks/App/SessionMock.swift",
    ] {
      try TestToolchain.run(
        swiftc,
        [
          "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", modules, "-I",
          mockery.path, "-I",
          Fixture.repositoryRoot.appendingPathComponent("Sources/MockeryStartup/include").path,
          folder.url.appendingPathComponent(path).path,
        ])
    }

    // A source that no longer says which SPI (edited since the build): declined, with why.
    try folder.write(
      """
      public protocol Secret { func x() -> Int }
      """, to: "Sources/Lib/Lib.swift")
    let blind = GenerateMocksCommand(
      options: try GeneratorOptions(arguments: [
        "--module-name", "Lib", "--module-path", modules, "--package-directory", folder.url.path,
        "--output", "Blind",
      ])
    ).run()
    #expect(
      blind.output.contains(
        "  SecretMock.swift: Secret is @_spi, and no source at hand names its SPI, which the "
          + "mock's file must import its module with: write the mock by hand, with @_spi(Name) "
          + "import."))
  }

  @Test func anInternalProtocolOfAModuleBuiltWithoutTestingIsSaidToBeSo() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      """
      protocol AuditLog { func record(_ event: String) }
      public protocol Ledger { func post(_ amount: Int) }
      """, to: "Audit.swift")
    let modules = folder.url.appendingPathComponent("modules").path
    // Without -enable-testing: the graph names AuditLog, with no source location.
    try TestToolchain.run(
      try TestToolchain.swiftc(),
      [
        "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "Audit",
        "-emit-module-path", modules + "/Audit.swiftmodule",
        folder.url.appendingPathComponent("Audit.swift").path,
      ])
    func run(_ more: [String]) throws -> GenerateMocksCommand.Outcome {
      GenerateMocksCommand(
        options: try GeneratorOptions(
          arguments: [
            "--module-name", "Audit", "--module-path", modules, "--package-directory",
            folder.url.path, "--output", "Mocks",
          ] + more)
      ).run()
    }
    let named = try run(["--protocol", "AuditLog"])
    #expect(
      named.error
        == "AuditLog is internal, and Audit was built without -enable-testing: a test target "
        + "sees internal protocols only through @testable import, which needs it, and the module "
        + "keeps no source location of them. Build Audit with -enable-testing (SwiftPM's debug "
        + "builds do; in Xcode, Enable Testability) and run again, or make it public.")
    // Not the message of a protocol that does not exist.
    #expect(named.error?.contains("has no protocol named") == false)
    let all = try run([])
    #expect(all.error == nil)
    #expect(all.output.first == "Generated 1 file in Mocks:")
    #expect(all.output.last?.hasPrefix("Not mocked: AuditLog is internal") == true)

    // A module of internal protocols only: why, not "declares no protocols".
    try folder.write("protocol Journal { func note(_ text: String) }", to: "Journal.swift")
    try TestToolchain.run(
      try TestToolchain.swiftc(),
      [
        "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "Journal",
        "-emit-module-path", modules + "/Journal.swiftmodule",
        folder.url.appendingPathComponent("Journal.swift").path,
      ])
    let internalOnly = GenerateMocksCommand(
      options: try GeneratorOptions(arguments: [
        "--module-name", "Journal", "--module-path", modules, "--package-directory",
        folder.url.path, "--output", "JournalMocks",
      ])
    ).run()
    #expect(
      internalOnly.error
        == "Journal is internal, and Journal was built without -enable-testing: a test target "
        + "sees internal protocols only through @testable import, which needs it, and the module "
        + "keeps no source location of them. Build Journal with -enable-testing (SwiftPM's debug "
        + "builds do; in Xcode, Enable Testability) and run again, or make it public.")
  }
}

/// A folder of its own under the temporary folder, removed when the test is done with it.
final class TemporaryFolder {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("mockery-tests-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes `text` to `path` inside the folder, making the folders on the way.
  func write(_ text: String, to path: String, executable: Bool = false) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
    if executable {
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }
  }
}

/// The toolchain the tests run with, for the tests that build modules as other build systems do.
enum TestToolchain {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// `swiftc` from the `PATH`, as the generator finds its tool.
  static func swiftc() throws -> String {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    guard
      let folder = folders.first(where: {
        FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
      })
    else { throw Failure(description: "swiftc is not on the PATH the tests run with") }
    return "\(folder)/swiftc"
  }

  /// The folder of Mockery's built modules, from the build these tests run from: `Modules` of
  /// SwiftPM's native build folder, or Swift Build's products folder, which holds a folder per
  /// module (`Mockery.swiftmodule/<triple>.swiftmodule`).
  static func mockeryModules() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while folder.path != "/" {
      folder.deleteLastPathComponent()
      for candidate in [folder.appendingPathComponent("Modules"), folder]
      where FileManager.default.fileExists(
        atPath: candidate.appendingPathComponent("Mockery.swiftmodule").path)
      {
        return candidate
      }
    }
    throw Failure(
      description: "No Mockery.swiftmodule, nor Modules/Mockery.swiftmodule, above "
        + CommandLine.arguments[0])
  }

  /// Runs `tool`, failing with what it said when it fails.
  static func run(_ tool: String, _ arguments: [String]) throws {
    let result = Toolchain.run(tool, arguments)
    guard result.status == 0 else {
      throw Failure(
        description: "\(tool) \(arguments.joined(separator: " ")) failed (\(result.status)):\n"
          + result.output + result.errors)
    }
  }
}
