/// Everything `generate-mocks` does not generate as the usual recorder, and why: the one list
/// whose words the generated files and the command's output use, and that `--supported` and
/// GeneratingMocks.md print as a table.
///
/// A generated file names a limitation where it applies, with the member's own names filled in;
/// ``table`` describes each case once, for every member.
enum Limitation: Equatable, Sendable {
  // MARK: No mock

  /// The protocol refines protocols whose requirements the generator cannot know.
  case unknownParent(names: [String])
  /// A requirement's declaration could not be read, and has no default implementation.
  case unreadableRequirement(title: String, reason: String)
  /// It names a type that a module the mock's file imports has too, in a module that has a
  /// type of its own name, so that `Module.Name` cannot say which.
  case ambiguousInSelfNamedModule(names: [String], module: String)
  /// It requires a property twice, with two types, and no type can declare both.
  case conflictingRequirement(title: String, types: [String])
  /// It constrains an associated type of a standard parent that the mock fixes.
  case constrainsFixedAssociatedType(name: String, parent: String)
  /// A requirement its source declares is not in the symbol graph.
  case requirementMissingFromGraph(name: String, protocol: String)
  /// It, or a requirement of it, is `@_spi`, and no source says of which SPI, which the mock's
  /// file must import it with.
  case unnamedSPI(title: String)
  /// A requirement without a default implementation that no witness can be written for.
  indirect case unwitnessableRequirement(title: String, because: Limitation)

  // MARK: No subclass

  /// The class is `final`.
  case finalClass(name: String)
  /// The class is another module's, and not `open`.
  case closedToSubclasses(name: String)
  /// No initializer of the class can be called from a test target.
  case noAccessibleInitializer(name: String)
  /// Every initializer of the class a subclass could call takes variadic arguments.
  case variadicInitializers(name: String)
  /// A superclass is of a module whose graph the generator was not given.
  case unknownSuperclass(name: String)
  /// The generic arguments a class gives its superclass could not be read.
  case unreadableSuperclassArguments(name: String, superclass: String)
  /// A requirement of a protocol bound to a class meets a member of the class of its name and
  /// parameters that does not implement it.
  case clashesWithClassMember(title: String)
  /// An initializer requirement of a protocol bound to a class has no initializer of the class
  /// to call: none takes its arguments, and none takes none.
  case initializerWithoutSuperclassCall(title: String)
  /// A protocol is bound to a class that no mock can subclass, for the reason given.
  indirect case boundToClass(name: String, because: Limitation)

  // MARK: No recorder

  case noncopyableParameter(name: String, type: String)
  case noncopyableResult(type: String)
  case noncopyableProperty(type: String)
  case opaqueInsideAnotherType(name: String)
  case effectfulAutoclosure(name: String)
  case selfInConstrainedGeneric(type: String)
  case genericSubscriptSetter
  /// The compiler rejected what the generator wrote for it, even without its call forms.
  case rejectedByCompiler(message: String)

  // MARK: Recorded with a limit

  case autoclosure(name: String)
  case nonEscapingClosure(name: String)
  case fedClosure(name: String)
  case rethrowing
  case inoutBesideResult

  // MARK: Not overridden by a spy

  case spyOfInitializer
  case spyOfSubscript
  case spyOfConstant
  case spyOfGenericMethod
  case spyOfParameter(name: String)
  case spyOfOpaqueResult
  case spyOfNoncopyable(type: String)
  case spyOfClassMember
  case spyOfUnknownSuperclass(name: String)

