// swift-tools-version: 6.2
import PackageDescription

// A server package whose tests were written for Mockable and ported to Mockery by
// MigratingFromMockable.md alone: each test says the Mockable lines it replaced.
let package = Package(
  name: "FromMockable",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  dependencies: [
    .package(name: "Mockery", path: "../..")
  ],
  targets: [
    .target(name: "Checkout"),
    .testTarget(
      name: "CheckoutTests",
      dependencies: ["Checkout", .product(name: "Mockery", package: "Mockery")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
