import MockeryStartup

#if canImport(XCTest)
  import XCTest
#endif
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Called by the `MockeryStartup` target when the test binary loads.
@_cdecl("mockery_start_observing_tests")
func mockeryStartObservingTests() {
  XCTestAdapter.observe()
  #if os(Linux)
    CallOrigin.prepare()
  #endif
}

/// Records failures with XCTest, and follows which XCTest test is running.
///
/// XCTest has no public "current test" API on Linux, so Mockery registers an observer as the test
/// binary loads (see the `MockeryStartup` target), before the first test starts.
///
/// `XCTFail` records a failure in whichever test is running, from any thread, and crashes the
/// process when called from another thread just as that test stops. So a failure from the test's
/// own thread is recorded at once; one from another thread only while the test has not begun to
/// end: a teardown block Mockery adds to every test closes that gate, waiting for failures already
/// on their way. After that, such failures are the run's to report (see ``TestFrameworks``).
package enum XCTestAdapter {
  /// The running XCTest test, as Mockery's observer saw it start.
  package static var currentTest: TestIdentity? {
    #if canImport(XCTest)
      TestObserver.shared.runningTest
    #else
      nil
    #endif
  }

  /// Starts observing XCTest, if the binary's load has not already.
  package static func observe() {
    #if canImport(XCTest)
      _ = TestObserver.shared
    #endif
  }

  /// Records `failure` with `XCTFail` in the running test, if that test is `owner` (or `owner`
  /// is nil) and it can still take failures from this thread; returns whether it did.
  ///
  /// The observer saw the test start, so `XCTFail` has a test to record in. (A test case that
  /// overrides `recordFailure` to keep failures to itself has taken them too.)
  static func record(_ failure: FailureReport, ifOwnedBy owner: TestIdentity?) -> Bool {
    #if canImport(XCTest)
      let observer = TestObserver.shared
      guard let entry = observer.enter(ifRunning: owner) else { return false }
      defer { observer.leave(entry) }
      let message = failure.messageInFull
      let location = failure.location
      #if canImport(Darwin)
        if !failure.attachments.isEmpty {
          // Only an issue carries attachments, and only XCTest on Apple platforms has them.
          var issue = XCTIssue(
            type: .assertionFailure, compactDescription: message,
            sourceCodeContext: XCTSourceCodeContext(
              location: XCTSourceCodeLocation(
                filePath: location.filePath, lineNumber: location.line)))
          for attachment in failure.attachments {
            let made = XCTAttachment(string: attachment.text)
            made.name = attachment.name
            issue.add(made)
          }
          entry.testCase.value.record(issue)
          return true
        }
      #endif
      if let literal = location.literalFilePath {
        XCTFail(message, file: literal, line: UInt(location.line))
      } else {
        // A Swift Testing `SourceLocation` holds its path as text, which `XCTFail` cannot take.
        entry.testCase.value.recordFailure(
          message, inFile: location.filePath, atLine: location.line)
      }
      #if !canImport(Darwin)
        // XCTest has no attachments here: they go where the test's output goes, after it.
        if !failure.attachments.isEmpty {
          StandardOutput.write(
            "\(location.filePath):\(location.line): note: beside the failure above:"
              + "\(failure.attachmentsAsText)\n")
        }
      #endif
      return true
    #else
      return false
    #endif
  }

  /// Whether the XCTest test `test` has ended, or begun to.
  static func hasEnded(_ test: TestIdentity) -> Bool {
    #if canImport(XCTest)
      TestObserver.shared.hasEnded(test)
    #else
      false
    #endif
  }

  /// Runs `action` on the test's own thread as the running XCTest test ends, before its
  /// `tearDown`, in time to report failures in it; returns false when no XCTest test is running
  /// to take it.
  package static func atEndOfCurrentTest(_ action: @escaping @Sendable () -> Void) -> Bool {
    #if canImport(XCTest)
      TestObserver.shared.atEndOfRunningTest(action)
    #else
      false
    #endif
  }

  /// Runs `action` once the running XCTest test has finished, its `tearDown` included; returns
  /// false when no XCTest test is running.
  package static func afterCurrentTest(_ action: @escaping @Sendable () -> Void) -> Bool {
    #if canImport(XCTest)
      TestObserver.shared.afterRunningTest(action)
    #else
      false
    #endif
  }
}

