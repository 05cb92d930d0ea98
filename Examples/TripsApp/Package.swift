// swift-tools-version: 6.2
import PackageDescription

// An app as a new Xcode 26 project writes it, in three modules: models and protocols in
// TripsCore, a client of the network to spy on in TripsNetworking (which logs with swift-log),
// and a main-actor view model in TripsFeature. Every module has Xcode 26's new-app settings; the
// models say nothing of isolation. The tests' doubles are written by the GeneratedMocks plugin,
// for a plain test target and for one isolated to the main actor as the app's are. CI builds it
// from a fresh clone, then adds an overload and builds it again.
let appSettings: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
  name: "TripsApp",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(name: "Mockery", path: "../.."),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ],
  targets: [
    .target(name: "TripsCore", swiftSettings: appSettings),
    .target(
      name: "TripsNetworking",
      dependencies: ["TripsCore", .product(name: "Logging", package: "swift-log")],
      swiftSettings: appSettings),
    .target(
      name: "TripsFeature", dependencies: ["TripsCore", "TripsNetworking"],
      swiftSettings: appSettings),
    .testTarget(
      name: "TripsFeatureTests",
      dependencies: [
        "TripsCore", "TripsNetworking", "TripsFeature",
        .product(name: "Mockery", package: "Mockery"),
      ],
      plugins: [.plugin(name: "GeneratedMocks", package: "Mockery")]),
    .testTarget(
      name: "TripsFeatureMainActorTests",
      dependencies: [
        "TripsCore", "TripsNetworking", "TripsFeature",
        .product(name: "Mockery", package: "Mockery"),
      ],
      swiftSettings: appSettings,
      plugins: [.plugin(name: "GeneratedMocks", package: "Mockery")]),
  ],
  swiftLanguageModes: [.v6]
)
