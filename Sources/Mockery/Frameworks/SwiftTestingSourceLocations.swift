// The entry points a test or a helper calls to verify, expect or stub, taking a Swift Testing
// `SourceLocation` where the others take `fileID`, `filePath`, `line` and `column`: a helper
// written in Swift Testing's style receives `sourceLocation: SourceLocation = #_sourceLocation`
// and passes it on, and the failure lands at the helper's caller.
#if canImport(Testing)
  import Testing

  extension CallRecorder {
    /// Verifies calls whose arguments match `matchers`, reporting a failure at
    /// `sourceLocation`.
    ///
    /// ```swift
    /// func expectFetched(
    ///   _ zipcode: String, by fetcher: WeatherFetchingMock,
    ///   sourceLocation: SourceLocation = #_sourceLocation
    /// ) {
    ///   fetcher.calls.conditions.verify(zipcode, sourceLocation: sourceLocation)
    /// }
    /// ```
    @discardableResult
    public func verify(
      _ matchers: repeat Matcher<each Arg>, times: CallCount = .once,
      sourceLocation: SourceLocation
    ) -> Bool {
      store.check(
        Self.pattern(repeat each matchers), times: times, at: CallSite(sourceLocation))
    }

    /// Verifies calls whose arguments equal `values`, reporting a failure at `sourceLocation`.
    @discardableResult
    @_disfavoredOverload
    public func verify(
      _ values: repeat each Arg, times: CallCount = .once, sourceLocation: SourceLocation
    ) -> Bool where repeat each Arg: Equatable & SendableMetatype {
      store.check(
        Self.pattern(equalTo: repeat each values), times: times, at: CallSite(sourceLocation))
    }

    /// Verifies the number of calls with any arguments, reporting a failure at
    /// `sourceLocation`.
    @discardableResult
    public func verifyCalled(times: CallCount = .once, sourceLocation: SourceLocation) -> Bool {
      store.check(.anyArguments, times: times, at: CallSite(sourceLocation))
    }

    /// Verifies the number of calls with any arguments, reporting a failure at
    /// `sourceLocation`: `verifyCalled(times:sourceLocation:)`, in the spelling a recorder
    /// without arguments uses.
    @discardableResult
    @_disfavoredOverload
    public func verify(times: CallCount, sourceLocation: SourceLocation) -> Bool {
      store.check(.anyArguments, times: times, at: CallSite(sourceLocation))
    }

    /// Waits up to `timeout` for calls whose arguments match `matchers`, reporting a failure
    /// at `sourceLocation`.
    @discardableResult
    public func verify(
      _ matchers: repeat Matcher<each Arg>, times: CallCount = .once, within timeout: Duration,
      sourceLocation: SourceLocation
    ) async -> Bool {
      await store.check(
        Self.pattern(repeat each matchers), times: times, within: timeout,
        at: CallSite(sourceLocation))
    }

    /// Waits up to `timeout` for calls whose arguments equal `values`, reporting a failure at
    /// `sourceLocation`.
    @discardableResult
    @_disfavoredOverload
    public func verify(
      _ values: repeat each Arg, times: CallCount = .once, within timeout: Duration,
      sourceLocation: SourceLocation
    ) async -> Bool where repeat each Arg: Equatable & SendableMetatype {
      await store.check(
        Self.pattern(equalTo: repeat each values), times: times, within: timeout,
        at: CallSite(sourceLocation))
    }

    /// Waits up to `timeout` for calls with any arguments, reporting a failure at
    /// `sourceLocation`.
    @discardableResult
    public func verifyCalled(
      times: CallCount = .once, within timeout: Duration, sourceLocation: SourceLocation
    ) async -> Bool {
      await store.check(
        .anyArguments, times: times, within: timeout, at: CallSite(sourceLocation))
    }

    /// Expects calls whose arguments match `matchers`; an expectation not met is reported at
    /// `sourceLocation`.
    @discardableResult
    public func expect(
      _ matchers: repeat Matcher<each Arg>, times: CallCount = .once,
      sourceLocation: SourceLocation
    ) -> Stubbing<repeat each Arg, Result, Effect> {
      Stubbing(
        store: store,
        stub: store.addExpectation(
          Self.pattern(repeat each matchers), times: times, at: CallSite(sourceLocation)))
    }

    /// Expects calls whose arguments equal `values`; an expectation not met is reported at
    /// `sourceLocation`.
    @discardableResult
    @_disfavoredOverload
    public func expect(
      _ values: repeat each Arg, times: CallCount = .once, sourceLocation: SourceLocation
    ) -> Stubbing<repeat each Arg, Result, Effect>
    where repeat each Arg: Equatable & SendableMetatype {
      Stubbing(
        store: store,
        stub: store.addExpectation(
          Self.pattern(equalTo: repeat each values), times: times, at: CallSite(sourceLocation)))
    }

    /// Expects calls with any arguments; an expectation not met is reported at
    /// `sourceLocation`.
    @discardableResult
    public func expectCalled(times: CallCount = .once, sourceLocation: SourceLocation)
      -> Stubbing<repeat each Arg, Result, Effect>
    {
      Stubbing(
        store: store,
        stub: store.addExpectation(.anyArguments, times: times, at: CallSite(sourceLocation)))
    }

    /// Starts a stub for calls whose arguments match `matchers`, made at `sourceLocation`:
    /// where strict stubs report it if no call uses it.
    ///
    /// `function`, as for `when(_:fileID:filePath:line:column:function:)`, tells a stub that
    /// replaces another of the same function, unused, from a fixture's that a test narrows: a
    /// helper passes its caller's on, `function: String = #function`.
    public func when(
      _ matchers: repeat Matcher<each Arg>, sourceLocation: SourceLocation,
      function: String = #function
    ) -> Stubbing<repeat each Arg, Result, Effect> {
      Stubbing(
        store: store,
        stub: store.addStub(
          Self.pattern(repeat each matchers), at: CallSite(sourceLocation), in: function))
    }

    /// Starts a stub for calls whose arguments equal `values`, made at `sourceLocation`.
    @_disfavoredOverload
    public func when(
      _ values: repeat each Arg, sourceLocation: SourceLocation, function: String = #function
    ) -> Stubbing<repeat each Arg, Result, Effect>
    where repeat each Arg: Equatable & SendableMetatype {
      Stubbing(
        store: store,
        stub: store.addStub(
          Self.pattern(equalTo: repeat each values), at: CallSite(sourceLocation), in: function))
    }

    /// Verifies calls whose one argument `matcher` matches, reporting a failure at
    /// `sourceLocation`: the form a closure matcher takes (see `RecorderClosureMatchers.swift`).
    @discardableResult
    @_disfavoredOverload
    public func verify(
      _ matcher: Matcher<(repeat each Arg)>, times: CallCount = .once,
      sourceLocation: SourceLocation
    ) -> Bool {
      store.check(.single(matcher), times: times, at: CallSite(sourceLocation))
    }

    /// Waits up to `timeout` for calls whose one argument `matcher` matches, reporting a failure
    /// at `sourceLocation`: the form a closure matcher takes.
    @discardableResult
    @_disfavoredOverload
    public func verify(
      _ matcher: Matcher<(repeat each Arg)>, times: CallCount = .once, within timeout: Duration,
      sourceLocation: SourceLocation
    ) async -> Bool {
      await store.check(
        .single(matcher), times: times, within: timeout, at: CallSite(sourceLocation))
    }

    /// Expects calls whose one argument `matcher` matches; an expectation not met is reported
    /// at `sourceLocation`: the form a closure matcher takes.
    @discardableResult
    @_disfavoredOverload
    public func expect(
      _ matcher: Matcher<(repeat each Arg)>, times: CallCount = .once,
      sourceLocation: SourceLocation
    ) -> Stubbing<repeat each Arg, Result, Effect> {
      Stubbing(
        store: store,
        stub: store.addExpectation(.single(matcher), times: times, at: CallSite(sourceLocation)))
    }

    /// Starts a stub for calls whose one argument `matcher` matches, made at `sourceLocation`:
    /// the form a closure matcher takes.
    @_disfavoredOverload
    public func when(
      _ matcher: Matcher<(repeat each Arg)>, sourceLocation: SourceLocation,
      function: String = #function
    ) -> Stubbing<repeat each Arg, Result, Effect> {
      Stubbing(
        store: store,
        stub: store.addStub(.single(matcher), at: CallSite(sourceLocation), in: function))
    }

    /// Starts a stub for calls with any arguments, made at `sourceLocation`.
    public func whenCalled(sourceLocation: SourceLocation, function: String = #function)
      -> Stubbing<repeat each Arg, Result, Effect>
    {
      Stubbing(
        store: store,
        stub: store.addStub(.anyArguments, at: CallSite(sourceLocation), in: function))
    }
  }

  /// Starts a stub for the calls `call` describes, made at `sourceLocation`: where strict stubs
  /// report it if no call uses it.
  ///
  /// `function`, as for `when(_:fileID:filePath:line:column:function:)`: a helper passes its
  /// caller's on.
  public func when<each Arg, Result, Effect>(
    _ call: CallMatcher<repeat each Arg, Result, Effect>, sourceLocation: SourceLocation,
    function: String = #function
  ) -> Stubbing<repeat each Arg, Result, Effect> {
    call.stub(at: CallSite(sourceLocation), in: function)
  }

  /// Verifies the calls `call` describes, reporting a failure at `sourceLocation`.
  @discardableResult
  public func verify<each Arg, Result, Effect>(
    _ call: CallMatcher<repeat each Arg, Result, Effect>, times: CallCount = .once,
    sourceLocation: SourceLocation
  ) -> Bool {
    call.check(times: times, at: CallSite(sourceLocation))
  }

  /// Waits up to `timeout` for the calls `call` describes, reporting a failure at
  /// `sourceLocation`.
  @discardableResult
  public func verify<each Arg, Result, Effect>(
    _ call: CallMatcher<repeat each Arg, Result, Effect>, times: CallCount = .once,
    within timeout: Duration, sourceLocation: SourceLocation
  ) async -> Bool {
    await call.check(times: times, within: timeout, at: CallSite(sourceLocation))
  }

  /// Waits the whole of `window`, then verifies the calls `call` describes, reporting a failure
  /// at `sourceLocation`.
  @discardableResult
  public func verify<each Arg, Result, Effect>(
    _ call: CallMatcher<repeat each Arg, Result, Effect>, times: CallCount = .once,
    after window: Duration, sourceLocation: SourceLocation
  ) async -> Bool {
    await call.check(times: times, after: window, at: CallSite(sourceLocation))
  }

  /// Declares that the calls `call` describes will happen, reporting at `sourceLocation` an
  /// expectation not met.
  @discardableResult
  public func expect<each Arg, Result, Effect>(
    _ call: CallMatcher<repeat each Arg, Result, Effect>, times: CallCount = .once,
    sourceLocation: SourceLocation
  ) -> Stubbing<repeat each Arg, Result, Effect> {
    call.expectation(times: times, at: CallSite(sourceLocation))
  }

  /// Verifies that the steps happened in this order, reporting a failure at `sourceLocation`.
  @discardableResult
  public func verifyInOrder(
    _ steps: any CallPatternConvertible..., sourceLocation: SourceLocation
  ) -> Bool {
    verifyInOrder(steps, at: CallSite(sourceLocation))
  }

  /// Waits up to `timeout` for the steps to have happened in this order, reporting a failure at
  /// `sourceLocation`.
  @discardableResult
  public func verifyInOrder(
    _ steps: any CallPatternConvertible..., within timeout: Duration,
    sourceLocation: SourceLocation
  ) async -> Bool {
    await verifyInOrder(steps, within: timeout, at: CallSite(sourceLocation))
  }

  /// Verifies that `mocks` had no calls that no verification matched, reporting a failure at
  /// `sourceLocation`.
  @discardableResult
  public func verifyNoMoreInteractions(_ mocks: Any..., sourceLocation: SourceLocation) -> Bool {
    verifyNoMoreInteractions(of: mocks, at: CallSite(sourceLocation))
  }

  /// Writes each call of `mocks` from now on as it happens, reporting at `sourceLocation` a
  /// value it cannot look into.
  public func logCalls(
    _ mocks: Any..., to write: @escaping @Sendable (String) -> Void = { print($0) },
    sourceLocation: SourceLocation
  ) {
    logCalls(mocks, to: write, at: CallSite(sourceLocation))
  }

  /// Makes `value` what the unstubbed calls of `mocks` returning a `Value` answer, reporting
  /// at `sourceLocation` a value it cannot look into, or mocks with no such requirement.
  public func useDefault<Value>(
    _ value: Value, for mocks: Any..., sourceLocation: SourceLocation
  ) {
    giveDefault(value, to: mocks, at: CallSite(sourceLocation))
  }

  /// Counts as verified every call of `mocks` that a stub answers, reporting at
  /// `sourceLocation` a value it cannot look into.
  public func ignoreStubs(_ mocks: Any..., sourceLocation: SourceLocation) {
    ignoreStubs(mocks, at: CallSite(sourceLocation))
  }

  /// Verifies that `mocks` had no calls at all, reporting a failure at `sourceLocation`.
  @discardableResult
  public func verifyNoInteractions(_ mocks: Any..., sourceLocation: SourceLocation) -> Bool {
    verifyNoInteractions(of: mocks, at: CallSite(sourceLocation))
  }

  /// Checks every expectation declared on `mocks`, reporting each one not met at
  /// `sourceLocation`.
  @discardableResult
  public func verifyExpectations(_ mocks: Any..., sourceLocation: SourceLocation) -> Bool {
    verifyExpectations(of: mocks, at: CallSite(sourceLocation))
  }

  /// Makes `mock` strict, reporting at `sourceLocation` a value that is not a mock.
  @discardableResult
  public func strict<Mock>(_ mock: Mock, sourceLocation: SourceLocation) -> Mock {
    strict(mock, at: CallSite(sourceLocation))
  }

  /// Makes `mock` strict but for the requirements returning one of `kinds`, reporting at
  /// `sourceLocation` a value that is not a mock.
  @discardableResult
  public func strict<Mock>(
    _ mock: Mock, except kinds: ResultKinds, sourceLocation: SourceLocation
  ) -> Mock {
    strict(mock, except: kinds, at: CallSite(sourceLocation))
  }

  /// Makes `spy` run no real implementation, reporting at `sourceLocation` a value that is not
  /// a spy.
  @discardableResult
  public func withoutCallingThrough<Spy>(_ spy: Spy, sourceLocation: SourceLocation) -> Spy {
    withoutCallingThrough(spy, at: CallSite(sourceLocation))
  }

  /// Makes `mock` relaxed, reporting at `sourceLocation` a value that is not a mock.
  @discardableResult
  public func relaxed<Mock>(_ mock: Mock, sourceLocation: SourceLocation) -> Mock {
    setStrictness(false, of: mock, by: "relaxed", at: CallSite(sourceLocation))
  }

  /// Forgets every call, stub and expectation of `mocks`, reporting at `sourceLocation` a value
  /// it cannot reset.
  public func resetMocks(_ mocks: Any..., sourceLocation: SourceLocation) {
    resetMocks(mocks, at: CallSite(sourceLocation))
  }

  /// Forgets every stub and expectation of `mocks`, keeping their calls, reporting at
  /// `sourceLocation` a value it cannot look into.
  public func clearStubs(_ mocks: Any..., sourceLocation: SourceLocation) {
    clearStubs(mocks, at: CallSite(sourceLocation))
  }

  extension Stubbing where Effect == CallEffect.Async {
    /// Answers matching calls by suspending each until the test resumes it; calls never
    /// resumed are reported at `sourceLocation`.
    public func thenSuspend(
      atMost limit: Duration = .seconds(30), sourceLocation: SourceLocation
    ) -> SuspendedCalls<(repeat each Arg), Result, Never> {
      suspending(atMost: limit, at: CallSite(sourceLocation))
    }
  }

  extension Stubbing where Effect: AsynchronousCallEffect & ThrowingCallEffect {
    /// Answers matching calls by suspending each until the test resumes it with a value or an
    /// error; calls never resumed are reported at `sourceLocation`.
    public func thenSuspend(
      atMost limit: Duration = .seconds(30), sourceLocation: SourceLocation
    ) -> SuspendedCalls<(repeat each Arg), Result, Effect.Failure> {
      suspending(atMost: limit, at: CallSite(sourceLocation))
    }
  }

  extension SuspendedCall {
    /// Lets the call return `result`; resuming it twice is reported at `sourceLocation`.
    public func resume(returning result: sending Result, sourceLocation: SourceLocation) {
      resume(returning: result, at: CallSite(sourceLocation))
    }

    /// Lets the call throw `error`; resuming it twice is reported at `sourceLocation`.
    public func resume(throwing error: Failure, sourceLocation: SourceLocation) {
      resume(throwing: error, at: CallSite(sourceLocation))
    }
  }

  extension SuspendedCalls {
    /// The next suspended call; if none arrives within `timeout`, reports a failure at
    /// `sourceLocation` and throws ``SuspendedCallTimeout``.
    public func nextCall(within timeout: Duration = .seconds(5), sourceLocation: SourceLocation)
      async throws -> SuspendedCall<Arguments, Result, Failure>
    {
      try await held.nextCall(within: timeout, at: CallSite(sourceLocation))
    }
  }
#endif
