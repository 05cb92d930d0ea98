/// A call declared before the code under test runs, checked later by
/// ``verifyExpectations(_:fileID:filePath:line:column:)`` or at the end of a test.
@usableFromInline
struct Expectation<each Arg>: Sendable {
  @usableFromInline let id: UInt64
  @usableFromInline let pattern: ArgumentsPattern<repeat each Arg>
  @usableFromInline let times: CallCount
  @usableFromInline let location: CallSite
  @usableFromInline var isChecked = false

  @usableFromInline
  init(pattern: ArgumentsPattern<repeat each Arg>, times: CallCount, location: CallSite) {
    self.id = CallSequence.next()
    self.pattern = pattern
    self.times = times
    self.location = location
  }
}

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
  /// Check expectations with ``verifyExpectations(_:fileID:filePath:line:column:)``, or have them
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
    addExpectation(
      ArgumentsPattern(repeat each matchers), times: times,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
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
    addExpectation(
      ArgumentsPattern(equalTo: repeat each values), times: times,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
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
    addExpectation(
      .anyArguments, times: times,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  @usableFromInline
  func addExpectation(
    _ pattern: ArgumentsPattern<repeat each Arg>,
    times: CallCount,
    at location: CallSite
  ) -> Stubbing<repeat each Arg, Result, Effect> {
    let expectation = Expectation(pattern: pattern, times: times, location: location)
    lock.withLock { expectations.append(expectation) }
    MockScope.current?.registerExpectation { [self] in
      checkExpectation(expectation.id, at: nil)
    }
    return addStub(pattern)
  }

  /// Whether an expectation covers a call with these arguments.
  func isExpected(_ arguments: repeat each Arg) -> Bool {
    lock.withLock {
      expectations.contains { $0.pattern.matches(repeat each arguments) }
    }
  }

  /// Checks every expectation, reporting failures at `location`.
  func checkExpectations(at location: CallSite) -> Bool {
    // A closure, not `\.id`: key paths into types generic over a pack crash the 6.3 runtime.
    let ids = lock.withLock { expectations.map { $0.id } }
    return ids.map { checkExpectation($0, at: location) }.allSatisfy { $0 }
  }

  /// Checks one expectation, once.
  ///
  /// Reports at `location`, or where the expectation was declared when `location` is nil (the end
  /// of a test). An expectation already checked, or gone with `reset()`, passes.
  @discardableResult
  func checkExpectation(_ id: UInt64, at location: CallSite?) -> Bool {
    let found: Expectation<repeat each Arg>? = lock.withLock {
      guard let index = expectations.firstIndex(where: { $0.id == id }),
        !expectations[index].isChecked
      else { return nil }
      expectations[index].isChecked = true
      return expectations[index]
    }
    guard let expectation = found else { return true }
    let declared = expectation.location
    return check(
      expectation.pattern, times: expectation.times, at: location ?? declared,
      note: location == nil
        ? ", as expected" : ", as expected at \(declared.fileID):\(declared.line)")
  }
}
