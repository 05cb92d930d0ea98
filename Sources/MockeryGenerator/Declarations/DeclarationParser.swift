import Foundation

extension Declaration {
  /// Parses a declaration as the compiler prints it in a symbol graph.
  ///
  /// ```swift
  /// let load = try Declaration(parsing: "func load(_ key: String) throws -> Data")
  /// load.parameters[0].type  // "String"
  /// load.throwing            // .any
  /// ```
  init(parsing text: String) throws(DeclarationSyntaxError) {
    var parser = DeclarationParser(text: text)
    self = try parser.parse()
  }
}

/// Reads one declaration, front to back.
private struct DeclarationParser {
  let text: String
  let tokens: [Token]
  var position = 0

  init(text: String) {
    self.text = text
    self.tokens = tokenize(text)
  }

  private static let modifiers: Set<String> = [
    "static", "class", "final", "nonisolated", "mutating", "nonmutating", "convenience",
    "required", "override", "open", "public", "package", "internal", "fileprivate", "private",
    "dynamic", "optional", "distributed", "indirect", "lazy", "weak", "unowned", "__consuming",
    "consuming", "borrowing", "isolated", "prefix", "postfix", "infix",
  ]
  private static let specifiers: Set<String> = [
    "inout", "borrowing", "consuming", "__owned", "__shared", "sending", "isolated", "_const",
  ]

  var current: Token? { position < tokens.count ? tokens[position] : nil }

  /// Whether the token after the current one is a keyword that declares something.
  var nextIsDeclarationKeyword: Bool {
    position + 1 < tokens.count
      && Declaration.Keyword(rawValue: String(tokens[position + 1].text)) != nil
  }

  func fail(_ reason: String) -> DeclarationSyntaxError {
    DeclarationSyntaxError(declaration: text, reason: reason)
  }

  mutating func take(_ text: String) -> Bool {
    guard current?.is(text) == true else { return false }
    position += 1
    return true
  }

  mutating func expect(_ text: String) throws(DeclarationSyntaxError) {
    guard take(text) else {
      throw fail("expected `\(text)` at `\(current.map { String($0.text) } ?? "the end")`")
    }
  }

  mutating func word() throws(DeclarationSyntaxError) -> String {
    guard let token = current, token.kind == .word else {
      throw fail("expected a name at `\(current.map { String($0.text) } ?? "the end")`")
    }
    position += 1
    return String(token.text)
  }

  /// Takes tokens up to (not including) the first one at bracket depth zero that `stops`.
  mutating func run(until stops: (Token) -> Bool) -> ArraySlice<Token> {
    let start = position
    var depth = 0
    while let token = current {
      if depth == 0 && stops(token) { break }
      if token.opens { depth += 1 }
      if token.closes {
        if depth == 0 { break }
        depth -= 1
      }
      position += 1
    }
    return tokens[start..<position]
  }

  mutating func parse() throws(DeclarationSyntaxError) -> Declaration {
    var attributes: [String] = []
    var modifiers: [String] = []
    while let token = current {
      if token.kind == .attribute {
        position += 1
        attributes.append(String(token.text) + (try parenthesized() ?? ""))
      } else if token.kind == .word, Self.modifiers.contains(String(token.text)),
        !(tokens.indices.contains(position + 1) && tokens[position + 1].is(":")),
        // `class func` is a modifier; `class Thermostat` declares a class.
        !(token.is("class") && !nextIsDeclarationKeyword)
      {
        position += 1
        // `nonisolated(unsafe)`, `private(set)`
        modifiers.append(String(token.text) + (try parenthesized() ?? ""))
      } else {
        break
      }
    }
    let keywordText = try word()
    guard let keyword = Declaration.Keyword(rawValue: keywordText) else {
      throw fail("`\(keywordText)` declares nothing the generator mocks")
    }
    var declaration = Declaration(
      attributes: attributes, modifiers: modifiers, keyword: keyword, name: keywordText)
    switch keyword {
    case .function:
      declaration.name = try functionName()
      try parseSignature(into: &declaration)
    case .initializer:
      if current?.is("?") == true || current?.is("!") == true {
        declaration.failability = String(current!.text)
        position += 1
      }
      try parseSignature(into: &declaration)
    case .subscript:
      try parseSignature(into: &declaration)
      try parseAccessors(into: &declaration)
    case .variable, .constant:
      declaration.name = try word()
      try expect(":")
      declaration.type = typeText(run { $0.is("{") || $0.is("=") })
      try parseAccessors(into: &declaration)
    case .associatedType, .protocol, .class, .actor, .struct, .enum:
      declaration.name = try word()
      if keyword != .associatedType, current?.is("<") == true {
        // A protocol's primary associated types, or a type's generic parameters.
        declaration.genericParameters = try genericParameters()
      }
      if take(":") {
        declaration.inheritance = splitList(run { $0.is("=") || $0.is("where") })
      }
      if take("=") { declaration.defaultType = source(of: run { $0.is("where") }) }
      declaration.whereClause = parseWhereClause()
    }
    return declaration
  }

