import Testing
import XCTest

@testable import MockeryMatchers

final class AssertThatXCTests: XCTestCase {
  func testAMismatchIsCapturedWithItsMessageAndLine() {
    let line = #line + 1
    let failures = captureFailures { assertThat([1, 2, 4], contains(1, 2, 3)) }
    XCTAssertEqual(
      failures.map(\.message),
      ["Expected: exactly [<1>, <2>, <3>] in order\n     but: at index 2: was <4>"])
    XCTAssertEqual(failures.map(\.location.line), [line])
    XCTAssertEqual(failures.first?.location.fileID, #fileID)
  }

  func testAMatchReportsNothing() {
    XCTAssertEqual(captureFailures { assertThat(["a": 1], hasEntry("a", 1)) }, [])
  }

  /// XCTest runs a test of the main actor on the main thread, where a model's isolated
  /// `Equatable` is compared as in Swift Testing, which runs it elsewhere.
  @MainActor
  func testModelsOfTheMainActorAreCompared() {
    let rome = Booking(city: "Rome", nights: 2)
    XCTAssertEqual(captureFailures { assertThat(rome, equalTo(rome)) }, [])
    XCTAssertEqual(
      captureFailures { assertThat([Booking(city: "Oslo", nights: 5)], hasItem(rome)) }.map(
        \.message),
      [
        #"Expected: a collection containing <Booking(city: "Rome", nights: 2)>"#
          + "\n     but: "
          + #"was [<Booking(city: "Oslo", nights: 5)>]"#
      ])
  }
}

/// Runs assertions with no override, so failures take the real path to XCTest, and catches them
/// at XCTest's own entry point instead of failing this test.
final class XCTestRoutingTests: XCTestCase {
  private struct Recorded: Equatable {
    let description: String
    let file: String
    let line: Int
  }

  private let recorded = Locked<[Recorded]>([])

  #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
      let location = issue.sourceCodeContext.location
      recorded.withLock {
        $0.append(
          Recorded(
            description: issue.compactDescription, file: location?.fileURL.path ?? "",
            line: location?.lineNumber ?? 0))
      }
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      recorded.withLock {
        $0.append(Recorded(description: description, file: filePath, line: lineNumber))
      }
    }
  #endif

  func testFailuresReachXCTestAtTheCallersLine() {
    let line = #line + 1
    assertThat("Zug", equalTo("Zurich"))
    let failures = recorded.withLock { $0 }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.description.contains("Expected: \"Zurich\"\n     but: was \"Zug\"") ?? false,
      "\(failures)")
    XCTAssertEqual(failures.first?.file, #filePath)
    XCTAssertEqual(failures.first?.line, line)
  }

  func testASwiftTestingSourceLocationReachesXCTestAtItsPathAndLine() {
    // A path held as text, which `XCTFail` cannot take: recorded through the test case.
    let location = SourceLocation(
      fileID: "WeatherTests/Helpers.swift", filePath: "/src/WeatherTests/Helpers.swift",
      line: 12, column: 3)
    assertThat("Zug", equalTo("Zurich"), sourceLocation: location)
    let failures = recorded.withLock { $0 }
    XCTAssertEqual(failures.map(\.file), ["/src/WeatherTests/Helpers.swift"])
    XCTAssertEqual(failures.map(\.line), [12])
    XCTAssertTrue(
      failures.first?.description.contains("Expected: \"Zurich\"\n     but: was \"Zug\"") ?? false,
      "\(failures)")
  }

  func testAShortenedMessageReachesXCTestWithItsFullTextAfterIt() throws {
    let actual = String(repeating: "a", count: 150) + "Zug"
    assertThat(actual, equalTo("Zurich"))
    let failures = recorded.withLock { $0 }
    XCTAssertEqual(failures.count, 1)
    let description = try XCTUnwrap(failures.first?.description)
    let parts = description.components(separatedBy: "\n\nIn full:\n")
    XCTAssertEqual(parts.count, 2, description)
    XCTAssertTrue(parts[0].contains("… (153 characters)"), description)
    XCTAssertFalse(parts[0].contains("Zug"), description)
    XCTAssertTrue(parts.last?.contains("was \"\(actual)\"") ?? false, description)
  }

  func testFailuresFromAnotherThreadStillReachTheRunningTest() {
    let done = expectation(description: "thread finished")
    let thread = Thread {
      assertThat(1, equalTo(2))
      done.fulfill()
    }
    thread.start()
    wait(for: [done], timeout: 5)
    let failures = recorded.withLock { $0 }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.description.contains("Expected: <2>\n     but: was <1>") ?? false,
      "\(failures)")
  }
}
