extension TypeText {
  /// The default of a tuple of types Mockery gives defaults, as an expression.
  ///
  /// `(name: "", age: 0)` for `(name: String, age: Int)`; nil for any other type.
  ///
  /// A recorder finds the defaults of other types itself; a tuple cannot conform to a protocol,
  /// so the generator writes its default out, and only where it can tell every element's from
  /// the text alone: a type of the module named like a standard one is written with its module
  /// (`Zoo.Data`), and gets none.
  ///
  /// Labels are written as the type has them: Swift 6.3 crashes compiling `{ _ in (0, 0) }` for
  /// a recorder of a tuple argument and a result `(start: Int, end: Int)`, and not with the
  /// labels.
  static func tupleDefault(_ type: String) -> String? {
    guard let elements = tupleElements(type) else { return nil }
    var values: [String] = []
    for element in elements {
      guard let value = defaultValue(element.type) else { return nil }
      values.append((element.label.map { "\($0): " } ?? "") + value)
    }
    return "(" + values.joined(separator: ", ") + ")"
  }

  /// The default of one element of a tuple, as an expression the tuple's type gives a context.
  static func defaultValue(_ type: String) -> String? {
    let trimmed = type.trimmingCharacters(in: .whitespaces)
    if trimmed.hasSuffix("?") || trimmed.hasSuffix("!") || trimmed.hasPrefix("Optional<") {
      return "nil"
    }
    if isVoid(trimmed) { return "()" }
    if let literal = standardDefaults[trimmed] { return literal }
    let tokens = tokenize(trimmed)
    if tokens.first?.is("[") == true, closing(tokens, from: 0) == tokens.count - 1 {
      // `[Element]` or `[Key: Value]`, told apart by a colon at the top level.
      var depth = 0
      for token in tokens.dropFirst().dropLast() {
        if token.opens { depth += 1 }
        if token.closes { depth -= 1 }
        if depth == 0, token.is(":") { return "[:]" }
      }
      return "[]"
    }
    if tokens.count > 1, tokens[1].is("<"), closing(tokens, from: 1) == tokens.count - 1 {
      switch tokens[0].text {
      case "Array", "Set", "ContiguousArray": return "[]"
      case "Dictionary": return "[:]"
      default: break
      }
    }
    return tupleDefault(trimmed)
  }

  /// The labels and types of a tuple's elements; nil for a type that is not a tuple of two or
  /// more.
  static func tupleElements(_ type: String) -> [(label: String?, type: String)]? {
    let tokens = tokenize(type.trimmingCharacters(in: .whitespaces))
    guard tokens.first?.is("(") == true, closing(tokens, from: 0) == tokens.count - 1 else {
      return nil
    }
    let parts = splitTopLevel(tokens[1..<(tokens.count - 1)])
    guard parts.count > 1 else { return nil }
    return parts.map { part in
      // `name: Type`: a label is one word and a colon.
      if part.count > 2, part[part.startIndex].kind == .word,
        part[part.startIndex + 1].is(":")
      {
        return (String(part[part.startIndex].text), source(of: part.dropFirst(2)))
      }
      return (nil, source(of: part))
    }
  }

  /// The standard types whose default is a literal, as `MockDefaultValue` gives them.
  private static let standardDefaults: [String: String] = {
    var defaults = ["Bool": "false", "String": "\"\"", "Substring": "\"\"", "Duration": ".zero"]
    for number in [
      "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
      "Float", "Double", "Decimal", "TimeInterval",
    ] {
      defaults[number] = "0"
    }
    return defaults
  }()
}
