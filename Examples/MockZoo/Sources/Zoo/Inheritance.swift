// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Protocols that refine others: in the same file, in other files, in other modules.
public import ZooBase

public protocol Parent { func parentCall() -> Int }
public protocol Child: Parent { func childCall() }
public protocol Grandchild: Child { var depth: Int { get } }
public protocol LeftParent: Parent { func left() }
public protocol RightParent: Parent { func right() }
public protocol Diamond: LeftParent, RightParent {}
public protocol RestatesParent: Parent { func parentCall() -> Int }
public protocol AddsASetter: ZooBase.Named { var name: String { get set } }
public protocol RefinesOtherModule: Instrument { func flush() }
public protocol TracerLike: Instrument {
  associatedtype Span: ZooBase.Span
  func startSpan(_ operationName: String, baggage: Baggage) -> Span
  func activeSpan() -> (any ZooBase.Span)?
}
public protocol UsesOtherModulesDefault: Runner { func name() -> String }
public protocol ClassOnly: AnyObject { func attach(to other: Self) }
public typealias ParentAndSendable = Parent & Sendable
public protocol RefinesComposition: ParentAndSendable { func extra() }
public protocol RefinesFromAnotherFile: DispatchingParent { func local() }

// console-kit's CommandGroup: a refinement requires a parent's property again with another type,
// and gives the parent's a default. A class declares one `commands`: the one without a default.
public protocol AnyHandler {}
public protocol AnyAsyncHandler {}
public protocol AsyncHandlerGroup {
  var handlers: [String: any AnyAsyncHandler] { get }
  var fallback: (any AnyAsyncHandler)? { get }
}
extension AsyncHandlerGroup {
  public var fallback: (any AnyAsyncHandler)? { nil }
}
public protocol HandlerGroup: AsyncHandlerGroup {
  var handlers: [String: any AnyHandler] { get }
  var fallback: (any AnyHandler)? { get }
}
extension HandlerGroup {
  public var fallback: (any AnyHandler)? { nil }
  public var handlers: [String: any AnyAsyncHandler] { [:] }
}
// The other way round: the refinement's own property of the parent's name has the default.
public protocol ListsCodes { var codes: [Int] { get } }
public protocol ListsNamedCodes: ListsCodes { var codes: [String] { get } }
extension ListsNamedCodes {
  public var codes: [String] { [] }
}

/// Types named like one of ZooBase's (`Logger`, which Zoo's own code means by the name) and
/// like one of Mockery's (`Stubbing`): a mock's file imports all three modules.
public struct Logger: Sendable {
  public var label: String
  public init(label: String) { self.label = label }
}

public struct Stubbing: Sendable {
  public var name: String
  public init(name: String) { self.name = name }
}

public protocol Tracker {
  func track(_ baggage: Baggage, logger: Logger, stubbing: Stubbing) -> Logger
  var plain: ZooBase.Logger { get }
}
