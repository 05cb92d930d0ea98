/// A piece of a printed Swift declaration, with where it is in the text.
struct Token: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// A name or keyword, backticks included: `func`, `load`, `` `default` ``.
    case word
    /// `@` and a name: `@escaping`, `@MainActor`.
    case attribute
    /// `->`.
    case arrow
    /// `...`.
    case ellipsis
    /// A number, a string literal or a `#`-directive such as `#fileID`.
    case literal
    /// Any other single character: `(`, `)`, `<`, `>`, `,`, `:`, `.`, `?`, `!`, `=`, `&`, `~`.
    case punctuation
  }

  var kind: Kind
  var text: Substring

  /// Whether the token is the word or punctuation `text`.
  func `is`(_ text: String) -> Bool { self.text == text && kind != .literal }

  /// Whether the token opens a bracket whose contents belong together.
  var opens: Bool { kind == .punctuation && "([<{".contains(text) }
  /// Whether the token closes one.
  var closes: Bool { kind == .punctuation && ")]>}".contains(text) }
}

/// Splits a declaration into tokens.
///
/// The compiler prints declarations in a regular form, so a small lexer is enough: names,
/// attributes, literals and single characters. The `>` of `->` is part of the arrow, never a
/// closing bracket.
func tokenize(_ text: String) -> [Token] {
  // Declarations are nearly always ASCII, where a byte is a character: reading bytes rather
  // than characters makes the generator's most-called function several times faster.
  tokenizeASCII(text) ?? tokenizeCharacters(text)
}

/// ``tokenize(_:)`` of any text, by its characters.
func tokenizeCharacters(_ text: String) -> [Token] {
  var tokens: [Token] = []
  var index = text.startIndex
  func token(_ kind: Token.Kind, to end: String.Index) {
    tokens.append(Token(kind: kind, text: text[index..<end]))
    index = end
  }
  while index < text.endIndex {
    let character = text[index]
    let next = text.index(after: index)
    if character.isWhitespace {
      index = next
    } else if character == "`" {
      let end = text[next...].firstIndex(of: "`").map { text.index(after: $0) } ?? text.endIndex
      token(.word, to: end)
    } else if character.isIdentifierHead {
      token(.word, to: text[index...].firstIndex { !$0.isIdentifierBody } ?? text.endIndex)
    } else if character == "@" {
      let end = text[next...].firstIndex { !$0.isIdentifierBody } ?? text.endIndex
      token(.attribute, to: end)
    } else if character == "#" || character.isNumber {
      let end = text[next...].firstIndex { !($0.isIdentifierBody || $0 == ".") } ?? text.endIndex
      token(.literal, to: end)
    } else if character == "\"" {
      token(.literal, to: endOfStringLiteral(in: text, from: index))
    } else if text[index...].hasPrefix("->") {
      token(.arrow, to: text.index(index, offsetBy: 2))
    } else if text[index...].hasPrefix("...") {
      token(.ellipsis, to: text.index(index, offsetBy: 3))
    } else {
      token(.punctuation, to: next)
    }
  }
  return tokens
}

/// ``tokenize(_:)`` of a text that is all ASCII, by its bytes; nil for any other text.
///
/// The same tokens as reading characters: in ASCII each character is one byte, but `\r\n`,
/// which is whitespace either way.
func tokenizeASCII(_ text: String) -> [Token]? {
  let utf8 = text.utf8
  guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
  let bytes = Array(utf8)
  func isHead(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$")
  }
  func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
  func isBody(_ byte: UInt8) -> Bool { isHead(byte) || isDigit(byte) }
  func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
  /// The offset of the first byte from `start` on that is not `accepted`, or the end.
  func end(from start: Int, while accepted: (UInt8) -> Bool) -> Int {
    var offset = start
    while offset < bytes.count, accepted(bytes[offset]) { offset += 1 }
    return offset
  }
  var tokens: [Token] = []
  tokens.reserveCapacity(bytes.count / 3)
  var offset = 0
  func token(_ kind: Token.Kind, to end: Int) {
    let lower = utf8.index(utf8.startIndex, offsetBy: offset)
    let upper = utf8.index(lower, offsetBy: end - offset)
    tokens.append(Token(kind: kind, text: text[lower..<upper]))
    offset = end
  }
  while offset < bytes.count {
    let byte = bytes[offset]
    let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
    if isWhitespace(byte) {
      offset += 1
    } else if byte == UInt8(ascii: "`") {
      let close = bytes[(offset + 1)...].firstIndex(of: UInt8(ascii: "`"))
      token(.word, to: close.map { $0 + 1 } ?? bytes.count)
    } else if isHead(byte) {
      token(.word, to: end(from: offset + 1, while: isBody))
    } else if byte == UInt8(ascii: "@") {
      token(.attribute, to: end(from: offset + 1, while: isBody))
    } else if byte == UInt8(ascii: "#") || isDigit(byte) {
      token(.literal, to: end(from: offset + 1) { isBody($0) || $0 == UInt8(ascii: ".") })
    } else if byte == UInt8(ascii: "\"") {
      var close = offset + 1
      while close < bytes.count, bytes[close] != UInt8(ascii: "\"") {
        close += bytes[close] == UInt8(ascii: "\\") ? 2 : 1
      }
      token(.literal, to: min(close + 1, bytes.count))
    } else if byte == UInt8(ascii: "-"), next == UInt8(ascii: ">") {
      token(.arrow, to: offset + 2)
    } else if byte == UInt8(ascii: "."), next == UInt8(ascii: "."),
      offset + 2 < bytes.count, bytes[offset + 2] == UInt8(ascii: ".")
    {
      token(.ellipsis, to: offset + 3)
    } else {
      token(.punctuation, to: offset + 1)
    }
  }
  return tokens
}

/// Where the string literal starting at `start` ends, escapes included.
private func endOfStringLiteral(in text: String, from start: String.Index) -> String.Index {
  var index = text.index(after: start)
  while index < text.endIndex {
    if text[index] == "\\" {
      index = text.index(after: index)
    } else if text[index] == "\"" {
      return text.index(after: index)
    }
    if index < text.endIndex { index = text.index(after: index) }
  }
  return text.endIndex
}

extension Character {
  /// Whether an identifier may start with the character: a letter, `_`, `$`, or any character
  /// outside ASCII that Swift does not reserve for operators, emoji included.
  fileprivate var isIdentifierHead: Bool {
    isLetter || self == "_" || self == "$" || (!isASCII && !isWhitespace && !isOperatorCharacter)
  }
  fileprivate var isIdentifierBody: Bool { isIdentifierHead || isNumber }

  /// Whether the character is one Swift's grammar lets start an operator, outside ASCII.
  private var isOperatorCharacter: Bool {
    guard let scalar = unicodeScalars.first?.value else { return false }
    let ranges: [ClosedRange<UInt32>] = [
      0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6,
      0xBB...0xBB, 0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027,
      0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775,
      0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
    ]
    return ranges.contains { $0.contains(scalar) }
  }
}

/// The text a run of tokens covers in the declaration, as the compiler printed it.
func source(of tokens: ArraySlice<Token>) -> String {
  guard let first = tokens.first, let last = tokens.last else { return "" }
  return String(first.text.base[first.text.startIndex..<last.text.endIndex])
}
