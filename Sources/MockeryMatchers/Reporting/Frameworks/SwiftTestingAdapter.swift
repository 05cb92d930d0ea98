#if canImport(Testing)
  import Testing
#endif

/// Records failures with Swift Testing.
enum SwiftTestingAdapter {
  /// Whether the current task belongs to a running Swift Testing test.
  static var isRunningTest: Bool {
    #if canImport(Testing)
      Test.current != nil
    #else
      false
    #endif
  }

  /// The running test's name, as Swift Testing shows it.
  static var currentTestName: String? {
    #if canImport(Testing)
      Test.current.map { $0.displayName ?? $0.name }
    #else
      nil
    #endif
  }

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
