/// Names the recorders of a mock's or spy's members, one per member, readable and stable.
///
/// A member's recorder is named after its base name: `calls.fetchEmployees` for
/// `fetchEmployees(in:)`, `calls.count` for `count`. Overloads share a base name, so each is told
/// apart by what distinguishes it, in this order, stopping at the first that does:
///
/// 1. its argument labels: `load(id:)` and `load(name:)` are `loadId` and `loadName`;
/// 2. its labels and parameter types: `format(_: Int)` and `format(_: Double)` are
///    `formatInt` and `formatDouble`;
/// 3. its result type as well: `make() -> Int` and `make() -> String` are `makeReturningInt`
///    and `makeReturningString`;
/// 4. its position among the overloads, counted from 1.
///
/// Names depend only on the members' declarations, so adding an unrelated requirement never
/// renames a recorder a test already uses.
enum RecorderNames {
  /// The recorder name of each member, in order.
  static func names(for members: [Member]) -> [String] {
    var names = members.map(baseName)
    let groups = Dictionary(grouping: names.indices, by: { names[$0] })
    // A member alone with its base name keeps it; an overload's name gives way to it.
    var taken = Set(groups.filter { $0.value.count == 1 }.keys)
    for (base, indices) in groups.sorted(by: { $0.key < $1.key }) where indices.count > 1 {
      let strategies: [(Member) -> String] = [
        { base + labelWords($0) },
        { base + labelWords($0) + typeWords($0.declaration.parameters.map(\.type)) },
        {
          base + labelWords($0) + typeWords($0.declaration.parameters.map(\.type))
            + "Returning" + typeWords([$0.declaration.type ?? "Void"])
        },
      ]
      let chosen =
        strategies.lazy.map { strategy in indices.map { strategy(members[$0]) } }
        .first { Set($0).count == $0.count }
        ?? indices.indices.map { base + String($0 + 1) }
      for (index, name) in zip(indices, chosen) {
        var unique = name
        var number = 2
        while taken.contains(unique) {
          unique = name + String(number)
          number += 1
        }
        taken.insert(unique)
        names[index] = unique
      }
    }
    return names
  }

  /// The name before telling overloads apart.
  static func baseName(_ member: Member) -> String {
    switch member.kind {
    case .initializer: "initializer"
    case .subscript: "subscript"
    case .method, .property, .operator: member.baseName.trimmingBackticks
    }
  }

  /// The labels, or for a subscript whose indices have none, the indices' names, capitalized.
  private static func labelWords(_ member: Member) -> String {
    zip(member.labels, member.declaration.parameters).map { label, parameter in
      (label ?? (member.kind == .subscript ? parameter.internalName : "")).capitalizedFirst
    }.joined()
  }

  /// The names in types, capitalized and joined: `[String: Int]?` gives `StringInt`.
  private static func typeWords(_ types: [String]) -> String {
    types.flatMap { type in
      tokenize(type).filter { $0.kind == .word && !["any", "some", "inout"].contains($0.text) }
        .map { String($0.text).capitalizedFirst }
    }.joined()
  }
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
}

/// Words a declaration must backtick.
enum SwiftKeywords {
  static let reserved: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
    "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as",
    "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any",
  ]
}
