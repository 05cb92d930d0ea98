/// A recorded requirement's name, and how its calls are written in messages.
///
/// `"conditions(forZipcode:)"` names a function with one labelled argument, so a call is written
/// `conditions(forZipcode: "94105")` and a mismatching argument is called `forZipcode`.
/// Unlabelled arguments (`_`) are called `argument 1`, `argument 2`, ...
@usableFromInline
struct CallName: Sendable, CustomStringConvertible {
  enum Kind: Sendable {
    case function(base: String, labels: [String]?)
    case getter(String)
    case setter(String)
    case subscriptGetter(labels: [String]?)
    case subscriptSetter(labels: [String]?)
  }

  let kind: Kind
  /// Whether it names a ``MockProperty``'s getter or setter, which a test stubs on the property.
  var isProperty = false

  /// The name as declared: `conditions(forZipcode:)`, `refreshInterval`, `subscript(_:)`.
  @usableFromInline let description: String

  /// Reads a function's name as Swift writes it (`move(_:to:)`); a name without parentheses
  /// (`refreshInterval`) is read as a property's.
  init(function name: String) {
    description = name
    guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else {
      kind = .getter(name)
      return
    }
    let base = String(name[..<open])
    let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
    let labels = inside.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    if base == "subscript" {
      kind = .subscriptGetter(labels: labels)
    } else {
      kind = .function(base: base, labels: labels)
    }
  }

  init(kind: Kind, description: String, isProperty: Bool = false) {
    self.kind = kind
    self.description = description
    self.isProperty = isProperty
  }

  static func property(_ name: String) -> (getter: CallName, setter: CallName) {
    (
      CallName(kind: .getter(name), description: name, isProperty: true),
      CallName(kind: .setter(name), description: name, isProperty: true)
    )
  }

  static func subscripts(_ name: String) -> (getter: CallName, setter: CallName) {
    let parsed = CallName(function: name)
    guard case .subscriptGetter(let labels) = parsed.kind else {
      return (parsed, CallName(kind: .subscriptSetter(labels: nil), description: name))
    }
    return (parsed, CallName(kind: .subscriptSetter(labels: labels), description: name))
  }

  /// Writes a call with its arguments already described: `conditions(forZipcode: "94105")`.
  func render(_ arguments: [String]) -> String {
    switch kind {
    case .function(let base, let labels):
      return "\(base)(\(labelled(arguments, labels)))"
    case .getter(let name):
      return arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
    case .setter(let name):
      return "\(name) = \(arguments.last ?? "")"
    case .subscriptGetter(let labels):
      return "[\(labelled(arguments, labels))]"
    case .subscriptSetter(let labels):
      let indices = Array(arguments.dropLast())
      return "[\(labelled(indices, labels))] = \(arguments.last ?? "")"
    }
  }

  /// Describes the argument at `position`: one description, or, for the tuple of indices of a
  /// subscript with several (`MockSubscript<(Int, Int), Double>`), one per index, so that the
  /// call reads `[row: <1>, column: <2>]`.
  func describe(_ argument: Any, at position: Int) -> [String] {
    guard position == 0, takesIndicesAsTuple else { return [describeValue(argument)] }
    let mirror = Mirror(reflecting: argument)
    guard mirror.displayStyle == .tuple else { return [describeValue(argument)] }
    return mirror.children.map { describeValue($0.value) }
  }

  /// Whether this is a subscript with several indices, recorded as one tuple.
  private var takesIndicesAsTuple: Bool {
    switch kind {
    case .subscriptGetter(let labels?), .subscriptSetter(let labels?): labels.count > 1
    default: false
    }
  }

  /// What a message calls the argument at `index` (from 0) of `count`.
  func argumentName(at index: Int, of count: Int) -> String {
    if takesIndicesAsTuple, index == 0, count == (isSetter ? 2 : 1) { return "indices" }
    switch kind {
    case .function(_, let labels):
      return label(at: index, in: labels, count: count) ?? "argument \(index + 1)"
    case .getter:
      return "argument \(index + 1)"
    case .setter:
      return "newValue"
    case .subscriptGetter(let labels):
      return label(at: index, in: labels, count: count) ?? "index \(index + 1)"
    case .subscriptSetter(let labels):
      if index == count - 1 { return "newValue" }
      return label(at: index, in: labels, count: count - 1) ?? "index \(index + 1)"
    }
  }

  private var isSetter: Bool {
    if case .subscriptSetter = kind { true } else { false }
  }

  private func label(at index: Int, in labels: [String]?, count: Int) -> String? {
    guard let labels, labels.count == count, labels[index] != "_" else { return nil }
    return labels[index]
  }

  private func labelled(_ arguments: [String], _ labels: [String]?) -> String {
    guard let labels, labels.count == arguments.count else {
      return arguments.joined(separator: ", ")
    }
    return zip(labels, arguments).map { $0 == "_" ? $1 : "\($0): \($1)" }.joined(separator: ", ")
  }
}

extension CallName {
  /// How a test stubs the requirement, as the docs teach it: by its call form for a method with
  /// arguments or a generic method, `when(mock.calls.total(of: anything(), in: anything()))
  /// .thenReturn(…)`; by its recorder otherwise, `mock.calls.startTimer.whenCalled()
  /// .thenReturn(…)`, `mock.calls.baseURL.thenReturn(…)`.
  ///
  /// `mock` stands for the test's mock, which a recorder does not know by name.
  func stubbingAdvice(isSpecialization: Bool) -> String {
    switch kind {
    case .function(let base, let labels):
      let arguments = (labels ?? []).map { $0 == "_" ? "anything()" : "\($0): anything()" }
      guard !arguments.isEmpty || isSpecialization else {
        return "mock.calls.\(base).whenCalled().thenReturn(…)"
      }
      return "when(mock.calls.\(base)(\(arguments.joined(separator: ", ")))).thenReturn(…)"
    case .getter(let name), .setter(let name):
      return isProperty
        ? "mock.calls.\(name).thenReturn(…)" : "mock.calls.\(name).whenCalled().thenReturn(…)"
    case .subscriptGetter, .subscriptSetter:
      return "mock.calls.subscript.getter.whenCalled().thenReturn(…)"
    }
  }
}
