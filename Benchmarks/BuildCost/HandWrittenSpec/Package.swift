// swift-tools-version: 6.2
import PackageDescription

// Examples/WeatherServiceSpec with its test doubles written by hand and no dependency: the
// floor a user's clean build is compared with. build-cost.sh copies the example's Sources here.
let package = Package(
  name: "WeatherServiceSpecHandWritten",
  platforms: [.macOS(.v13)],
  targets: [
    .target(name: "WeatherService"),
    .testTarget(name: "WeatherServiceSpecTests", dependencies: ["WeatherService"]),
  ],
  swiftLanguageModes: [.v6]
)
