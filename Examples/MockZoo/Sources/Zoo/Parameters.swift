// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Parameters that need care.
public import Foundation

public protocol InoutParameter { func normalize(_ text: inout String) }
public protocol TwoInoutParameters { func swap(_ a: inout Int, _ b: inout Int) }
public protocol InoutBesideResult { func next(_ state: inout Int) -> Bool }
public protocol InoutAfterOthers { func append(_ suffix: String, to text: inout String) }
public protocol VariadicParameter { func log(_ messages: String...) }
public protocol VariadicBesideOthers {
  func sum(_ base: Int, _ values: Int..., scale: Double) -> Double
}
public protocol EscapingClosure {
  func fetch(_ id: Int, completion: @escaping @Sendable (Result<Forecast, ZooError>) -> Void)
}
public protocol OptionalClosure { func observe(_ handler: ((Int) -> Void)?) }
public protocol FedClosure { func forEachDay(_ body: (String) -> Void) }
public protocol NonEscapingOtherShape {
  func transform(_ value: Int, using body: (Int) -> String) -> String
}
public protocol ThrowingNonEscaping { func each(_ body: (Int) throws -> Void) rethrows }
public protocol AutoclosureParameter { func log(_ message: @autoclosure () -> String) }
public protocol EscapingAutoclosure {
  func later(_ value: @autoclosure @escaping @Sendable () -> Int)
}
public protocol ThrowingAutoclosure {
  func check(_ condition: @autoclosure () throws -> Bool) rethrows
}
public protocol BorrowingParameter { func inspect(_ data: borrowing Data) -> Int }
public protocol ConsumingParameter { func keep(_ data: consuming Data) }
public protocol SendingParameter { func hand(_ value: sending NSObject) -> sending NSObject }
public protocol IsolatedParameter { func run(on actor: isolated any Actor) }
public protocol TupleParameter { func span(of pair: (Int, String)) -> Int }
public protocol OpaqueParameter { func total(_ values: some Collection<Int>) -> Int }
public protocol OpaqueInsideAnotherType { func take(_ shapes: [some Shape]) }
public protocol OpaqueNamedLikeItsConstraint { func handle(loop: some Loop) }
public protocol SendableAsyncClosure {
  func subscribe(_ handler: @escaping @Sendable (Int) async -> Void)
}
public protocol NonEscapingAsyncClosure { func each(_ body: (Int) async -> Void) async }
public protocol MainActorClosure { func onMain(_ body: @escaping @MainActor () -> Void) }
public protocol IsolatedAnyClosure {
  func spawn(_ body: @escaping @isolated(any) @Sendable () async -> Void)
}
public protocol ClosureTakingClosure {
  func chain(_ body: @escaping @Sendable (@escaping @Sendable (Int) -> Void) -> Void)
}
public protocol AsyncThrowingClosureResult {
  func withRetry<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) async throws -> T
}
