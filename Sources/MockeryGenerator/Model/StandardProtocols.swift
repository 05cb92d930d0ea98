/// The protocols of the standard library and Foundation that real protocols refine, with the
/// requirements a mock must witness and how it witnesses them.
///
/// A protocol's graph names its parents of other modules but not their requirements. For the
/// modules of a package the plugin adds their graphs; the standard library's graph is 48 MB and
/// takes seconds to extract and read (see `Benchmarks/README.md`), for the dozen protocols real
/// code refines, whose requirements never change and whose best witnesses in a mock are not the
/// usual ones: a mock is equal only to itself, hashes by identity, and runs the jobs an executor
/// is given. So they are written down here, once.
struct StandardProtocol: Sendable {
  /// The protocol's USRs: Foundation's differ between Linux and Apple's platforms.
  var identifiers: [String]
  /// Its name as messages write it: `Swift.Equatable`.
  var name: String
  /// The module a mock's file imports for it, if it is not the standard library.
  var module: String? = nil
  /// The USRs of the standard protocols it refines.
  var parents: [String] = []
  /// Its associated types, which a mock makes its generic parameters unless the protocol
  /// fixes them.
  var associatedTypes: [AssociatedType] = []
  /// Associated types a default implementation fixes for any class unless the protocol does.
  ///
  /// `Identifiable.ID` of a class is `ObjectIdentifier`: requirements that mention it are left
  /// to that default.
  var inferredForClasses: Set<String> = []
  /// The requirements a mock witnesses.
  var requirements: [Requirement] = []
  /// Associated types the mock's witnesses fix to types of their own, which a refinement
  /// cannot constrain further: `Sequence.Iterator` is an `IndexingIterator`.
  var fixedAssociatedTypes: [String] = []
  /// The class a mock subclasses to conform: `NSObject` for `NSObjectProtocol`.
  var superclass: String? = nil
  /// Whether a mock can conform only through a refinement that witnesses more: `Executor`'s
  /// jobs can be run by a `SerialExecutor` mock, not by a plain one.
  var onlyThroughRefinement = false

  /// Whether only classes may conform.
  var isClassBound: Bool {
    superclass != nil || identifiers.contains { ["s:ScF", "s:Scf", "s:Sch"].contains($0) }
  }

  /// One requirement and how a mock witnesses it.
  struct Requirement: Sendable {
    var kind: Member.Kind
    /// The requirement as the compiler prints it.
    var declaration: String
    var title: String
    /// Nil for the usual recorder.
    var witness: ConventionalWitness?
    var availability: [String] = []
  }

  /// The protocols, by USR.
  static let byIdentifier: [String: StandardProtocol] = {
    var table: [String: StandardProtocol] = [:]
    for entry in all {
      for identifier in entry.identifiers { table[identifier] = entry }
    }
    return table
  }()

  /// Conformances that say nothing a mock must witness, or that the mock's kind provides.
  static let silent: Set<String> = [
    "s:s8SendableP", "s:s16SendableMetatypeP", "s:s8CopyableP", "s:s9EscapableP",
    "s:s15BitwiseCopyableP", "s:ScA",
  ]

  /// `Actor`, whose mocks are actors.
  static let actor = "s:ScA"
  /// `Decodable`, whose `init(from:)` a class must mark `required`.
  static let decodable = "s:Se"

  /// ExecutorJob is in the standard library since Swift 5.9.
  private static let executorJobAvailability = [
    "@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)"
  ]

