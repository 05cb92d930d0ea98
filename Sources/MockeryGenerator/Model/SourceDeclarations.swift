/// What a type's source says that its symbol graph does not.
///
/// The graph prints a class as `class StringRepository`: neither the generic arguments of its
/// superclass (`Repository<String>`) nor its private initializers are in it, and a public graph
/// leaves out members whose names start with `_`. The symbol's location points at the type's
/// name in its file, where its declaration can be read.
struct SourceTypeDeclaration: Equatable, Sendable {
  /// The types after its `:`, as written: `Repository<String>`, `Codable`.
  var inheritance: [String]
  /// Whether its body declares an initializer that is not `convenience`, whatever its access:
  /// a class that declares one inherits none of its superclass's.
  var declaresDesignatedInitializer: Bool
  /// The names its body declares members of at its top level, as written, without backticks:
  /// `_value`, `init`, `subscript`.
  var memberNames: [String]
}

extension SourceTypeDeclaration {
  /// Reads the declaration whose name starts at `line` and `column` (both from one) of `text`.
  ///
  /// - Returns: nil when no body follows the name.
  init?(in text: String, line: Int, column: Int) {
    let file = SkeletonFile(text: text)
    guard let offset = file.offset(line: line - 1, column: column - 1) else { return nil }
    self.init(inSkeleton: file.bytes, at: offset)
  }

  /// Reads the declaration whose name starts at `offset` of a source's ``SourceSkeleton``, as
  /// UTF-8.
  init?(inSkeleton characters: [UInt8], at offset: Int) {
    guard offset < characters.count else { return nil }
    // The header runs to the first `{`; the body to the brace that closes it.
    guard let open = characters[offset...].firstIndex(of: UInt8(ascii: "{")) else { return nil }
    var depth = 0
    var close: Int?
    for index in open..<characters.count {
      if characters[index] == UInt8(ascii: "{") { depth += 1 }
      if characters[index] == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 {
          close = index
          break
        }
      }
    }
    guard let close else { return nil }
    let header = String(decoding: characters[offset..<open], as: UTF8.self)
    let body = String(decoding: characters[(open + 1)..<close], as: UTF8.self)
    self.inheritance = Self.inheritance(ofHeader: header)
    (declaresDesignatedInitializer, memberNames) = Self.members(ofBody: body)
  }

  /// The inherited types of a header `Name<T>: Base<T>, P where …`.
  static func inheritance(ofHeader header: String) -> [String] {
    let tokens = tokenize(header)
    var index = 1  // past the name
    if index < tokens.count, tokens[index].is("<"),
      let close = TypeText.closing(tokens, from: index)
    {
      index = close + 1
    }
    guard index < tokens.count, tokens[index].is(":") else { return [] }
    let rest = tokens[(index + 1)...]
    let end = rest.firstIndex { $0.is("where") } ?? rest.endIndex
    return splitTopLevel(rest[rest.startIndex..<end]).map { typeText($0) }
  }

  /// Whether a body declares a designated initializer, and the names of its members.
  static func members(ofBody body: String) -> (declaresDesignated: Bool, names: [String]) {
    let tokens = tokenize(body)
    let declaring: Set<String> = ["func", "var", "let", "case", "associatedtype", "typealias"]
    var depth = 0
    var designated = false
    var names: [String] = []
    for (index, token) in tokens.enumerated() {
      if token.opens { depth += 1 }
      if token.closes { depth -= 1 }
      guard depth == 0, token.kind == .word else { continue }
      let previous = index > 0 ? tokens[index - 1] : nil
      if token.is("init") || token.is("subscript") {
        guard !(previous?.is(".") ?? false) else { continue }
        names.append(String(token.text))
        if token.is("init"), !Self.isConvenience(tokens, before: index) { designated = true }
      } else if let previous, previous.kind == .word, declaring.contains(String(previous.text)) {
        names.append(String(token.text).trimmingBackticks)
      }
    }
    return (designated, names)
  }

  /// Whether the modifiers before the token at `index` say `convenience`.
  private static func isConvenience(_ tokens: [Token], before index: Int) -> Bool {
    var position = index - 1
    while position >= 0 {
      let token = tokens[position]
      if token.is("convenience") { return true }
      // Modifiers, attributes and their arguments: `@available(*, deprecated)`,
      // `private(set)`, `nonisolated`.
      guard
        token.kind == .word || token.kind == .attribute || token.is("(") || token.is(")")
          || token.is(",") || token.is("*") || token.kind == .literal || token.is(":")
      else { return false }
      if token.kind == .word, ["func", "var", "let", "init", "subscript"].contains(token.text) {
        return false
      }
      position -= 1
    }
    return false
  }
}