  /// A parenthesized run such as an attribute's arguments, parentheses included; nil when the
  /// next token does not open one.
  mutating func parenthesized() throws(DeclarationSyntaxError) -> String? {
    guard current?.is("(") == true else { return nil }
    let start = position
    position += 1
    _ = run { _ in false }
    try expect(")")
    return source(of: tokens[start..<position])
  }

  /// A function's name: a word, or an operator such as `==` or `<`.
  ///
  /// An operator is the run of punctuation up to its parameters, written together: `<` is the
  /// operator in `static func < (lhs: Self, rhs: Self)`, and `<<` in `func << <T>(…)`.
  mutating func functionName() throws(DeclarationSyntaxError) -> String {
    if current?.kind == .word { return try word() }
    var name = ""
    while let token = current, token.kind == .punctuation, !token.is("(") {
      name += token.text
      position += 1
      // The operator ends where the text has a space, or where a generic clause starts.
      guard let next = current, next.text.startIndex == token.text.endIndex else { break }
      if next.is("<"), position + 1 < tokens.count, tokens[position + 1].kind == .word {
        break
      }
    }
    guard !name.isEmpty else { throw fail("expected a function name") }
    return name
  }

  /// Generic parameters, parameters, effects, result and `where` clause.
  mutating func parseSignature(into declaration: inout Declaration) throws(DeclarationSyntaxError) {
    if current?.is("<") == true { declaration.genericParameters = try genericParameters() }
    declaration.parameters = try parameters()
    declaration.isAsync = take("async")
    declaration.throwing = try throwing()
    if current?.kind == .arrow {
      position += 1
      declaration.resultIsSending = take("sending")
      declaration.type = typeText(run { $0.is("where") || $0.is("{") })
    }
    declaration.whereClause = parseWhereClause()
  }

  mutating func throwing() throws(DeclarationSyntaxError) -> Declaration.Throwing {
    if take("rethrows") { return .rethrows }
    guard take("throws") else { return .none }
    guard take("(") else { return .any }
    let error = source(of: run { _ in false })
    try expect(")")
    return .typed(error)
  }

  mutating func genericParameters() throws(DeclarationSyntaxError)
    -> [Declaration.GenericParameter]
  {
    try expect("<")
    let clause = run { _ in false }
    try expect(">")
    return splitTopLevel(clause).map { tokens in
      var parameter = Declaration.GenericParameter(name: "")
      var rest = tokens
      if rest.first?.is("each") == true, rest.count > 1 {
        parameter.isPack = true
        rest = rest.dropFirst()
      }
      parameter.name = String(rest.first?.text ?? "")
      if let colon = rest.firstIndex(where: { $0.is(":") }) {
        parameter.constraint = typeText(rest[(colon + 1)...])
      }
      return parameter
    }
  }

  mutating func parameters() throws(DeclarationSyntaxError) -> [Declaration.Parameter] {
    try expect("(")
    let list = run { _ in false }
    try expect(")")
    return try splitTopLevel(list).map { (tokens) throws(DeclarationSyntaxError) in
      try parameter(tokens)
    }
  }

