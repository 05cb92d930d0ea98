/// One test's mocks and what belongs to them: scoped mocks' instances, expectations to check at
/// the end, and failures reported from outside the test's task, recorded in the test at the end.
///
/// Give a test a scope with the `.mockScope` or `.verifiesExpectations` trait in Swift Testing,
/// or with ``withMockScope(_:_:)`` or ``withExpectationsVerified(_:)-(()->Result)``
/// around `invokeTest()` in XCTest. The scope is task-local: the test and the tasks it starts see
/// it; `Task.detached` and threads of your own do not, unless you bring it along with
/// ``run(_:)``.
public final class MockScope: Sendable {
  /// The scope of the current task, if any.
  @TaskLocal public static var current: MockScope?

  /// What a scope does beyond giving its test its own scoped mocks and failures.
  public struct Options: OptionSet, Sendable {
    /// The options as bits.
    public let rawValue: Int

    /// Creates options from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Checks, when the scope ends, every expectation declared in it that no
    /// `verifyExpectations` checked, reporting each failure where it was declared.
    public static let verifiesExpectations = Options(rawValue: 1 << 0)

    /// Mockito's strict stubs: stubs that answer nothing, and calls that miss every stub, fail.
    ///
    /// When the test ends, every stub that answered no call is reported where it was made (a
    /// stub made by `expect` answers when its expectation is met), and a stubbed recorder's call
    /// that none of its stubs answers is reported where it is made, as a potential stubbing
    /// problem, even when its result has a default.
    public static let strictStubs = Options(rawValue: 1 << 1)

    /// Calls that match none of their recorder's stubs answered as unstubbed calls are, without
    /// failing the test: for a test that stubs some arguments of a requirement and means the
    /// others to get its result's default.
    ///
    /// Without it, a mock's call of a stubbed recorder that matches none of its stubs fails the
    /// test where the nearest stub was made, naming each stub and the argument it missed. A stub
    /// made with `lenient()` is lenient on its own. Strict stubs win over it.
    public static let lenient = Options(rawValue: 1 << 2)

    /// Every mock created in the scope strict, as ``strict(_:fileID:filePath:line:column:)``
    /// makes one: a call no stub or expectation covers fails the test, even one its result's
    /// default would answer.
    ///
    /// Not spies: a spy's call no stub covers runs the real implementation, which is what a spy
    /// is for, so the suites of a strict default can spy too. `strict(spy)` makes a spy strict.
    public static let strictMocks = Options(rawValue: 1 << 3)
  }

  let parent: MockScope?
  let inbox: FailureInbox
  /// What the scope was asked to do; see ``Options``.
  public let options: Options
  /// What the scope does: its own options and those of every scope around it.
  ///
  /// Scopes nest when
  /// a suite's trait and a test's both give one, when a test has two such traits, or when a
  /// test opens a scope of its own: an option any of them asks for applies to the test,
  /// whatever the order.
  public let effectiveOptions: Options
  var verifiesExpectations: Bool { options.contains(.verifiesExpectations) }
  private let instances = Locked<[ObjectIdentifier: any Sendable]>([:])
  private let expectationChecks = Locked<[@Sendable () -> Void]>([])
  private let endActions = Locked<[@Sendable () -> Void]?>([])
  /// Recorders created in the scope under strict stubs, to name those called with no stub when
  /// a stub goes unused; released when the scope ends.
  private let watched = Locked<[any WatchedRecorder]>([])

  init(options: Options) {
    let parent = MockScope.current
    self.parent = parent
    self.inbox = FailureInbox(
      test: TestAttribution.current.test ?? parent?.inbox.test, parent: parent?.inbox)
    self.options = options
    self.effectiveOptions = options.union(parent?.effectiveOptions ?? [])
  }