/// Source text with its comments and the contents of its string literals made spaces, so that
/// neither brackets nor words in them count, and every character keeps its line and column.
enum SourceSkeleton {
  static func blanking(_ text: String) -> String {
    var bytes = Array(text.utf8)
    let quote = UInt8(ascii: "\"")
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    let newline = UInt8(ascii: "\n")
    let space = UInt8(ascii: " ")
    let backslash = UInt8(ascii: "\\")
    let hash = UInt8(ascii: "#")
    func blank(_ range: Range<Int>) {
      for index in range where bytes[index] != newline { bytes[index] = space }
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      if byte == slash, next == slash {
        let end = bytes[index...].firstIndex(of: newline) ?? bytes.count
        blank(index..<end)
        index = end
      } else if byte == slash, next == star {
        // Block comments nest.
        var depth = 0
        var end = index
        while end < bytes.count {
          if bytes[end] == slash, end + 1 < bytes.count, bytes[end + 1] == star {
            depth += 1
            end += 2
          } else if bytes[end] == star, end + 1 < bytes.count, bytes[end + 1] == slash {
            depth -= 1
            end += 2
            if depth == 0 { break }
          } else {
            end += 1
          }
        }
        blank(index..<min(end, bytes.count))
        index = end
      } else if byte == quote || (byte == hash && (next == quote || next == hash)) {
        // A string literal: `"…"`, `"""…"""`, or raw, `#"…"#`.
        var hashes = 0
        var start = index
        while start < bytes.count, bytes[start] == hash {
          hashes += 1
          start += 1
        }
        guard start < bytes.count, bytes[start] == quote else {
          index += 1
          continue
        }
        let isMultiline =
          start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        let delimiter = isMultiline ? 3 : 1
        var end = start + delimiter
        while end < bytes.count {
          if bytes[end] == backslash, hashes == 0 {
            end += 2
            continue
          }
          if !isMultiline, bytes[end] == newline { break }
          let closesQuotes = (0..<delimiter).allSatisfy {
            end + $0 < bytes.count && bytes[end + $0] == quote
          }
          let closesHashes = (0..<hashes).allSatisfy {
            end + delimiter + $0 < bytes.count && bytes[end + delimiter + $0] == hash
          }
          if closesQuotes, closesHashes {
            end += delimiter + hashes
            break
          }
          end += 1
        }
        // Keep the quotes, so that the literal still reads as one.
        blank(
          (start + delimiter)..<max(start + delimiter, min(end, bytes.count) - delimiter - hashes))
        index = max(end, index + 1)
      } else {
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// A source file's ``SourceSkeleton``, as UTF-8, and where each of its lines starts, so that a
/// declaration the graph locates by line is found without reading the lines before it: a
/// module of 10,000 protocols in one file would otherwise read it 10,000 times.
struct SkeletonFile: Sendable {
  /// The skeleton: as many bytes as the source, each at the same offset.
  let bytes: [UInt8]
  /// The offset of each line's first byte.
  private let lineStarts: [Int]

  init(text: String) {
    bytes = Array(SourceSkeleton.blanking(text).utf8)
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  /// Whether the file could not be read, or is empty.
  var isEmpty: Bool { bytes.isEmpty }

  /// The offset of `column` on `line`, both counted from zero as the symbol graph counts them,
  /// at most the end of the file; nil for a line the file does not have.
  func offset(line: Int, column: Int) -> Int? {
    guard line >= 0, line < lineStarts.count else { return nil }
    return min(lineStarts[line] + max(column, 0), bytes.count)
  }
}

extension GraphIndex {
  /// The declaration of `symbol` as its source writes it, when its file can be read.
  func sourceDeclaration(of symbol: SymbolGraph.Symbol) -> SourceTypeDeclaration? {
    guard let path = symbol.filePath, let location = symbol.location else { return nil }
    let file = skeletonFile(path)
    guard
      let offset = file.offset(
        line: location.position.line, column: location.position.character)
    else { return nil }
    return SourceTypeDeclaration(inSkeleton: file.bytes, at: offset)
  }

  /// The skeleton of `symbol`'s file, with the offsets of its name and of the start of the
  /// name's line; nil when its source cannot be read or is shorter than the graph says.
  private func nameInSource(of symbol: SymbolGraph.Symbol)
    -> (file: SkeletonFile, lineStart: Int, name: Int)?
  {
    guard let path = symbol.filePath, let position = symbol.location?.position else { return nil }
    let file = skeletonFile(path)
    guard !file.isEmpty, let lineStart = file.offset(line: position.line, column: 0),
      let name = file.offset(line: position.line, column: position.character)
    else { return nil }
    return (file, lineStart, name)
  }
}

extension GraphIndex {
  /// Whether the property `symbol` has a setter of less access that a test target still sees.
  ///
  /// The graph prints `public internal(set) var codingPath` as `{ get }`, though the property is
  /// mutable where a spy is: a spy cannot override it with a read-only one. A `private(set)` or
  /// `fileprivate(set)` setter a spy does not see, and may override it so.
  func hasSetterVisibleToTests(_ symbol: SymbolGraph.Symbol) -> Bool {
    guard let (file, lineStart, name) = nameInSource(of: symbol) else { return false }
    // The modifiers come before the name, on its line.
    let modifiers = String(decoding: file.bytes[lineStart..<name], as: UTF8.self)
    return modifiers.contains("internal(set)") || modifiers.contains("package(set)")
  }
}

extension GraphIndex {
  /// The SPI groups an `@_spi` declaration belongs to, read from the attributes its source
  /// writes before its name (`@_spi(Internal) public protocol Secret`); nil when its source
  /// cannot be read.
  func spiGroups(of symbol: SymbolGraph.Symbol) -> [String]? {
    guard let (file, _, offset) = nameInSource(of: symbol) else { return nil }
    let skeleton = file.bytes
    // Back to the end of the declaration before it, or the brace that opens its scope.
    var start = offset
    while start > 0,
      ![UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";")].contains(
        skeleton[start - 1])
    {
      start -= 1
    }
    let attributes = String(decoding: skeleton[start..<offset], as: UTF8.self)
    var groups: [String] = []
    var rest = attributes[...]
    while let at = rest.range(of: "@_spi(") {
      let name = rest[at.upperBound...].prefix { $0 != ")" }
        .trimmingCharacters(in: .whitespaces)
      if !name.isEmpty, !groups.contains(name) { groups.append(name) }
      rest = rest[at.upperBound...]
    }
    return groups
  }
}
