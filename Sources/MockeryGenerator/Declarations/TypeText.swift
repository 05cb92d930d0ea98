import Foundation

/// Looks inside a type as printed, for the few things a mock must change or take apart.
enum TypeText {
  /// Replaces `Self.Name` of an associated type with `Name`, and `Self` alone with `selfType`.
  ///
  /// In a mock, the protocol's associated types are the mock's generic parameters and `Self`
  /// is the mock class itself, which is `final`, so either spelling satisfies the requirement.
  ///
  /// `Self.Name` of a type alias the protocol declares is its definition, rewritten the same way.
  static func replacingSelf(
    in type: String, associatedTypes: Set<String>, typeAliases: [String: GenericAlias] = [:],
    with selfType: String
  ) -> String {
    rewrite(type) { tokens, index in
      guard tokens[index].is("Self") else { return nil }
      if index + 2 < tokens.count, tokens[index + 1].is(".") {
        let name = String(tokens[index + 2].text)
        if associatedTypes.contains(name) { return (name, 3) }
        if let alias = typeAliases[name] {
          var others = typeAliases
          others[name] = nil
          var definition = alias.definition
          var count = 3
          // A generic alias, `Self.MyArray<String>`: its arguments in place of its parameters.
          if !alias.parameters.isEmpty, index + 3 < tokens.count, tokens[index + 3].is("<"),
            let close = closing(tokens, from: index + 3)
          {
            let arguments = splitTopLevel(tokens[(index + 4)..<close]).map {
              replacingSelf(
                in: typeText($0), associatedTypes: associatedTypes, typeAliases: typeAliases,
                with: selfType)
            }
            definition = substituting(
              Dictionary(
                zip(alias.parameters, arguments).map { ($0, $1) },
                uniquingKeysWith: { first, _ in first }), in: definition)
            count = close - index + 1
          }
          let written = replacingSelf(
            in: definition, associatedTypes: associatedTypes, typeAliases: others,
            with: selfType)
          // A function, composition or existential type keeps together where something
          // follows it: `Self.Handler?`. Alone, it stays bare, so that a non-escaping closure
          // still reads as one.
          let next = index + count < tokens.count ? tokens[index + count] : nil
          let isFollowed =
            next.map {
              $0.is("?") || $0.is("!") || $0.is(".") || $0.is("&") || $0.kind == .ellipsis
            }
            ?? false
          return (isFollowed && isCompound(written) ? "(\(written))" : written, count)
        }
      }
      return (selfType, 1)
    }
  }

  /// A type alias's definition without the `where` clause the graph prints after it:
  /// `Dictionary<K, V>` of `Dictionary<K, V> where K : Hashable`.
  static func withoutWhereClause(_ definition: String) -> String {
    let tokens = tokenize(definition)
    var depth = 0
    for token in tokens {
      if token.opens { depth += 1 }
      if token.closes { depth -= 1 }
      if depth == 0, token.is("where") {
        return String(definition[..<token.text.startIndex])
          .trimmingCharacters(in: .whitespaces)
      }
    }
    return definition
  }

  /// The names of the generic parameters a declaration's head declares after its name:
  /// `["K", "V"]` for `typealias MyDictionary<K: Hashable, V>`; none without a clause.
  static func genericParameterNames(ofHead head: String) -> [String] {
    let tokens = tokenize(head)
    guard let open = tokens.firstIndex(where: { $0.is("<") }),
      let close = closing(tokens, from: open)
    else { return [] }
    return splitTopLevel(tokens[(open + 1)..<close]).compactMap { parameter in
      parameter.first.flatMap { $0.kind == .word ? String($0.text) : nil }
    }
  }

  /// A protocol's type alias, as a mock writes it out: `typealias MyArray<T> = Array<T>` has
  /// the parameter `T` and the definition `Array<T>`.
  struct GenericAlias: Equatable, Sendable {
    var parameters: [String] = []
    var definition: String
  }

  /// Whether the type mentions `word` as a name of its own, such as `Self` or `some`.
  static func mentions(_ word: String, in type: String) -> Bool {
    tokenize(type).contains { $0.kind == .word && $0.text == word }
  }

