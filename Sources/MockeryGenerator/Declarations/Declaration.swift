/// A declaration as the compiler printed it in the symbol graph, taken apart.
///
/// The graph's `functionSignature` drops `inout`, `@escaping`, `sending`, ownership and
/// `isolated`, so the generator reads the printed declaration instead, which keeps everything a
/// witness must repeat. Types stay text, as printed: the generator copies them, and only looks
/// inside them for `Self`, `some` and closures (see ``TypeText``).
struct Declaration: Equatable, Sendable {
  /// The keyword that says what is declared.
  enum Keyword: String, Equatable, Sendable {
    case function = "func"
    case initializer = "init"
    case `subscript`
    case variable = "var"
    case constant = "let"
    case associatedType = "associatedtype"
    case `protocol`
    case `class`
    case `actor`
    case `struct`
    case `enum`
  }

  /// How a function, initializer or getter throws.
  enum Throwing: Equatable, Sendable {
    case none
    case any
    /// `throws(E)`, with the error type.
    case typed(String)
    case `rethrows`

    /// Whether a call can throw: not for `throws(Never)`, which a call need not `try`, and
    /// where `try` warns, "no calls to throwing functions occur within 'try' expression".
    var canThrow: Bool {
      switch self {
      case .none: false
      case .typed(let error): !["Never", "Swift.Never"].contains(error)
      case .any, .rethrows: true
      }
    }
  }

  /// Attributes before the declaration, each with its arguments: `@MainActor`.
  var attributes: [String] = []
  /// Modifiers before the keyword: `static`, `nonisolated`, `final`, `convenience`.
  var modifiers: [String] = []
  var keyword: Keyword
  /// The declared name; `init` and `subscript` for those.
  var name: String
  /// `?` or `!` after a failable `init`.
  var failability: String?
  /// The generic parameter clause's parameters.
  var genericParameters: [GenericParameter] = []
  /// The parameters of a function, initializer or subscript.
  var parameters: [Parameter] = []
  var isAsync = false
  var throwing = Throwing.none
  /// Whether the result is declared `sending`.
  var resultIsSending = false
  /// The result type of a function or subscript, or the type of a property; nil for `Void`
  /// functions and initializers.
  var type: String?
  /// The accessors of a property or subscript; nil for a stored property.
  var accessors: Accessors?
  /// The requirements of the `where` clause, each as `T: Decodable` or `T.Element == Int`.
  var whereClause: [String] = []
  /// What an associated type, protocol or class inherits: `Hashable`, `Sendable`.
  var inheritance: [String] = []
  /// An associated type's default.
  var defaultType: String?

  /// The global actor the declaration is isolated to, as its attribute: `@MainActor`.
  ///
  /// Any attribute that is not one of the compiler's own is taken for a global actor: the
  /// graph prints no others before a requirement.
  var globalActor: String? {
    attributes.first { attribute in
      let name = String(attribute.prefix { $0 != "(" })
      return !Self.attributesThatDoNotIsolate.contains(name) && !name.hasPrefix("@_")
    }
  }

  private static let attributesThatDoNotIsolate: Set<String> = [
    "@discardableResult", "@available", "@backDeployed", "@objc", "@preconcurrency",
    "@inlinable", "@usableFromInline", "@frozen", "@globalActor", "@dynamicMemberLookup",
    "@propertyWrapper", "@resultBuilder", "@warn_unqualified_access", "@Sendable",
    "@objcMembers", "@nonobjc",
  ]

  /// Whether the declaration carries `modifier`.
  func has(_ modifier: String) -> Bool { modifiers.contains(modifier) }

  /// The declaration with `transform` applied to every type it writes: its parameters', its
  /// result, its generic parameters' constraints, its `where` clause and the errors it throws.
  func mappingTypes(_ transform: (String) -> String) -> Declaration {
    var mapped = self
    mapped.parameters = parameters.map { parameter in
      var parameter = parameter
      parameter.type = transform(parameter.type)
      return parameter
    }
    mapped.type = type.map(transform)
    mapped.genericParameters = genericParameters.map { parameter in
      var parameter = parameter
      parameter.constraint = parameter.constraint.map(transform)
      return parameter
    }
    mapped.whereClause = whereClause.map(transform)
    if case .typed(let error) = throwing { mapped.throwing = .typed(transform(error)) }
    if case .typed(let error) = accessors?.getterThrowing {
      mapped.accessors?.getterThrowing = .typed(transform(error))
    }
    return mapped
  }

  /// The accessors of a property or subscript requirement.
  struct Accessors: Equatable, Sendable {
    var isSettable = false
    var getterIsAsync = false
    var getterThrowing = Throwing.none

    /// Whether the getter is `async` or throws, so it must be written as `get async throws`.
    var getterHasEffects: Bool { getterIsAsync || getterThrowing != .none }
  }

  /// A parameter of a function, initializer or subscript.
  struct Parameter: Equatable, Sendable {
    /// The first name as printed: the label, or the only name.
    var firstName: String
    /// The second name as printed, when the parameter has one.
    var secondName: String?
    /// The type, without specifiers and `@escaping`/`@autoclosure`, with the rest of its
    /// attributes (`@Sendable`, `@MainActor`).
    var type: String
    /// `inout`, `borrowing`, `consuming`, `sending`, `isolated`, as printed.
    var specifiers: [String] = []
    /// `@escaping`, `@autoclosure`.
    var attributes: [String] = []
    /// A result builder or property wrapper written before the names, as printed:
    /// `@ViewBuilder`, `@Schema<R>.Types`.
    var nameAttributes: [String] = []
    /// Whether the type is followed by `...`.
    var isVariadic = false
    /// The default value's expression, as printed.
    var defaultValue: String?

    /// The name the parameter goes by inside the function.
    var internalName: String { secondName ?? firstName }
  }

  /// A generic parameter.
  struct GenericParameter: Equatable, Sendable {
    var name: String
    /// Whether it is a pack, `each T`.
    var isPack = false
    /// The constraint after its `:`, if any.
    var constraint: String?
  }
}

/// A declaration the parser could not read.
struct DeclarationSyntaxError: Error, Equatable, CustomStringConvertible {
  var declaration: String
  var reason: String
  var description: String { "cannot read the declaration `\(declaration)`: \(reason)" }
}