  /// Runs `body` in this scope, as the task that opened it does: for a `Task.detached` or a
  /// thread of your own that should see this test's scoped mocks.
  ///
  /// ```swift
  /// let scope = MockScope.current
  /// Task.detached { scope?.run { ClockMock.now() } ?? ClockMock.now() }
  /// ```
  public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    try MockScope.$current.withValue(self) {
      try FailureInbox.$current.withValue(inbox, operation: body)
    }
  }

  /// Runs the asynchronous `body` in this scope.
  public func run<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await MockScope.$current.withValue(
      self,
      operation: {
        try await FailureInbox.$current.withValue(inbox, operation: body, isolation: isolation)
      }, isolation: isolation)
  }

  /// The instance of `mock` for this scope, made on first use.
  ///
  /// The factory runs outside the lock: it may use other scoped mocks, or this one.
  func instance<Mocks>(of mock: ScopedMock<Mocks>) -> Mocks {
    let key = ObjectIdentifier(mock)
    // Keyed by the scoped mock itself, so the instance found is of its type.
    if let existing = instances.withLock({ $0[key] }) { return existing as! Mocks }
    let made = run { mock.make() }
    // If another task made one meanwhile, the first stored wins, so every user sees one instance.
    return instances.withLock { instances in
      if let existing = instances[key] { return existing as! Mocks }
      instances[key] = made
      return made
    }
  }

  /// The outermost scope of the test, this one if it has no parent.
  var root: MockScope { parent?.root ?? self }

  /// Runs `action` when the scope ends, before its failures are recorded; false once it has.
  func atEnd(_ action: @escaping @Sendable () -> Void) -> Bool {
    endActions.withLock { actions in
      guard actions != nil else { return false }
      actions?.append(action)
      return true
    }
  }

  /// Keeps `recorder` until the scope ends, for ``requirementsCalledWithoutStubs()``.
  func watch(_ recorder: any WatchedRecorder) {
    watched.withLock { $0.append(recorder) }
  }

  /// The requirements of the scope's recorders that were called and have no stub, each once, in
  /// the order their recorders were made.
  func requirementsCalledWithoutStubs() -> [String] {
    var seen = Set<String>()
    return watched.withLock { $0 }.compactMap(\.calledWithoutStubs).filter {
      seen.insert($0).inserted
    }
  }

  /// Registers an expectation's check with the nearest scope that checks expectations.
  func registerExpectation(_ check: @escaping @Sendable () -> Void) {
    guard verifiesExpectations else {
      parent?.registerExpectation(check)
      return
    }
    expectationChecks.withLock { $0.append(check) }
  }

  /// Runs `body` in a new scope, and ends the scope when it returns.
  static func open<Result>(options: Options, _ body: () throws -> Result) rethrows -> Result {
    let scope = MockScope(options: options)
    defer { scope.finish() }
    return try scope.run(body)
  }

  /// Runs the asynchronous `body` in a new scope, and ends the scope when it returns.
  static func open<Result>(
    options: Options,
    isolation: isolated (any Actor)?,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    let scope = MockScope(options: options)
    defer { scope.finish() }
    return try await scope.run(isolation: isolation, body)
  }

  /// Ends the scope, from the test's own task: checks its expectations, runs its end actions,
  /// then records the failures reported from outside the task while it was open.
  func finish() {
    if verifiesExpectations {
      for check in expectationChecks.withLock({ $0 }) { check() }
    }
    while let actions = endActions.withLock({ actions -> [@Sendable () -> Void]? in
      guard let pending = actions, !pending.isEmpty else {
        actions = nil
        return nil
      }
      actions = []
      return pending
    }) {
      for action in actions { action() }
    }
    watched.withLock { $0.removeAll() }
    for failure in inbox.close() {
      reportFailure(failure)
    }
  }
}

/// Runs `body` in a new mock scope: scoped mocks get fresh instances, and failures of its mocks
/// reported from other threads or detached tasks are recorded in the test when `body` ends.
///
/// XCTest's counterpart of the `.mockScope` trait; wrap `invokeTest()` once per test class:
///
/// ```swift
/// override func invokeTest() {
///   withMockScope { super.invokeTest() }
/// }
/// ```
///
/// Give it ``MockScope/Options`` for more: `withMockScope(.strictStubs) { … }`.
@discardableResult
public func withMockScope<Result>(
  _ options: MockScope.Options = [],
  _ body: () throws -> Result
) rethrows -> Result {
  try MockScope.open(options: options, body)
}

/// Runs the asynchronous `body` in a new mock scope.
@discardableResult
public func withMockScope<Result>(
  _ options: MockScope.Options = [],
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> Result {
  try await MockScope.open(options: options, isolation: isolation, body)
}

/// Runs `body` in a new mock scope that, when `body` ends, also checks every expectation declared
/// in it that no ``verifyExpectations(_:fileID:filePath:line:column:)-(Any...,_,_,_,_)`` checked, reporting each
/// failure where the expectation was declared.
///
/// XCTest's way to check expectations automatically; wrap `invokeTest()` once per test class:
///
/// ```swift
/// final class WeatherServiceTests: XCTestCase {
///   override func invokeTest() {
///     withExpectationsVerified { super.invokeTest() }
///   }
/// }
/// ```
///
/// In Swift Testing, use the `.verifiesExpectations` trait instead.
@discardableResult
public func withExpectationsVerified<Result>(_ body: () throws -> Result) rethrows -> Result {
  try MockScope.open(options: .verifiesExpectations, body)
}

/// Runs the asynchronous `body` in a new mock scope that also checks its expectations when it
/// ends.
@discardableResult
public func withExpectationsVerified<Result>(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> Result {
  try await MockScope.open(options: .verifiesExpectations, isolation: isolation, body)
}

/// A recorder as a scope of strict stubs keeps it: whether it was called with no stub.
protocol WatchedRecorder: AnyObject, Sendable {
  /// The requirement, if its recorder was called and has no stub.
  var calledWithoutStubs: String? { get }
}
