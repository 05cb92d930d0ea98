/// A thread-safe list of failures, filled by ``FailureReporter/logging(into:)``.
public final class FailureLog: Sendable {
  private let storage = Locked<[FailureReport]>([])

  /// Creates an empty log.
  public init() {}

  /// Every failure logged so far, oldest first.
  public var reports: [FailureReport] { storage.withLock { $0 } }

  /// The messages of ``reports``, oldest first.
  public var messages: [String] { reports.map(\.message) }

  /// Adds a failure.
  public func append(_ report: FailureReport) {
    storage.withLock { $0.append(report) }
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
public func captureFailures(_ body: () throws -> Void) rethrows -> [FailureReport] {
  let log = FailureLog()
  try withFailureReporter(.logging(into: log), operation: body)
  return log.reports
}

/// Runs the asynchronous `body` and returns the failures it reported instead of failing the
/// test.
public func captureFailures(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [FailureReport] {
  let log = FailureLog()
  try await withFailureReporter(.logging(into: log), isolation: isolation, operation: body)
  return log.reports
}
