/// Names the recorders of a mock's or spy's members, one per member, readable and stable.
///
/// A member's recorder is named after its base name: `calls.fetchEmployees` for
/// `fetchEmployees(in:)`, `calls.count` for `count`. Overloads share a base name, and the one
/// declared first keeps it: a protocol's parents' before its own, each protocol's in its source's
/// order. So an overload added after the requirement a test uses never renames its recorder,
/// and the name needs nothing but the protocol to be decided: a fresh clone's build names it as
/// the developer's did.
///
/// Each overload declared after it is named by the first of these that tells it apart from the
/// others:
///
/// 1. its argument labels: `load(id:)` then `load(name:)` are `load` and `loadName`;
/// 2. its labels and parameter types: `format(_: Int)` then `format(_: Double)` are `format`
///    and `formatDouble`;
/// 3. its result type as well: `make() -> Int` then `make() -> String` are `make` and
///    `makeReturningString`;
/// 4. its effects and generic constraints as well: `run()` then `run() async` are `run` and
///    `runReturningVoidAsync`.
///
/// A longer name another member could take as well, or that is a member's base name, goes to
/// neither: such a member takes its next name. So does a base name that a member declared
/// before could take as a longer one (`loadId` for `loadId()` after `load()` and `load(id:)`).
/// These longer names may change as more overloads are added, but never come to mean another
/// requirement; a test reaches those requirements by their call forms, whose names are the
/// requirements' own.
enum RecorderNames {
  /// The recorder name of each member, in order.
  ///
  /// The first member of each base name takes it, unless a member before it could take it too;
  /// each other member takes the first of its longer ``forms(_:)`` that no other member could
  /// take and that is no member's base name. Adding a member after the others renames none of
  /// the first members of their base names, and never gives a name to another member.
  static func names(for members: [Member]) -> [String] {
    let forms = members.map(self.forms)
    var firstOfBase: [String: Int] = [:]
    for (index, names) in forms.enumerated() where firstOfBase[names[0]] == nil {
      firstOfBase[names[0]] = index
    }
    var holders: [String: Set<Int>] = [:]
    for (index, names) in forms.enumerated() {
      for name in names.dropFirst() { holders[name, default: []].insert(index) }
    }
    return forms.enumerated().map { index, names in
      let base = names[0]
      if firstOfBase[base] == index, !(holders[base] ?? []).contains(where: { $0 < index }) {
        return base
      }
      return names.dropFirst().first { holders[$0] == [index] && firstOfBase[$0] == nil }
        ?? digest(members[index], after: names)
    }
  }

  /// How `member` stands against the overloads declared before it with the same argument
  /// labels, which decides which of their call forms Swift chooses for a test's arguments.
  static func overloading(_ index: Int, of members: [Member]) -> Overloading {
    let member = members[index]
    let earlier = members[..<index].filter { $0.title == member.title && $0.kind == member.kind }
    guard !earlier.isEmpty else { return .none }
    let types = member.declaration.parameters.map(\.type)
    let takesAnotherNumbersLiterals = earlier.contains { other in
      let otherTypes = other.declaration.parameters.map(\.type)
      return otherTypes.count == types.count
        && zip(types, otherTypes).contains { type, otherType in
          Overloading.integerLiteralType.contains(type) && type != otherType
            && Overloading.otherIntegerLiteralTypes.contains(otherType)
        }
    }
    return takesAnotherNumbersLiterals ? .anEarlierCallOfOtherNumbers : .anEarlierCall
  }

