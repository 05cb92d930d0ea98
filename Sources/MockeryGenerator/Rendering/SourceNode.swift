/// Swift a renderer writes, as a tree that says what each piece is and which member wrote it,
/// before ``SourcePrinter`` lays it out as text.
///
/// A renderer decides what to declare; the printer alone decides where lines break, how deep
/// they are indented, and which lines each member's parts fill. A leaf holds one line's Swift
/// as the renderer spells it: a head, a statement, an attribute.
///
/// ```swift
/// SourceNode.type(
///   TypeDeclaration(
///     modifier: "", kind: .finalClass, name: "ClockMock", conformances: ["Clock"],
///     members: [
///       .tagged(
///         SourceTag(member: "now", title: "now()", part: .witness),
///         [.block(open: "func now(", parameters: [], close: ") -> Int",
///                 body: [.statement("calls.now()")])])
///     ]))
/// ```
///
/// prints
///
/// ```swift
/// final class ClockMock: Clock {
///   func now() -> Int { calls.now() }
/// }
/// ```
indirect enum SourceNode: Equatable, Sendable {
  /// A line as written: an attribute, a `typealias`, a head or closing brace of a scope.
  case line(String)
  /// A statement of a body: a call too long for its line has its arguments wrapped.
  case statement(String)
  /// An empty line, between declarations.
  case blank
  /// A `//` comment, wrapped at word boundaries.
  case comment(String)
  /// A `///` documentation comment, wrapped at word boundaries.
  case documentation(String)
  /// A declaration with parameters and a body, `func load(id: Int) -> Data { … }`: on one line
  /// where it fits and its body is one statement, else broken as a person would break it.
  ///
  /// - `open`: the head up to and including `(`, `func load(`; or the whole head, for a
  ///   property, without parameters.
  /// - `close`: the head from `)` on, `) throws -> Data`.
  case block(open: String, parameters: [String], close: String, body: [SourceNode])
  /// Nodes one level deeper than those around them.
  case indented([SourceNode])
  /// The first of several layouts whose lines all fit, else the last.
  case firstFitting([[SourceNode]])
  /// Nodes one part of one member wrote: the check traces an error on their lines back to it.
  case tagged(SourceTag, [SourceNode])
  /// A type and its members: a double, or the struct of its recorders.
  case type(TypeDeclaration)

  /// The node as `transform` replaces it; where it returns nil, the node with each node it
  /// holds rewritten so.
  func rewritten(_ transform: (SourceNode) -> SourceNode?) -> SourceNode {
    if let replaced = transform(self) { return replaced }
    func rewrite(_ nodes: [SourceNode]) -> [SourceNode] { nodes.map { $0.rewritten(transform) } }
    switch self {
    case .line, .statement, .blank, .comment, .documentation: return self
    case .block(let open, let parameters, let close, let body):
      return .block(open: open, parameters: parameters, close: close, body: rewrite(body))
    case .indented(let nodes): return .indented(rewrite(nodes))
    case .firstFitting(let layouts): return .firstFitting(layouts.map(rewrite))
    case .tagged(let tag, let nodes): return .tagged(tag, rewrite(nodes))
    case .type(var declaration):
      declaration.members = rewrite(declaration.members)
      return .type(declaration)
    }
  }

  /// The node with the Swift of each of its leaves changed by `transform`; comments as they
  /// are.
  func mappingCode(_ transform: (String) -> String) -> SourceNode {
    rewritten { node in
      switch node {
      case .line(let line): return .line(transform(line))
      case .statement(let statement): return .statement(transform(statement))
      case .block(let open, let parameters, let close, let body):
        return .block(
          open: transform(open), parameters: parameters.map(transform), close: transform(close),
          body: body.map { $0.mappingCode(transform) })
      case .type(var declaration):
        declaration.attributes = declaration.attributes.map(transform)
        declaration.genericClause = transform(declaration.genericClause)
        declaration.conformances = declaration.conformances.map(transform)
        declaration.whereClause = transform(declaration.whereClause)
        declaration.members = declaration.members.map { $0.mappingCode(transform) }
        return .type(declaration)
      default: return nil
      }
    }
  }

  /// `head {`, the body one level deeper, `}`.
  static func scope(_ head: String, _ body: [SourceNode]) -> [SourceNode] {
    [.line(head + " {"), .indented(body), .line("}")]
  }

  /// A computed property's or subscript's body: its one statement alone, or, with effects or
  /// more statements, in `get async throws { … }`.
  static func getter(effects: String, _ statements: [String]) -> [SourceNode] {
    effects.isEmpty && statements.count == 1
      ? [.statement(statements[0])] : scope("get\(effects)", statements.map(SourceNode.statement))
  }

  /// `head(arguments)`, with the arguments on a line of their own where it is too long.
  static func call(_ head: String, arguments: String) -> SourceNode {
    .firstFitting([
      [.line(head + "(" + arguments + ")")],
      [.line(head + "("), .indented([.line(arguments + ")")])],
    ])
  }

  /// A recorder's declaration, `let name = Type("title")`.
  ///
  /// A type that holds `nonisolated(nonsending)` cannot be written where an expression is (the
  /// parser reads `<` as an operator there), so such a recorder is declared with its type:
  /// `let name: Type = .init("title")`.
  static func recorder(_ name: String, type: String, arguments: String, modifier: String)
    -> SourceNode
  {
    TypeText.needsTypeContext(type)
      ? call("\(modifier)let \(name): \(type) = .init", arguments: arguments)
      : call("\(modifier)let \(name) = \(type)", arguments: arguments)
  }
}

/// Which member wrote a piece of a double, and which part of it.
struct SourceTag: Equatable, Sendable {
  /// The member, as the renderers' `degrading` input names it: see
  /// ``Degradation/key(recorder:isStatic:)``.
  var member: String
  /// The member as Swift writes its name, `conditions(forZipcode:)`, as a user names it.
  var title: String
  var part: MemberPart
}

/// A type's declaration, `@MainActor public final class ClockMock<T>: Clock where T: Sendable`,
/// with its documentation and its members.
struct TypeDeclaration: Equatable, Sendable {
  enum Kind: String, Sendable {
    case finalClass = "final class"
    case actor
    case `enum`
    case `struct`
  }

  /// The `///` comment above it, if any.
  var documentation: String? = nil
  /// Its attributes, one per line: `@available(…)`, `@MainActor`.
  var attributes: [String] = []
  /// Its access, as the declaration writes it: `public `, or nothing for `internal`.
  var modifier: String
  var kind: Kind
  var name: String
  /// `<Element, Key: Hashable>`, or nothing.
  var genericClause = ""
  /// Its superclass and the protocols it conforms to, in order.
  var conformances: [String] = []
  /// ` where Key: Sendable`, or nothing.
  var whereClause = ""
  var members: [SourceNode]

  /// `modifier kind name<…>: conformances where …`, as the line that opens the type says it.
  var head: String {
    modifier + kind.rawValue + " " + name + genericClause
      + (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) + whereClause
  }
}
