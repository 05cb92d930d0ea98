#if canImport(Testing)
  import Testing

  /// A Swift Testing trait that checks each test's expectations when it ends.
  ///
  /// Every expectation declared with `expect` that no `verifyExpectations` checked is checked
  /// then, and its failure reported where it was declared.
  ///
  /// ```swift
  /// @Test(.verifiesExpectations) func initStartsTheTimer() {
  ///   let service = WeatherServiceSpy.expecting { $0.calls.startTimer.expect() }
  /// }
  /// ```
  ///
  /// On a suite, it applies to every test in it.
  public struct VerifiesExpectationsTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite the trait is on.
    public var isRecursive: Bool { true }

    /// Scopes each test case, not the suite as a whole.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
      testCase == nil ? nil : self
    }

    /// Runs the test, then checks its expectations.
    public func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      try await withExpectationsVerified { try await function() }
    }
  }

  extension Trait where Self == VerifiesExpectationsTrait {
    /// Checks each test's expectations when it ends.
    ///
    /// See ``VerifiesExpectationsTrait``.
    public static var verifiesExpectations: Self { Self() }
  }
#endif
