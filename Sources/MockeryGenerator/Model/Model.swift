/// What the generator knows about a module: the protocols it can mock and the classes it can
/// spy on, built from the module's symbol graph, and those of the modules its protocols refine,
/// by ``ModuleModel/init(graph:dependencies:)``.
struct ModuleModel: Equatable, Sendable {
  /// The module's name, as `import` spells it.
  var moduleName: String
  /// The module's protocols, by qualified name.
  var protocols: [MockedProtocol]
  /// The module's classes, by qualified name.
  var classes: [SpiedClass]
  /// Mockery's types the module declares a type of the same name as, which a generated file
  /// writes with their module: `Mockery.Matcher`.
  var mockeryNamesToQualify: Set<String> = []
  /// Internal protocols the graph names without a source location: a module built without
  /// `-enable-testing` keeps no location of its internal declarations, and a test target can
  /// see them only through `@testable import`, which needs that flag.
  var internalProtocolsOfAnUntestableBuild: [String] = []
}

/// Where a declaration is, for ordering and for messages.
struct SourcePosition: Equatable, Sendable {
  var file: String
  var line: Int
  var column: Int

  /// Whether it comes before `other` in reading order.
  func precedes(_ other: SourcePosition) -> Bool {
    (file, line, column) < (other.file, other.line, other.column)
  }
}

/// A member of a protocol or class: a requirement to witness, or a method to override.
struct Member: Equatable, Sendable {
  /// What kind of member it is.
  enum Kind: Equatable, Sendable {
    case method
    case property
    case `subscript`
    case initializer
    case `operator`
  }

  var kind: Kind
  /// The member as declared.
  var declaration: Declaration
  /// Its name as Swift writes it with labels: `move(from:to:)`, `subscript(_:)`, `count`.
  var title: String
  /// The argument labels, nil for `_`, in parameter order.
  var labels: [String?]
  /// The qualified name of the protocol or class that declares it.
  var declaredIn: String
  /// The module that declares it, when the graphs say: a subclass in a test target may override
  /// only the `open` members of another module's class.
  var module: String? = nil
  /// `open`, `public`, `package`, `internal`, `fileprivate` or `private`.
  var accessLevel: AccessLevel
  var position: SourcePosition?
  /// The `@available` attributes its witness and recorder repeat, so that a deprecated
  /// requirement, or one that mentions a deprecated type, warns where a test uses it and not in
  /// the generated file.
  var availability: [String] = []
  /// Whether an extension of a protocol the mock conforms to implements it for the mock, so
  /// that a mock that cannot record it can leave it out.
  var hasDefaultImplementation = false
  /// How the mock witnesses it, for a requirement of a standard protocol that a mock witnesses
  /// in a way of its own (identity `==`); nil for the usual recorder.
  var conventionalWitness: ConventionalWitness?
  /// The types its declaration mentions that are `~Copyable` or `~Escapable`, as it spells
  /// them: no recorder can keep their values.
  var noncopyableTypes: Set<String> = []
  /// A generic type whose constrained parameter its declaration gives `Self`,
  /// `AliasedField<Self, Field>`: a generic mock's witness of it would be self-referential.
  var selfConstrainingType: String? = nil

  /// Whether code of another module sees it without `@testable import`.
  var isPublic: Bool { accessLevel.isPublic }
  /// Whether the member is `static` or `class`.
  var isStatic: Bool { declaration.has("static") || declaration.has("class") }
  /// The base name: `move` for `move(from:to:)`.
  var baseName: String { declaration.name }
  /// The types its parameters and result are declared with.
  var mentionedTypes: [String] {
    declaration.parameters.map(\.type) + (declaration.type.map { [$0] } ?? [])
  }
}

/// How a mock witnesses a requirement of a standard protocol, when not with the usual recorder:
/// what the witness does, which the renderer writes in Swift.
///
/// Cases without payloads: the table of standard protocols keeps these for the whole run, and
/// LeakSanitizer cannot see what a multi-payload enum holds with its tag in a pointer's spare
/// bits, so it reported payloads the table held as leaked.
enum ConventionalWitness: Equatable, Sendable {
  /// Equal only to itself. This one and the next two have no recorder: collections call `==`
  /// and `hash(into:)` far too often for a test to want them recorded.
  case identityEquality
  /// Hashes by identity.
  case identityHashing
  /// Ordered by identity.
  case identityOrdering
  /// `init(rawValue:)`: sets the recorded `rawValue`.
  case settingRawValue
  /// `init(_ description:)`: sets the recorded `description`.
  case settingDescription
  /// The usual recorder, which reads the mock's type name until a test sets it: `description`.
  case recordedTypeName
  /// A recorder of the elements, which the iterator it makes gives: `makeIterator()`.
  case iteratingRecordedElements
  /// The same, in an `AsyncStream`: `makeAsyncIterator()`.
  case iteratingRecordedElementsAsynchronously
  /// A recorder of the calls, and the job run on the mock as the serial executor it is:
  /// `enqueue(_:)`.
  case runningJobsSerially
  /// The same, as a task executor.
  case runningJobsOnTasks
  /// Nothing: the mock's superclass or a default implementation provides it.
  case inherited
}

