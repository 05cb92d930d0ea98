/// The end of the current test, for what must happen when it ends: the mock scope of the current
/// task if it has one, else the XCTest test running.
///
/// Swift Testing tells no one when a test without a scope ends, so there, nothing happens at its
/// end: give the test the `.mockScope` trait where that matters.
enum TestEnd {
  /// Runs `action` when the current mock scope ends, or else the running XCTest test, in time to
  /// report failures in the test; returns false if nothing tells when that is.
  @discardableResult
  static func atEnd(_ action: @escaping @Sendable () -> Void) -> Bool {
    if let scope = MockScope.current { return scope.atEnd(action) }
    return XCTestAdapter.atEndOfCurrentTest(action)
  }

  /// Which end ``afterTest(_:)`` would register with, to register there once; nil for none.
  static var whole: AnyHashable? {
    if let scope = MockScope.current { return ObjectIdentifier(scope.root) }
    return XCTestAdapter.currentTest
  }

  /// Runs `action` once the whole test is over, to clean up what it left, such as its stubs.
  ///
  /// That is when its outermost mock scope ends, or after an XCTest test's `tearDown`.
  @discardableResult
  static func afterTest(_ action: @escaping @Sendable () -> Void) -> Bool {
    if let scope = MockScope.current { return scope.root.atEnd(action) }
    return XCTestAdapter.afterCurrentTest(action)
  }
}
