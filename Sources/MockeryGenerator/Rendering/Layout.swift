/// Lays generated declarations out the way the docs write them: short members on one line, long
/// ones broken where a person would break them, within 100 columns where the names allow.
enum Layout {
  static let width = 100
  static let indentUnit = "  "

  /// A declaration with a body.
  ///
  /// On one line when it fits and the body is one statement; otherwise the body gets lines of
  /// its own, and a head too long for one line gets its parameters on a line of their own, or
  /// one per line.
  ///
  /// - Parameters:
  ///   - open: The head up to and including `(`: `func load(`.
  ///   - parameters: The parameters, each as declared.
  ///   - close: The head from `)` on: `) throws -> Data`.
  static func block(
    open: String, parameters: [String], close: String, body: [String], indent: String
  ) -> [String] {
    let head = open + parameters.joined(separator: ", ") + close
    if body.count == 1, fits(indent + head + " { " + body[0] + " }") {
      return [indent + head + " { " + body[0] + " }"]
    }
    var lines: [String]
    let inner = indent + indentUnit
    if fits(indent + head + " {") || parameters.isEmpty {
      lines = [indent + head + " {"]
    } else if fits(inner + parameters.joined(separator: ", ")) {
      lines = [indent + open, inner + parameters.joined(separator: ", "), indent + close + " {"]
    } else {
      lines = [indent + open]
      lines += parameters.enumerated().map { index, parameter in
        inner + parameter + (index < parameters.count - 1 ? "," : "")
      }
      lines.append(indent + close + " {")
    }
    return lines + body.flatMap { statement(inner + $0) } + [indent + "}"]
  }

  /// A statement, with its call's arguments wrapped onto lines of their own when it is too long.
  ///
  ///
  /// ```swift
  /// super.init(
  ///   fetcher: fetcher, timer: timer, zipcode: zipcode,
  ///   refreshesAutomatically: refreshesAutomatically)
  /// ```
  static func statement(_ line: String) -> [String] {
    guard !fits(line), line.hasSuffix(")"), let open = line.firstIndex(of: "(") else {
      return [line]
    }
    let indent = String(line.prefix { $0 == " " }) + indentUnit
    let arguments = splitArguments(
      String(line[line.index(after: open)..<line.index(before: line.endIndex)]))
    // A call without arguments has nothing to wrap: its `)` stays on its line.
    guard arguments.contains(where: { !$0.allSatisfy(\.isWhitespace) }) else { return [line] }
    var lines = [String(line[...open])]
    var current = indent
    for (index, argument) in arguments.enumerated() {
      let piece = argument + (index < arguments.count - 1 ? "," : ")")
      if current != indent, !fits(current + " " + piece) {
        lines.append(current)
        current = indent
      }
      current += (current == indent ? "" : " ") + piece
    }
    lines.append(current)
    return lines
  }

  /// The arguments of a call, split at the commas outside brackets and string literals.
  private static func splitArguments(_ text: String) -> [String] {
    splitTopLevel(tokenize(text)[...]).map(source(of:))
  }

  /// A recorder's declaration, `let name = Type("title")`.
  ///
  /// A type that holds `nonisolated(nonsending)` cannot be written where an expression is (the
  /// parser reads `<` as an operator there), so such a recorder is declared with its type:
  /// `let name: Type = .init("title")`.
  static func recorder(
    _ name: String, type: String, arguments: String, indent: String, modifier: String = ""
  ) -> [String] {
    TypeText.needsTypeContext(type)
      ? call("\(modifier)let \(name): \(type) = .init", arguments: arguments, indent: indent)
      : call("\(modifier)let \(name) = \(type)", arguments: arguments, indent: indent)
  }

  /// A stored property with a call as its value, `let name = Type("title")`, its arguments on a
  /// line of their own when it is too long.
  static func call(_ head: String, arguments: String, indent: String) -> [String] {
    let line = indent + head + "(" + arguments + ")"
    if fits(line) { return [line] }
    return [indent + head + "(", indent + indentUnit + arguments + ")"]
  }

  /// Lines of a `//` comment holding `text`, wrapped at word boundaries.
  static func comment(_ text: String, indent: String) -> [String] {
    wrapped(text, prefix: indent + "//")
  }

  /// Lines of a `///` documentation comment holding `text`, wrapped at word boundaries.
  static func documentation(_ text: String, indent: String) -> [String] {
    wrapped(text, prefix: indent + "///")
  }

  private static func wrapped(_ text: String, prefix: String) -> [String] {
    var lines: [String] = []
    var line = prefix
    for word in text.split(separator: " ") {
      if line.count + 1 + word.count > width, line != prefix {
        lines.append(line)
        line = prefix
      }
      line += " " + word
    }
    lines.append(line)
    return lines
  }

  static func fits(_ line: String) -> Bool { line.count <= width }
}
