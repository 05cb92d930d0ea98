/// `type` as Swift source writes it, `[String: Int]` rather than `Dictionary<String, Int>`: for
/// messages that name types, and the tests of how they do.
package func readableTypeName(_ type: Any.Type) -> String {
  TypeNames.readable(type)
}

/// Types as Swift source writes them: `Int?`, `[String]`, `[String: Int]`, rather than
/// `Optional<Int>`, `Array<String>`, `Dictionary<String, Int>`.
package enum TypeNames {
  package static func readable(_ type: Any.Type) -> String {
    readable("\(type)")
  }

  /// A function's result type as a signature writes it: `Void` rather than `()`.
  package static func readableResult(_ type: Any.Type) -> String {
    type == Void.self ? "Void" : readable(type)
  }

  /// A type's name, as Swift's runtime prints it, rewritten as source writes it.
  package static func readable(_ name: String) -> String {
    var reader = Reader(text: Array(name))
    return reader.type()
  }

  /// Reads a type's name, rewriting the standard generic types as the sugar Swift writes.
  private struct Reader {
    let text: [Character]
    var position = 0

    mutating func type() -> String {
      let name = readName()
      guard position < text.count, text[position] == "<" else { return name }
      position += 1
      var arguments: [String] = []
      while position < text.count {
        while position < text.count, text[position] == " " { position += 1 }
        arguments.append(type())
        guard position < text.count else { break }
        let separator = text[position]
        position += 1
        if separator == ">" { break }
      }
      let written =
        switch (name, arguments.count) {
        case ("Optional", 1):
          arguments[0].contains(" ") ? "(\(arguments[0]))?" : "\(arguments[0])?"
        case ("Array", 1): "[\(arguments[0])]"
        case ("Dictionary", 2): "[\(arguments[0]): \(arguments[1])]"
        default: "\(name)<\(arguments.joined(separator: ", "))>"
        }
      // What follows the generic arguments: `.Type`, a nested type's name.
      return written + readName()
    }

    /// Reads up to the next `,`, `<` or `>` outside parentheses: a tuple's or a function's
    /// commas, and a function's arrow, are part of the name.
    mutating func readName() -> String {
      var name = ""
      var depth = 0
      while position < text.count {
        let character = text[position]
        // The arrow of a function type is no closing bracket.
        if character == "-", position + 1 < text.count, text[position + 1] == ">" {
          name += "->"
          position += 2
          continue
        }
        if depth == 0, ",<>".contains(character) { break }
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        name.append(character)
        position += 1
      }
      return name
    }
  }
}
