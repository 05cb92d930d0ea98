import Foundation

/// The text of a regex literal passed at a call site, read from the caller's source file.
///
/// A `Regex` keeps no source text, so a matcher that wants to show its pattern reads it where
/// the test wrote it: the line the call is on, from its column, up to the literal that follows
/// the function's name. Nil when the file cannot be read (a binary built elsewhere) or the
/// argument is not a one-line literal, such as a `Regex` held in a variable.
enum RegexLiteralSource {
  /// The pattern of the first regex literal after `function(` on `line` of `filePath`, from
  /// `column`: `[0-9]{5}` for `matchesPattern(/[0-9]{5}/)`, with its options and delimiters
  /// for an extended literal, `#/a b/#`.
  static func pattern(
    after function: String, filePath: StaticString, line: UInt, column: UInt
  ) -> String? {
    guard
      let contents = try? String(contentsOfFile: "\(filePath)", encoding: .utf8),
      line >= 1
    else { return nil }
    let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
    guard Int(line) <= lines.count else { return nil }
    let text = lines[Int(line) - 1]
    // The column is that of the call, at its name or its parenthesis: the call is the last
    // `function(` that starts no later than the parenthesis would.
    let limit = Int(column) - 1 + function.count + 1
    var best: Range<Substring.Index>?
    var searchStart = text.startIndex
    while let found = text[searchStart...].range(of: function + "(") {
      if best == nil || text.distance(from: text.startIndex, to: found.lowerBound) < limit {
        best = found
      }
      searchStart = found.upperBound
    }
    if let call = best { return literal(at: text[call.upperBound...].drop { $0 == " " }) }
    // Inside a macro such as `#expect(…)`, the position may be the macro's, lines above.
    for next in lines[Int(line)..<min(lines.count, Int(line) + 4)] {
      if let call = next.range(of: function + "(") {
        return literal(at: next[call.upperBound...].drop { $0 == " " })
      }
    }
    return nil
  }

  /// The literal `text` starts with: the pattern of `/…/`, or the whole of `#/…/#`.
  static func literal(at text: Substring) -> String? {
    if text.hasPrefix("#/") {
      guard let end = text.range(of: "/#"),
        end.lowerBound > text.index(text.startIndex, offsetBy: 1)
      else { return nil }
      return String(text[..<end.upperBound])
    }
    guard text.first == "/" else { return nil }
    var pattern = ""
    var escaped = false
    for character in text.dropFirst() {
      if character == "/" && !escaped { return pattern.isEmpty ? nil : pattern }
      escaped = character == "\\" && !escaped
      pattern.append(character)
    }
    return nil
  }
}
