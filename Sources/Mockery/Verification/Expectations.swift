extension CallRecorder {
  /// Declares that calls whose arguments match `matchers` will happen `times` times (once
  /// unless told otherwise), to be checked later, as OCMock's and Kiwi's expectations are.
  ///
  /// ```swift
  /// fetcher.calls.conditions.expect("94105").thenReturn(.sunny)
  /// fetcher.calls.startTimer.expect()
  /// let service = WeatherService(fetcher: fetcher)
  /// verifyExpectations(fetcher)
  /// ```
  ///
  /// Check expectations with ``verifyExpectations(_:fileID:filePath:line:column:)-(Any...,_,_,_,_)``, or have them
  /// checked when the test ends: with the `.verifiesExpectations` trait in Swift Testing, or
  /// ``withExpectationsVerified(_:)-(()->Result)`` around `invokeTest()` in XCTest. A strict mock
  /// accepts expected calls without stubs.
  ///
  /// - Returns: A stub for the same calls, to say what they return.
  @inlinable
  @discardableResult
  public func expect(
    _ matchers: repeat Matcher<each Arg>,
    times: CallCount = .once,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Stubbing<repeat each Arg, Result, Effect> {
    Stubbing(
      store: store,
      stub: store.addExpectation(
        Self.pattern(repeat each matchers), times: times,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Declares that calls whose arguments equal `values` will happen `times` times (once unless
  /// told otherwise), to be checked later.
  @inlinable
  @discardableResult
  @_disfavoredOverload
  public func expect(
    _ values: repeat each Arg,
    times: CallCount = .once,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Stubbing<repeat each Arg, Result, Effect>
  where repeat each Arg: Equatable & SendableMetatype {
    Stubbing(
      store: store,
      stub: store.addExpectation(
        Self.pattern(equalTo: repeat each values), times: times,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Declares that the requirement will be called `times` times (once unless told otherwise),
  /// with any arguments, to be checked later.
  @discardableResult
  public func expectCalled(
    times: CallCount = .once,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Stubbing<repeat each Arg, Result, Effect> {
    Stubbing(
      store: store,
      stub: store.addExpectation(
        .anyArguments, times: times,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)))
  }
}

/// Checks every expectation declared on `mocks` with `expect`, and reports each one not met at
/// this line.
///
/// Takes what ``verifyNoMoreInteractions(_:fileID:filePath:line:column:)-(Any...,_,_,_,_)`` takes.
///
/// - Returns: Whether every expectation was met.
@discardableResult
public func verifyExpectations(
  _ mocks: Any...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Bool {
  verifyExpectations(
    of: mocks, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

func verifyExpectations(of mocks: [Any], at location: CallSite) -> Bool {
  let inspections = MockInspection.inspect(mocks, for: "verifyExpectations", at: location)
  let met = inspections.flatMap(\.recorders).map { $0.checkExpectations(at: location) }
  return !mocks.isEmpty && inspections.count == mocks.count && met.allSatisfy { $0 }
}
