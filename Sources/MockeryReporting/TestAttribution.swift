/// The test a failure belongs to, noted where the test set something up, such as a mock.
///
/// A mocked call can fail long after its test created the mock, on a thread or in a
/// `Task.detached` that the test framework cannot link to the test. The attribution lets such a
/// failure still be recorded in its test while the test's mock scope is open, or else name the
/// test when it fails the run.
public struct TestAttribution: Sendable, Equatable {
  /// The test, or nil outside any test.
  package let test: TestIdentity?
  /// The open mock scope's inbox, where failures from outside the test's task wait for it.
  package let inbox: FailureInbox?

  init(test: TestIdentity?, inbox: FailureInbox?) {
    self.test = test
    self.inbox = inbox
  }

  /// The test's name as its framework shows it, or nil outside any test.
  public var testName: String? { test?.name }

  /// The test running the current task or thread, with its mock scope's inbox if one is open.
  public static var current: TestAttribution {
    if let overridden { return overridden }
    let inbox = FailureInbox.current
    let test = SwiftTestingAdapter.currentTest ?? inbox?.test ?? XCTestAdapter.currentTest
    return TestAttribution(test: test, inbox: inbox)
  }

  /// No test: for what is made outside any test on purpose, such as the instance a scoped mock
  /// shares among uses without a scope.
  package static let none = TestAttribution(test: nil, inbox: nil)

  /// Runs `body` with ``current`` set to `attribution`, so that what it creates belongs there.
  package static func withAttribution<Result>(
    _ attribution: TestAttribution, _ body: () throws -> Result
  ) rethrows -> Result {
    try $overridden.withValue(attribution, operation: body)
  }

  @TaskLocal private static var overridden: TestAttribution?

  /// Runs user code on behalf of what was noted with `noted`, such as a stub's closure run for a
  /// mock: where the context knows no test (a `Task.detached`, a thread of its own), failures
  /// the code reports go where the owner's own failures go.
  @usableFromInline
  package static func onBehalf<Result>(
    of noted: TestAttribution, _ body: () throws -> Result
  ) rethrows -> Result {
    guard needsOverride(by: noted) else { return try body() }
    return try $overridden.withValue(noted, operation: body)
  }

  /// Runs asynchronous user code on behalf of what was noted with `noted`.
  package static func onBehalf<Result>(
    of noted: TestAttribution,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    guard needsOverride(by: noted) else { return try await body() }
    return try await $overridden.withValue(noted, operation: body, isolation: isolation)
  }

  /// Whether failures reported here would miss the test `noted` knows: the context knows none
  /// itself, and nothing is overriding it already.
  private static func needsOverride(by noted: TestAttribution) -> Bool {
    guard noted.test != nil || noted.inbox != nil, overridden == nil else { return false }
    return SwiftTestingAdapter.currentTest == nil && FailureInbox.current == nil
  }

  /// The attribution a failure is routed with: the reporting context's when it knows the test
  /// (a Swift Testing test's task, or a mock scope entered with `MockScope.run`), else the one
  /// noted when the failing thing was made, else what the context knows.
  static func resolving(_ noted: TestAttribution?) -> TestAttribution {
    let current = TestAttribution.current
    if SwiftTestingAdapter.currentTest != nil || current.inbox != nil { return current }
    guard let noted, noted.test != nil || noted.inbox != nil else { return current }
    return noted
  }

  /// Two attributions are equal when they name the same test and scope.
  public static func == (lhs: TestAttribution, rhs: TestAttribution) -> Bool {
    lhs.test == rhs.test && lhs.inbox === rhs.inbox
  }
}

/// One run of one test: its name for messages, and a key no other test shares.
package struct TestIdentity: Sendable, Hashable {
  /// Which framework runs the test, and how it tells runs apart.
  package enum Run: Sendable, Hashable {
    /// A Swift Testing test, by its `Test.ID`.
    case swiftTesting(id: String)
    /// An XCTest test case, by the order it started in: XCTest runs one at a time.
    case xcTest(serial: Int)
  }

  /// The name as messages write it: `ScopedMockTests/stampsTheTime()` or `WeatherTests.testRefresh`.
  package let name: String
  package let run: Run

  package init(name: String, run: Run) {
    self.name = name
    self.run = run
  }
}
