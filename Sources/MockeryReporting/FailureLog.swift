/// A thread-safe list of failures, filled by ``FailureReporter/logging(into:)``.
public final class FailureLog: Sendable {
  private let storage = Locked<(reports: [FailureReport], isClosed: Bool)>(([], false))

  /// Creates an empty log.
  public init() {}

  /// Every failure logged so far, oldest first.
  public var reports: [FailureReport] { storage.withLock { $0.reports } }

  /// The messages of ``reports``, oldest first.
  public var messages: [String] { reports.map(\.message) }

  /// Adds a failure.
  public func append(_ report: FailureReport) {
    _ = appendIfOpen(report)
  }

  /// Adds a failure unless the log is closed; returns whether it did.
  func appendIfOpen(_ report: FailureReport) -> Bool {
    storage.withLock { storage in
      guard !storage.isClosed else { return false }
      storage.reports.append(report)
      return true
    }
  }

  /// Stops taking failures and returns those taken: ``captureFailures(fileID:filePath:line:column:_:)`` closes its
  /// log when it returns, so that a task it started that fails later is not logged where nobody
  /// looks.
  func close() -> [FailureReport] {
    storage.withLock { storage in
      storage.isClosed = true
      return storage.reports
    }
  }
}

/// Runs `body` and returns the failures it reported instead of failing the test.
///
/// The way to test an assertion helper, a custom matcher, or a verification you expect to fail:
///
/// ```swift
/// let failures = captureFailures {
///   assertThat(3, greaterThan(5))
/// }
/// #expect(failures.map(\.message) == ["Expected: a value greater than <5>\n     but: was <3>, less than <5>"])
/// ```
///
/// Only failures reported before `captureFailures` returns are captured. A task `body` started
/// that fails later reports where it would have without the capture.
///
/// An error `body` throws is captured as a failure too, at this line, rather than rethrown, so
/// that a capture reads naturally around an assertion on an expression that throws:
///
/// ```swift
/// let failures = captureFailures { assertThat(try parse(""), throwsError()) }
/// ```
///
/// (Swift takes a closure that holds a `try` to throw, even where the `try` is inside an
/// argument the callee evaluates, as it is in `assertThat`.)
public func captureFailures(
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  _ body: () throws -> Void
) -> [FailureReport] {
  captureFailures(
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), body)
}

func captureFailures(at location: CallSite, _ body: () throws -> Void) -> [FailureReport] {
  let log = FailureLog()
  defer { _ = log.close() }
  do {
    try withFailureReporter(.capturing(into: log), operation: body)
  } catch {
    log.append(
      FailureReport(
        message: "The captured code threw \(describeValue(error)).", location: location))
  }
  return log.close()
}

/// Runs the asynchronous `body` and returns the failures it reported instead of failing the
/// test.
///
/// Only failures reported before `captureFailures` returns are captured. A task `body` started
/// that fails later reports where it would have without the capture. An error `body` throws is
/// captured as a failure at this line.
public func captureFailures(
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async -> [FailureReport] {
  await captureFailures(
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
    isolation: isolation, body)
}

func captureFailures(
  at location: CallSite,
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async -> [FailureReport] {
  let log = FailureLog()
  defer { _ = log.close() }
  do {
    try await withFailureReporter(.capturing(into: log), isolation: isolation, operation: body)
  } catch {
    log.append(
      FailureReport(
        message: "The captured code threw \(describeValue(error)).", location: location))
  }
  return log.close()
}

extension FailureReporter {
  /// Logs failures into `log` until it is closed, then hands them to the reporter in effect
  /// where the capture began.
  static func capturing(into log: FailureLog) -> FailureReporter {
    let enclosing = FailureReporter.current
    return FailureReporter { report in
      if !log.appendIfOpen(report) { enclosing.report(report) }
    }
  }
}
