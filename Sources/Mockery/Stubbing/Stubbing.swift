extension CallRecorder {
  /// Starts a stub for calls whose arguments match `matchers`, one matcher per argument.
  ///
  /// ```swift
  /// fetcher.calls.conditions.when("94105").thenReturn(.sunny)
  /// fetcher.calls.conditions.when(startsWith("100")).thenThrow(WeatherError.offline)
  /// fetcher.calls.move.when(anything(), greaterThan(0)).thenReturn(true)
  /// ```
  ///
  /// Literals stand for `equalTo`, so values and matchers mix: `when("94105", anything())`. When
  /// several stubs match a call, the one added last answers it; one that replaces a stub of the
  /// same calls made earlier in the same function, before any call used it, is reported (see
  /// <doc:StubbingAndVerifying>).
  ///
  /// Messages about the stub, such as an unused one under strict stubs, point at this line.
  @inlinable
  public func when(
    _ matchers: repeat Matcher<each Arg>,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
  ) -> Stubbing<repeat each Arg, Result, Effect> {
    Stubbing(
      store: store,
      stub: store.addStub(
        Self.pattern(repeat each matchers),
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        in: function))
  }

  /// Starts a stub for calls whose arguments equal `values`.
  ///
  /// ```swift
  /// fetcher.calls.conditions.when(zipcode).thenReturn(.sunny)
  /// ```
  @inlinable
  @_disfavoredOverload
  public func when(
    _ values: repeat each Arg,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
  ) -> Stubbing<repeat each Arg, Result, Effect>
  where repeat each Arg: Equatable & SendableMetatype {
    Stubbing(
      store: store,
      stub: store.addStub(
        Self.pattern(equalTo: repeat each values),
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        in: function))
  }

  /// Starts a stub for every call, whatever its arguments.
  ///
  /// ```swift
  /// fetcher.calls.conditions.whenCalled().thenReturn(.sunny)
  /// ```
  @inlinable
  public func whenCalled(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
  ) -> Stubbing<repeat each Arg, Result, Effect> {
    Stubbing(
      store: store,
      stub: store.addStub(
        .anyArguments,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        in: function))
  }
}

/// A stub being defined: say what matching calls do with `then…`.
///
/// Each `then…` adds an answer. Calls take the answers in turn, and once they run out, the last
/// one answers every further call (Mockito's rule, not a loop):
///
/// ```swift
/// fetcher.calls.conditions.whenCalled()
///   .thenThrow(WeatherError.offline)
///   .thenReturn(.cloudy, .sunny)
/// // 1st call throws, 2nd returns .cloudy, 3rd and later return .sunny
/// ```
///
/// ``looping()`` starts the answers over instead, and ``finite()`` fails the test at the first
/// call past the last.
public struct Stubbing<each Arg, Result, Effect: CallEffectKind>: Sendable {
  @usableFromInline let store: CallStore<(repeat each Arg), Result>
  @usableFromInline let stub: Stub<(repeat each Arg), Result>

  @usableFromInline
  init(store: CallStore<(repeat each Arg), Result>, stub: Stub<(repeat each Arg), Result>) {
    self.store = store
    self.stub = stub
  }

  /// Answers matching calls with `values`, one per call; the last repeats.
  @discardableResult
  public func thenReturn(_ values: Result...) -> Self {
    append(values.map { .value($0) })
  }

  /// Makes this stub lenient: a call of its recorder that matches none of its stubs does not
  /// fail the test on its account, nor does the stub going unused under strict stubs.
  ///
  /// By default, a mock's call that matches none of its recorder's stubs fails the test, as a
  /// stub with a wrong argument is the most common stubbing mistake. Make a stub lenient when
  /// other arguments are meant to get the result's default:
  ///
  /// ```swift
  /// when(catalog.calls.book(isbn: "978-0441013593")).thenReturn(dune).lenient()
  /// _ = catalog.book(isbn: "0")  // nil, the default, and no failure
  /// ```
  ///
  /// A whole test or suite opts out with `.mockScope(.lenient)` or `withMockScope(.lenient)`.
  @discardableResult
  public func lenient() -> Self {
    store.makeLenient(stub)
    return self
  }

  /// Makes the answers start over once they are used: the call after the last takes the first
  /// again (Mockingbird's `loopingSequence`).
  ///
  /// ```swift
  /// when(dice.calls.roll).thenReturn(1, 6).looping()
  /// // 1, 6, 1, 6, …
  /// ```
  ///
  /// Answers added later join the loop.
  @discardableResult
  public func looping() -> Self {
    store.setEnd(.loop, of: stub)
    return self
  }

  /// Makes each answer answer one call only: a call after the last fails the test, once, at
  /// this stub, for code that calls more often than it should (Mockingbird's
  /// `finiteSequence`).
  ///
  /// ```swift
  /// when(tokens.calls.next).thenReturn("a", "b").finite()
  /// _ = tokens.next()  // "a"
  /// _ = tokens.next()  // "b"
  /// _ = tokens.next()  // "b" again, and a failure: "Finite stub used up: next() was call 3 …"
  /// ```
  ///
  /// The call is still answered, as the last answer did, so that the test goes on.
  @discardableResult
  public func finite() -> Self {
    store.setEnd(.finite, of: stub)
    return self
  }

