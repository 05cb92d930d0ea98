import Foundation

// A call made after its test ended, which the test's stubs would have been asked about.
//
// A mock's stubs are released when the test that made them ends (see `releaseStubs()`): a
// stub's closure that captures its mock would otherwise keep both alive. Work the test started
// and did not wait for may still call the mock. Such a call used to find no stub, take the
// result's default and pass in silence: a test that should have failed, the run green. It is
// now a failure that names the test, at the stub the call would have been checked against, once
// however often the work calls; where no test can take it any more, it fails the run.

extension CallStore {
  /// Notes, as the stubs are released at the end of their test, that a later call would have
  /// been checked against them, so that it is reported rather than answered in silence.
  ///
  /// Only for a mock of a test, and stubs that check calls. Under the lock.
  func noteReleasedStubs() {
    guard attribution.test != nil,
      let checked = stubs.first(where: { $0.checksCalls && $0.expectation == nil })
    else { return }
    releasedStubs = ReleasedStubs(location: checked.location)
    answersUnstubbedWithDefault = false
  }

  /// Forgets the stubs released with an earlier test.
  ///
  /// The mock is stubbed again, or reset. Under the lock.
  func forgetReleasedStubs() {
    releasedStubs = nil
    answersUnstubbedWithDefault = fallback == nil && !isSpecialization
  }

  /// Reports a call that the result's default answers because its test's stubs were released
  /// when the test ended; once per recorder, and nothing where no stubs were released.
  ///
  /// Whether they were is read under the lock: the test's end writes it from another thread.
  @usableFromInline
  func reportCallAfterItsTestEnded(_ arguments: Arguments, answeredWith value: Result) {
    guard lock.withLock({ releasedStubs.map { !$0.reported } ?? false }), !isAnotherTestsOwnCall
    else { return }
    let released = lock.withLock { () -> ReleasedStubs? in
      guard let released = releasedStubs, !released.reported else { return nil }
      releasedStubs?.reported = true
      return released
    }
    guard let released else { return }
    reportFailure(
      LateCallMessage.message(
        call: render(arguments), requirement: name.description,
        test: attribution.testName ?? "the test", stubbedOn: released.location.line,
        answer: Result.self == Void.self ? nil : describeValue(value)),
      at: released.location, attribution: attribution)
  }
}

extension CallStore {
  /// Whether the call being made is another running test's own, not work its mock's test left
  /// behind: a mock that tests share, stubbed by one and called by the next.
  ///
  /// Swift Testing knows the test of the task; XCTest runs its tests on the main thread, where
  /// work left behind does not run while another test does.
  var isAnotherTestsOwnCall: Bool {
    guard let running = TestAttribution.current.test, running != attribution.test else {
      return false
    }
    if case .swiftTesting = running.run { return true }
    return Thread.isMainThread
  }
}

/// The stubs a recorder released at the end of their test, as a later call reports them.
struct ReleasedStubs {
  /// Where the first stub that checked calls was made: where the test is fixed.
  let location: CallSite
  /// Whether a late call was reported: one mistake, one failure.
  var reported = false
}

/// The message of a call made after its test ended.
enum LateCallMessage {
  /// `answer`: the default the call got, described; nil for a call returning nothing.
  static func message(
    call: String, requirement: String, test: String, stubbedOn line: Int, answer: String?
  ) -> String {
    let answered = answer.map { "returned the default, \($0)" } ?? "did nothing"
    return """
      Call after its test ended: \(call) was made after \(test) ended, which stubbed \
      \(requirement) on line \(line). The stubs were released with the test, so the call \
      \(answered), checked by no stub.
      Wait in the test for the work that makes the call (`verify(…, within: .seconds(1))`, or \
      `await` its task), so that the call is checked while the test runs.
      """
  }
}
