/// Writes the declarations of witnesses and overrides, repeating what the requirement says.
enum Signatures {
  /// One parameter as a witness declares it: `_ key: String`, `completion: @escaping … `,
  /// `text: inout String`, with its default value when `keepingDefault`.
  static func parameter(
    _ parameter: Declaration.Parameter, label: String?, at position: Int, type: String,
    inSubscript: Bool, keepingDefault: Bool = false
  ) -> String {
    let names = names(
      label: label, name: Invocation.internalName(of: parameter, at: position),
      inSubscript: inSubscript)
    // `nonisolated(nonsending)` comes before `@escaping`, the rest of the type after it.
    let (isolation, rest) = TypeText.leadingIsolation(of: type)
    let prefix = (parameter.specifiers + (isolation.map { [$0] } ?? []) + parameter.attributes)
      .map { $0 + " " }.joined()
    let attributes = parameter.nameAttributes.map { $0 + " " }.joined()
    var text = "\(attributes)\(names): \(prefix)\(rest)\(parameter.isVariadic ? "..." : "")"
    if keepingDefault, let value = parameter.defaultValue { text += " = \(value)" }
    return text
  }

  /// A parameter's label and name as a declaration writes them: `_ key`, `amount`,
  /// `forZipcode zipcode`.
  static func names(label: String?, name: String, inSubscript: Bool) -> String {
    // A label may be a keyword as it is; a parameter's name must be backticked.
    let declared = name.declarable
    switch label {
    case nil: return inSubscript ? declared : "_ \(declared)"
    case let label? where label.trimmingBackticks == name.trimmingBackticks && !inSubscript:
      return label.trimmingBackticks.declarableAsLabel
    case let label?: return "\(label.trimmingBackticks.declarableAsLabel) \(declared)"
    }
  }

  /// The parameter list, with each parameter's type as the witness declares it.
  static func parameters(
    of member: Member, types: [String], keepingDefaults: Bool = false
  ) -> [String] {
    member.declaration.parameters.enumerated().map { position, parameter in
      // An operator's parameters have no labels, and say so by having none: `lhs: Self`.
      let label =
        member.kind == .operator
        ? Invocation.internalName(of: parameter, at: position)
        : position < member.labels.count ? member.labels[position] : parameter.firstName
      return self.parameter(
        parameter, label: label, at: position, type: types[position],
        inSubscript: member.kind == .subscript, keepingDefault: keepingDefaults)
    }
  }

  /// The generic parameter clause, `<T, each U>`, or nothing.
  static func genericClause(_ parameters: [Declaration.GenericParameter]) -> String {
    guard !parameters.isEmpty else { return "" }
    let list = parameters.map { parameter in
      (parameter.isPack ? "each " : "") + parameter.name
        + (parameter.constraint.map { ": \($0)" } ?? "")
    }
    return "<\(list.joined(separator: ", "))>"
  }

  /// ` where T: Decodable`, or nothing.
  static func whereClause(_ requirements: [String]) -> String {
    requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", ")
  }

  /// A function's head from its `)` on, as the requirement or the overridden method declares
  /// it, `) async throws(E) -> sending Data where T: Sendable`; an initializer's, `returning`
  /// nothing.
  static func close(
    of declaration: Declaration, returning: Bool = true, rewrite: (String) -> String
  ) -> String {
    var close =
      ")" + effects(isAsync: declaration.isAsync, throwing: declaration.throwing, rewrite: rewrite)
    if returning, let result = declaration.type {
      close += " -> " + (declaration.resultIsSending ? "sending " : "") + rewrite(result)
    }
    return close + whereClause(declaration.whereClause.map(rewrite))
  }

  /// The effects a getter is written with, as ``effects(isAsync:throwing:rewrite:)`` writes them.
  static func getterEffects(_ accessors: Declaration.Accessors, rewrite: (String) -> String)
    -> String
  {
    effects(isAsync: accessors.getterIsAsync, throwing: accessors.getterThrowing, rewrite: rewrite)
  }

  /// ` async throws(E)`, as the requirement declares its effects.
  static func effects(isAsync: Bool, throwing: Declaration.Throwing, rewrite: (String) -> String)
    -> String
  {
    var text = isAsync ? " async" : ""
    switch throwing {
    case .none: break
    case .any: text += " throws"
    case .typed(let error): text += " throws(\(rewrite(error)))"
    case .rethrows: text += " rethrows"
    }
    return text
  }
}
