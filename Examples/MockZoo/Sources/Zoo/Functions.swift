// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, NoVoidReturnOnFunctionSignature

// Functions of every shape and effect.
public import Foundation

public protocol PlainCall { func ping() }
public protocol ValueReturning { func answer() -> Int }
public protocol TwoArguments { func move(from: Int, to: Int) -> Bool }
public protocol UnnamedArgument { func send(_: Int, to: String) }
public protocol ThrowingCall { func load(_ key: String) throws -> Data }
public protocol TypedThrowingCall { func parse(_ data: Data) throws(ZooError) -> Forecast }
public protocol AsyncCall { func refresh() async }
public protocol AsyncThrowingCall { func fetch(_ id: Int) async throws -> Forecast }
public protocol AsyncTypedThrowingCall { func fetch(_ id: Int) async throws(ZooError) -> Int }
public protocol TupleReturning { func bounds() -> (low: Int, high: Int) }
public protocol OptionalReturning { func find(_ name: String) -> Forecast? }
public protocol ClosureReturning { func makeHandler() -> @Sendable (Int) -> String }
public protocol DiscardableResult {
  @discardableResult func record(_ value: Int) -> Bool
}
public protocol MutatingCall { mutating func advance() -> Int }
public protocol VoidTupleReturning { func nothing() -> () }
public protocol NestedCollections {
  func group(_ values: [[String: [Int]]]) -> [String: Set<Int>]
}
public protocol MetatypeArgument { func register(_ type: any Shape.Type, named: String) }
public protocol ExistentialArgument { func draw(_ shape: any Shape) -> Double }
public protocol ResultReturning { func outcome() -> Result<Int, ZooError> }
public protocol DataReturningAsync { func download(_ url: URL) async throws -> Data }
/// `throws(Never)`, which a call need not `try`: its mock once wrote `try calls.never()`, which
/// warns "no calls to throwing functions occur within 'try' expression".
public protocol NeverThrowing {
  func never() throws(Never) -> Int
  func later() async throws(Never) -> String
}
