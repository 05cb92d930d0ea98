// swift-tools-version: 6.2
import PackageDescription

// An app's code as Xcode 26 builds a new app: its modules isolated to the main actor by default,
// with approachable concurrency's upcoming features, base classes in a module of their own, and
// two test targets: one as SwiftPM makes them (no default isolation), one as the app's.
// `generate-mocks --spy-all` writes the doubles of both targets; CI regenerates them with
// --check, builds them warning-free and runs the tests.
let appSettings: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
  name: "MainActorApp",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "Mockery", path: "../..")],
  targets: [
    .target(name: "AppBase", swiftSettings: appSettings),
    .target(name: "NotesApp", dependencies: ["AppBase"], swiftSettings: appSettings),
    .testTarget(
      name: "NotesAppTests",
      dependencies: ["NotesApp", "AppBase", .product(name: "Mockery", package: "Mockery")]),
    .testTarget(
      name: "NotesAppMainActorTests",
      dependencies: ["NotesApp", "AppBase", .product(name: "Mockery", package: "Mockery")],
      swiftSettings: appSettings),
    .testTarget(
      name: "NotesAppPluginTests",
      dependencies: ["NotesApp", "AppBase", .product(name: "Mockery", package: "Mockery")],
      plugins: [.plugin(name: "GeneratedMocks", package: "Mockery")]),
    .testTarget(
      name: "NotesAppPluginMainActorTests",
      dependencies: ["NotesApp", "AppBase", .product(name: "Mockery", package: "Mockery")],
      swiftSettings: appSettings,
      plugins: [.plugin(name: "GeneratedMocks", package: "Mockery")]),
  ],
  swiftLanguageModes: [.v6]
)