  /// Why, in the member's own names, as the generated file and the command's output say it.
  var reason: String {
    switch self {
    case .unknownParent(let names):
      "it refines \(names.joined(separator: " and ")), whose requirements generate-mocks does "
        + "not know"
    case .unreadableRequirement(let title, let reason):
      "the declaration of its requirement \(title) could not be read (\(reason))"
    case .ambiguousInSelfNamedModule(let names, let module):
      "it names \(names.joined(separator: " and ")), which another module its file imports "
        + "declares too, and \(module) declares a type named \(module), so that "
        + "\(module).\(names[0]) would name a member of it"
    case .conflictingRequirement(let title, let types):
      "it requires \(title) as \(types.joined(separator: " and ")), which no type can declare "
        + "both of"
    case .constrainsFixedAssociatedType(let name, let parent):
      "it constrains \(parent)'s associated type \(name), which a mock's witnesses of "
        + "\(parent) fix to a standard type of their own"
    case .requirementMissingFromGraph(let name, let owner):
      "\(owner) requires \(name), which its symbol graph leaves out (a public graph leaves out "
        + "members whose names start with _), so a mock would not conform"
    case .unnamedSPI(let title):
      "\(title) is @_spi, and no source at hand names its SPI, which the mock's file must import "
        + "its module with: write the mock by hand, with @_spi(Name) import"
    case .unwitnessableRequirement(let title, let because):
      "its requirement \(title) has no default implementation, and no witness of it compiles: "
        + because.reason
    case .finalClass(let name):
      "\(name) is final"
    case .closedToSubclasses(let name):
      "\(name) is another module's class and is not open, so no class of a test target can "
        + "subclass it"
    case .noAccessibleInitializer(let name):
      "\(name) has no initializer a subclass in a test target can call: its initializers are "
        + "private, or internal to another module"
    case .variadicInitializers(let name):
      "every initializer of \(name) takes variadic arguments, which a subclass's initializer "
        + "cannot pass on"
    case .unknownSuperclass(let name):
      "the initializers of \(name) are unknown: it is declared in a module whose symbol graph "
        + "generate-mocks was not given"
    case .unreadableSuperclassArguments(let name, let superclass):
      "the generic arguments \(name) gives its superclass \(superclass) could not be read from "
        + "its source"
    case .clashesWithClassMember(let title):
      "the protocol's requirement \(title) has the name and parameters of a member of the "
        + "class that does not implement it, which a mock's witness cannot override"
    case .initializerWithoutSuperclassCall(let title):
      "the protocol's initializer requirement \(title) has no initializer of the class to call: "
        + "none takes its arguments, and none takes none"
    case .boundToClass(let name, let because):
      "a mock of it must subclass \(name), the class it is bound to, and \(because.reason)"
    case .noncopyableParameter(let name, let type):
      "its parameter `\(name)` is of the ~Copyable or ~Escapable type \(type), which a recorder "
        + "cannot keep"
    case .noncopyableResult(let type):
      "its result is of the ~Copyable or ~Escapable type \(type), which a recorder cannot return"
    case .noncopyableProperty(let type):
      "its type is the ~Copyable or ~Escapable type \(type), which a recorder cannot return"
    case .opaqueInsideAnotherType(let name):
      "`\(name)` has an opaque type inside another type, which a recorder cannot name"
    case .effectfulAutoclosure(let name):
      "`\(name)` is a throwing or async `@autoclosure`, which a witness can only pass on, not "
        + "record"
    case .genericSubscriptSetter:
      "its accessors' recorder types can only be named with a typealias, and a generic "
        + "subscript's two accessors would need two"
    case .rejectedByCompiler(let message) where Self.isDataRaceSafety(message):
      // Not a bug of the generator: Swift's isolation rules, which the user's types decide.
      "the compiler rejected what generate-mocks wrote for it (\(message)): a value of a type "
        + "that is not `Sendable` would cross from one isolation to another. Make the type "
        + "`Sendable`, or declare the member `@concurrent` or `nonisolated(nonsending)` in "
        + "its module, as the test target builds it"
    case .rejectedByCompiler(let message):
      "the compiler rejected what generate-mocks wrote for it (\(message)), a generator bug to "
        + "report"
    case .selfInConstrainedGeneric(let type):
      "it gives the mock itself to \(type), whose parameters are constrained, which a generic "
        + "mock cannot do (Swift finds its witness self-referential)"
    case .autoclosure(let name):
      "`\(name)` is an `@autoclosure`: the mock evaluates it and records its value"
    case .nonEscapingClosure(let name):
      "`\(name)` is a non-escaping closure, which a recorder cannot keep: the mock neither "
        + "records nor calls it"
    case .fedClosure(let name):
      "`\(name)` is a non-escaping closure: the mock calls it with each value the recorder "
        + "answers, none unless stubbed"
    case .rethrowing:
      "it `rethrows`, so it can only throw what its closure throws: the recorder cannot be "
        + "stubbed to throw"
    case .inoutBesideResult:
      "it has `inout` parameters and a result whose default generate-mocks cannot tell: the "
        + "recorder answers with both, and an unstubbed call fails, since a tuple has no default"
    case .spyOfInitializer: "it is not a method"
    case .spyOfSubscript: "a spy overrides methods and read-only properties, not subscripts"
    case .spyOfConstant: "a constant, `let`, cannot be overridden"
    case .spyOfGenericMethod:
      "a generic method's real implementation cannot be passed as one closure"
    case .spyOfParameter(let name):
      "its parameter `\(name)` cannot be passed on to the real implementation as the recorder "
        + "receives it"
    case .spyOfOpaqueResult:
      "it returns an opaque type, `some …`, which no recorder can be declared to hold: it runs as "
        + "the class wrote it"
    case .spyOfNoncopyable(let type):
      "it takes or returns the ~Copyable or ~Escapable type \(type), which a recorder cannot keep"
    case .spyOfClassMember:
      "it is a class member, and a spy records the calls made on one object"
    case .spyOfUnknownSuperclass(let name):
      "the symbol graph of \(name)'s module was not given (an SDK's never is), so its members "
        + "are unknown"
    }
  }

