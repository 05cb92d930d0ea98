/// Where Mockery sends failures: the single path every assertion, verification and misuse
/// report goes through.
///
/// By default failures go to ``testFrameworks``, which records them with whichever test
/// framework is running the current test. Override the reporter for a task, and every task it
/// starts, with ``withFailureReporter(_:operation:)-(_,()->Result)``. Mockery's own tests do
/// this to assert on messages and lines; yours can too, or use ``captureFailures(fileID:filePath:line:column:_:)``.
///
/// ```swift
/// let log = FailureLog()
/// withFailureReporter(.logging(into: log)) {
///   assertThat("Zug", containsString("Zurich"))
/// }
/// #expect(log.reports.first?.location.line == #line - 2)
/// ```
public struct FailureReporter: Sendable {
  private let record: @Sendable (FailureReport) -> FailureOutcome

  /// Creates a reporter that hands every failure to `record`.
  public init(_ record: @escaping @Sendable (FailureReport) -> Void) {
    self.record = {
      record($0)
      return .failed
    }
  }

  private init(outcomes record: @escaping @Sendable (FailureReport) -> FailureOutcome) {
    self.record = record
  }

  /// A reporter that hands every failure to `record`, which says what became of it.
  package static func tellingOutcomes(
    _ record: @escaping @Sendable (FailureReport) -> FailureOutcome
  ) -> FailureReporter {
    FailureReporter(outcomes: record)
  }

  /// Reports one failure through this reporter.
  public func report(_ failure: FailureReport) {
    _ = record(failure)
  }

  /// Reports one failure through this reporter, and says what became of it.
  package func outcome(of failure: FailureReport) -> FailureOutcome {
    record(failure)
  }

  /// Records failures with the test framework that is running the test they belong to: Swift
  /// Testing (`Issue.record`) inside a `@Test`, XCTest (`XCTFail`) inside an `XCTestCase`.
  ///
  /// On Linux neither framework sees the other's failures, so picking the wrong one would let a
  /// failing test pass. A failure reported from outside its test's task (a `Task.detached`, a
  /// thread of your own) is kept for the test while its mock scope is open, and recorded in it
  /// when it ends. Where no test can take a failure (after its test ended, or with no way to
  /// tell its test), it fails the run: it is written to standard error with the test it belongs
  /// to, and the test process exits with a failure. A failure is never silent.
  public static let testFrameworks = FailureReporter.tellingOutcomes { TestFrameworks.record($0) }

  /// Records failures into `log` instead of failing the test.
  public static func logging(into log: FailureLog) -> FailureReporter {
    FailureReporter { log.append($0) }
  }

  /// The reporter in effect for the current task.
  ///
  /// Child tasks inherit it; `Task.detached` and threads of your own see the default,
  /// ``testFrameworks``.
  @TaskLocal public static var current: FailureReporter = .testFrameworks
}

/// Reports a failure at the caller's location through ``FailureReporter/current``.
///
/// Use it in assertion helpers of your own, passing your caller's location along:
///
/// ```swift
/// func assertValidEmail(
///   _ email: String,
///   fileID: String = #fileID, filePath: StaticString = #filePath,
///   line: UInt = #line, column: UInt = #column
/// ) {
///   if !email.contains("@") {
///     reportFailure(
///       "\(describeValue(email)) is not an email address",
///       fileID: fileID, filePath: filePath, line: line, column: column)
///   }
/// }
/// ```
///
/// - Parameters:
///   - message: What went wrong, in words a person can act on.
///   - fileID: The caller's `#fileID`; leave it out so failures point at the caller.
///   - filePath: The caller's `#filePath`; leave it out.
///   - line: The caller's `#line`; leave it out.
///   - column: The caller's `#column`; leave it out.
public func reportFailure(
  _ message: String,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportFailure(
    message, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports a failure at `location` through ``FailureReporter/current``.
///
/// - Parameters:
///   - message: What went wrong.
///   - location: Where, in the test.
///   - attribution: The test the failure belongs to, if it may be reported from outside the
///     test's task; see ``TestAttribution``.
public func reportFailure(
  _ message: String,
  at location: CallSite,
  attribution: TestAttribution? = nil
) {
  let message = FailureDescription.described(message)
  FailureReporter.current.report(
    FailureReport(
      message: message, fullMessage: ShortenedValues.expand(message), location: location,
      attribution: .resolving(attribution)))
}

/// What became of a failure reported: it failed its test (or the run, or was kept for its
/// test), or Swift Testing took it as a known issue, inside `withKnownIssue`, which fails
/// nothing and must not stand for a later failure of the same mistake.
package enum FailureOutcome: Equatable, Sendable {
  case failed
  case known
}

/// ``reportFailure(_:at:attribution:)``, with texts to record beside it, saying what became of
/// the failure.
@discardableResult
package func recordFailure(
  _ message: String,
  at location: CallSite,
  attribution: TestAttribution? = nil,
  attachments: [FailureReport.Attachment] = []
) -> FailureOutcome {
  let message = FailureDescription.described(message)
  return FailureReporter.current.outcome(
    of: FailureReport(
      message: message, fullMessage: ShortenedValues.expand(message), location: location,
      attribution: .resolving(attribution), attachments: attachments))
}

/// Reports a warning at `location`: a note that does not fail the test, such as how often a
/// mistake already reported as a failure was repeated.
package func reportWarning(
  _ message: String,
  at location: CallSite,
  attribution: TestAttribution? = nil
) {
  FailureReporter.current.report(
    FailureReport(
      message: message, location: location, attribution: .resolving(attribution),
      severity: .warning))
}

/// Reports again a failure that was kept, such as one a mock scope held until its test ended,
/// with its full text.
package func reportFailure(_ failure: FailureReport) {
  FailureReporter.current.report(
    FailureReport(
      message: failure.message, fullMessage: failure.fullMessage, location: failure.location,
      attribution: .resolving(failure.attribution), severity: failure.severity,
      attachments: failure.attachments))
}

/// Runs `operation` with `reporter` receiving every failure reported by it and by the tasks it
/// starts (except detached ones).
@discardableResult
public func withFailureReporter<Result>(
  _ reporter: FailureReporter,
  operation: () throws -> Result
) rethrows -> Result {
  try FailureReporter.$current.withValue(reporter, operation: operation)
}

/// Runs the asynchronous `operation` with `reporter` receiving every failure reported by it and
/// by the tasks it starts (except detached ones).
@discardableResult
public func withFailureReporter<Result>(
  _ reporter: FailureReporter,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await FailureReporter.$current.withValue(reporter, operation: operation, isolation: isolation)
}
