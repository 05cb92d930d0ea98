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

  // MARK: No recorder

  case noncopyableParameter(name: String, type: String)
  case noncopyableResult(type: String)
  case noncopyableProperty(type: String)
  case opaqueInsideAnotherType(name: String)
  case effectfulAutoclosure(name: String)
  case staticRequirementOfGenericMock
  case genericSubscriptSetter

  // MARK: Recorded with a limit

  case autoclosure(name: String)
  case nonEscapingClosure(name: String)
  case fedClosure(name: String)
  case rethrowing
  case inoutBesideResult

  // MARK: Not overridden by a spy

  case spyOfInitializer
  case spyOfSubscript
  case spyOfStoredProperty
  case spyOfSettableProperty
  case spyOfGenericMethod
  case spyOfParameter(name: String)
  case spyOfNoncopyable(type: String)
  case spyOfClassMember

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
    case .staticRequirementOfGenericMock:
      "a generic mock cannot keep static recorders (Swift has no static stored properties in "
        + "generic types)"
    case .genericSubscriptSetter:
      "a generic subscript's setter cannot be recorded by one recorder type"
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
    case .spyOfStoredProperty: "a stored property cannot be overridden with a recording one"
    case .spyOfSettableProperty:
      "a settable property's writes cannot be called through one recorder"
    case .spyOfGenericMethod:
      "a generic method's real implementation cannot be passed as one closure"
    case .spyOfParameter(let name):
      "its parameter `\(name)` cannot be passed on to the real implementation as the recorder "
        + "receives it"
    case .spyOfNoncopyable(let type):
      "it takes or returns the ~Copyable or ~Escapable type \(type), which a recorder cannot keep"
    case .spyOfClassMember:
      "it is a class member, and a spy records the calls made on one object"
    }
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
    case noMock, noRecorder, limited, spy

    /// What the generator does with the shapes of the group.
    var heading: String {
      switch self {
      case .noMock:
        "No mock: the file is not written, and the output says why. Write the mock by hand."
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
    case .unknownParent, .unreadableRequirement, .ambiguousInSelfNamedModule: .noMock
    case .noncopyableParameter, .noncopyableResult, .noncopyableProperty,
      .opaqueInsideAnotherType, .effectfulAutoclosure, .staticRequirementOfGenericMock,
      .genericSubscriptSetter:
      .noRecorder
    case .autoclosure, .nonEscapingClosure, .fedClosure, .rethrowing, .inoutBesideResult:
      .limited
    case .spyOfInitializer, .spyOfSubscript, .spyOfStoredProperty, .spyOfSettableProperty,
      .spyOfGenericMethod, .spyOfParameter, .spyOfNoncopyable, .spyOfClassMember:
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
    case .noncopyableParameter: "A `~Copyable` or `~Escapable` parameter"
    case .noncopyableResult: "A `~Copyable` or `~Escapable` result"
    case .noncopyableProperty: "A property of a `~Copyable` or `~Escapable` type"
    case .opaqueInsideAnotherType: "An opaque type inside another type: `[some P]`"
    case .effectfulAutoclosure: "A throwing or `async` `@autoclosure`"
    case .staticRequirementOfGenericMock: "A static requirement of a protocol with associated types"
    case .genericSubscriptSetter: "A generic subscript's setter"
    case .autoclosure: "An `@autoclosure` that does not escape"
    case .nonEscapingClosure: "A non-escaping closure of any shape but `(Value) -> Void`"
    case .fedClosure: "A non-escaping `(Value) -> Void` closure"
    case .rethrowing: "`rethrows`"
    case .inoutBesideResult:
      "`inout` parameters beside a result of a type other than the standard ones with defaults"
    case .spyOfInitializer: "Initializers and operators"
    case .spyOfSubscript: "Subscripts"
    case .spyOfStoredProperty: "Stored properties"
    case .spyOfSettableProperty: "Settable properties"
    case .spyOfGenericMethod: "Generic methods"
    case .spyOfParameter: "Methods with `inout`, variadic, closure or `some P` parameters"
    case .spyOfNoncopyable: "Methods taking or returning `~Copyable` or `~Escapable` values"
    case .spyOfClassMember: "Overridable class members: `class func`, `class var`"
    }
  }

  /// One of each case, in the table's order.
  static let all: [Limitation] = [
    .unknownParent(names: []), .unreadableRequirement(title: "", reason: ""),
    .ambiguousInSelfNamedModule(names: [""], module: ""),
    .noncopyableParameter(name: "", type: ""), .noncopyableResult(type: ""),
    .noncopyableProperty(type: ""), .opaqueInsideAnotherType(name: ""),
    .effectfulAutoclosure(name: ""), .staticRequirementOfGenericMock, .genericSubscriptSetter,
    .autoclosure(name: ""), .fedClosure(name: ""), .nonEscapingClosure(name: ""), .rethrowing,
    .inoutBesideResult, .spyOfInitializer, .spyOfSubscript, .spyOfStoredProperty,
    .spyOfSettableProperty, .spyOfGenericMethod, .spyOfParameter(name: ""),
    .spyOfNoncopyable(type: ""), .spyOfClassMember,
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
