// The entry points of reporting, taking a Swift Testing `SourceLocation` where the others take
// `fileID`, `filePath`, `line` and `column`: a helper written in Swift Testing's
// style receives `sourceLocation: SourceLocation = #_sourceLocation` and passes it on, and the
// failure lands at the helper's caller.
#if canImport(Testing)
  import Testing

  /// Runs `body` and returns the failures it reported; an error it throws is captured as a
  /// failure at `sourceLocation`.
  public func captureFailures(sourceLocation: SourceLocation, _ body: () throws -> Void)
    -> [FailureReport]
  {
    captureFailures(at: CallSite(sourceLocation), body)
  }

  /// Runs the asynchronous `body` and returns the failures it reported; an error it throws is
  /// captured as a failure at `sourceLocation`.
  public func captureFailures(
    sourceLocation: SourceLocation,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Void
  ) async -> [FailureReport] {
    await captureFailures(at: CallSite(sourceLocation), isolation: isolation, body)
  }

  /// Reports a failure at `sourceLocation` through ``FailureReporter/current``.
  public func reportFailure(_ message: String, sourceLocation: SourceLocation) {
    reportFailure(message, at: CallSite(sourceLocation))
  }
#endif
