import Foundation
import Mockery
import MockeryTestChildren
import Testing

/// A scenario run in a child process in which no test framework runs, for promises about a
/// whole run: its exit status and what it writes.
///
/// The test binary is started again with `MOCKERY_TEST_CHILD` set; the `MockeryTestChildren`
/// target runs the scenario as the binary loads, before XCTest or Swift Testing start. Under an
/// exit test, Swift Testing would forward every failure the child reports into the parent's
/// run, and a passing suite would end with dozens of "known issues".
enum ChildScenario: String, CaseIterable {
  /// A failure reported from a thread of its own, in no test.
  case failureOutsideAnyTest
  /// A failure from a thread an XCTest test left behind, after the test ended.
  case failureAfterItsXCTestEnded
  /// Eight XCTest tests whose threads keep failing as each test ends.
  case failuresRacingTheEndOfXCTests
  /// A call from a thread an XCTest test left behind, after the test ended, of a requirement
  /// the test stubbed, answered by the result's default: three times.
  case lateCallOfAStubbedMockAfterItsXCTestEnded
  /// The same of a requirement the test did not stub: nothing to report.
  case lateCallOfAnUnstubbedMockAfterItsXCTestEnded
  /// A mock two XCTest tests share: the first stubs it, the next calls it on its own thread.
  case sharedMockCalledByTheNextXCTest
  /// The same, the next test calling it from a thread of its own: XCTest cannot tell that
  /// thread from one the first test left behind.
  case sharedMockCalledFromAThreadOfTheNextXCTest
  /// The same, the next test stubbing the shared mock before its thread calls it.
  case sharedMockStubbedAndCalledFromAThreadOfTheNextXCTest

  /// Runs the scenario, then exits as the process would: Mockery turns an exit with failures no
  /// test took into status 1.
  fileprivate func run() -> Never {
    switch self {
    case .failureOutsideAnyTest:
      onAThreadOfItsOwn {
        reportFailure(
          "Expected: <2>\n     but: was <1>", fileID: "App/Here.swift",
          filePath: "/App/Here.swift", line: 7, column: 3)
      }
    case .failureAfterItsXCTestEnded:
      #if canImport(XCTest) && !canImport(ObjectiveC)
        LateFailureCase.run("leavesAThreadBehind") { $0.leavesAThreadBehind() }
        LateFailureCase.leftBehind.signal()
        LateFailureCase.leftBehindFinished.wait()
      #endif
    case .failuresRacingTheEndOfXCTests:
      #if canImport(XCTest) && !canImport(ObjectiveC)
        LateFailureCase.run("keepsFailingFromAnotherThread", times: 8) {
          $0.keepsFailingFromAnotherThread()
        }
        for _ in 0..<8 { LateFailureCase.leftBehindFinished.wait() }
      #endif
    case .lateCallOfAStubbedMockAfterItsXCTestEnded:
      #if canImport(XCTest) && !canImport(ObjectiveC)
        LateFailureCase.run("leavesALateCallBehind") { $0.leavesALateCallBehind(stubbing: true) }
        LateFailureCase.leftBehind.signal()
        LateFailureCase.leftBehindFinished.wait()
      #endif
    case .sharedMockCalledByTheNextXCTest:
      #if canImport(XCTest) && !canImport(ObjectiveC)
        LateFailureCase.run("stubsTheSharedMock") { $0.stubsTheSharedMock() }
        LateFailureCase.run("callsTheSharedMock") { $0.callsTheSharedMock() }
      #endif
    case .sharedMockCalledFromAThreadOfTheNextXCTest:
      #if canImport(XCTest) && !canImport(ObjectiveC)
        LateFailureCase.run("stubsTheSharedMock") { $0.stubsTheSharedMock() }
        LateFailureCase.run("callsTheSharedMockFromAThread") {
          $0.callsTheSharedMockFromAThread(stubbing: false)
        }
      #endif
    case .sharedMockStubbedAndCalledFromAThreadOfTheNextXCTest:
      #if canImport(XCTest) && !canImport(ObjectiveC)
        LateFailureCase.run("stubsTheSharedMock") { $0.stubsTheSharedMock() }
        LateFailureCase.run("callsTheSharedMockFromAThread") {
          $0.callsTheSharedMockFromAThread(stubbing: true)
        }
      #endif
    case .lateCallOfAnUnstubbedMockAfterItsXCTestEnded:
      #if canImport(XCTest) && !canImport(ObjectiveC)
        LateFailureCase.run("leavesALateCallBehind") { $0.leavesALateCallBehind(stubbing: false) }
        LateFailureCase.leftBehind.signal()
        LateFailureCase.leftBehindFinished.wait()
      #endif
    }
    exit(0)
  }
}

/// Called by the `MockeryTestChildren` target when the binary loads with `MOCKERY_TEST_CHILD`.
@_cdecl("mockery_test_child_main")
func mockeryTestChildMain(_ name: UnsafePointer<CChar>) {
  guard let scenario = ChildScenario(rawValue: String(cString: name)) else {
    FileHandle.standardError.write(Data("no child scenario \(String(cString: name))\n".utf8))
    exit(70)
  }
  scenario.run()
}

