#if canImport(Testing)
  import Testing
#endif

/// Records failures with Swift Testing, and tells which Swift Testing test the current task
/// belongs to.
enum SwiftTestingAdapter {
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

  /// Records `failure` as an issue: of the current task's test, or, from a task of no test while
  /// a run is under way, of an unknown test, which fails the run.
  @Sendable
  static func record(_ failure: FailureReport) {
    #if canImport(Testing)
      let location = failure.location
      Issue.record(
        Comment(rawValue: failure.message),
        sourceLocation: SourceLocation(
          fileID: location.fileID,
          filePath: "\(location.filePath)",
          line: Int(location.line),
          column: Int(location.column)
        )
      )
    #endif
  }
}
