// The bodies of the witnesses `generate-mocks` writes for requirements no recorder can record: a
// `~Copyable` argument or result, a static requirement of a generic mock, an operator. The mock
// must still compile, so the witness is there; the call is still a mistake the test should hear
// of, so it fails the test, says why, and says what to write instead.

/// The error a throwing witness that `generate-mocks` could not give a recorder throws when
/// it is called and its result type has no default value.
///
/// The call is also reported as a test failure where it happened, so a test cannot pass because
/// the code under test handled this error quietly.
public struct UnrecordedCallError: Error, CustomStringConvertible {
  /// The requirement, as Swift writes its name: `enqueue(_:)`.
  public let requirement: String
  /// The mock whose witness was called: `EventLoopMock`.
  public let mock: String

  /// Says which call could not be recorded.
  public var description: String {
    "\(mock).\(requirement) was called, but the generated mock cannot record it"
  }
}

/// Reports a call of a requirement that a generated mock could not give a recorder.
///
/// `generate-mocks` writes this as the body of such a witness, so that the mock compiles and a
/// call of it fails the test:
///
/// ```swift
/// func enqueue(_ job: consuming ExecutorJob) {
///   unrecordedCall(
///     "enqueue(_:)", of: "EventLoopMock", because: "`job` is ~Copyable, which a recorder cannot keep")
/// }
/// ```
///
/// To give the requirement behaviour, regenerate the mock with `--skip EventLoopMock.enqueue(_:)`
/// and write the witness in an extension of the mock in another file.
///
/// - Parameters:
///   - requirement: The requirement, as Swift writes its name: `enqueue(_:)`.
///   - mock: The mock's type name.
///   - reason: Why no recorder could record it.
///   - fileID: The witness's `#fileID`; leave it out.
///   - filePath: The witness's `#filePath`; leave it out.
///   - line: The witness's `#line`; leave it out.
///   - column: The witness's `#column`; leave it out.
public func unrecordedCall(
  _ requirement: String,
  of mock: String,
  because reason: String,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  UnrecordedCallMessage.report(
    requirement, of: mock, because: reason, outcome: "so the call does nothing",
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports a call of a requirement that a generated mock could not give a recorder, and returns
/// its result type's default value (see ``MockDefaultValue``); without one, the test stops here.
///
/// See ``unrecordedCall(_:of:because:fileID:filePath:line:column:)->()``.
public func unrecordedCall<Result>(
  _ requirement: String,
  of mock: String,
  because reason: String,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Result {
  let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  guard let value = MockDefaults.value(of: Result.self) else {
    UnrecordedCallMessage.stop(
      requirement, of: mock, because: reason, resultType: "\(Result.self)", at: location)
  }
  UnrecordedCallMessage.report(
    requirement, of: mock, because: reason, outcome: "so the call returns \(describeValue(value))",
    at: location)
  return value
}

/// Reports a call of a requirement that a generated mock could not give a recorder, and stops
/// the test: a `~Copyable` result has no default value to return.
///
/// See ``unrecordedCall(_:of:because:fileID:filePath:line:column:)->()``.
@_disfavoredOverload
public func unrecordedCall<Result: ~Copyable>(
  _ requirement: String,
  of mock: String,
  because reason: String,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Result {
  UnrecordedCallMessage.stop(
    requirement, of: mock, because: reason, resultType: "\(Result.self)",
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports a call of a throwing requirement that a generated mock could not give a recorder,
/// and returns its result type's default value; without one, it throws
/// ``UnrecordedCallError``.
///
/// See ``unrecordedCall(_:of:because:fileID:filePath:line:column:)->()``.
public func unrecordedThrowingCall<Result>(
  _ requirement: String,
  of mock: String,
  because reason: String,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) throws -> Result {
  let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  if let value = MockDefaults.value(of: Result.self) {
    UnrecordedCallMessage.report(
      requirement, of: mock, because: reason,
      outcome: "so the call returns \(describeValue(value))", at: location)
    return value
  }
  UnrecordedCallMessage.report(
    requirement, of: mock, because: reason, outcome: "so the call throws UnrecordedCallError",
    at: location)
  throw UnrecordedCallError(requirement: requirement, mock: mock)
}

/// Reports a call of a throwing requirement that a generated mock could not give a recorder,
/// and throws ``UnrecordedCallError``: a `~Copyable` result has no default value to return.
///
/// See ``unrecordedCall(_:of:because:fileID:filePath:line:column:)->()``.
@_disfavoredOverload
public func unrecordedThrowingCall<Result: ~Copyable>(
  _ requirement: String,
  of mock: String,
  because reason: String,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) throws -> Result {
  UnrecordedCallMessage.report(
    requirement, of: mock, because: reason, outcome: "so the call throws UnrecordedCallError",
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  throw UnrecordedCallError(requirement: requirement, mock: mock)
}

/// The message of a call no recorder could record, reported as a test failure.
enum UnrecordedCallMessage {
  static func text(
    _ requirement: String, of mock: String, because reason: String, outcome: String
  ) -> String {
    let origin = CallOrigin.describe(test: TestAttribution.current.test?.name)
    return """
      Unrecorded call: \(mock).\(requirement)\(origin.map { "\n\($0)" } ?? "")
      generate-mocks could not give it a recorder, because \(reason), \(outcome).
      To give it behaviour, regenerate the mock with `--skip \(mock).\(requirement)` and write \
      its witness in an extension of \(mock) in another file.
      """
  }

  static func report(
    _ requirement: String, of mock: String, because reason: String, outcome: String,
    at location: CallSite
  ) {
    reportFailure(
      text(requirement, of: mock, because: reason, outcome: outcome), at: location)
  }

  static func stop(
    _ requirement: String, of mock: String, because reason: String, resultType: String,
    at location: CallSite
  ) -> Never {
    let message = text(
      requirement, of: mock, because: reason,
      outcome: "and \(resultType) has no default value, so the test stops here")
    reportFailure(message, at: location)
    fatalError("\(location): \(message)")
  }
}