/// An associated type, which becomes a generic parameter of the mock.
struct AssociatedType: Equatable, Sendable {
  var name: String
  /// What it must conform to: `Hashable`, `Sendable`.
  var inheritance: [String]
  /// The requirements of its `where` clause.
  var whereClause: [String]
}

/// A type name the mock declares, `typealias RawValue = String`, for an associated type the
/// protocol fixes to one type.
struct TypeAlias: Equatable, Sendable {
  var name: String
  var type: String
  /// The names of its generic parameters: `T` of `typealias MyArray<T> = Array<T>`.
  var genericParameters: [String] = []
}

/// A protocol the generator can write a mock of.
struct MockedProtocol: Equatable, Sendable {
  /// Its name: `Ledger`.
  var name: String
  /// Its name from the module's top level: `Payroll.Ledger`.
  var qualifiedName: String
  /// How the mock's file names it where it conforms: `qualifiedName`, with the module's name
  /// before it when it is named like one of Foundation's types (Stencil's `Expression`), which
  /// the file may import too.
  var referenceName: String?
  /// `public`, `package` or `internal`.
  var accessLevel: AccessLevel
  var position: SourcePosition?
  /// The global actor it is isolated to, as an attribute: `@MainActor`.
  var globalActor: String?
  /// Whether it refines `Actor`, so that its mock is an actor.
  var isActor: Bool
  /// Whether only classes may conform, so that its mock is a class even with only static
  /// requirements.
  var isClassBound = false
  /// Its associated types, primary ones first, without those it fixes to one type.
  var associatedTypes: [AssociatedType]
  /// Every requirement a mock must witness: those of the protocols it refines, of this module
  /// and of others, then its own, each once.
  var requirements: [Member]
  /// Requirements whose declarations the generator could not read, but that have default
  /// implementations the mock uses.
  var unreadableRequirements: [UnreadableMember]
  /// Protocols of other modules it refines, by name, whose requirements the generator knows
  /// from their symbol graphs or as standard protocols: `CustomStringConvertible`.
  var externalParents: [String]
  /// The class the mock subclasses: the class the protocol is bound to
  /// (`protocol Screen: BaseViewController`), or `NSObject` for `NSObjectProtocol`.
  var superclass: MockSuperclass? = nil
  /// Whether it refines `Sendable`, so that a mock with a superclass must say
  /// `@unchecked Sendable`.
  var requiresSendable = false
  /// The `@available` attributes the mock repeats: a deprecated protocol's mock is deprecated.
  var availability: [String] = []
  /// The associated types the protocol fixes to one type, which the mock names.
  var typeAliases: [TypeAlias] = []
  /// The type aliases the protocol and its parents declare, `typealias Inbound = …`, which a
  /// mock's witnesses write out: naming them through the mock would ask Swift for the mock's
  /// conformance while it checks it.
  var protocolTypeAliases: [TypeAlias] = []
  /// What the protocol's `where` clauses require of its associated types, as the mock's
  /// generic `where` clause writes it: `Element: Equatable`.
  var whereClause: [String] = []
  /// The modules, other than the protocol's own, that declare protocols it refines, which the
  /// mock's file imports.
  var parentModules: [String] = []
  /// The SPI groups its file imports each module with, for `@_spi` protocols and requirements:
  /// `["Audit": ["Internal"]]`.
  var spiImports: [String: [String]] = [:]
  /// The source files that declare the protocol and those it refines, whose imports the mock's
  /// file repeats.
  var sourceFiles: [String] = []
  /// Why no mock of it can be written that compiles, if none can: it refines a protocol whose
  /// requirements the generator cannot know.
  var unmockable: Limitation? = nil
  /// Whether the types its requirements name are `Equatable`, as the graphs tell, by name.
  ///
  /// Names the graphs do not hold are missing. See ``EquatableTypes``.
  var typeEquatability: [String: Equatability] = [:]
  /// Values of its requirements' result types that have no default, by the type as written,
  /// which a call nobody stubbed returns after it fails the test: see `GraphIndex.standIns`.
  var standIns: [String: StandIn] = [:]

  /// Written before the mock's type name: see `GeneratorOptions.namePrefix`.
  var typeNamePrefix = ""

  /// Why no mock of it can be written that compiles, as the command's output says it.
  var unmockableReason: String? { unmockable?.reason }
}

