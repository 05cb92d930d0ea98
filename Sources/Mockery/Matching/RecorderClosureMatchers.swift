// A recorder's `when`, `verify`, `expect` and `called` take one matcher per argument, as a
// parameter pack. Swift 6.3 does not infer the type of a closure written inside a pack's
// argument: `fetcher.calls.conditions.when(.matching { $0.hasPrefix("941") })` did not compile
// ("converting non-Sendable function value", or "type 'String' has no member 'matching'"). Each
// form has a disfavoured twin taking a requirement's one argument as one matcher, which is not a
// pack, so that the closure forms work there as they do in a mock's call forms.
//
// With several arguments the twin's matcher is of all of them as a tuple; a test writes one
// matcher per argument instead, which the pack form takes.

extension CallRecorder {
  /// Starts a stub for calls whose one argument `matcher` matches: the form a closure matcher
  /// takes, `when(.matching { … })`.
  ///
  /// ```swift
  /// fetcher.calls.conditions.when(.matching { $0.hasPrefix("941") }).thenReturn(.sunny)
  /// ```
  @inlinable
  @_disfavoredOverload
  public func when(
    _ matcher: Matcher<(repeat each Arg)>,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
  ) -> Stubbing<repeat each Arg, Result, Effect> {
    Stubbing(
      store: store,
      stub: store.addStub(
        .single(matcher),
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        in: function))
  }

  /// Verifies that calls whose one argument `matcher` matches happened `times` times: the form
  /// a closure matcher takes, `verify(.matching { … })`.
  @inlinable
  @discardableResult
  @_disfavoredOverload
  public func verify(
    _ matcher: Matcher<(repeat each Arg)>,
    times: CallCount = .once,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    store.check(
      .single(matcher), times: times,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits up to `timeout` for calls whose one argument `matcher` matches: the form a closure
  /// matcher takes, `verify(.matching { … }, within: .seconds(2))`.
  @inlinable
  @discardableResult
  @_disfavoredOverload
  public func verify(
    _ matcher: Matcher<(repeat each Arg)>,
    times: CallCount = .once,
    within timeout: Duration,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    await store.check(
      .single(matcher), times: times, within: timeout,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Declares that calls whose one argument `matcher` matches will happen `times` times: the
  /// form a closure matcher takes, `expect(.matching { … })`.
  @inlinable
  @discardableResult
  @_disfavoredOverload
  public func expect(
    _ matcher: Matcher<(repeat each Arg)>,
    times: CallCount = .once,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Stubbing<repeat each Arg, Result, Effect> {
    Stubbing(
      store: store,
      stub: store.addExpectation(
        .single(matcher), times: times,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Calls whose one argument `matcher` matches, as a step of
  /// ``verifyInOrder(_:fileID:filePath:line:column:)``: the form a closure matcher takes.
  @inlinable
  @_disfavoredOverload
  public func called(_ matcher: Matcher<(repeat each Arg)>) -> CallPattern {
    callPattern(.single(matcher))
  }
}
