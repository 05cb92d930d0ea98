extension CallRecorder {
  /// Waits up to `timeout` for calls whose arguments match `matchers` to have happened `times`
  /// times (once unless told otherwise), and reports a failure at this line if they have not.
  ///
  /// For calls made by work the test does not await, such as a task the code under test starts
  /// on its own. Each recorded call wakes the verification to check again, so it passes as soon
  /// as the count is reached, without polling:
  ///
  /// ```swift
  /// service.startBackgroundRefresh()
  /// await fetcher.calls.conditions.verify("94105", within: .seconds(2))
  /// ```
  ///
  /// It passes the moment the count is satisfied, so it cannot tell that more calls came later:
  /// use it with counts that calls can reach (`.once`, `.atLeast(n)`, `.exactly(n)`), and check
  /// for calls that must not happen after the work is known to be done.
  ///
  /// - Returns: Whether the verification passed.
  @inlinable
  @discardableResult
  public func verify(
    _ matchers: repeat Matcher<each Arg>,
    times: CallCount = .once,
    within timeout: Duration,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    await store.check(
      Self.pattern(repeat each matchers), times: times, within: timeout,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits up to `timeout` for calls whose arguments equal `values` to have happened `times`
  /// times, and reports a failure at this line if they have not.
  @inlinable
  @discardableResult
  @_disfavoredOverload
  public func verify(
    _ values: repeat each Arg,
    times: CallCount = .once,
    within timeout: Duration,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool where repeat each Arg: Equatable & SendableMetatype {
    await store.check(
      Self.pattern(equalTo: repeat each values), times: times, within: timeout,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits up to `timeout` for the requirement to have been called `times` times with any
  /// arguments, and reports a failure at this line if it has not:
  /// ``verifyCalled(times:within:fileID:filePath:line:column:)``, in the spelling a recorder
  /// without arguments uses.
  @discardableResult
  @_disfavoredOverload
  public func verify(
    times: CallCount,
    within timeout: Duration,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    await verifyCalled(
      times: times, within: timeout, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Waits up to `timeout` for the requirement to have been called `times` times with any
  /// arguments, and reports a failure at this line if it has not.
  @discardableResult
  public func verifyCalled(
    times: CallCount = .once,
    within timeout: Duration,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    await store.check(
      .anyArguments, times: times, within: timeout,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
