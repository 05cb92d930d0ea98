/// Looks inside a type as printed, for the few things a mock must change or take apart.
enum TypeText {
  /// Replaces `Self.Name` of an associated type with `Name`, and `Self` alone with `selfType`.
  ///
  /// In a mock, the protocol's associated types are the mock's generic parameters and `Self`
  /// is the mock class itself, which is `final`, so either spelling satisfies the requirement.
  static func replacingSelf(
    in type: String, associatedTypes: Set<String>, with selfType: String
  ) -> String {
    rewrite(type) { tokens, index in
      guard tokens[index].is("Self") else { return nil }
      if index + 2 < tokens.count, tokens[index + 1].is("."),
        associatedTypes.contains(String(tokens[index + 2].text))
      {
        return (String(tokens[index + 2].text), 3)
      }
      return (selfType, 1)
    }
  }

  /// Whether the type mentions `word` as a name of its own, such as `Self` or `some`.
  static func mentions(_ word: String, in type: String) -> Bool {
    tokenize(type).contains { $0.kind == .word && $0.text == word }
  }

  /// The constraint of a `some P` type, `P`; nil when the type is not `some …` as a whole.
  static func opaqueConstraint(of type: String) -> String? {
    let tokens = tokenize(type)
    guard tokens.first?.is("some") == true, tokens.count > 1 else { return nil }
    return source(of: tokens.dropFirst())
  }

  /// A function type taken apart: `@Sendable (Int, String) async throws -> Bool`.
  struct FunctionType: Equatable, Sendable {
    /// Attributes before the parameters: `@Sendable`, `@MainActor`.
    var attributes: [String]
    /// The parameter types, labels dropped.
    var parameters: [String]
    var isAsync: Bool
    var isThrowing: Bool
    /// The result type, `Void` included.
    var result: String

    /// Whether the function returns nothing.
    var returnsVoid: Bool { result == "Void" || result == "()" }
  }

  /// The type taken apart as a function type; nil when it is not one as a whole (an optional
  /// closure, `((Int) -> Void)?`, is an optional, not a function type).
  static func functionType(_ type: String) -> FunctionType? {
    let tokens = tokenize(type)
    var index = 0
    var attributes: [String] = []
    while index < tokens.count, tokens[index].kind == .attribute {
      attributes.append(String(tokens[index].text))
      index += 1
    }
    guard index < tokens.count, tokens[index].is("(") else { return nil }
    let open = index
    var depth = 0
    var close: Int?
    for position in open..<tokens.count {
      if tokens[position].opens { depth += 1 }
      if tokens[position].closes { depth -= 1 }
      if depth == 0 {
        close = position
        break
      }
    }
    guard let close else { return nil }
    index = close + 1
    let isAsync = index < tokens.count && tokens[index].is("async")
    if isAsync { index += 1 }
    let isThrowing = index < tokens.count && tokens[index].is("throws")
    if isThrowing {
      index += 1
      if index < tokens.count, tokens[index].is("(") {
        while index < tokens.count, !tokens[index].is(")") { index += 1 }
        index += 1
      }
    }
    guard index < tokens.count, tokens[index].kind == .arrow, index + 1 < tokens.count else {
      return nil
    }
    let parameters = splitTopLevel(tokens[(open + 1)..<close]).map { part -> String in
      // Labels in a function type (`(_ value: Int) -> Void`) are not part of its type.
      if let colon = part.firstIndex(where: { $0.is(":") }), colon - part.startIndex <= 2 {
        return source(of: part[(colon + 1)...])
      }
      return source(of: part)
    }
    return FunctionType(
      attributes: attributes, parameters: parameters, isAsync: isAsync, isThrowing: isThrowing,
      result: source(of: tokens[(index + 1)...]))
  }

  /// Rewrites the tokens `replacement` picks, keeping the text between tokens as it was.
  ///
  /// `replacement` gets the tokens and an index, and returns the text to put in place of the
  /// tokens from that index on and how many it replaces, or nil to keep the token.
  static func rewrite(
    _ text: String, _ replacement: ([Token], Int) -> (text: String, count: Int)?
  ) -> String {
    let tokens = tokenize(text)
    var result = ""
    var copied = text.startIndex
    var index = 0
    while index < tokens.count {
      guard let (newText, count) = replacement(tokens, index) else {
        index += 1
        continue
      }
      result += text[copied..<tokens[index].text.startIndex]
      result += newText
      copied = tokens[index + count - 1].text.endIndex
      index += count
    }
    return result + text[copied...]
  }
}
