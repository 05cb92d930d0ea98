// swift-tools-version: 6.2
import PackageDescription

// Compiles every Swift block of the README and the DocC articles, and checks every failure
// message they show against what Mockery prints. Run by .ci/check-doc-snippets, which first
// extracts the blocks into Tests/DocSnippetsTests/Generated.
let package = Package(
  name: "DocSnippets",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  dependencies: [
    .package(name: "Mockery", path: "../..")
  ],
  targets: [
    // Tests/DocSnippetsTests/Glue holds what a reader infers around a snippet: the types and
    // values the docs refer to, and what makes each failure message they show.
    .testTarget(
      name: "DocSnippetsTests",
      dependencies: [.product(name: "Mockery", package: "Mockery")]
    )
  ],
  swiftLanguageModes: [.v6]
)
