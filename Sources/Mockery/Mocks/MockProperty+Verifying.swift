// A property is read and written, so "verify the property" says neither: a test says which, on
// the property itself, as it stubs reads there (`calls.baseURL.thenReturn(url)`). Each is the
// getter's or the setter's own verification, which stays for what these do not cover.

extension MockProperty {
  /// Verifies that the property was read `times` times (once unless told otherwise), and
  /// reports a failure at this line if not.
  ///
  /// ```swift
  /// client.calls.baseURL.verifyRead()
  /// fetcher.calls.refreshInterval.verifyRead(times: .atLeast(2))
  /// ```
  ///
  /// - Returns: Whether the verification passed.
  @discardableResult
  public func verifyRead(
    times: CallCount = .once,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    getter.verifyCalled(
      times: times, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Verifies that the property was written a value `matcher` matches `times` times (once
  /// unless told otherwise), and reports a failure at this line if not.
  ///
  /// ```swift
  /// fetcher.calls.refreshInterval.verifyWritten(greaterThan(0))
  /// fetcher.calls.refreshInterval.verifyWritten(anything(), times: .never)
  /// ```
  ///
  /// - Returns: Whether the verification passed.
  @discardableResult
  public func verifyWritten(
    _ matcher: Matcher<Value>,
    times: CallCount = .once,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    setter.verify(
      matcher, times: times, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Verifies that the property was written `value` `times` times (once unless told
  /// otherwise), and reports a failure at this line if not.
  ///
  /// ```swift
  /// fetcher.calls.refreshInterval.verifyWritten(30)
  /// ```
  ///
  /// - Returns: Whether the verification passed.
  @discardableResult
  @_disfavoredOverload
  public func verifyWritten(
    _ value: Value,
    times: CallCount = .once,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool where Value: Equatable & SendableMetatype {
    verifyWritten(
      equalTo(value), times: times, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Not a verification: a property is read and written, and a test says which it verifies.
  @available(
    *, unavailable,
    message: "say which: verifyRead() verifies reads, verifyWritten(_:) writes"
  )
  public func verify(times: CallCount = .once) -> Bool { false }
}
