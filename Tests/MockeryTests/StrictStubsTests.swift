import Foundation
import Mockery
import Testing
import XCTest

/// Messages that name the stubs a call missed, and Mockito's strict stubs.
@Suite("Stubs a call missed, and strict stubs")
struct StrictStubsTests {
  @Test func anUnstubbedCallNamesEachStubItMissedAndWhy() async throws {
    let fetcher = WeatherFetchingMock()
    let line = #line + 1
    fetcher.calls.conditions.when("94105").thenReturn(.sunny)
    let failures = await captureFailures {
      _ = try? await fetcher.conditions(forZipcode: "94107")
    }
    #expect(
      failures.map(\.message) == [
        """
        Unstubbed call: conditions(forZipcode: "94107")
        Called by closure #1 in StrictStubsTests.anUnstubbedCallNamesEachStubItMissedAndWhy(), \
        through WeatherFetchingMock.conditions(forZipcode:), in the test \
        StrictStubsTests/anUnstubbedCallNamesEachStubItMissedAndWhy().
        Conditions has no default value, so the call throws UnstubbedCallError.
        Its recorder has stubs, but none answers these arguments:
               1. stubbed for conditions(forZipcode: "94105") at \
        MockeryTests/StrictStubsTests.swift:\(line), called with "94107"   forZipcode: was "94107"
        Stub it on its recorder before the code under test calls it:
            .when(…).thenReturn(…)     answers calls with matching arguments
            .whenCalled().thenReturn(…)  answers every call
        or give Conditions a default by conforming it to MockDefaultValue.
        """
      ])
  }

  @Test func aStubWithoutAnAnswerSaysSo() async throws {
    let fetcher = WeatherFetchingMock()
    let line = #line + 1
    _ = fetcher.calls.conditions.when("94105")
    let failures = await captureFailures {
      _ = try? await fetcher.conditions(forZipcode: "94105")
    }
    #expect(
      failures.first?.message.contains(
        "1. stubbed for conditions(forZipcode: \"94105\") at "
          + "MockeryTests/StrictStubsTests.swift:\(line), with no answer: add one with then…")
        == true)
  }

  @Test func strictStubsReportStubsNoCallUsedWhereTheyWereMade() throws {
    let storage = StorageMock()
    let unusedLine = #line + 5
    let unmetLine = #line + 5
    let failures = captureFailures {
      withMockScope(.strictStubs) {
        storage.calls.pair.when(1, 2).thenReturn(3)
        storage.calls.pair.when(5, 5).thenReturn(10)
        storage.calls.clear.expect(times: 2)
        storage.calls.sync.expectCalled()
        _ = storage.pair(1, 2)
        storage.clear()
        // The expectation of `sync()` is not met: its stub is unused, not only unmet.
      }
    }
    #expect(
      failures.map(\.message) == [
        """
        Unused stub: pair(<5>, <5>) was stubbed here, but no call used it.
        With strict stubs, every stub must answer a call: remove it, or check the arguments the \
        code under test passes.
        """,
        """
        Unused stub: clear() was expected here, and its expectation was not met.
        With strict stubs, every stub must answer a call: remove it, or check the arguments the \
        code under test passes.
        """,
        """
        Unused stub: sync() was expected here, and its expectation was not met.
        With strict stubs, every stub must answer a call: remove it, or check the arguments the \
        code under test passes.
        """,
      ])
    #expect(
      failures.map(\.location.line) == [unusedLine, unmetLine, unmetLine + 1])
  }

  @Test func strictStubsReportACallNoStubAnswersEvenWithADefault() throws {
    let storage = StorageMock()
    let stubLine = #line + 4
    var answer: Int?
    let failures = captureFailures {
      withMockScope(.strictStubs) {
        storage.calls.pair.when(1, 2).thenReturn(3)
        _ = storage.pair(1, 2)
        // A default answers it, 0, but it matches none of the recorder's stubs.
        answer = storage.pair(1, 3)
      }
    }
    #expect(answer == 0)
    #expect(
      failures.map(\.message) == [
        """
        Potential stubbing problem: pair(<1>, <3>) matches none of its recorder's stubs
        Called by closure #1 in closure #1 in \
        StrictStubsTests.strictStubsReportACallNoStubAnswersEvenWithADefault(), through \
        StorageMock.pair(_:_:), in the test \
        StrictStubsTests/strictStubsReportACallNoStubAnswersEvenWithADefault().
        Its recorder has stubs, but none answers these arguments:
               1. stubbed for pair(<1>, <2>) at MockeryTests/StrictStubsTests.swift:\(stubLine), \
        called with <1>, <3>   argument 2: was <3>
        With strict stubs, a stubbed recorder's call must match one of its stubs: check the \
        arguments the code under test passes, or stub these too.
        """
      ])
  }

  @Test func withoutStrictStubsNeitherIsReported() {
    let storage = StorageMock()
    let failures = captureFailures {
      withMockScope {
        storage.calls.pair.when(1, 2).thenReturn(3)
        storage.calls.pair.when(5, 5).thenReturn(10)
        _ = storage.pair(1, 3)
      }
    }
    #expect(failures.isEmpty)
  }

  @Test func theTraitGivesATestStrictStubs() async throws {
    let test = try #require(Test.current)
    let failures = await captureFailures {
      try await MockScopeTrait.mockScope(.strictStubs).provideScope(for: test, testCase: nil) {
        let fetcher = WeatherFetchingMock()
        fetcher.calls.startTimer.whenCalled().thenDoNothing()
      }
    }
    #expect(
      failures.map { $0.message.prefix { $0 != "\n" } } == [
        "Unused stub: startTimer() was stubbed here, but no call used it."
      ])
  }
}