  /// Whether a compiler's error is one of data-race safety, which the types it names decide:
  /// "sending value of non-Sendable type …", "… cannot be sent from caller of superclass …".
  static func isDataRaceSafety(_ message: String) -> Bool {
    ["risks causing data races", "cannot be sent", "cannot exit caller isolation"].contains {
      message.contains($0)
    }
  }

  /// Whether it is ``rejectedByCompiler(message:)``.
  var isRejectionByCompiler: Bool {
    if case .rejectedByCompiler = self { true } else { false }
  }

  /// What a requirement no recorder can record gets, with or without a default implementation.
  static func withoutRecorder(_ limitation: Limitation, hasDefault: Bool) -> String {
    hasDefault
      ? "not recorded, because \(limitation.reason): the mock uses its default implementation"
      : "not recorded, because \(limitation.reason): a call fails the test (see --skip to write "
        + "it yourself)"
  }

  /// What a spy does with a member it does not override.
  static func notSpied(_ limitation: Limitation) -> String {
    "not spied: \(limitation.reason)"
  }

  // MARK: The table

  /// The groups of the table, in order.
  enum Group: CaseIterable {
    case noMock, noSubclass, noRecorder, limited, spy

    /// What the generator does with the shapes of the group.
    var heading: String {
      switch self {
      case .noMock:
        "No mock: the file is not written, and the output says why. Write the mock by hand."
      case .noSubclass:
        "No mock or spy, where it must subclass a class that no class of a test target can: "
          + "the file is not written, and the output says why."
      case .noRecorder:
        "No recorder: the mock uses the protocol's default implementation where there is one, "
          + "else a witness that fails the test when called (it returns a default value, throws "
          + "where it can, or stops the test). `--skip Mock.member` leaves the witness out, to "
          + "write in an extension."
      case .limited: "Recorded, with a limit the file notes where it applies."
      case .spy: "Not overridden by a spy: the real implementation runs, unrecorded."
      }
    }
  }