  /// Whether a type needs parentheses to be followed by `?` or `.Member`: a function type, a
  /// composition, or an existential or opaque type, at its top level.
  static func isCompound(_ type: String) -> Bool {
    let tokens = tokenize(type)
    if tokens.first?.is("any") == true || tokens.first?.is("some") == true { return true }
    var depth = 0
    for token in tokens {
      if token.opens { depth += 1 }
      if token.closes { depth -= 1 }
      if depth == 0, token.kind == .arrow || token.is("&") { return true }
    }
    return false
  }

  /// Whether the type holds a value of the type `name`: it mentions it other than as its
  /// metatype, `R.Type`, which is a value of its own.
  static func mentionsValue(of name: String, in type: String) -> Bool {
    let tokens = tokenize(type)
    return tokens.indices.contains { index in
      guard tokens[index].kind == .word, tokens[index].text == name else { return false }
      let isMetatype =
        index + 2 < tokens.count && tokens[index + 1].is(".")
        && (tokens[index + 2].is("Type") || tokens[index + 2].is("Protocol"))
      return !isMetatype
    }
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
    var returnsVoid: Bool { TypeText.isVoid(result) }
  }

  /// Whether `type` is the empty tuple, spelled either way: `Void` or `()`.
  static func isVoid(_ type: String) -> Bool { type == "Void" || type == "()" }