  func parameter(_ tokens: ArraySlice<Token>) throws(DeclarationSyntaxError)
    -> Declaration.Parameter
  {
    // A result builder or property wrapper before the names, `@ViewBuilder content: () -> V`,
    // `@Schema<R>.Types types: () -> [T]`: it changes how a caller may write the argument, not
    // the parameter's type.
    let all = tokens
    var tokens = tokens
    var nameAttributes: [String] = []
    while tokens.first?.kind == .attribute {
      let start = tokens.startIndex
      defer { nameAttributes.append(source(of: all[start..<tokens.startIndex])) }
      tokens = tokens.dropFirst()
      while let next = tokens.first, next.is("<") || next.is("(") || next.is(".") {
        if next.is(".") {
          tokens = tokens.dropFirst(2)
          continue
        }
        var depth = 0
        while let token = tokens.first {
          if token.opens { depth += 1 }
          if token.closes { depth -= 1 }
          tokens = tokens.dropFirst()
          if depth == 0 { break }
        }
      }
    }
    guard let colon = tokens.firstIndex(where: { $0.is(":") }) else {
      throw fail("a parameter without a type: `\(source(of: tokens))`")
    }
    let names = tokens[..<colon].map { String($0.text) }
    guard let firstName = names.first else { throw fail("a parameter without a name") }
    var parameter = Declaration.Parameter(
      firstName: firstName, secondName: names.count > 1 ? names[1] : nil, type: "",
      nameAttributes: nameAttributes)
    var rest = tokens[(colon + 1)...]
    // Specifiers and `@escaping` come out of the type; the type's own attributes stay in it,
    // in order, wherever the compiler printed them among those:
    // `nonisolated(nonsending) @escaping @Sendable (Int) async -> Void`.
    var typeAttributes: [String] = []
    while let token = rest.first {
      if token.kind == .attribute, token.is("@escaping") || token.is("@autoclosure") {
        parameter.attributes.append(String(token.text))
      } else if token.kind == .word, Self.specifiers.contains(String(token.text)) {
        parameter.specifiers.append(String(token.text))
      } else if token.kind == .attribute || token.is("nonisolated") {
        // `@Sendable`, `@MainActor`, `@isolated(any)`, `nonisolated(nonsending)`.
        var end = rest.index(after: rest.startIndex)
        if end < rest.endIndex, rest[end].is("(") {
          var depth = 0
          while end < rest.endIndex {
            if rest[end].opens { depth += 1 }
            if rest[end].closes { depth -= 1 }
            end += 1
            if depth == 0 { break }
          }
        }
        typeAttributes.append(source(of: rest[rest.startIndex..<end]))
        rest = rest[end...]
        continue
      } else {
        break
      }
      rest = rest.dropFirst()
    }
    // The type runs to a top-level `=` (a default value) or `...` (variadic).
    var depth = 0
    var end = rest.startIndex
    while end < rest.endIndex {
      let token = rest[end]
      if depth == 0 && (token.is("=") || token.kind == .ellipsis) { break }
      if token.opens { depth += 1 }
      if token.closes { depth -= 1 }
      end += 1
    }
    parameter.type = (typeAttributes + [typeText(rest[rest.startIndex..<end])])
      .joined(separator: " ")
    var tail = rest[end...]
    if tail.first?.kind == .ellipsis {
      parameter.isVariadic = true
      tail = tail.dropFirst()
    }
    if tail.first?.is("=") == true {
      parameter.defaultValue = source(of: tail.dropFirst())
    }
    guard !parameter.type.isEmpty else {
      throw fail("a parameter without a type: `\(source(of: tokens))`")
    }
    return parameter
  }

  /// `{ get }`, `{ get set }`, `{ get async throws }`; nothing for a stored property.
  mutating func parseAccessors(into declaration: inout Declaration) throws(DeclarationSyntaxError) {
    if take("=") { _ = run { $0.is("{") } }
    guard take("{") else { return }
    var accessors = Declaration.Accessors()
    while let token = current, !token.is("}") {
      if take("get") {
        accessors.getterIsAsync = take("async")
        accessors.getterThrowing = try throwing()
      } else if take("set") {
        accessors.isSettable = true
      } else {
        position += 1  // `mutating`, `nonmutating`, `_modify`: nothing a witness repeats
      }
    }
    try expect("}")
    declaration.accessors = accessors
    if declaration.whereClause.isEmpty { declaration.whereClause = parseWhereClause() }
  }

  /// The requirements after `where`, as `T: P` and `A == B`.
  mutating func parseWhereClause() -> [String] {
    guard take("where") else { return [] }
    let clause = run { $0.is("{") }
    return splitList(clause)
  }

  /// The comma-separated parts of a run of tokens at bracket depth zero, as text with the
  /// compiler's ` : ` written the way people write it.
  func splitList(_ tokens: ArraySlice<Token>) -> [String] {
    splitTopLevel(tokens).map { part in
      source(of: part).replacingOccurrences(of: " : ", with: ": ")
    }
  }
}

/// A type as the compiler printed it, its colons written the way people write them.
///
/// `[String : Int]` becomes `[String: Int]`. A type holds no string literal, so no text but
/// punctuation changes.
func typeText(_ tokens: ArraySlice<Token>) -> String {
  source(of: tokens).replacingOccurrences(of: " : ", with: ": ")
}

/// Splits tokens at commas outside brackets.
func splitTopLevel(_ tokens: ArraySlice<Token>) -> [ArraySlice<Token>] {
  var parts: [ArraySlice<Token>] = []
  var depth = 0
  var start = tokens.startIndex
  for index in tokens.indices {
    let token = tokens[index]
    if token.opens { depth += 1 }
    if token.closes { depth -= 1 }
    if depth == 0 && token.is(",") {
      parts.append(tokens[start..<index])
      start = index + 1
    }
  }
  if start < tokens.endIndex { parts.append(tokens[start..<tokens.endIndex]) }
  return parts
}