  /// The group the limitation is in.
  var group: Group {
    switch self {
    case .unknownParent, .unreadableRequirement, .ambiguousInSelfNamedModule,
      .conflictingRequirement, .constrainsFixedAssociatedType, .requirementMissingFromGraph,
      .unnamedSPI, .unwitnessableRequirement:
      .noMock
    case .finalClass, .closedToSubclasses, .noAccessibleInitializer, .variadicInitializers,
      .unknownSuperclass,
      .unreadableSuperclassArguments, .clashesWithClassMember, .initializerWithoutSuperclassCall,
      .boundToClass:
      .noSubclass
    case .noncopyableParameter, .noncopyableResult, .noncopyableProperty,
      .opaqueInsideAnotherType, .effectfulAutoclosure,
      .genericSubscriptSetter, .selfInConstrainedGeneric, .rejectedByCompiler:
      .noRecorder
    case .autoclosure, .nonEscapingClosure, .fedClosure, .rethrowing, .inoutBesideResult:
      .limited
    case .spyOfInitializer, .spyOfSubscript, .spyOfConstant,
      .spyOfGenericMethod, .spyOfParameter, .spyOfOpaqueResult, .spyOfNoncopyable,
      .spyOfClassMember, .spyOfUnknownSuperclass:
      .spy
    }
  }

  /// The shape the limitation is about, in general, for the table.
  var shape: String {
    switch self {
    case .unknownParent:
      "A protocol refining a protocol of the toolchain's modules that is not a standard parent "
        + "(`Collection`, say), or of a module whose symbol graph was not given"
    case .unreadableRequirement:
      "A requirement whose declaration the generator cannot read, without a default "
        + "implementation"
    case .ambiguousInSelfNamedModule:
      "A type named like one of Mockery's, Foundation's or an imported module's, in a module "
        + "that declares a type of its own name"
    case .conflictingRequirement:
      "A property a protocol requires again with another type, neither with a default "
        + "implementation: no type can conform"
    case .constrainsFixedAssociatedType:
      "A refinement of `Sequence` or `AsyncSequence` that constrains its iterator: "
        + "`where AsyncIterator: BufferedIterator`"
    case .requirementMissingFromGraph:
      "A requirement the symbol graph leaves out: one whose name starts with `_`, of a module "
        + "whose graph was made of its public declarations"
    case .unnamedSPI:
      "An `@_spi` protocol or requirement of a module whose sources are not at hand, which "
        + "alone name its SPI"
    case .unwitnessableRequirement:
      "A requirement of the \"no recorder\" group below, without a default implementation, that "
        + "no witness of can compile"
    case .finalClass: "A `final` class, or a protocol bound to one"
    case .closedToSubclasses:
      "A class of another module that is not `open`, or a protocol bound to one"
    case .noAccessibleInitializer:
      "A class whose initializers are all private, or internal to another module"
    case .variadicInitializers:
      "A class whose every initializer takes variadic arguments: `init(parts: String...)`"
    case .unknownSuperclass:
      "A class whose superclass is of a module whose symbol graph the generator was not given "
        + "(the SDK's, but for `NSObject`), when the subclass needs its initializers"
    case .unreadableSuperclassArguments:
      "A subclass of a generic class, when its source cannot be read for the generic arguments"
    case .clashesWithClassMember:
      "A protocol bound to a class whose member has the name and parameters of a requirement, "
        + "with other types or effects"
    case .initializerWithoutSuperclassCall:
      "A protocol bound to a class with an initializer requirement whose arguments no "
        + "initializer of the class takes, when every initializer of the class needs arguments"
    case .boundToClass:
      "A protocol bound to a class (`protocol Screen: BaseViewController`) of any of these"
    case .noncopyableParameter: "A `~Copyable` or `~Escapable` parameter"
    case .noncopyableResult: "A `~Copyable` or `~Escapable` result"
    case .noncopyableProperty: "A property of a `~Copyable` or `~Escapable` type"
    case .opaqueInsideAnotherType: "An opaque type inside another type: `[some P]`"
    case .effectfulAutoclosure: "A throwing or `async` `@autoclosure`"
    case .genericSubscriptSetter:
      "A settable generic subscript over `nonisolated(nonsending)` closures"
    case .rejectedByCompiler:
      "A member the compiler rejects as written (a generator bug, which the output asks you to "
        + "report), after its call forms taking values, then those taking matchers, were left "
        + "out: a spy does not override it; the file, the output and the build's warnings say so "
        + "at the member"
    case .selfInConstrainedGeneric:
      "`Self` given to a generic type with constrained parameters, `AliasedField<Self, Field>`, "
        + "in a protocol with associated types"
    case .autoclosure: "An `@autoclosure` that does not escape"
    case .nonEscapingClosure: "A non-escaping closure of any shape but `(Value) -> Void`"
    case .fedClosure: "A non-escaping `(Value) -> Void` closure"
    case .rethrowing: "`rethrows`"
    case .inoutBesideResult:
      "`inout` parameters beside a result of a type other than the standard ones with defaults"
    case .spyOfInitializer: "Initializers and operators"
    case .spyOfSubscript: "Subscripts"
    case .spyOfConstant: "Constants, `let`"
    case .spyOfGenericMethod: "Generic methods"
    case .spyOfParameter: "Methods with `inout`, variadic, closure or `some P` parameters"
    case .spyOfOpaqueResult: "Methods returning an opaque type, `some P`"
    case .spyOfNoncopyable: "Methods taking or returning `~Copyable` or `~Escapable` values"
    case .spyOfClassMember: "Overridable class members: `class func`, `class var`"
    case .spyOfUnknownSuperclass:
      "The members of a superclass whose module's symbol graph was not given: the SDK's "
        + "classes', `UIViewController`'s"
    }
  }

