// swift-tools-version: 6.2
import PackageDescription

// Mockery ships with no package dependencies: only the toolchain (stdlib, Foundation, XCTest,
// Testing). Keep it that way; a mocking library is a test dependency of every target that uses
// it, and each dependency it pulls in is built again in every one of its users' CI runs.
// Mockery's own tests are built as the test targets of Xcode 26's Approachable Concurrency and
// of packages that follow Swift 6.2's guidance are: `async` functions run on their caller's
// isolation. The library's targets say where each of their `async` functions runs, and users'
// test targets are built either way.
let testSettings: [SwiftSetting] = [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

let package = Package(
  name: "Mockery",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Mockery", targets: ["Mockery"]),
    .library(name: "MockeryMatchers", targets: ["MockeryMatchers"]),
    .plugin(name: "GenerateMocks", targets: ["GenerateMocks"]),
    .plugin(name: "GeneratedMocks", targets: ["GeneratedMocks"]),
    // The generator on its own, for build systems other than SwiftPM, and for reading its
    // options without the plugin's permission to write: `swift run mockery-generate --help`.
    .executable(name: "mockery-generate", targets: ["mockery-generate"]),
  ],
  targets: [
    // Starts observing XCTest as the test binary loads; see XCTestAdapter.
    .target(name: "MockeryStartup"),
    // Routes a failure to whichever framework runs the test: what matchers and mocks report
    // through, which users reach through either product.
    .target(name: "MockeryReporting", dependencies: ["MockeryStartup"]),
    .target(name: "MockeryMatchers", dependencies: ["MockeryReporting"]),
    .target(name: "Mockery", dependencies: ["MockeryMatchers"]),
    // `swift package generate-mocks`: the plugin only asks SwiftPM for the symbol graph and
    // runs the generator, which is built when the command first runs, never in a user's build.
    .target(name: "MockeryGenerator"),
    .executableTarget(
      name: "mockery-generate", dependencies: ["MockeryGenerator"],
      path: "Sources/MockeryGenerate"),
    .plugin(
      name: "GenerateMocks",
      capability: .command(
        intent: .custom(
          verb: "generate-mocks",
          description: "Writes Mockery mocks of a target's protocols and spies of its classes"),
        permissions: [
          .writeToPackageDirectory(
            reason:
              "Writes the generated mocks and spies into the package. To read its options "
              + "without allowing it to write, run: swift run mockery-generate --help")
        ]),
      dependencies: ["mockery-generate"]
    ),
    // The same generator, run by a test target's build whenever a module it tests changes.
    .plugin(
      name: "GeneratedMocks", capability: .buildTool(), dependencies: ["mockery-generate"]),
    .testTarget(
      name: "MockeryMatchersTests", dependencies: ["MockeryMatchers"],
      swiftSettings: testSettings),
    .testTarget(
      name: "MockeryReportingTests", dependencies: ["MockeryReporting"],
      swiftSettings: testSettings),
    // Runs a test's scenario in a child process in which no test framework runs.
    .target(
      name: "MockeryTestChildren", dependencies: ["MockeryMatchers"],
      path: "Tests/MockeryTestChildren"),
    .testTarget(
      name: "MockeryTests", dependencies: ["Mockery", "MockeryTestChildren"],
      swiftSettings: testSettings),
    .testTarget(
      name: "MockeryGeneratorTests", dependencies: ["MockeryGenerator"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