/// The class a mock subclasses, as the mock sees it.
struct MockSuperclass: Equatable, Sendable {
  /// How the mock's file names it: `BaseViewController`, `Store<String>`, `NSObject`.
  var reference: String
  /// The designated initializers a subclass in a test target can call.
  var initializers: [Member]
  /// The global actor it is isolated to, which the mock inherits.
  var globalActor: String? = nil
  /// Whether it conforms to `Sendable`, which for a class that can be subclassed means
  /// `@unchecked Sendable`, which the mock must restate.
  var isSendable = false
  /// Whether the mock sees it, or the initializers it calls, only through `@testable import`.
  var needsTestableImport = false
  /// The modules the mock's file imports for it.
  var modules: [String] = []
  /// The files that declare it and its superclasses, whose imports the mock's file repeats.
  var sourceFiles: [String] = []
  /// The titles of the requirements the class already witnesses, which the mock inherits and
  /// does not record.
  var witnessedRequirements: [String] = []
  /// The base names of the class's members, which the mock's own members must not take.
  var memberNames: [String] = []
}

/// A class the generator can write a spy of.
struct SpiedClass: Equatable, Sendable {
  var name: String
  var qualifiedName: String
  /// The module that declares it.
  var module: String
  /// How the spy's file names it where it subclasses it, its generic parameters as arguments:
  /// `Outer<T>.Inner`, `Zoo.Expression` (see `MockedProtocol.referenceName`).
  var reference: String
  /// `open`, `public`, `package` or `internal`.
  var accessLevel: AccessLevel
  var position: SourcePosition?
  /// The global actor it or a superclass is isolated to, which a spy inherits: `@MainActor`.
  var globalActor: String?
  /// Whether that actor is its module's default isolation, which isolates its `deinit` too.
  var isIsolatedByModuleDefault = false
  /// The generic parameters a spy declares to subclass it: those of the types it is nested
  /// in, then its own.
  var genericParameters: [Declaration.GenericParameter]
  var whereClause: [String]
  /// Whether the class is `final`, so that no spy can subclass it.
  var isFinal: Bool
  /// Whether the class conforms to `Sendable`, which for a class that can be subclassed means
  /// `@unchecked Sendable`, which its spy must restate.
  var isSendable: Bool = false
  /// The designated initializers the spy's initializers call: its own, or those it inherits.
  var designatedInitializers: [Member]
  /// Its members and those of its superclasses, overridden ones once, types as it sees them.
  var members: [Member]
  /// Members whose declarations the generator could not read.
  var unreadableMembers: [UnreadableMember]
  /// The `@available` attributes the spy repeats.
  var availability: [String] = []
  /// Whether the types its members name are `Equatable`, as the graphs tell, by name.
  var typeEquatability: [String: Equatability] = [:]
  /// The files that declare it and its superclasses, whose imports the spy's file repeats.
  var sourceFiles: [String] = []
  /// Other modules that declare its superclasses, which the spy's file imports.
  var modules: [String] = []
  /// Why no spy of it can be written that compiles, if none can.
  var unspiable: Limitation? = nil
  /// Its first superclass whose graph the generator was not given, `UIKit.UIViewController`,
  /// whose members the spy does not override; nil when every superclass's graph was given, or
  /// for `NSObject`, whose members a spy has no use for.
  var unknownSuperclass: String? = nil
  /// Whether it or a superclass has a `required convenience` initializer, which the spy gets by
  /// overriding every designated initializer, and so inheriting the convenience ones.
  var hasRequiredConvenienceInitializer = false
  /// Written before the spy's type name: see `GeneratorOptions.namePrefix`.
  var typeNamePrefix = ""
}

extension Member {
  /// The labels of a title: `[nil, "from"]` for `move(_:from:)`, `[]` for a property.
  static func labels(ofTitle title: String) -> [String?] {
    guard let open = title.firstIndex(of: "("), title.hasSuffix(")") else { return [] }
    let inside = title[title.index(after: open)..<title.index(before: title.endIndex)]
    return inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map {
      $0 == "_" ? nil : String($0)
    }
  }
}

/// A value of a type with no default, which a recorder returns for a call nobody stubbed after
/// it fails the test: see `GraphIndex.standIns`.
struct StandIn: Equatable, Sendable {
  /// The expression, written without the type's name, which the recorder's closure's result
  /// gives: `.init(id: "", total: 0)`, `.pending`.
  var expression: String
  /// Whether an initializer it calls is isolated to the main actor, as a model's of an app
  /// module isolated to it by default is: the recorder makes it there.
  var isMainActor = false
  /// The modules of the types it makes, which the mock's file imports: under
  /// `MemberImportVisibility` an initializer is seen only through its own module's import, and
  /// `.init(allocator: .init())` makes NIOCore's `ByteBufferAllocator` in a mock of NIOSSH.
  var modules: Set<String> = []
}
