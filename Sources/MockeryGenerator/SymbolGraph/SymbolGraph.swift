/// The part of a compiler-emitted symbol graph (`<Module>.symbols.json`) the generator reads.
///
/// The graph is written by `swift symbolgraph-extract`, which a command plugin reaches through
/// `packageManager.getSymbolGraph(for:options:)`. Only the fields the model needs are decoded;
/// everything else in the file is ignored, so newer graph formats keep decoding.
struct SymbolGraph: Decodable, Sendable {
  /// The module the graph describes.
  var module: Module
  /// Every declaration of the module, at the access level the graph was made for.
  var symbols: [Symbol]
  /// How the declarations relate: requirements to protocols, members to types, conformances.
  var relationships: [Relationship]

  /// The module the graph describes.
  struct Module: Decodable, Sendable {
    /// The module's name, as `import` spells it.
    var name: String
  }

  /// One declaration.
  struct Symbol: Decodable, Sendable {
    /// What kind of declaration it is, such as `swift.protocol` or `swift.method`.
    var kind: Kind
    /// The declaration's unique identifier (its USR).
    var identifier: Identifier
    /// The names of the declaration and the types it is nested in, outermost first.
    var pathComponents: [String]
    /// The names Swift writes for it.
    var names: Names
    /// The declaration, as the compiler prints it, in fragments.
    var declarationFragments: [Fragment]
    /// `open`, `public`, `package`, `internal`, `fileprivate` or `private`.
    var accessLevel: String
    /// Where it is declared; absent for declarations the compiler synthesized.
    var location: Location?

    /// The declaration printed as one string, as Swift would write it.
    var declaration: String { declarationFragments.map(\.spelling).joined() }

    /// Where the symbol's source text is, as a file path, if it has one.
    var filePath: String? {
      guard let uri = location?.uri else { return nil }
      return uri.hasPrefix("file://") ? String(uri.dropFirst("file://".count)) : uri
    }
  }

  /// What kind of declaration a symbol is.
  struct Kind: Decodable, Sendable {
    /// Such as `swift.protocol`, `swift.method`, `swift.type.property`.
    var identifier: String
  }

  /// A symbol's unique identifier.
  struct Identifier: Decodable, Sendable {
    /// The symbol's USR, such as `s:6Shapes7EffectsP`.
    var precise: String
  }

  /// The names Swift writes for a symbol.
  struct Names: Decodable, Sendable {
    /// The name with its argument labels, such as `move(from:to:)`.
    var title: String
  }

  /// A piece of a printed declaration.
  struct Fragment: Decodable, Sendable {
    /// Such as `keyword`, `identifier`, `typeIdentifier`, `externalParam` or `text`.
    var kind: String
    /// The text of the piece.
    var spelling: String
  }

  /// Where a declaration is in its source.
  struct Location: Decodable, Sendable {
    /// A `file://` URL.
    var uri: String
    /// The line and column, both from zero.
    var position: Position
  }

  /// A line and column, both counted from zero.
  struct Position: Decodable, Sendable {
    /// The line, from zero.
    var line: Int
    /// The column, from zero.
    var character: Int
  }

  /// How two declarations relate.
  struct Relationship: Decodable, Sendable {
    /// Such as `requirementOf`, `memberOf`, `conformsTo` or `inheritsFrom`.
    var kind: String
    /// The USR of the declaration the relationship starts from.
    var source: String
    /// The USR of the declaration it points to.
    var target: String
    /// The target's name, when the target is in another module.
    var targetFallback: String?
  }
}
