/// Which test a failure reported now would go to, told apart cheaply: for what a mocked call
/// must know on every repetition of a mistake, such as whether it was reported in this test.
///
/// ``TestAttribution/current`` names the test, which costs Swift Testing about two
/// microseconds; this asks, in order of cost, for the task's mock scope, the running XCTest test
/// and the Swift Testing test, and names none of them.
@usableFromInline
package enum TestKey: Hashable, Sendable {
  /// The outermost open mock scope of the task: one per test, and per case of a parameterized
  /// test.
  case scope(ObjectIdentifier)
  /// The XCTest test running, by the order it started in.
  case xcTest(serial: Int)
  /// The Swift Testing test of the task, by a number given to its ID.
  ///
  /// A number, not the `Test.ID`: an enum holding a type of another module's resilient layout
  /// is copied and compared through the runtime, which cost more than the rest of a repeated
  /// miss.
  case swiftTesting(Int)
  /// No test: outside any test, in a `Task.detached` or a thread of its own.
  case none

  /// The key of the test a failure reported now goes to, or `noted`'s where the context knows
  /// none (a `Task.detached`, a thread of its own), as routing does.
  @usableFromInline
  package static func current(orNoted noted: @autoclosure () -> TestAttribution) -> TestKey {
    if let key = scopeKey(FailureInbox.current) { return key }
    if case .xcTest(let serial)? = XCTestAdapter.currentTest?.run { return .xcTest(serial: serial) }
    if let test = SwiftTestingAdapter.currentTestNumber { return .swiftTesting(test) }
    let noted = noted()
    if let key = scopeKey(noted.inbox) { return key }
    switch noted.test?.run {
    case .xcTest(let serial)?: return .xcTest(serial: serial)
    case .swiftTesting, nil: return .none
    }
  }

  private static func scopeKey(_ inbox: FailureInbox?) -> TestKey? {
    guard var outermost = inbox else { return nil }
    while let parent = outermost.parent { outermost = parent }
    return .scope(ObjectIdentifier(outermost))
  }
}
