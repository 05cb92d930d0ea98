import Foundation
import Mockery
import XCTest

/// Under XCTest, the call log goes beside the failure and the message stays short: an
/// attachment of the issue on Apple platforms, the test's output after the failure elsewhere.
///
/// Failures are caught at XCTest's own entry point instead of failing this test.
final class CallLogXCTests: XCTestCase {
  private let recorded = Locked<[String]>([])
  private let attachmentNames = Locked<[String]>([])

  #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
      recorded.withLock { $0.append(issue.compactDescription) }
      attachmentNames.withLock { $0 += issue.attachments.compactMap(\.name) }
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      recorded.withLock { $0.append(description) }
    }
  #endif

  func testAFailedVerificationKeepsItsMessageShortAndItsLogBesideIt() throws {
    let store = RecordStoreMock()
    store.ping()
    let output = try standardOutput { verify(store.calls.delete(id: "1")) }
    XCTAssertEqual(
      recorded.withLock { $0 },
      [
        """
        Expected: delete(id: "1") called once
             but: was never called
             the mock's other calls, nearest first:
               1. ping()
        """
      ])
    #if canImport(ObjectiveC)
      XCTAssertEqual(attachmentNames.withLock { $0 }, ["Mockery calls.txt"])
    #else
      XCTAssertTrue(
        output.hasSuffix(
          "note: beside the failure above:\n\nMockery calls.txt:\n"
            + "Every call of RecordStoreMock, in the order it was made:\n       1. ping()\n\n"),
        output)
    #endif
  }

  /// What `body` writes to standard output, which XCTest's own output goes to as well.
  private func standardOutput(_ body: () -> Void) throws -> String {
    let pipe = Pipe()
    fflush(nil)
    let saved = dup(STDOUT_FILENO)
    dup2(pipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
    body()
    fflush(nil)
    dup2(saved, STDOUT_FILENO)
    close(saved)
    try pipe.fileHandleForWriting.close()
    return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }
}
