// Failure reporting is a module of its own, under the matchers; a test that imports
// MockeryMatchers (or Mockery) reaches `captureFailures`, `FailureReporter` and the rest of it
// without importing it.
@_exported import MockeryReporting
