import Foundation

/// Where a mock may compare values of a type with `==`.
enum Equatability: Equatable, Sendable {
  /// Nowhere certainly: not `Equatable`, or not known to be.
  case none
  /// Anywhere: its `Equatable` conformance is of no actor.
  case anywhere
  /// On the main actor only: its conformance is isolated to it, as a model's is in an app
  /// module isolated to the main actor by default (`InferIsolatedConformances`).
  case onMainActor

  /// Where values of a type made of values of both types compare: `[Trip: Int]`.
  func combined(with other: Equatability) -> Equatability {
    switch (self, other) {
    case (.none, _), (_, .none): .none
    case (.onMainActor, _), (_, .onMainActor): .onMainActor
    case (.anywhere, .anywhere): .anywhere
    }
  }

  /// `.anywhere` for true, `.none` for false.
  init(_ isEquatable: Bool) { self = isEquatable ? .anywhere : .none }
}

extension TypeText {
  /// Where values of `type` are certainly `Equatable`, so that code comparing them with `==`
  /// compiles: of a name `equatability` vouches for, and of the standard library's optionals,
  /// arrays, sets, dictionaries, ranges and results of such types, where all of them are.
  ///
  /// Only what is certain counts: tuples, functions, metatypes, existentials, opaque types and
  /// names nobody vouches for are not, since a mock that assumed wrongly would not compile.
  static func equatability(_ type: String, of equatability: (String) -> Equatability)
    -> Equatability
  {
    withoutActuallyEscaping(equatability) { equatability in
      var reader = EquatableTypeReader(tokens: tokenize(type), equatabilityOfName: equatability)
      guard reader.readType(), reader.index == reader.tokens.count else { return .none }
      return reader.equatability
    }
  }

  /// Whether values of `type` are certainly `Equatable` anywhere: see
  /// ``equatability(_:of:)``.
  static func isEquatable(_ type: String, isEquatableName: (String) -> Bool) -> Bool {
    equatability(type) { Equatability(isEquatableName($0)) } == .anywhere
  }

  /// The standard library's protocols that refine `Equatable`, which make a generic parameter
  /// constrained to one `Equatable`.
  static let equatableProtocols: Set<String> = {
    let names = [
      "Equatable", "Hashable", "Comparable", "Strideable", "Numeric", "AdditiveArithmetic",
      "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "SignedNumeric",
      "FloatingPoint", "BinaryFloatingPoint", "StringProtocol",
    ]
    return Set(names + names.map { "Swift." + $0 })
  }()

  /// The standard library's and Foundation's types that are `Equatable`, as a declaration
  /// names them, for types the symbol graphs do not hold.
  static let standardEquatableNames: Set<String> = {
    let names = [
      "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32",
      "UInt64", "UInt128", "Double", "Float", "Float16", "Bool", "String", "Substring",
      "Character", "Duration", "ObjectIdentifier", "AnyHashable", "Never",
    ]
    let foundation = [
      "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval", "IndexPath", "Locale",
      "TimeZone", "Calendar", "CharacterSet", "URLComponents", "DateComponents", "CGFloat",
    ]
    return Set(
      names + names.map { "Swift." + $0 } + ["Unicode.Scalar", "Swift.Unicode.Scalar"]
        + foundation + foundation.map { "Foundation." + $0 })
  }()
}

/// What the generator knows of which types a mock's or spy's declarations name are `Equatable`.
struct EquatableTypes {
  /// What the symbol graphs say, by name: ``MockedProtocol/typeEquatability``.
  var graph: [String: Equatability]
  /// The double's own generic parameters, with what each is constrained to, from its clause
  /// and its `where` clause: a name that is one means the parameter, not a type of the graphs.
  var genericParameters: [String: [String]]

  init(
    graph: [String: Equatability], genericParameters: [String: [String]], whereClause: [String]
  ) {
    self.graph = graph
    var constraints = genericParameters.mapValues { constraints in
      constraints.flatMap { $0.split(separator: "&") }.map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }
    for requirement in whereClause {
      let parts = requirement.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let name = parts[0].trimmingCharacters(in: .whitespaces)
      guard constraints[name] != nil else { continue }
      constraints[name, default: []] += parts[1].split(separator: "&").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
    }
    self.genericParameters = constraints
  }

