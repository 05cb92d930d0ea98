/// What `generate-mocks` writes for each shape a protocol takes, and what it does not: the one
/// table `generate-mocks --supported` prints and GeneratingMocks.md shows, word for word.
enum SupportTable {
  /// A shape a protocol takes, and what its mock has for it.
  struct Row: Sendable {
    var shape: String
    var mock: String
  }

  /// What the mock has for each shape.
  static let generated: [Row] = [
    Row(
      shape: "functions, throwing, typed-throwing, `async`",
      mock: "the recorder of its effects, `MockFunction` to `MockAsyncThrowingFunction`, or a "
        + "`CallRecorder` naming the error type"),
    Row(
      shape: "methods with arguments, labelled or not, overloaded or not",
      mock: "beside the recorder, a call form named and labelled as the requirement, taking a "
        + "matcher per argument, `when(calls.charge(amount: 390, token: anything()))`, "
        + "`verify(calls.save(emma))`, and one taking values where every argument's type is "
        + "certainly `Equatable`, `@MainActor` where a type's conformance is isolated to it"),
    Row(
      shape: "`inout` parameters",
      mock: "the value going in recorded, the recorder's answer coming out, unchanged unless "
        + "stubbed"),
    Row(
      shape: "escaping or optional closures",
      mock: "the closure recorded as an argument, for a stub or the test to call"),
    Row(
      shape: "a non-escaping `(Value) -> Void` closure",
      mock: "the closure called with each value the recorder answers"),
    Row(
      shape: "variadic parameters, tuples, `any P`, `String!`",
      mock: "recorded as the array, the tuple, the existential, the optional"),
    Row(
      shape: "generic methods, `some P` parameters, parameter packs",
      mock: "a `MockGenericFunction`, one recorder per specialization, and a call form that "
        + "finds it by the call's types, `calls.value(forKey: \"k\", as: String.self)`, or "
        + "by the type it returns, `calls.make(returning: Int.self)` (none for a parameter "
        + "pack)"),
    Row(
      shape: "results of a type of no default that the module's declarations can make: an "
        + "enum with a case without payload, a struct or class with an initializer of default "
        + "arguments",
      mock: "a recorder with a stand-in, `standIn: { .init(id: \"\", total: 0) }`, made on "
        + "the main actor where its initializer is isolated to it (`mainActorStandIn:`): a "
        + "call nobody stubbed fails its test and returns it, and the run goes on; where the "
        + "call throws, it throws `UnstubbedCallError`"),
    Row(
      shape: "properties, `async` and throwing getters",
      mock: "a `MockProperty`, or a function recorder named after the property"),
    Row(
      shape: "subscripts",
      mock: "a `MockSubscript`, or a `MockGenericFunction` for a generic getter, with a "
        + "subscript of `Calls` as its call form, `calls[setting: \"volume\"]`; a "
        + "`MockGenericSubscript` for a settable generic one, its `getter` and `setter` "
        + "specialized per element type"),
    Row(
      shape: "operators",
      mock: "a static recorder named after their characters: `operatorEqualEqual` for `==`"),
    Row(
      shape: "static requirements",
      mock: "a `ScopedMock`, one per test: the mock is an `enum` if every requirement is static "
        + "and none takes or returns the mock, else it keeps `staticCalls` beside `calls`; a "
        + "generic mock's, `StoreMock<Trip>.staticCalls`, is one per specialization "
        + "(`ScopedMock.shared`)"),
    Row(
      shape: "associated types",
      mock: "a generic mock, `StoreMock<Element, Key>`, primary associated types first; one the "
        + "protocol fixes, `where Element == String`, is a `typealias`"),
    Row(shape: "`Self`", mock: "the mock's own type, which is `final`"),
    Row(shape: "`protocol P: Actor`", mock: "an `actor` mock"),
    Row(
      shape: "`@MainActor` or another global actor, for the protocol, by the module's default, "
        + "or on every requirement",
      mock: "a mock isolated the same way, with `nonisolated` recorders and `init()`"),
    Row(
      shape: "protocols it refines, of its own target, another target or a dependency",
      mock: "their requirements too, their modules imported"),
    Row(
      shape: "`Equatable`, `Hashable`, `Comparable`",
      mock: "identity, unrecorded: a mock equals only itself, and hashes and orders by its "
        + "`ObjectIdentifier`, `nonisolated` in a mock isolated to an actor"),
    Row(
      shape: "`CustomStringConvertible`, `CustomDebugStringConvertible`, "
        + "`LosslessStringConvertible`",
      mock: "a recorded `description` that reads the mock's name until a test sets it"),
    Row(
      shape: "`RawRepresentable`, `Identifiable`, `CaseIterable`",
      mock: "a recorded `rawValue` that `init?(rawValue:)` sets; `id`, the object's identity "
        + "unless the protocol fixes its type; `allCases`"),
    Row(
      shape: "`Sequence`, `IteratorProtocol`, `AsyncSequence`, `AsyncIteratorProtocol`",
      mock: "the elements a recorder answers, none unless stubbed"),
    Row(
      shape: "`Encodable`, `Decodable`, `Error`, `LocalizedError`, `CustomNSError`",
      mock: "recorded `encode(to:)` and `init(from:)`; the rest have defaults"),
    Row(
      shape: "`SerialExecutor`, `TaskExecutor`",
      mock: "a recorded `enqueue(_:)` that runs the job it is given"),
    Row(shape: "`NSObjectProtocol`", mock: "a mock that subclasses `NSObject`"),
    Row(
      shape: "a class it is bound to, `protocol Screen: BaseViewController` or `where Self: "
        + "BaseViewController`, through a parent too",
      mock: "a mock that subclasses the class, as the protocol specializes it, with its "
        + "initializers; what the class implements of the protocol it inherits, unrecorded, and "
        + "it overrides nothing else of the class"),
    Row(
      shape: "deprecated protocols and requirements, or requirements naming deprecated types",
      mock: "a mock, recorders and witnesses deprecated the same way"),
    Row(shape: "internal protocols", mock: "an `@testable import`"),
  ]

  /// Both tables, in Markdown.
  static var markdown: String {
    var lines = ["| The protocol has | The mock has |", "| --- | --- |"]
    lines += generated.map { "| \($0.shape) | \($0.mock) |" }
    return lines.joined(separator: "\n") + "\n\nWhat it cannot generate as that:\n\n"
      + Limitation.table + "\n"
  }
}