  /// The type taken apart as a function type; nil when it is not one as a whole (an optional
  /// closure, `((Int) -> Void)?`, is an optional, not a function type).
  static func functionType(_ type: String) -> FunctionType? {
    let tokens = tokenize(type)
    var index = 0
    var attributes: [String] = []
    while index < tokens.count, tokens[index].kind == .attribute || tokens[index].is("nonisolated")
    {
      let start = index
      index += 1
      // `@isolated(any)`, `nonisolated(nonsending)`.
      if index < tokens.count, tokens[index].is("("), let close = closing(tokens, from: index),
        !(close + 1 < tokens.count
          && (tokens[close + 1].kind == .arrow
            || tokens[close + 1].is("async") || tokens[close + 1].is("throws")))
      {
        index = close + 1
      }
      attributes.append(source(of: tokens[start..<index]))
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

  /// The index of the bracket that closes the one at `open`.
  static func closing(_ tokens: [Token], from open: Int) -> Int? {
    var depth = 0
    for position in open..<tokens.count {
      if tokens[position].opens { depth += 1 }
      if tokens[position].closes {
        depth -= 1
        if depth == 0 { return position }
      }
    }
    return nil
  }

  /// The type with `@concurrent` before every `async` function type in it that says nothing of
  /// its isolation.
  ///
  /// The symbol graph prints `nonisolated(nonsending)` for the closures of a module built with
  /// `NonisolatedNonsendingByDefault`, and nothing for the others, which are `@concurrent`. A
  /// test target may be built the other way, where the same unmarked closure type would mean
  /// the other, and the witness would not match its requirement; saying it keeps it the same.
  static func concurrentAsyncFunctions(in type: String) -> String {
    let tokens = tokenize(type)
    var insertions: Set<Int> = []
    for (open, token) in tokens.enumerated() where token.is("(") {
      guard let close = closing(tokens, from: open), close + 1 < tokens.count,
        tokens[close + 1].is("async")
      else { continue }
      // It is a function type if an arrow follows its effects.
      var after = close + 2
      if after < tokens.count, tokens[after].is("throws") {
        after += 1
        if after < tokens.count, tokens[after].is("("), let end = closing(tokens, from: after) {
          after = end + 1
        }
      }
      guard after < tokens.count, tokens[after].kind == .arrow else { continue }
      // Attributes before it: any isolation of its own wins.
      var before = open - 1
      var isolated = false
      while before >= 0 {
        let previous = tokens[before]
        if previous.kind == .attribute {
          if !["@Sendable", "@escaping", "@autoclosure"].contains(String(previous.text)) {
            isolated = true
          }
        } else if previous.is(")"), before > 0 {
          // The arguments of `@isolated(any)` or `nonisolated(nonsending)`.
          var depth = 0
          var start = before
          while start >= 0 {
            if tokens[start].closes { depth += 1 }
            if tokens[start].opens { depth -= 1 }
            if depth == 0 { break }
            start -= 1
          }
          guard start > 0,
            tokens[start - 1].kind == .attribute || tokens[start - 1].is("nonisolated")
          else { break }
          isolated = true
          before = start - 1
        } else if previous.is("nonisolated") || previous.is("isolated") {
          isolated = true
        } else {
          break
        }
        before -= 1
      }
      if !isolated { insertions.insert(open) }
    }
    guard !insertions.isEmpty else { return type }
    return rewrite(type) { tokens, index in
      insertions.contains(index) ? ("@concurrent (", 1) : nil
    }
  }

  /// Whether the type can only be written where a type is expected, not in an expression:
  /// `nonisolated(nonsending)` in a generic argument list is read as an operator's operands.
  static func needsTypeContext(_ type: String) -> Bool {
    tokenize(type).contains { $0.is("nonisolated") }
  }

  /// The type split into its leading `nonisolated(…)`, if any, and the rest: a parameter's
  /// `@escaping` must come after the former.
  static func leadingIsolation(of type: String) -> (isolation: String?, rest: String) {
    let tokens = tokenize(type)
    guard tokens.first?.is("nonisolated") == true, tokens.count > 1, tokens[1].is("("),
      let close = closing(tokens, from: 1), close + 1 < tokens.count
    else { return (nil, type) }
    return (source(of: tokens[...close]), source(of: tokens[(close + 1)...]))
  }

  /// The type a recorder keeps for an implicitly unwrapped optional, `String!`: `String?`.
  static func recordable(_ type: String) -> String {
    let trimmed = type.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasSuffix("!") else { return type }
    return String(trimmed.dropLast()) + "?"
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

extension TypeText {
  /// The type with each generic parameter named in `substitutions` replaced by its argument:
  /// `[T]` with `T` as `Box<U>` is `[Box<U>]`.
  ///
  /// A name after a `.` is another type's member, and stays. An argument that is a function,
  /// composition or existential type is parenthesized where something follows it: `T?` with
  /// `T` as `any P` is `(any P)?`.
  static func substituting(_ substitutions: [String: String], in type: String) -> String {
    guard !substitutions.isEmpty else { return type }
    return rewrite(type) { tokens, index in
      guard tokens[index].kind == .word, let argument = substitutions[String(tokens[index].text)],
        index == 0 || !tokens[index - 1].is(".")
      else { return nil }
      let next = index + 1 < tokens.count ? tokens[index + 1] : nil
      let isFollowed =
        next.map { $0.is("?") || $0.is("!") || $0.is(".") || $0.is("&") || $0.kind == .ellipsis }
        ?? false
      return (isFollowed && isCompound(argument) ? "(\(argument))" : argument, 1)
    }
  }

  /// A named type taken apart into its dotted components and each one's generic arguments:
  /// `Kit.Outer<Int>.Inner` is `Kit`, `Outer` with `Int`, and `Inner`; nil when the type is
  /// not a dotted name.
  static func components(of type: String) -> [(name: String, arguments: [String])]? {
    let tokens = tokenize(type)
    var components: [(name: String, arguments: [String])] = []
    var index = 0
    while index < tokens.count {
      guard tokens[index].kind == .word else { return nil }
      var component = (name: String(tokens[index].text), arguments: [String]())
      index += 1
      if index < tokens.count, tokens[index].is("<") {
        guard let close = closing(tokens, from: index) else { return nil }
        component.arguments = splitTopLevel(tokens[(index + 1)..<close]).map { typeText($0) }
        index = close + 1
      }
      components.append(component)
      if index < tokens.count {
        guard tokens[index].is(".") else { return nil }
        index += 1
      }
    }
    return components.isEmpty ? nil : components
  }
}

extension TypeText {
  /// The generic arguments `name` is given wherever `type` writes it: `[Self, Field]` for
  /// `AliasedField` in `AliasedField<Self, Field>?`.
  static func arguments(of name: String, in type: String) -> [String] {
    let tokens = tokenize(type)
    var arguments: [String] = []
    for index in tokens.indices
    where tokens[index].kind == .word && tokens[index].text == name && index + 1 < tokens.count
      && tokens[index + 1].is("<")
    {
      guard let close = closing(tokens, from: index + 1) else { continue }
      arguments += splitTopLevel(tokens[(index + 2)..<close]).map { typeText($0) }
    }
    return arguments
  }
}
