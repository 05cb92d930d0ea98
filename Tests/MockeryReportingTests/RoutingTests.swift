import Testing

@testable import MockeryReporting

/// The router, with the frameworks replaced by recorders of what it sends them.
@Suite("Routing failures to test frameworks")
struct RoutingTests {
  final class Sent: Sendable {
    let swiftTesting = Locked<[String]>([])
    let xcTest = Locked<[String]>([])
    let failedRun = Locked<[String]>([])
    let warned = Locked<[String]>([])

    /// `xcTestRunning`: the XCTest test running, which takes failures that are its own.
    func sinks(
      swiftTestingRunning: Bool, xcTestRunning: TestIdentity? = nil,
      xcTestEnded: Set<TestIdentity> = []
    ) -> TestFrameworks.Sinks {
      TestFrameworks.Sinks(
        swiftTestingTestIsRunning: { swiftTestingRunning },
        recordInSwiftTesting: { report in
          self.swiftTesting.withLock { $0.append(report.message) }
          return .failed
        },
        recordInXCTest: { report, owner in
          guard let running = xcTestRunning, owner == nil || owner == running else { return false }
          self.xcTest.withLock { $0.append(report.message) }
          return true
        },
        xcTestHasEnded: { xcTestEnded.contains($0) },
        failRun: { report in self.failedRun.withLock { $0.append(report.message) } },
        warn: { report in self.warned.withLock { $0.append(report.message) } }
      )
    }

    var all: [[String]] {
      [swiftTesting.withLock { $0 }, xcTest.withLock { $0 }, failedRun.withLock { $0 }]
    }
  }

  /// A Swift Testing test named `Suite/a()`, with an id of its own for each test here: the open
  /// scopes of a test are found by its id, and these tests run in parallel.
  let testA = TestIdentity(name: "Suite/a()", run: .swiftTesting(id: "\(Test.current!.id)"))
  static let xcTestA = TestIdentity(name: "T.testA", run: .xcTest(serial: 1))
  static let xcTestB = TestIdentity(name: "T.testB", run: .xcTest(serial: 2))

  func report(of test: TestIdentity?, inbox: FailureInbox? = nil) -> FailureReport {
    FailureReport(
      message: "boom", location: CallSite(), attribution: TestAttribution(test: test, inbox: inbox))
  }

  @Test func aWarningFailsNoTestAndNoRun() {
    // A warning, such as how often a reported miss repeated, is Swift Testing's warning issue on
    // a test's task; elsewhere a line of standard error, which neither XCTest nor the run takes
    // as a failure.
    let sent = Sent()
    let warning = FailureReport(
      message: "repeated", location: CallSite(),
      attribution: TestAttribution(test: Self.xcTestA, inbox: nil),
      severity: .warning)
    TestFrameworks.record(
      warning, sinks: sent.sinks(swiftTestingRunning: false, xcTestRunning: Self.xcTestA))
    #expect(sent.all == [[], [], []])
    #expect(sent.warned.withLock { $0 } == ["repeated"])
    TestFrameworks.record(warning, sinks: sent.sinks(swiftTestingRunning: true))
    #expect(sent.all == [["repeated"], [], []])
  }

  @Test func onASwiftTestingTestsTaskItGoesToSwiftTestingOnly() {
    let sent = Sent()
    TestFrameworks.record(
      report(of: testA), sinks: sent.sinks(swiftTestingRunning: true, xcTestRunning: nil))
    #expect(sent.all == [["boom"], [], []])
  }

  @Test func theRunningXCTestTakesItsOwnFailuresAndThoseOfNoTest() {
    let sent = Sent()
    let sinks = sent.sinks(swiftTestingRunning: false, xcTestRunning: Self.xcTestA)
    TestFrameworks.record(report(of: Self.xcTestA), sinks: sinks)
    TestFrameworks.record(report(of: nil), sinks: sinks)
    #expect(sent.all == [[], ["boom", "boom"], []])
  }

