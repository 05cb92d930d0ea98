import Foundation

/// The imports a generated file repeats from the files that declare what it doubles.
///
/// The symbol graph names the module that defines each type, which is not always one a user
/// imports (`FoundationEssentials` for `Data`). The declaring file's own imports are what made
/// its types resolve, so the generated file uses those, conditional ones included, written as a
/// test target needs them: without access modifiers, `@_exported` or `@_implementationOnly`.
enum SourceImports {
  /// The import lines of one source file, `#if` blocks around them kept.
  static func imports(inSource text: String) -> [String] {
    var stack: [[Item]] = [[]]
    var conditionals: [Conditional] = []
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      // Most lines are neither imports nor directives: skip them without trimming them.
      guard rawLine.contains("import") || rawLine.contains("#") else { continue }
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#if") {
        conditionals.append(Conditional(clauses: [(String(line), [])]))
        stack.append([])
      } else if line.hasPrefix("#elseif") || line.hasPrefix("#else"), !conditionals.isEmpty {
        conditionals[conditionals.count - 1].clauses[
          conditionals[conditionals.count - 1].clauses.count - 1
        ].items = stack.removeLast()
        conditionals[conditionals.count - 1].clauses.append((String(line), []))
        stack.append([])
      } else if line.hasPrefix("#endif"), !conditionals.isEmpty {
        var conditional = conditionals.removeLast()
        conditional.clauses[conditional.clauses.count - 1].items = stack.removeLast()
        if conditional.hasImports { stack[stack.count - 1].append(.conditional(conditional)) }
      } else if let statement = importStatement(line) {
        stack[stack.count - 1].append(.statement(statement))
      }
    }
    return stack[0].flatMap { $0.lines(indent: "") }
  }

  /// The import of one line, normalized; nil when the line is not an import.
  static func importStatement(_ line: String) -> String? {
    var words = line.split(separator: " ").map(String.init)
    let dropped: Set<String> = [
      "public", "package", "internal", "fileprivate", "private", "@_exported",
      "@_implementationOnly", "@testable",
    ]
    words.removeAll { dropped.contains($0) || $0.hasPrefix("@_spi") }
    guard let index = words.firstIndex(of: "import"),
      words[..<index].allSatisfy({ $0.hasPrefix("@") }), index + 1 < words.count
    else { return nil }
    return words.prefix { !$0.hasPrefix("//") }.joined(separator: " ")
  }

  /// The module an import statement imports: `Foundation` for `import struct Foundation.Data`.
  static func module(of statement: String) -> String {
    let path = statement.split(separator: " ").last.map(String.init) ?? ""
    return path.split(separator: ".").first.map(String.init) ?? path
  }

  private indirect enum Item {
    case statement(String)
    case conditional(Conditional)

    func lines(indent: String) -> [String] {
      switch self {
      case .statement(let statement): [indent + statement]
      case .conditional(let conditional):
        conditional.clauses.flatMap { directive, items in
          [indent + directive]
            + items.flatMap { $0.lines(indent: indent + SourcePrinter.indentUnit) }
        } + [indent + "#endif"]
      }
    }
  }

  private struct Conditional {
    var clauses: [(directive: String, items: [Item])]

    var hasImports: Bool { clauses.contains { !$0.items.isEmpty } }
  }
}