#if canImport(XCTest)
  /// Follows XCTest's test cases as they start, fail and finish.
  ///
  /// `@unchecked Sendable`: XCTest requires an `NSObject`, and its state is in a lock.
  private final class TestObserver: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared: TestObserver = {
      mockery_startup_anchor()
      let observer = TestObserver()
      XCTestObservationCenter.shared.addTestObserver(observer)
      return observer
    }()

    /// How long a test's end waits for failures other threads are recording in it.
    static let drainLimit: Duration = .seconds(2)

    private struct Running {
      let test: TestIdentity
      let testCase: TestCaseReference
      /// The thread running the test, which may record failures until the test stops.
      let runner: pthread_t
      /// Whether other threads may still record failures in the test.
      var acceptsOtherThreads = true
      /// Failures other threads are recording in the test right now.
      var inFlight = 0
      var endActions: [@Sendable () -> Void] = []
      var afterActions: [@Sendable () -> Void] = []
    }

    private struct State {
      var started = 0
      var running: Running?
    }

    private let state = Locked(State())

    var runningTest: TestIdentity? { state.withLock { $0.running?.test } }

    func testCaseWillStart(_ testCase: XCTestCase) {
      let test = state.withLock { state in
        state.started += 1
        let test = TestIdentity(name: testCase.name, run: .xcTest(serial: state.started))
        state.running = Running(
          test: test, testCase: TestCaseReference(value: testCase), runner: pthread_self())
        return test
      }
      // Teardown blocks run on the test's thread before the test stops.
      testCase.addTeardownBlock { [self] in testIsEnding(test) }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      let after = state.withLock { state in
        defer { state.running = nil }
        return state.running?.afterActions ?? []
      }
      for action in after { action() }
    }

    /// A caller's leave to record a failure in the running test.
    struct Entry {
      let test: TestIdentity
      let testCase: TestCaseReference
      /// Whether the caller is on another thread than the test's, and so holds up its end.
      let isInFlight: Bool
    }

    /// Lets the caller record a failure in the running test, if it is `owner`'s; nil if not.
    func enter(ifRunning owner: TestIdentity?) -> Entry? {
      state.withLock { state in
        guard var running = state.running, owner == nil || owner == running.test else {
          return nil
        }
        if pthread_equal(running.runner, pthread_self()) != 0 {
          return Entry(test: running.test, testCase: running.testCase, isInFlight: false)
        }
        guard running.acceptsOtherThreads else { return nil }
        running.inFlight += 1
        state.running = running
        return Entry(test: running.test, testCase: running.testCase, isInFlight: true)
      }
    }

    func leave(_ entry: Entry) {
      guard entry.isInFlight else { return }
      state.withLock { state in
        guard state.running?.test == entry.test else { return }
        state.running?.inFlight -= 1
      }
    }

    func hasEnded(_ test: TestIdentity) -> Bool {
      guard case .xcTest(let serial) = test.run else { return false }
      return state.withLock { state in
        guard serial == state.started, let running = state.running else {
          return serial <= state.started
        }
        return !running.acceptsOtherThreads
      }
    }

    func afterRunningTest(_ action: @escaping @Sendable () -> Void) -> Bool {
      state.withLock { state in
        guard state.running != nil else { return false }
        state.running?.afterActions.append(action)
        return true
      }
    }

    func atEndOfRunningTest(_ action: @escaping @Sendable () -> Void) -> Bool {
      state.withLock { state in
        guard state.running?.acceptsOtherThreads == true else { return false }
        state.running?.endActions.append(action)
        return true
      }
    }

    /// Stops other threads from recording failures in the test, runs its end actions, then
    /// waits a bounded time for failures other threads were already recording.
    private func testIsEnding(_ test: TestIdentity) {
      let actions = state.withLock { state -> [@Sendable () -> Void] in
        guard state.running?.test == test else { return [] }
        state.running?.acceptsOtherThreads = false
        defer { state.running?.endActions = [] }
        return state.running?.endActions ?? []
      }
      for action in actions { action() }
      let deadline = ContinuousClock.now.advanced(by: Self.drainLimit)
      while state.withLock({ $0.running?.test == test && $0.running?.inFlight != 0 }),
        ContinuousClock.now < deadline
      {
        usleep(100)
      }
    }
  }

  /// The running test case, kept to record failures whose path `XCTFail` cannot take.
  ///
  /// `@unchecked Sendable`: XCTest test cases are not `Sendable`, but recording a failure in
  /// one from another thread is what `XCTFail` does too, and only while the test takes failures
  /// from other threads (see ``TestObserver/enter(ifRunning:)``).
  struct TestCaseReference: @unchecked Sendable {
    let value: XCTestCase
  }

  extension XCTestCase {
    /// Records a failure at a path given as text.
    fileprivate func recordFailure(_ message: String, inFile path: String, atLine line: Int) {
      #if canImport(Darwin)
        let location = XCTSourceCodeLocation(filePath: path, lineNumber: line)
        record(
          XCTIssue(
            type: .assertionFailure, compactDescription: message,
            sourceCodeContext: XCTSourceCodeContext(location: location)))
      #else
        recordFailure(withDescription: message, inFile: path, atLine: line, expected: true)
      #endif
    }
  }
#endif
