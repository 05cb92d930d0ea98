/// Prints ``SourceNode``s as the docs write Swift: short members on one line, long ones broken
/// where a person would break them, within 100 columns where the names allow; and says which
/// lines each member's parts filled.
///
/// It is the only place generated code becomes text, so where a line belongs is known from what
/// was printed, never found again by reading the text.
struct SourcePrinter {
  static let width = 100
  static let indentUnit = "  "

  /// The lines printed so far.
  private(set) var lines: [String] = []
  /// The lines each member's parts filled, from 0.
  private(set) var regions: [CodeRegion] = []

  /// `nodes`, printed `depth` levels deep: at the outermost depth unless said.
  static func print(_ nodes: [SourceNode], depth: Int = 0) -> SourcePrinter {
    var printer = SourcePrinter()
    printer.print(nodes, depth: depth)
    return printer
  }

  /// The printed lines, each ended by a line break.
  var text: String { lines.map { $0 + "\n" }.joined() }

  private mutating func print(_ nodes: [SourceNode], depth: Int) {
    for node in nodes { print(node, depth: depth) }
  }

  private mutating func print(_ node: SourceNode, depth: Int) {
    let indent = String(repeating: Self.indentUnit, count: depth)
    switch node {
    case .line(let line): lines.append(indent + line)
    case .statement(let statement): lines += Self.statement(indent + statement)
    case .blank: lines.append("")
    case .comment(let text): lines += Self.wrapped(text, prefix: indent + "//")
    case .documentation(let text): lines += Self.wrapped(text, prefix: indent + "///")
    case .indented(let nodes): print(nodes, depth: depth + 1)
    case .block(let open, let parameters, let close, let body):
      block(open: open, parameters: parameters, close: close, body: body, depth: depth)
    case .firstFitting(let layouts):
      for (index, layout) in layouts.enumerated() {
        let printed = Self.print(layout, depth: depth)
        guard index == layouts.count - 1 || printed.lines.allSatisfy(Self.fits) else { continue }
        append(printed)
        break
      }
    case .type(let type):
      print(
        (type.documentation.map { [.documentation($0)] } ?? [])
          + type.attributes.map(SourceNode.line)
          + SourceNode.scope(type.head, type.members), depth: depth)
    case .tagged(let tag, let nodes):
      let start = lines.count
      print(nodes, depth: depth)
      guard lines.count > start else { return }
      regions.append(
        CodeRegion(member: tag.member, title: tag.title, part: tag.part, lines: start..<lines.count)
      )
    }
  }

  /// A declaration with a body.
  ///
  /// On one line when it fits and the body is one statement; otherwise the body gets lines of
  /// its own, and a head too long for one line gets its parameters on a line of their own, or
  /// one per line.
  private mutating func block(
    open: String, parameters: [String], close: String, body: [SourceNode], depth: Int
  ) {
    let indent = String(repeating: Self.indentUnit, count: depth)
    let inner = indent + Self.indentUnit
    let head = open + parameters.joined(separator: ", ") + close
    if body.count == 1, case .statement(let only) = body[0],
      Self.fits(indent + head + " { " + only + " }")
    {
      lines.append(indent + head + " { " + only + " }")
      return
    }
    if Self.fits(indent + head + " {") || parameters.isEmpty {
      lines.append(indent + head + " {")
    } else if Self.fits(inner + parameters.joined(separator: ", ")) {
      lines += [indent + open, inner + parameters.joined(separator: ", "), indent + close + " {"]
    } else {
      lines.append(indent + open)
      lines += parameters.enumerated().map { index, parameter in
        inner + parameter + (index < parameters.count - 1 ? "," : "")
      }
      lines.append(indent + close + " {")
    }
    print(body, depth: depth + 1)
    lines.append(indent + "}")
  }

  /// Appends what `other` printed, its regions moved to where its lines land.
  private mutating func append(_ other: SourcePrinter) {
    let offset = lines.count
    regions += other.regions.map { region in
      var moved = region
      moved.lines = (region.lines.lowerBound + offset)..<(region.lines.upperBound + offset)
      return moved
    }
    lines += other.lines
  }

  /// A statement, with its call's arguments wrapped onto lines of their own when it is too long.
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

  /// Lines of a `//` comment at the outermost depth holding `text`, wrapped at word boundaries.
  static func comment(_ text: String) -> [String] {
    wrapped(text, prefix: "//")
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
