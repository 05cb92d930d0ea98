import Foundation
import Mockery
import Testing

/// What a failure does to the Swift Testing test it happens in, with no reporter of the test's
/// own: each test provokes one in a child process, where it fails the child's run, and reads
/// the issue from the child's event stream, so that this suite's own run stays a clean pass.
@Suite(
  "Failures recorded in Swift Testing",
  .enabled(if: ChildProcess.isSupported, "starts the test binary again, which only Linux can"))
struct SwiftTestingRoutingTests {
  @Test func aFailureIsAnIssueOfItsTestAtTheCallersLine() async throws {
    let (child, issues) = try await SwiftTestingChild.run(
      "SwiftTestingRoutingChildTests/assertThatFails")
    #expect(child.exited && child.status == 1)
    #expect(
      issues == [
        .init(
          isKnown: false, fileID: "MockeryTests/SwiftTestingRoutingTests.swift",
          line: SwiftTestingRoutingChildTests.assertThatLine,
          messages: ["Issue recorded", "Expected: \"Zurich\"\n     but: was \"Zug\""])
      ])
  }

  @Test func aFailureInsideWithKnownIssueIsAKnownIssue() async throws {
    let (child, issues) = try await SwiftTestingChild.run(
      "SwiftTestingRoutingChildTests/aKnownIssue")
    #expect(child.exited && child.status == 0)
    #expect(issues.map(\.isKnown) == [true])
    #expect(issues.first?.messages.contains { $0.hasPrefix("Expected: \"Zurich\"") } == true)
  }

  @Test func anUnstubbedCallFailsTheTestThatMadeIt() async throws {
    let (child, issues) = try await SwiftTestingChild.run(
      "SwiftTestingRoutingChildTests/anUnstubbedCall")
    #expect(child.exited && child.status == 1)
    #expect(issues.count == 1)
    #expect(
      issues.first?.messages.contains { $0.hasPrefix(#"Unstubbed call: forecast(for: "x")"#) }
        == true)
  }
}

/// The tests the child processes of ``SwiftTestingRoutingTests`` run; skipped elsewhere.
@Suite(.enabled(if: SwiftTestingChild.isRunning, "runs only in a child process"))
struct SwiftTestingRoutingChildTests {
  static let assertThatLine = #line + 3

  @Test func assertThatFails() {
    assertThat("Zug", equalTo("Zurich"))
  }

  /// The recipe "Reporting failures" shows for a failure the test expects.
  @Test func aKnownIssue() {
    withKnownIssue("Zurich is not yet supported") {
      assertThat("Zug", equalTo("Zurich"))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("Expected: \"Zurich\"") }
    }
  }

  @Test func anUnstubbedCall() {
    _ = try? StorageMock().forecast(for: "x")
  }
}