  static let all: [StandardProtocol] = [
    StandardProtocol(
      identifiers: ["s:SQ"], name: "Swift.Equatable",
      requirements: [
        Requirement(
          kind: .operator, declaration: "static func == (lhs: Self, rhs: Self) -> Bool",
          title: "==(_:_:)", witness: .identityEquality)
      ]),
    StandardProtocol(
      identifiers: ["s:SH"], name: "Swift.Hashable", parents: ["s:SQ"],
      requirements: [
        Requirement(
          kind: .method, declaration: "func hash(into hasher: inout Hasher)",
          title: "hash(into:)", witness: .identityHashing)
      ]),
    StandardProtocol(
      identifiers: ["s:SL"], name: "Swift.Comparable", parents: ["s:SQ"],
      requirements: [
        Requirement(
          kind: .operator, declaration: "static func < (lhs: Self, rhs: Self) -> Bool",
          title: "<(_:_:)", witness: .identityOrdering)
      ]),
    StandardProtocol(
      identifiers: ["s:SY"], name: "Swift.RawRepresentable",
      associatedTypes: [AssociatedType(name: "RawValue", inheritance: [], whereClause: [])],
      requirements: [
        Requirement(
          kind: .initializer, declaration: "init?(rawValue: Self.RawValue)",
          title: "init(rawValue:)", witness: .settingRawValue),
        Requirement(
          kind: .property, declaration: "var rawValue: Self.RawValue { get }",
          title: "rawValue"),
      ]),
    StandardProtocol(
      identifiers: ["s:s12CaseIterableP"], name: "Swift.CaseIterable",
      requirements: [
        Requirement(
          kind: .property, declaration: "static var allCases: [Self] { get }", title: "allCases")
      ]),
    StandardProtocol(
      identifiers: ["s:s23CustomStringConvertibleP"], name: "Swift.CustomStringConvertible",
      requirements: [
        Requirement(
          kind: .property, declaration: "var description: String { get }", title: "description",
          witness: .recordedTypeName)
      ]),
    StandardProtocol(
      identifiers: ["s:s28CustomDebugStringConvertibleP"],
      name: "Swift.CustomDebugStringConvertible",
      requirements: [
        Requirement(
          kind: .property, declaration: "var debugDescription: String { get }",
          title: "debugDescription", witness: .recordedTypeName)
      ]),
    StandardProtocol(
      identifiers: ["s:s25LosslessStringConvertibleP"], name: "Swift.LosslessStringConvertible",
      parents: ["s:s23CustomStringConvertibleP"],
      requirements: [
        Requirement(
          kind: .initializer, declaration: "init?(_ description: String)", title: "init(_:)",
          witness: .settingDescription)
      ]),
    StandardProtocol(
      identifiers: ["s:s12IdentifiableP"], name: "Swift.Identifiable",
      associatedTypes: [AssociatedType(name: "ID", inheritance: ["Hashable"], whereClause: [])],
      inferredForClasses: ["ID"],
      requirements: [
        Requirement(kind: .property, declaration: "var id: Self.ID { get }", title: "id")
      ]),
    StandardProtocol(identifiers: ["s:s5ErrorP"], name: "Swift.Error"),
    StandardProtocol(
      identifiers: [
        "s:20FoundationEssentials14LocalizedErrorP", "s:10Foundation14LocalizedErrorP",
      ],
      name: "Foundation.LocalizedError", module: "Foundation", parents: ["s:s5ErrorP"]),
    StandardProtocol(
      identifiers: ["s:10Foundation13CustomNSErrorP"], name: "Foundation.CustomNSError",
      module: "Foundation", parents: ["s:s5ErrorP"]),
    StandardProtocol(
      identifiers: ["s:SE"], name: "Swift.Encodable",
      requirements: [
        Requirement(
          kind: .method, declaration: "func encode(to encoder: any Encoder) throws",
          title: "encode(to:)")
      ]),
    StandardProtocol(
      identifiers: ["s:Se"], name: "Swift.Decodable",
      requirements: [
        Requirement(
          kind: .initializer, declaration: "init(from decoder: any Decoder) throws",
          title: "init(from:)")
      ]),
    StandardProtocol(
      identifiers: ["s:ST"], name: "Swift.Sequence",
      associatedTypes: [AssociatedType(name: "Element", inheritance: [], whereClause: [])],
      requirements: [
        Requirement(
          kind: .method,
          declaration: "func makeIterator() -> IndexingIterator<[Self.Element]>",
          title: "makeIterator()",
          witness: .iteratingRecordedElements)
      ], fixedAssociatedTypes: ["Iterator"]),
    StandardProtocol(
      identifiers: ["s:St"], name: "Swift.IteratorProtocol",
      associatedTypes: [AssociatedType(name: "Element", inheritance: [], whereClause: [])],
      requirements: [
        Requirement(kind: .method, declaration: "func next() -> Self.Element?", title: "next()")
      ]),
    StandardProtocol(
      identifiers: ["s:Sci"], name: "_Concurrency.AsyncSequence",
      associatedTypes: [AssociatedType(name: "Element", inheritance: [], whereClause: [])],
      requirements: [
        Requirement(
          kind: .method,
          declaration: "func makeAsyncIterator() -> AsyncStream<Self.Element>.Iterator",
          title: "makeAsyncIterator()",
          witness: .iteratingRecordedElementsAsynchronously)
      ], fixedAssociatedTypes: ["AsyncIterator"]),
    StandardProtocol(
      identifiers: ["s:ScI"], name: "_Concurrency.AsyncIteratorProtocol",
      associatedTypes: [AssociatedType(name: "Element", inheritance: [], whereClause: [])],
      requirements: [
        Requirement(
          kind: .method, declaration: "func next() async throws -> Self.Element?", title: "next()")
      ]),
    StandardProtocol(
      identifiers: ["s:ScF"], name: "_Concurrency.Executor", onlyThroughRefinement: true),
    StandardProtocol(
      identifiers: ["s:Scf"], name: "_Concurrency.SerialExecutor", parents: ["s:ScF"],
      requirements: [
        Requirement(
          kind: .method, declaration: "func enqueue(_ job: consuming ExecutorJob)",
          title: "enqueue(_:)",
          witness: .runningJobsSerially,
          availability: executorJobAvailability)
      ]),
    StandardProtocol(
      identifiers: ["s:Sch"], name: "_Concurrency.TaskExecutor", parents: ["s:ScF"],
      requirements: [
        Requirement(
          kind: .method, declaration: "func enqueue(_ job: consuming ExecutorJob)",
          title: "enqueue(_:)",
          witness: .runningJobsOnTasks,
          availability: [
            "@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)"
          ])
      ]),
    StandardProtocol(
      identifiers: [
        "s:s20TextOutputStreamableP"
      ], name: "Swift.TextOutputStreamable",
      requirements: [
        Requirement(
          kind: .method,
          declaration:
            "func write<Target>(to target: inout Target) where Target : TextOutputStream",
          title: "write(to:)")
      ]),
    StandardProtocol(
      identifiers: ["s:10Foundation16NSObjectProtocolP", "c:objc(pl)NSObject"],
      name: "Foundation.NSObjectProtocol", module: "Foundation", superclass: "NSObject"),
  ]

  /// The standard protocols `NSObject` conforms to, whose requirements a mock that subclasses
  /// it inherits.
  static let conformancesOfNSObject: Set<String> = [
    "s:SQ", "s:SH", "s:s23CustomStringConvertibleP", "s:s28CustomDebugStringConvertibleP",
    "s:10Foundation16NSObjectProtocolP", "c:objc(pl)NSObject",
  ]
}