  @Test func outsideTheTestsTaskItWaitsInTheOpenScope() {
    let sent = Sent()
    let inbox = FailureInbox(test: testA, parent: nil)
    TestFrameworks.record(
      report(of: testA, inbox: inbox), sinks: sent.sinks(swiftTestingRunning: false))
    #expect(sent.all == [[], [], []])
    #expect(inbox.close().map(\.message) == ["boom"])
  }

  @Test func aClosedInnerScopeHandsItToTheOpenScopeAroundIt() {
    let sent = Sent()
    let outer = FailureInbox(test: testA, parent: nil)
    let inner = FailureInbox(test: testA, parent: outer)
    _ = inner.close()
    TestFrameworks.record(
      report(of: testA, inbox: inner), sinks: sent.sinks(swiftTestingRunning: false))
    #expect(sent.all == [[], [], []])
    #expect(outer.close().map(\.message) == ["boom"])
  }

  @Test func aFailureThatNamesItsTestButNoScopeFindsTheTestsOpenScope() {
    let sent = Sent()
    let inbox = FailureInbox(test: testA, parent: nil)
    TestFrameworks.record(report(of: testA), sinks: sent.sinks(swiftTestingRunning: false))
    #expect(sent.all == [[], [], []])
    #expect(inbox.close().map(\.message) == ["boom"])
  }

  @Test func afterItsTestEndedItFailsTheRunAndSaysSo() {
    let sent = Sent()
    let closed = FailureInbox(test: testA, parent: nil)
    _ = closed.close()
    TestFrameworks.record(
      report(of: testA, inbox: closed), sinks: sent.sinks(swiftTestingRunning: false))
    let message = """
      This failure belongs to the test Suite/a(), but was reported after that test ended, so \
      the test cannot record it. It fails the run instead: the test process exits with a \
      failure. Work the test started outlived it: await or cancel that work before the test \
      returns.
      boom
      """
    // Once: not also an issue of Swift Testing's unknown test, which a `.serialized` suite
    // made two.
    #expect(sent.all == [[], [], [message]])
  }

  @Test func anEndedXCTestsFailureFailsTheRunRatherThanTheTestNowRunning() {
    let sent = Sent()
    TestFrameworks.record(
      report(of: Self.xcTestA),
      sinks: sent.sinks(
        swiftTestingRunning: false, xcTestRunning: Self.xcTestB, xcTestEnded: [Self.xcTestA]))
    #expect(sent.xcTest.withLock { $0 }.isEmpty)
    #expect(
      sent.failedRun.withLock { $0 }.first?.hasPrefix(
        "This failure belongs to the test T.testA, but was reported after that test ended")
        == true)
  }

  @Test func fromOutsideAScopelessSwiftTestingTestItSaysHowToGiveItAScope() {
    let sent = Sent()
    TestFrameworks.record(report(of: testA), sinks: sent.sinks(swiftTestingRunning: false))
    let message = """
      This failure belongs to the test Suite/a(), but was reported from outside the test's task \
      (a Task.detached or a thread of its own), where Swift Testing cannot tell which test it \
      belongs to. It fails the run instead: the test process exits with a failure. Give the \
      test a mock scope (the .mockScope trait) to record such failures in the test.
      boom
      """
    #expect(sent.all == [[], [], [message]])
  }

  @Test func withNoTestAtAllItFailsTheRun() {
    let sent = Sent()
    TestFrameworks.record(report(of: nil), sinks: sent.sinks(swiftTestingRunning: false))
    let message = """
      This failure was reported outside any test (in a Task.detached or a thread of its own, \
      with no mock scope linking it to a test, or after the tests ended), so no test can record \
      it. It fails the run instead: the test process exits with a failure. Run such work with \
      MockScope.current?.run { … } so that its failures reach the test.
      boom
      """
    #expect(sent.all == [[], [], [message]])
  }
}