  @usableFromInline
  @discardableResult
  func append(_ answers: [Answer<(repeat each Arg), Result>]) -> Self {
    store.append(answers, to: stub)
    return self
  }
}

extension Stubbing {
  /// Answers matching calls of a spy by running the real implementation.
  ///
  /// A spy runs it anyway when unstubbed; use this to let some calls through where a broader
  /// stub would answer them, or as one of several answers in turn:
  ///
  /// ```swift
  /// spy.calls.updateWeather.whenCalled().thenDoNothing()
  /// spy.calls.updateWeather.when("94105").thenCallRealMethod()
  /// ```
  ///
  /// Only a spy's override, which passes its real implementation with `callingThrough:`, can
  /// follow it; a mock's call fails instead, saying so.
  @discardableResult
  public func thenCallRealMethod() -> Self {
    append([.callThrough({ _ in })])
  }

  /// Answers matching calls of a spy by running `body` with their arguments, then the real
  /// implementation.
  ///
  /// ```swift
  /// spy.calls.updateWeather.whenCalled().thenCallRealMethod(afterRunning: { zipcode in
  ///   log.append(zipcode)
  /// })
  /// ```
  @discardableResult
  public func thenCallRealMethod(
    afterRunning body: @escaping @Sendable (repeat each Arg) -> Void
  ) -> Self {
    append([.callThrough({ (arguments: (repeat each Arg)) in body(repeat each arguments) })])
  }
}

extension Stubbing where Result == Void {
  /// Answers matching calls by returning, for `Void` requirements; the way to stub a call a
  /// strict mock should accept.
  @discardableResult
  public func thenDoNothing() -> Self {
    thenReturn(())
  }
}

extension Stubbing where Effect: ThrowingCallEffect {
  /// Answers matching calls by throwing `error`.
  @discardableResult
  public func thenThrow(_ error: Effect.Failure) -> Self {
    append([.error(error)])
  }
}

extension Stubbing where Effect == CallEffect.Sync {
  /// Answers matching calls by running `body` with their arguments.
  ///
  /// ```swift
  /// formatter.calls.format.whenCalled().thenAnswer { value in "\(value)°" }
  /// ```
  @discardableResult
  public func thenAnswer(_ body: @escaping @Sendable (repeat each Arg) -> Result) -> Self {
    append([.run({ (arguments: (repeat each Arg)) in body(repeat each arguments) })])
  }
}

extension Stubbing where Effect == CallEffect.Throwing<any Error> {
  /// Answers matching calls by running `body` with their arguments; it may throw.
  ///
  /// For an untyped `throws`, a closure of plain `throws`: Swift 6.3's SILGen crashes on a
  /// closure of `throws(any Error)` over a parameter pack that holds a function type, such as
  /// the callback of `execute(sql:_:)`, which is what the typed form below would take.
  @discardableResult
  public func thenAnswer(_ body: @escaping @Sendable (repeat each Arg) throws -> Result) -> Self {
    append([.run({ (arguments: (repeat each Arg)) in try body(repeat each arguments) })])
  }
}

extension Stubbing where Effect: SynchronousCallEffect & ThrowingCallEffect {
  /// Answers matching calls by running `body` with their arguments; it may throw its
  /// requirement's error type.
  @_disfavoredOverload
  @discardableResult
  public func thenAnswer(
    _ body: @escaping @Sendable (repeat each Arg) throws(Effect.Failure) -> Result
  ) -> Self {
    append([.run({ (arguments: (repeat each Arg)) in try body(repeat each arguments) })])
  }
}

extension Stubbing where Effect == CallEffect.Async {
  /// Answers matching calls by running `body` with their arguments; it may suspend.
  @discardableResult
  public func thenAnswer(_ body: @escaping @Sendable (repeat each Arg) async -> Result) -> Self {
    append([.runAsync({ (arguments: (repeat each Arg)) in await body(repeat each arguments) })])
  }
}

extension Stubbing where Effect == CallEffect.AsyncThrowing<any Error> {
  /// Answers matching calls by running `body` with their arguments; it may suspend and throw.
  ///
  /// ```swift
  /// fetcher.calls.conditions.when("94105").thenAnswer { zip in
  ///   try await Task.sleep(for: .milliseconds(10))
  ///   return .sunny
  /// }
  /// ```
  ///
  /// For an untyped `throws`, a closure of plain `throws`, as for the synchronous form.
  @discardableResult
  public func thenAnswer(
    _ body: @escaping @Sendable (repeat each Arg) async throws -> Result
  ) -> Self {
    append([.runAsync({ (arguments: (repeat each Arg)) in try await body(repeat each arguments) })])
  }
}

extension Stubbing where Effect: AsynchronousCallEffect & ThrowingCallEffect {
  /// Answers matching calls by running `body` with their arguments; it may suspend and throw
  /// its requirement's error type.
  @_disfavoredOverload
  @discardableResult
  public func thenAnswer(
    _ body: @escaping @Sendable (repeat each Arg) async throws(Effect.Failure) -> Result
  ) -> Self {
    append([.runAsync({ (arguments: (repeat each Arg)) in try await body(repeat each arguments) })])
  }
}
