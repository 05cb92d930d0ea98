import Foundation
import Testing

@testable import MockeryGenerator

/// The lexer every reading of a declaration starts with: its fast path by bytes must give the
/// tokens reading by characters gives, wherever it applies.
@Suite struct TokenizerTests {
  /// The tokens of `text` as kinds and strings, to compare and to read in a failure.
  func described(_ tokens: [Token]?) -> [String]? {
    tokens?.map { "\($0.kind):\($0.text)" }
  }

  @Test(arguments: [
    "func load(id: Int) async throws(LoadError) -> [String: Int]?",
    "func f(_ values: Int..., range: Range<Int> = 0..<10) -> (Int) -> Void",
    "subscript(`default` key: String) -> String { get set }",
    "@MainActor @preconcurrency func run(_ body: @escaping @Sendable () -> Void)",
    "func log(file: String = #fileID, line: UInt = #line, ratio: Double = 1.5e-3)",
    #"let greeting = "a \"quoted\" -> word", "unterminated \"#,
    "var a: Int\r\nvar b: Int\t\u{0B}\u{0C}// words",
    "x.y?.z!.`unclosed",
    "func ~= <T: Equatable & Sendable>(a: T, b: T) -> Bool where T: ~Copyable",
    "$0 + $1 - 0x1F & _private",
    "",
  ])
  func theBytePathAgreesWithTheCharacterPath(_ text: String) throws {
    let bytes = try #require(tokenizeASCII(text))
    #expect(described(bytes) == described(tokenizeCharacters(text)))
    #expect(bytes == tokenize(text))
  }

  @Test func aStringLiteralsEscapesAndArrowsAreTokensOfTheirOwn() {
    #expect(
      described(tokenize(#"f("a\"b") -> ...x"#))
        == [
          "word:f", "punctuation:(", #"literal:"a\"b""#, "punctuation:)", "arrow:->",
          "ellipsis:...", "word:x",
        ])
  }

  @Test func textOutsideASCIIIsReadByCharacters() {
    // `é` as one scalar and as `e` with a combining accent; an emoji; an operator character.
    for text in ["func café() -> Int", "let cafe\u{301} = 1", "var 🐶: Dog", "a ≤ b"] {
      #expect(tokenizeASCII(text) == nil)
    }
    #expect(
      described(tokenize("let cafe\u{301} = 1")) == [
        "word:let", "word:cafe\u{301}", "punctuation:=", "literal:1",
      ])
    #expect(described(tokenize("a ≤ b")) == ["word:a", "punctuation:≤", "word:b"])
  }

  /// Every Swift file of the examples and of the generator itself, whole: thousands of lines of
  /// real declarations, comments and literals.
  @Test func bothPathsAgreeOnRealSource() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var compared = 0
    for folder in ["Examples", "Sources/MockeryGenerator"] {
      let files = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift", !file.path.contains("/.build/"),
          let text = try? String(contentsOf: file, encoding: .utf8),
          let bytes = tokenizeASCII(text)
        else { continue }
        if described(bytes) != described(tokenizeCharacters(text)) {
          Issue.record("the two paths disagree on \(file.path)")
        }
        compared += 1
      }
    }
    // The folders were found, and most of their files are ASCII.
    #expect(compared > 100)
  }
}