  /// One of each case, in the table's order.
  static let all: [Limitation] = [
    .unknownParent(names: []), .unreadableRequirement(title: "", reason: ""),
    .ambiguousInSelfNamedModule(names: [""], module: ""),
    .conflictingRequirement(title: "", types: []),
    .constrainsFixedAssociatedType(name: "", parent: ""),
    .requirementMissingFromGraph(name: "", protocol: ""), .unnamedSPI(title: ""),
    .unwitnessableRequirement(title: "", because: .selfInConstrainedGeneric(type: "")),
    .finalClass(name: ""),
    .closedToSubclasses(name: ""), .noAccessibleInitializer(name: ""),
    .variadicInitializers(name: ""),
    .unknownSuperclass(name: ""), .unreadableSuperclassArguments(name: "", superclass: ""),
    .clashesWithClassMember(title: ""), .initializerWithoutSuperclassCall(title: ""),
    .boundToClass(name: "", because: .finalClass(name: "")),
    .noncopyableParameter(name: "", type: ""), .noncopyableResult(type: ""),
    .noncopyableProperty(type: ""), .opaqueInsideAnotherType(name: ""),
    .effectfulAutoclosure(name: ""), .genericSubscriptSetter,
    .selfInConstrainedGeneric(type: ""), .rejectedByCompiler(message: ""),
    .autoclosure(name: ""), .fedClosure(name: ""), .nonEscapingClosure(name: ""), .rethrowing,
    .inoutBesideResult, .spyOfInitializer, .spyOfSubscript, .spyOfConstant,
    .spyOfGenericMethod, .spyOfParameter(name: ""), .spyOfOpaqueResult,
    .spyOfNoncopyable(type: ""), .spyOfClassMember, .spyOfUnknownSuperclass(name: ""),
  ]

  /// The table, in Markdown: a group's heading, then its shapes.
  ///
  /// What `--supported` prints and GeneratingMocks.md shows.
  static var table: String {
    Group.allCases.map { group in
      "**\(group.heading)**\n\n"
        + all.filter { $0.group == group }.map { "- \($0.shape)" }.joined(separator: "\n")
    }.joined(separator: "\n\n")
  }
}
