// swift-tools-version: 6.2
import PackageDescription

// Mocks no one commits: the test target applies Mockery's GeneratedMocks build-tool plugin, and
// every build that changes Thermostat writes its mocks again before the tests compile.
let package = Package(
  name: "BuildPluginMocks",
  dependencies: [.package(name: "Mockery", path: "../..")],
  targets: [
    .target(name: "Thermostat"),
    .testTarget(
      name: "ThermostatTests",
      dependencies: ["Thermostat", .product(name: "Mockery", package: "Mockery")],
      plugins: [.plugin(name: "GeneratedMocks", package: "Mockery")]),
  ],
  swiftLanguageModes: [.v6]
)