/// What a child process did: its exit status and what it wrote.
struct ChildProcess {
  /// Whether this platform's test binary can be started again as a child: on Linux it is an
  /// executable; on Apple platforms it is a bundle that a runner loads, which these tests do not
  /// start yet.
  static var isSupported: Bool {
    #if os(Linux)
      true
    #else
      false
    #endif
  }

  /// Whether it exited, rather than being ended by a signal, as a crash ends it.
  var exited: Bool
  /// Its exit status, or the signal that ended it.
  var status: Int32
  var standardOutput: String
  var standardError: String

  /// The text of the file at `url`.
  ///
  /// Read through a file handle: Foundation's `String(contentsOf:)` leaks its buffer here, which
  /// LeakSanitizer reports.
  static func text(of url: URL) throws -> String {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
  }

  /// Runs `scenario` in a child process in which no test framework runs.
  static func run(
    _ scenario: ChildScenario, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> ChildProcess {
    mockery_test_children_anchor()
    // Never read: the scenario exits as the binary loads. A filter no test matches, in case.
    return try await run(
      arguments: ["MockeryTests.NoSuchTestCase"],
      environment: ["MOCKERY_TEST_CHILD": scenario.rawValue], sourceLocation: sourceLocation)
  }

  /// Runs the test binary again with `arguments` and `environment` added to this process's,
  /// and waits up to `timeout` for it to end; a child still running then is killed and
  /// reported as a failure of the test.
  static func run(
    arguments: [String], environment: [String: String], timeout: Duration = .seconds(120),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> ChildProcess {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mockery-child-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("stdout")
    let errors = folder.appendingPathComponent("stderr")
    // Files, not pipes: a child that writes more than a pipe holds would wait for a reader.
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(
      environment, uniquingKeysWith: { $1 })
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()

    let deadline = ContinuousClock.now.advanced(by: timeout)
    while process.isRunning {
      guard ContinuousClock.now < deadline else {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        Issue.record(
          "The child process \(arguments) did not end within \(timeout)",
          sourceLocation: sourceLocation)
        break
      }
      do {
        try await Task.sleep(for: .milliseconds(10))
      } catch {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        throw error
      }
    }
    return ChildProcess(
      exited: process.terminationReason == .exit, status: process.terminationStatus,
      standardOutput: try text(of: output), standardError: try text(of: errors))
  }
}

/// Swift Testing tests that run only in a child process, where the failures they provoke are the
/// child's: the parent test reads them from the child's event stream.
///
/// In the suite's own run they are skipped.
enum SwiftTestingChild {
  static let environmentKey = "MOCKERY_TEST_CHILD_SWIFT_TESTING"

  /// Whether this process is such a child.
  static var isRunning: Bool { ProcessInfo.processInfo.environment[environmentKey] != nil }

  /// An issue the child recorded, from its event stream (Swift Testing's JSON, version 0).
  struct RecordedIssue: Equatable {
    var isKnown: Bool
    var fileID: String
    var line: Int
    /// The issue's comments and description, as the child's console shows them.
    var messages: [String]
  }

  /// Runs the Swift Testing test `name` (a filter, such as `AssertThatChild/failsTheTest`) in a
  /// child process and returns its exit status and the issues it recorded.
  static func run(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> (process: ChildProcess, issues: [RecordedIssue]) {
    let events = FileManager.default.temporaryDirectory
      .appendingPathComponent("mockery-child-events-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: events) }
    let process = try await ChildProcess.run(
      arguments: [
        "--testing-library", "swift-testing", "--filter", name,
        "--event-stream-output-path", events.path, "--event-stream-version", "0",
      ],
      environment: [environmentKey: "1"], sourceLocation: sourceLocation)
    let lines = try ChildProcess.text(of: events).split(separator: "\n")
    let issues = try lines.compactMap { line -> RecordedIssue? in
      let record = try JSONDecoder().decode(EventRecord.self, from: Data(line.utf8))
      guard let payload = record.payload, payload.kind == "issueRecorded",
        let issue = payload.issue
      else { return nil }
      return RecordedIssue(
        isKnown: issue.isKnown, fileID: issue.sourceLocation?.fileID ?? "",
        line: issue.sourceLocation?.line ?? 0, messages: (payload.messages ?? []).map(\.text))
    }
    return (process, issues)
  }

  private struct EventRecord: Decodable {
    var payload: Payload?

    struct Payload: Decodable {
      var kind: String
      var issue: Issue?
      var messages: [Message]?
    }
    struct Issue: Decodable {
      var isKnown: Bool
      var sourceLocation: Location?
    }
    struct Location: Decodable {
      var fileID: String
      var line: Int
    }
    struct Message: Decodable {
      var text: String
    }
  }
}
