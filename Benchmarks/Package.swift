// swift-tools-version: 6.2
import PackageDescription

// Measures what Mockery costs its users, against hand-written mocks, in one binary.
// Run: swift run -c release --package-path Benchmarks
// A separate package, so that Mockery itself keeps no dependencies and `swift test` never runs
// these.
let package = Package(
  name: "MockeryBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Mockery", path: "..")
  ],
  targets: [
    // The mocks under measurement, in a module of their own so the benchmarks call them from
    // another module, as a test target calls the mocks of a test-support module.
    .target(
      name: "WeatherFetchingSubjects",
      dependencies: [.product(name: "Mockery", package: "Mockery")]
    ),
    .executableTarget(
      name: "MockeryBenchmarks",
      dependencies: [
        "WeatherFetchingSubjects", .product(name: "MockeryMatchers", package: "Mockery"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
