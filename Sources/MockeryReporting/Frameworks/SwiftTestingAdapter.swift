#if canImport(Testing)
  import Testing
#endif

/// Records failures with Swift Testing, and tells which Swift Testing test the current task
/// belongs to.
package enum SwiftTestingAdapter {
  /// Whether the current task belongs to a running Swift Testing test.
  static var isRunningTest: Bool {
    #if canImport(Testing)
      Test.current != nil
    #else
      false
    #endif
  }

  /// The test the current task belongs to, named by its suites and function:
  /// `ScopedMockTests/stampsTheTime()`.
  static var currentTest: TestIdentity? {
    #if canImport(Testing)
      guard let test = Test.current else { return nil }
      let path = test.id.nameComponents.joined(separator: "/")
      return TestIdentity(name: path, run: .swiftTesting(id: test.id.description))
    #else
      nil
    #endif
  }

  /// A number for the test the current task belongs to; nil outside any test.
  ///
  /// The same for every task of the test and no other's: cheaper to keep and compare than its
  /// ID.
  static var currentTestNumber: Int? {
    #if canImport(Testing)
      guard let test = Test.current else { return nil }
      return testNumbers.withLock { numbers in
        if let number = numbers[test.id] { return number }
        numbers[test.id] = numbers.count
        return numbers.count - 1
      }
    #else
      nil
    #endif
  }

  #if canImport(Testing)
    private static let testNumbers = Locked<[Test.ID: Int]>([:])
  #endif

  /// Where the running Swift Testing test is declared: where a failure of no line of the test's
  /// own (a mock's call made in code under test) is reported, rather than in a file the user
  /// must not edit.
  package static var currentTestLocation: CallSite? {
    #if canImport(Testing)
      Test.current.map { CallSite($0.sourceLocation) }
    #else
      nil
    #endif
  }

  /// Records `failure` as an issue of the current task's test.
  ///
  /// When the message shortened values, their full text is attached to the test as
  /// `Mockery failure in full.txt`; the report's own attachments follow it.
  ///
  /// Says whether the issue was known: an error Swift Testing does not count as a failure, as
  /// inside `withKnownIssue`.
  @Sendable
  static func record(_ failure: FailureReport) -> FailureOutcome {
    #if canImport(Testing)
      let location = failure.location.sourceLocation
      #if compiler(>=6.3)
        // Issue severities are public from Swift 6.3.
        let severity: Issue.Severity = failure.severity == .warning ? .warning : .error
        let issue = Issue.record(
          Comment(rawValue: failure.message), severity: severity, sourceLocation: location)
      #else
        guard failure.severity == .failure else {
          StandardError.write("\(location): warning: \(failure.message)\n")
          return .failed
        }
        let issue = Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
      #endif
      if let fullMessage = failure.fullMessage {
        Attachment.record(fullMessage, named: attachmentName, sourceLocation: location)
      }
      for attachment in failure.attachments {
        Attachment.record(attachment.text, named: attachment.name, sourceLocation: location)
      }
      return failure.severity == .failure && !issue.isFailure ? .known : .failed
    #else
      return .failed
    #endif
  }

  /// The name a failure's full text is attached under.
  static let attachmentName = "Mockery failure in full.txt"
}
