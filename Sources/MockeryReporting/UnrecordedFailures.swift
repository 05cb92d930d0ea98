import Foundation

/// Failures that no test could record, which fail the run instead.
///
/// Each is written to standard error when it happens. When the process exits, if there were
/// any, they are listed once more and the process exits with status 1, whatever the test
/// frameworks reported: a failure that no test took must not leave a run that passed.
enum UnrecordedFailures {
  private static let kept = Locked<[FailureReport]>([])

  /// Fails the run with `failure`.
  @Sendable
  static func failRun(with failure: FailureReport) {
    _ = exitHandler
    kept.withLock { $0.append(failure) }
    StandardError.write(
      "\(failure.location.filePath):\(failure.location.line):\(failure.location.column): "
        + "error: \(failure.messageInFull)\(failure.attachmentsAsText)\n")
  }

  /// The failures kept so far, for tests of this path.
  static var reports: [FailureReport] { kept.withLock { $0 } }

  /// Lists the failures and ends the process with status 1, if there were any.
  fileprivate static func exitIfAnyFailed() {
    let failures = kept.withLock { $0 }
    guard !failures.isEmpty else { return }
    var summary =
      "error: Mockery: \(failures.count == 1 ? "1 failure" : "\(failures.count) failures") could "
      + "not be recorded in a test, so the test run fails:\n"
    for (index, failure) in failures.enumerated() {
      let firstLine = failure.message.prefix { $0 != "\n" }
      summary += "  \(index + 1). \(failure.location): \(firstLine)\n"
    }
    StandardError.write(summary)
    fflush(nil)
    // `exit` may not be called again from an exit handler; `_exit` ends the process at once.
    _exit(1)
  }

  /// Registers the exit handler, once, on the first failure kept.
  private static let exitHandler: Void = {
    atexit { UnrecordedFailures.exitIfAnyFailed() }
  }()
}

/// Writes to standard error, unbuffered.
enum StandardError {
  static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// Where a test framework writes its output: through C's buffered standard output, as XCTest
/// does, so that a text follows the failure it belongs to.
enum StandardOutput {
  static func write(_ text: String) {
    print(text, terminator: "")
    fflush(nil)
  }
}
