// swift-tools-version: 6.2
import PackageDescription

// Depends on Mockery by path, the way a user adds it as a test dependency.
let package = Package(
  name: "WeatherServiceSpec",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "WeatherService", targets: ["WeatherService"])
  ],
  dependencies: [
    .package(name: "Mockery", path: "../..")
  ],
  targets: [
    .target(name: "WeatherService"),
    .testTarget(
      name: "WeatherServiceSpecTests",
      dependencies: [
        "WeatherService",
        .product(name: "Mockery", package: "Mockery"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