  /// The names a member may take, shortest first, each telling it apart by more.
  static func forms(_ member: Member) -> [String] {
    let base = baseName(member)
    let declaration = member.declaration
    let labels = base + labelWords(member)
    let types = labels + typeWords(declaration.parameters.map(\.type))
    let result = types + "Returning" + typeWords([declaration.type ?? "Void"])
    // Never empty, so that this form always differs from the one before it.
    var effects = declaration.isAsync ? "Async" : "Sync"
    switch declaration.throwing {
    case .none: break
    case .any, .typed: effects += "Throwing"
    case .rethrows: effects += "Rethrowing"
    }
    let generics = typeWords(
      declaration.genericParameters.compactMap(\.constraint) + declaration.whereClause)
    let specifiers = declaration.parameters.flatMap {
      $0.specifiers + $0.attributes + ($0.isVariadic ? ["Variadic"] : [])
    }.map { $0.filter { $0 != "@" }.capitalizedFirst }.joined()
    // The types' shapes as well as their names: `[String]` and `[[String]]`, `T` and `T?`.
    let shapes =
      structuralWords(declaration.parameters.map(\.type)) + "Returning"
      + structuralWords([declaration.type ?? "Void"])
    let everything =
      labels + shapes + effects + (declaration.isStatic ? "Static" : "") + generics + specifiers
    return [base, labels, types, result, everything]
  }

  /// The words of types with their punctuation spelled out, so that types of the same names
  /// and different shapes differ: `[[String]]?` gives `ArrayArrayStringOptional`.
  private static func structuralWords(_ types: [String]) -> String {
    let punctuation: [String: String] = [
      "?": "Optional", "!": "Unwrapped", "[": "Array", ":": "Keyed", "(": "Tuple", "&": "And",
    ]
    return types.flatMap { type in
      tokenize(type).compactMap { token -> String? in
        switch token.kind {
        case .word:
          return ["any", "some", "inout"].contains(token.text)
            ? nil : String(token.text).trimmingBackticks.capitalizedFirst
        case .arrow: return "To"
        case .ellipsis: return "Variadic"
        case .punctuation: return punctuation[String(token.text)]
        case .attribute, .literal: return nil
        }
      }
    }.joined()
  }

  /// The name of a member none of whose forms is its own.
  ///
  /// Its last form, and a digest of the whole declaration: ugly, and only for names contrived to
  /// collide, but no other member's.
  static func digest(_ member: Member, after forms: [String]) -> String {
    let declaration = member.declaration
    let text = [
      "\(member.kind)", member.title, declaration.modifiers.joined(separator: " "),
      declaration.attributes.joined(separator: " "),
      declaration.parameters.map {
        ($0.specifiers + $0.attributes + [$0.type]).joined(separator: " ")
      }.joined(separator: ","),
      declaration.type ?? "", declaration.whereClause.joined(separator: ","),
    ].joined(separator: "|")
    return forms[forms.count - 1] + "_" + fingerprint(text)
  }

  /// Eight hexadecimal digits that depend only on `text` (FNV-1a), the same in every run.
  static func fingerprint(_ text: String) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  /// The name before telling overloads apart.
  static func baseName(_ member: Member) -> String {
    switch member.kind {
    case .initializer: "initializer"
    case .subscript: "subscript"
    case .operator: operatorName(member.baseName, member.declaration)
    case .method, .property: member.baseName.trimmingBackticks
    }
  }

  /// An operator's recorder name, its characters spelled out: `operatorEqualEqual` for `==`,
  /// `prefixOperatorMinus` for `prefix -`.
  static func operatorName(_ symbol: String, _ declaration: Declaration) -> String {
    let words: [Character: String] = [
      "=": "Equal", "+": "Plus", "-": "Minus", "*": "Star", "/": "Slash", "<": "Less",
      ">": "Greater", "!": "Bang", "&": "And", "|": "Or", "^": "Caret", "~": "Tilde",
      "%": "Percent", "?": "Question", ".": "Dot",
    ]
    let fixity = declaration.has("prefix") ? "prefix" : declaration.has("postfix") ? "postfix" : ""
    let spelled = symbol.map { words[$0] ?? "U\($0.unicodeScalars.first!.value)" }.joined()
    return (fixity.isEmpty ? "operator" : fixity + "Operator") + spelled
  }

