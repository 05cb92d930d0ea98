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
    var accessLevel: AccessLevel
    /// Where it is declared; absent for declarations the compiler synthesized.
    var location: Location?
    /// Its `@available` attributes, one per domain.
    var availability: [Availability]?
    /// For a member declared in an extension, what the extension extends and its constraints.
    var swiftExtension: SwiftExtension?
    /// Whether it is `@_spi`.
    ///
    /// Only a module that imports its module with that SPI sees it. The graph does not say
    /// which SPI; its source does.
    var spi: Bool?

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
    var identifier: SymbolKind
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
    /// For a type's name, the USR of the declaration it names: `Span` may be a protocol of the
    /// module or the associated type of the same name.
    var preciseIdentifier: String?
  }

  /// What an `@available` attribute says in one domain.
  struct Availability: Decodable, Sendable, Equatable {
    /// `*` or `Swift` for every platform, or a platform such as `macOS`.
    var domain: String?
    var introduced: Version?
    var deprecated: Version?
    var isUnconditionallyDeprecated: Bool?
    var isUnconditionallyUnavailable: Bool?
    var message: String?
    var renamed: String?
  }

  /// A version in an `@available` attribute.
  struct Version: Decodable, Sendable, Equatable {
    var major: Int
    var minor: Int?
    var patch: Int?
  }

  /// The extension a member is declared in.
  struct SwiftExtension: Decodable, Sendable {
    /// The module of the type extended.
    var extendedModule: String?
    /// The constraints of the extension's `where` clause, if any.
    var constraints: [Constraint]?
  }

  /// One requirement of a `where` clause: `Self: AnyObject`.
  struct Constraint: Decodable, Sendable {
    /// `conformance`, `superclass` or `sameType`.
    var kind: String
    var lhs: String
    var rhs: String
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
    var kind: RelationshipKind
    /// The USR of the declaration the relationship starts from.
    var source: String
    /// The USR of the declaration it points to.
    var target: String
    /// The target's name, when the target is in another module.
    var targetFallback: String?
  }
}