/// Every option of nested scopes applies to the test, in either order.
///
/// Scopes nest for a suite's trait around a test's, two traits on one test, and a test's own
/// `withMockScope`.
@Suite("Nested mock scopes")
struct NestedScopeTests {
  /// Runs `body` in the scopes of `traits`, the first outermost, as Swift Testing nests them.
  func nested(_ traits: [MockScopeTrait], _ body: @escaping @Sendable () -> Void) async throws
    -> [FailureReport]
  {
    let test = try #require(Test.current)
    @Sendable func run(_ remaining: ArraySlice<MockScopeTrait>) async throws {
      guard let trait = remaining.first else { return body() }
      try await trait.provideScope(for: test, testCase: nil) {
        try await run(remaining.dropFirst())
      }
    }
    return await captureFailures { try await run(traits[...]) }
  }

  static let unusedStub = "Unused stub: startTimer() was stubbed here, but no call used it."

  @Test(arguments: [
    // A suite's `.mockScope` around a test's `.mockScope(.strictStubs)`, and the reverse.
    [MockScopeTrait.mockScope, .mockScope(.strictStubs)],
    [.mockScope(.strictStubs), .mockScope],
    // Two traits on one test, in both orders.
    [.verifiesExpectations, .mockScope(.strictStubs)],
    [.mockScope(.strictStubs), .verifiesExpectations],
  ])
  func strictStubsApplyWhicheverScopeAsksForThem(_ traits: [MockScopeTrait]) async throws {
    let failures = try await nested(traits) {
      WeatherFetchingMock().calls.startTimer.whenCalled().thenDoNothing()
    }
    #expect(failures.map { $0.message.prefix { $0 != "\n" } } == [Self.unusedStub[...]])
  }

  @Test(arguments: [
    [MockScopeTrait.verifiesExpectations, .mockScope],
    [.mockScope, .verifiesExpectations],
    [.mockScope(.strictStubs), .verifiesExpectations],
  ])
  func expectationsAreVerifiedWhicheverScopeAsksForIt(_ traits: [MockScopeTrait]) async throws {
    let line = #line + 2
    let failures = try await nested(traits) {
      WeatherFetchingMock().calls.startTimer.expectCalled()
    }
    let unmet = failures.filter { $0.message.hasPrefix("Expected: startTimer() called once") }
    #expect(unmet.count == 1, "\(failures.map(\.message))")
    #expect(unmet.first?.location.line == line)
  }

  @Test func aScopeATestOpensItselfKeepsTheOptionsAroundIt() async throws {
    let failures = try await nested([.mockScope(.strictStubs)]) {
      withMockScope {
        _ = WeatherFetchingMock().calls.startTimer.whenCalled().thenDoNothing()
      }
    }
    #expect(failures.map { $0.message.prefix { $0 != "\n" } } == [Self.unusedStub[...]])
  }

  @Test func withoutStrictStubsAnywhereNothingIsReported() async throws {
    let failures = try await nested([.mockScope, .verifiesExpectations]) {
      WeatherFetchingMock().calls.startTimer.whenCalled().thenDoNothing()
    }
    #expect(failures.isEmpty)
  }
}

/// Strict stubs under XCTest, through `withMockScope(.strictStubs)` around `invokeTest`.
///
/// The failures it reports at the end of each test are caught at XCTest's own entry point.
final class StrictStubsXCTests: XCTestCase {
  private let recorded = Locked<[String]>([])
  private var expected: [String] = []

  override func invokeTest() {
    withMockScope(.strictStubs) { super.invokeTest() }
    XCTAssertEqual(recorded.withLock { $0 }.map { $0.components(separatedBy: "\n")[0] }, expected)
  }

  #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
      recorded.withLock { $0.append(issue.compactDescription) }
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      recorded.withLock { $0.append(description) }
    }
  #endif

  func testAStubNoCallUsedFailsTheTest() {
    let fetcher = WeatherFetchingMock()
    fetcher.calls.conditions.when("94105").thenReturn(.sunny)
    expected = [
      #"Unused stub: conditions(forZipcode: "94105") was stubbed here, but no call used it."#
    ]
  }

  func testEveryStubUsedPasses() {
    let fetcher = WeatherFetchingMock()
    fetcher.calls.startTimer.whenCalled().thenDoNothing()
    fetcher.startTimer()
    expected = []
  }
}
