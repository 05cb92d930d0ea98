/// Keeps the failures reported for a test from outside its task while the test runs, to record
/// them in the test, from its own task, when it ends.
///
/// Each mock scope has one. Scopes nest: once an inner scope has closed, its failures go to the
/// scope around it, which belongs to the same test.
package final class FailureInbox: Sendable {
  /// The inbox of the current task's mock scope.
  @TaskLocal package static var current: FailureInbox?

  /// The test the scope belongs to.
  package let test: TestIdentity?
  let parent: FailureInbox?
  private let state = Locked<(isOpen: Bool, reports: [FailureReport])>((true, []))

  /// Opens an inbox for `test`, inside `parent`, the current scope's inbox.
  package init(test: TestIdentity?, parent: FailureInbox? = FailureInbox.current) {
    self.test = test
    self.parent = parent
    if let test { Self.open.withLock { $0[test, default: []].append(self) } }
  }

  /// Keeps `report` for the test, and returns whether it did.
  ///
  /// Here while this scope is open, else in the nearest enclosing scope that is; false once
  /// every scope of the test has closed.
  func deliver(_ report: FailureReport) -> Bool {
    let kept = state.withLock { state in
      guard state.isOpen else { return false }
      state.reports.append(report)
      return true
    }
    return kept || parent?.deliver(report) == true
  }

  /// Whether the scope has closed.
  var isClosed: Bool { state.withLock { !$0.isOpen } }

  /// Ends the scope and returns the failures delivered while it was open.
  package func close() -> [FailureReport] {
    if let test {
      Self.open.withLock { open in
        open[test]?.removeAll { $0 === self }
        if open[test]?.isEmpty == true { open[test] = nil }
      }
    }
    return state.withLock { state in
      state.isOpen = false
      defer { state.reports = [] }
      return state.reports
    }
  }

  /// The innermost open inbox of `test`, for a failure that names its test but not its scope:
  /// a mock made before the test's scope opened, reported from a thread of its own.
  static func openInbox(of test: TestIdentity) -> FailureInbox? {
    open.withLock { $0[test]?.last }
  }

  /// The open inboxes of each test, innermost last.
  private static let open = Locked<[TestIdentity: [FailureInbox]]>([:])
}
