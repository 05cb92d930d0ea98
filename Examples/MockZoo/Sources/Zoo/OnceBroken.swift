public import Foundation
public import ZooBase

// Shapes that once gave a file that did not compile (issue 28), each now mocked and tested.

/// Typed throws naming the protocol's own associated type.
public protocol FailingSequence {
  associatedtype Failure: Error
  func next() throws(Failure) -> Int
}

/// A typealias of a generic type, as a requirement's type.
public typealias Outcome = Result<Int, Error>

/// A protocol naming type aliases of generic types, this module's and another's.
public protocol OutcomeReporting {
  func report(_ outcome: Outcome)
  func last() -> Outcome
  func lastBase() -> BaseOutcome
  var current: Outcome { get set }
  func fetch() async throws -> Outcome
  func observe(_ handler: @escaping @Sendable (Outcome) -> Void)
  subscript(index: Int) -> Outcome { get }
}

/// The same typealias, in a protocol with an associated type, and one of its own.
public protocol OutcomeStore {
  associatedtype Key: Hashable
  typealias Entry = Result<Key, Error>
  func outcome(for key: Key) -> Outcome
  func entry(for key: Key) -> Entry
}

/// Methods returning functions whose types the file writes with their modules: `Expression`
/// is named like Foundation's.
public protocol ReturnsQualifiedFunctions {
  func transformer() -> (Expression) -> Expression
  func parser() -> @Sendable (String) -> Expression?
  func stamp() -> (Foundation.Date) -> Expression
}