  /// The labels, or for a subscript whose indices have none, the indices' names, capitalized.
  private static func labelWords(_ member: Member) -> String {
    zip(member.labels, member.declaration.parameters).map { label, parameter in
      (label ?? (member.kind == .subscript ? parameter.internalName : "")).trimmingBackticks
        .capitalizedFirst
    }.joined()
  }

  /// The names in types, capitalized and joined: `[String: Int]?` gives `StringInt`.
  private static func typeWords(_ types: [String]) -> String {
    types.flatMap { type in
      tokenize(type).filter { $0.kind == .word && !["any", "some", "inout"].contains($0.text) }
        .map { String($0.text).trimmingBackticks.capitalizedFirst }
    }.joined()
  }
}

extension Declaration {
  /// Whether the declaration is `static` or `class`.
  var isStatic: Bool { has("static") || has("class") }
}

extension String {
  /// The string with its first character uppercased: `id` gives `Id`.
  var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }

  /// The name without backticks.
  var trimmingBackticks: String { filter { $0 != "`" } }

  /// The name as a declaration must write it: backticked when it is a keyword.
  var declarable: String {
    SwiftKeywords.reserved.contains(self) ? "`\(self)`" : self
  }

  /// The name as a declaration's argument label: any keyword but `inout`, `var` and `let` may
  /// be one as it is.
  var declarableAsLabel: String {
    ["inout", "var", "let"].contains(self) ? "`\(self)`" : self
  }

  /// The name as a member after a `.`, `calls.name`: keywords may be as they are, but for
  /// those that mean something else there, such as `self` and `init`.
  var referableAsMember: String {
    ["self", "Self", "init", "Type", "Protocol"].contains(self) ? "`\(self)`" : self
  }

  /// The name as a call's argument label, or a label in a reference such as `f(_:in:)`: any
  /// keyword but `inout` may be one as it is, and an escaped `var` warns.
  var usableAsArgumentLabel: String {
    self == "inout" ? "`inout`" : self
  }
}

/// Words a declaration must backtick.
enum SwiftKeywords {
  static let reserved: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
    "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
    "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any", "await",
  ]
}

/// Whether a member overloads one declared before it with the same argument labels, and so how
/// its call forms are ranked.
enum Overloading: Equatable, Sendable {
  /// None declared before it has its labels.
  case none
  /// One does, whose call forms Swift could not tell from its own where a test gives an
  /// argument of no type of its own, `anything()`: its form taking matchers is disfavoured, so
  /// that such a call still means the requirement it meant before the overload was added.
  case anEarlierCall
  /// One does, and takes another number type where this one takes `Int`: `scale(_: Double)`
  /// then `scale(_: Int)`. As `anEarlierCall`, and its form taking values is not disfavoured:
  /// a literal `3` in a stub then means this overload, as it does in the code's call
  /// `scale(3)`, where `Int` is the literal's own type. Without it, `3` became a
  /// `Matcher<Double>` of the earlier overload's favoured form, silently.
  case anEarlierCallOfOtherNumbers

  /// Whether its form taking matchers is disfavoured.
  var disfavoursMatcherForm: Bool { self != .none }

  /// Whether its form taking values is disfavoured.
  var disfavoursValueForm: Bool { self != .anEarlierCallOfOtherNumbers }

  /// The type Swift gives an integer literal of its own: a call with one chooses the overload
  /// taking it.
  static let integerLiteralType: Set<String> = ["Int", "Swift.Int"]

  /// The standard number types an integer literal can also be, whose `Matcher` a literal
  /// makes, as a symbol graph may print them: bare or qualified by their module.
  static let otherIntegerLiteralTypes: Set<String> = {
    let standard = [
      "Double", "Float", "Float16", "Float80", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
      "UInt16", "UInt32", "UInt64",
    ]
    let foundation = ["CGFloat", "Decimal", "TimeInterval"]
    return Set(
      standard + foundation + standard.map { "Swift." + $0 } + foundation.map { "Foundation." + $0 }
    )
  }()
}
