#if canImport(Testing)
  import Testing

  /// A Swift Testing trait that gives each test a ``MockScope``, and optionally checks its
  /// expectations, or its stubs, when it ends.
  ///
  /// ```swift
  /// @Test(.mockScope) func stampsTheTime() { … }
  /// @Test(.verifiesExpectations) func initStartsTheTimer() { … }
  /// @Test(.mockScope(.strictStubs)) func refreshUsesEveryStub() { … }
  /// @Suite(.mockScope) struct ClockTests { … }   // every test in the suite
  /// ```
  ///
  /// In the scope, scoped mocks get the test's own instances, and failures of the test's mocks
  /// reported from detached tasks or other threads are recorded in the test when it ends.
  public struct MockScopeTrait: TestTrait, SuiteTrait, TestScoping {
    /// What the scope does; see ``MockScope/Options``.
    public let options: MockScope.Options

    /// Applies to every test of a suite the trait is on.
    public var isRecursive: Bool { true }

    /// Scopes each test case, not the suite as a whole.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
      testCase == nil ? nil : self
    }

    /// Runs the test in its own mock scope.
    public func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      try await withMockScope(options) { try await function() }
    }
  }

  extension Trait where Self == MockScopeTrait {
    /// Gives each test its own mock scope.
    ///
    /// See ``MockScopeTrait``.
    public static var mockScope: Self { Self(options: []) }

    /// Gives each test its own mock scope, which does what `options` say: `.strictStubs`,
    /// `.verifiesExpectations`.
    ///
    /// See ``MockScope/Options``.
    public static func mockScope(_ options: MockScope.Options) -> Self { Self(options: options) }

    /// Gives each test its own mock scope and checks its expectations when it ends.
    ///
    /// Every expectation declared with `expect` that no `verifyExpectations` checked is checked
    /// then, and its failure reported where it was declared.
    public static var verifiesExpectations: Self { Self(options: .verifiesExpectations) }
  }
#endif