  /// Where values of `type` are certainly `Equatable`.
  func equatability(of type: String) -> Equatability {
    TypeText.equatability(type) { name in
      if let constraints = genericParameters[name] {
        // Matching by value also needs the type's metatype to be Sendable, which a generic
        // parameter's is only when it is constrained to be.
        return Equatability(
          constraints.contains { TypeText.equatableProtocols.contains($0) }
            && constraints.contains {
              ["Sendable", "Swift.Sendable", "SendableMetatype"].contains($0)
            })
      }
      return graph[name] ?? Equatability(TypeText.standardEquatableNames.contains(name))
    }
  }

}

/// Reads a type's tokens, deciding as it goes where the type is certainly `Equatable`.
private struct EquatableTypeReader {
  let tokens: [Token]
  let equatabilityOfName: (String) -> Equatability
  var index = 0
  /// Narrowed by each name read: to `.none` by anything not certainly `Equatable`.
  var equatability = Equatability.anywhere
  /// Clears it: what was read is not certainly `Equatable` anywhere.
  var isEquatable: Bool {
    get { equatability != .none }
    set { if !newValue { equatability = .none } }
  }

  /// The generic types that are `Equatable` when all their arguments are.
  static let wrappers: Set<String> = [
    "Optional", "Array", "Set", "Dictionary", "ArraySlice", "ContiguousArray", "Range",
    "ClosedRange", "Result",
  ].reduce(into: []) { names, name in
    names.insert(name)
    names.insert("Swift." + name)
  }

  func peek(_ text: String) -> Bool { index < tokens.count && tokens[index].is(text) }

  /// Reads one type and its `?` and `!` suffixes; false where the text is not a type it knows
  /// how to read.
  mutating func readType() -> Bool {
    guard index < tokens.count else { return false }
    let token = tokens[index]
    if token.is("[") {
      index += 1
      guard readType() else { return false }
      if peek(":") {
        index += 1
        guard readType() else { return false }
      }
      guard peek("]") else { return false }
      index += 1
    } else if token.is("(") {
      // A parenthesized type is the type inside; a tuple, `()` included, is never Equatable.
      index += 1
      if peek(")") {
        isEquatable = false
        index += 1
        return true
      }
      guard readType() else { return false }
      if !peek(")") { isEquatable = false }
      while index < tokens.count, !tokens[index].is(")") { index += 1 }
      guard peek(")") else { return false }
      index += 1
    } else if token.kind == .word {
      guard readNominal() else { return false }
    } else {
      isEquatable = false
      return false
    }
    while peek("?") || peek("!") { index += 1 }
    if index < tokens.count, !tokens[index].closes, !peek(","), !peek(":") {
      // `.Type`, `->`, `&`, `...`: anything more makes it something else.
      isEquatable = false
      return false
    }
    return true
  }

  /// Reads a name, dotted and with generic arguments: `Outer.Inner`, `Set<String>`.
  mutating func readNominal() -> Bool {
    var name = String(tokens[index].text)
    index += 1
    while index + 1 < tokens.count, tokens[index].is("."), tokens[index + 1].kind == .word,
      tokens[index + 1].text != "Type", tokens[index + 1].text != "Protocol"
    {
      name += "." + tokens[index + 1].text
      index += 2
    }
    if ["any", "some", "Self", "inout", "borrowing", "consuming"].contains(name) {
      isEquatable = false
      return false
    }
    guard peek("<") else {
      equatability = equatability.combined(with: equatabilityOfName(name))
      return true
    }
    if !Self.wrappers.contains(name) { isEquatable = false }
    index += 1
    while true {
      guard readType() else { return false }
      if peek(",") {
        index += 1
      } else {
        break
      }
    }
    guard peek(">") else { return false }
    index += 1
    return true
  }
}
