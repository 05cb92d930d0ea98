import Foundation
import Testing

@testable import MockeryGenerator

/// How generated files reach the disk: whole, replacing what was there, leaving nothing else.
@Suite struct FileWritingTests {
  @Test func aFileIsWrittenAndThenReplacedWithNothingLeftBeside() throws {
    let folder = try TemporaryFolder()
    let file = folder.url.appendingPathComponent("WeatherMock.swift")
    try FileWriting.write("// first\n", to: file)
    #expect(try String(contentsOf: file, encoding: .utf8) == "// first\n")
    // Shorter contents replace longer ones whole, and non-ASCII text keeps its bytes.
    let second = "// é\n"
    try FileWriting.write(second, to: file)
    #expect(try Data(contentsOf: file) == Data(second.utf8))
    // An empty file is a file too. (Its size is asked, not read: Foundation's
    // `Data(contentsOf:)` leaks a page reading an empty file, which LeakSanitizer reports in CI.)
    try FileWriting.write("", to: file)
    let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int
    #expect(size == 0)
    // No temporary file stays.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["WeatherMock.swift"])
  }

  @Test func aFolderThatIsNotThereIsNamedWithTheSystemsReason() throws {
    let folder = try TemporaryFolder()
    let file = folder.url.appendingPathComponent("Missing/WeatherMock.swift")
    #expect {
      try FileWriting.write("// mock\n", to: file)
    } throws: { error in
      let description = String(describing: error)
      return description.hasPrefix("cannot create \(folder.url.path)/Missing/.WeatherMock.swift.")
        && description.hasSuffix(".tmp: No such file or directory")
    }
  }

  @Test func aFolderInTheWayOfTheFileIsNotReplaced() throws {
    let folder = try TemporaryFolder()
    try folder.write("// inside\n", to: "WeatherMock.swift/Kept.swift")
    let file = folder.url.appendingPathComponent("WeatherMock.swift")
    #expect {
      try FileWriting.write("// mock\n", to: file)
    } throws: { error in
      String(describing: error).hasPrefix("cannot rename \(file.path): ")
    }
    // The folder is as it was, and no temporary file stays.
    #expect(
      try String(contentsOf: file.appendingPathComponent("Kept.swift"), encoding: .utf8)
        == "// inside\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["WeatherMock.swift"])
  }
}
