import Testing

@testable import MockeryMatchers

/// The router, with the frameworks replaced by recorders of what it sends them.
@Suite("Routing failures to test frameworks")
struct RoutingTests {
  final class Sent: Sendable {
    let swiftTesting = Locked<[String]>([])
    let xcTest = Locked<[String]>([])
    let standardError = Locked<[String]>([])

    /// `xcTestTakes`: whether an XCTest test is running to take a failure, known or not.
    func sinks(swiftTestingRunning: Bool, xcTestName: String?, xcTestTakes: Bool? = nil)
      -> TestFrameworks.Sinks
    {
      TestFrameworks.Sinks(
        swiftTestingTestIsRunning: { swiftTestingRunning },
        xcTestTestName: { xcTestName },
        recordInSwiftTesting: { report in self.swiftTesting.withLock { $0.append(report.message) }
        },
        recordInXCTest: { report in
          self.xcTest.withLock { $0.append(report.message) }
          return xcTestTakes ?? (xcTestName != nil)
        },
        writeToStandardError: { report in self.standardError.withLock { $0.append(report.message) }
        }
      )
    }

    var all: [[String]] {
      [swiftTesting.withLock { $0 }, xcTest.withLock { $0 }, standardError.withLock { $0 }]
    }
  }

  func report(test: String?, inbox: FailureInbox? = nil) -> FailureReport {
    FailureReport(
      message: "boom", location: CallSite(),
      attribution: TestAttribution(testName: test, inbox: inbox))
  }

  @Test func onASwiftTestingTasksTaskItGoesToSwiftTestingOnly() {
    let sent = Sent()
    TestFrameworks.record(
      report(test: "a()"), sinks: sent.sinks(swiftTestingRunning: true, xcTestName: nil))
    #expect(sent.all == [["boom"], [], []])
  }

  @Test func inTheXCTestItBelongsToItGoesToXCTestOnly() {
    let sent = Sent()
    TestFrameworks.record(
      report(test: "-[T testA]"),
      sinks: sent.sinks(swiftTestingRunning: false, xcTestName: "-[T testA]"))
    TestFrameworks.record(
      report(test: nil), sinks: sent.sinks(swiftTestingRunning: false, xcTestName: "-[T testB]"))
    #expect(sent.all == [[], ["boom", "boom"], []])
  }

  @Test func outsideTheTestsTaskItWaitsInTheOpenScope() {
    let sent = Sent()
    let inbox = FailureInbox()
    TestFrameworks.record(
      report(test: "a()", inbox: inbox),
      sinks: sent.sinks(swiftTestingRunning: false, xcTestName: nil))
    #expect(sent.all == [[], [], []])
    #expect(inbox.close().map(\.message) == ["boom"])
  }

  @Test func withNoWayToAttributeItItFailsTheRunAndNamesTheTest() throws {
    let sent = Sent()
    let closed = FailureInbox()
    _ = closed.close()
    TestFrameworks.record(
      report(test: "a()", inbox: closed),
      sinks: sent.sinks(swiftTestingRunning: false, xcTestName: nil))
    let message = """
      This failure belongs to the test a(), but was reported from outside it (a Task.detached, a \
      thread of its own, or after the test ended), where the test framework cannot attribute it, \
      so it fails the run instead. Give the test a mock scope (the .mockScope trait, or \
      withMockScope in XCTest) to record such failures in the test.
      boom
      """
    #expect(sent.all == [[message], [message], [message]])
  }

  @Test func anXCTestTheObserverDidNotSeeStartStillTakesItWithoutTheFallback() {
    let sent = Sent()
    TestFrameworks.record(
      report(test: nil),
      sinks: sent.sinks(swiftTestingRunning: false, xcTestName: nil, xcTestTakes: true))
    #expect(sent.all == [[], ["boom"], []])
  }

  @Test func anotherXCTestsFailureSaysWhoseItIs() {
    let sent = Sent()
    TestFrameworks.record(
      report(test: "-[T testA]"),
      sinks: sent.sinks(swiftTestingRunning: false, xcTestName: "-[T testB]"))
    #expect(
      sent.xcTest.withLock { $0.first?.hasPrefix("This failure belongs to the test -[T testA]") }
        == true)
    #expect(sent.standardError.withLock { $0 }.isEmpty)
  }
}
