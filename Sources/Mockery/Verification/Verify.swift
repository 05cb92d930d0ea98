extension CallRecorder {
  /// Verifies that calls whose arguments match `matchers` happened `times` times (once unless
  /// told otherwise), and reports a failure at this line if not.
  ///
  /// ```swift
  /// fetcher.calls.conditions.verify("94105")
  /// fetcher.calls.conditions.verify(startsWith("941"), times: .atLeast(2))
  /// fetcher.calls.startTimer.verify(times: .never)
  /// ```
  ///
  /// The failure names the wanted call, then every call of the requirement, in order, with each
  /// argument that did not match and why:
  ///
  /// ```
  /// Expected: conditions(forZipcode: "94105") called once
  ///      but: was called 2 times, never with matching arguments:
  ///        1. conditions(forZipcode: "10001")   forZipcode: was "10001"
  ///        2. conditions(forZipcode: "94107")   forZipcode: was "94107"
  /// ```
  ///
  /// Verifying never changes what the mock does. The calls it matched count as verified for
  /// ``verifyNoMoreInteractions(_:fileID:filePath:line:column:)-(Any...,_,_,_,_)``.
  ///
  /// - Returns: Whether the verification passed.
  @inlinable
  @discardableResult
  public func verify(
    _ matchers: repeat Matcher<each Arg>,
    times: CallCount = .once,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    store.check(
      Self.pattern(repeat each matchers), times: times,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Verifies that calls whose arguments equal `values` happened `times` times (once unless told
  /// otherwise), and reports a failure at this line if not.
  @inlinable
  @discardableResult
  @_disfavoredOverload
  public func verify(
    _ values: repeat each Arg,
    times: CallCount = .once,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool where repeat each Arg: Equatable & SendableMetatype {
    store.check(
      Self.pattern(equalTo: repeat each values), times: times,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Verifies that the requirement was called `times` times with any arguments, and reports a
  /// failure at this line if not: ``verifyCalled(times:fileID:filePath:line:column:)``, in the
  /// spelling a recorder without arguments uses.
  ///
  /// ```swift
  /// fetcher.calls.conditions.verify(times: 2)       // any zipcodes
  /// fetcher.calls.conditions.verify("94105", times: 2)
  /// ```
  @discardableResult
  @_disfavoredOverload
  public func verify(
    times: CallCount,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    verifyCalled(times: times, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Verifies that the requirement was called `times` times (once unless told otherwise) with
  /// any arguments, and reports a failure at this line if not.
  ///
  /// ```swift
  /// fetcher.calls.conditions.verifyCalled(times: 2)
  /// ```
  @discardableResult
  public func verifyCalled(
    times: CallCount = .once,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    store.check(
      .anyArguments, times: times,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
