import Foundation
import Mockery
import Testing
import XCTest

/// Messages that name the stubs a call missed, and Mockito's strict stubs.
@Suite("Stubs a call missed, and strict stubs")
struct StrictStubsTests {
  @Test func aCallMissingEveryStubFailsOnceAtTheNearestStubAndIsAnsweredAsIt() async throws {
    let fetcher = WeatherFetchingMock()
    let line = #line + 1
    fetcher.calls.conditions.when("94105").thenReturn(.sunny)
    var answer: Conditions?
    let failures = await captureFailures {
      answer = try? await fetcher.conditions(forZipcode: "94107")
    }
    // Swift 6.3.1's backtracer cannot follow an async recorder's frame on Linux (see
    // CallOrigin), so an async call's message names its test alone.
    #expect(
      failures.map(\.message) == [
        """
        Potential stubbing problem: conditions(forZipcode: "94107") matches none of its \
        recorder's stubs
        Called in the test \
        StrictStubsTests/aCallMissingEveryStubFailsOnceAtTheNearestStubAndIsAnsweredAsIt().
        The mock's call: MockeryTests/WeatherFetchingMock.swift:36.
        Its recorder has stubs, but none answers these arguments:
               1. stubbed for conditions(forZipcode: "94105") at \
        MockeryTests/StrictStubsTests.swift:\(line), called with "94107"   forZipcode: was "94107"
        Conditions has no default value, so it was answered as the stub at \
        MockeryTests/StrictStubsTests.swift:\(line) answers, for the test to go on.
        A stubbed recorder's call must match one of its stubs: check the arguments the code under \
        test passes, or stub these too. If other arguments are meant to go unstubbed, make the \
        stub lenient with .lenient(), or the test with .mockScope(.lenient).
        """
      ])
    #expect(failures.map(\.location.line) == [line])
    #expect(failures.map(\.location.fileID) == ["MockeryTests/StrictStubsTests.swift"])
    // Not an UnstubbedCallError for the code under test to throw on: one mistake, one failure.
    #expect(answer == .sunny)
  }

  @Test func aWrongArgumentFailsWithoutAScopeEvenWhereTheResultHasADefault() {
    // The most common stubbing mistake: two digits swapped. The default, nil, would have let
    // the test go on as if the book did not exist.
    let storage = StorageMock()
    let line = #line + 1
    storage.calls.values.getter.when("978-0441013539").thenReturn(7)
    var answer: Int?? = .none
    let failures = captureFailures { answer = storage[key: "978-0441013593"] }
    #expect(answer == .some(nil), "answered with the default, as an unstubbed call")
    #expect(failures.map(\.location.line) == [line])
    #expect(
      failures.first?.message.hasPrefix(
        #"Potential stubbing problem: [key: "978-0441013593"] matches none of its recorder's"#)
        == true)
    #expect(
      failures.first?.message.contains(
        "It was answered with nil, the default of Optional<Int>.") == true)
  }

  @Test func aCallMatchingOneStubOfManyIsNotAProblem() {
    // The nearest wrong twin: a rule that reported any stub a call missed, not only calls that
    // miss them all.
    let storage = StorageMock()
    storage.calls.pair.when(1, 2).thenReturn(3)
    storage.calls.pair.when(5, 5).thenReturn(10)
    let failures = captureFailures { #expect(storage.pair(5, 5) == 10) }
    #expect(failures.isEmpty)
  }

  @Test func aRecorderWithoutStubsAnswersWithItsDefaultAndNoFailure() {
    let storage = StorageMock()
    storage.calls.pair.when(1, 2).thenReturn(3)
    let failures = captureFailures { storage.clear() }
    #expect(failures.isEmpty, "only a stubbed recorder's calls are checked against its stubs")
  }

  @Test func aCallMissingOnlyAnExpectationWithoutAnAnswerIsLeftToVerifyingIt() {
    // An expectation that says nothing of what calls return answers none, so a call with other
    // arguments misses nothing: verifying the expectation checks it. Under strict stubs too.
    let storage = StorageMock()
    storage.calls.pair.expect(1, 2)
    #expect(captureFailures { _ = storage.pair(7, 7) }.isEmpty)
    let strictFailures = captureFailures {
      withMockScope(.strictStubs) {
        let strictStorage = StorageMock()
        strictStorage.calls.pair.expect(1, 2)
        _ = strictStorage.pair(1, 2)
        _ = strictStorage.pair(7, 7)
      }
    }
    #expect(strictFailures.isEmpty)
  }

  @Test func anExpectationWithAnAnswerChecksTheCallsThatMissItAsAStubDoes() {
    // `expect` also starts a stub: once it answers calls, a call that misses it is a potential
    // stubbing problem, as for `when`. The nearest wrong twin, the rule before, answered 0 and
    // said nothing.
    let storage = StorageMock()
    let line = #line + 1
    storage.calls.pair.expect(1, 2, times: .atMost(1)).thenReturn(5)
    var answer: Int?
    let failures = captureFailures {
      withMockScope(.verifiesExpectations) {
        answer = storage.pair(7, 7)
      }
    }
    #expect(answer == 0)
    #expect(
      failures.map { $0.message.prefix { $0 != "\n" } } == [
        "Potential stubbing problem: pair(<7>, <7>) matches none of its recorder's stubs"
      ])
    #expect(failures.map(\.location.line) == [line])
    let message = failures.first?.message ?? ""
    #expect(
      message.contains("1. expected as pair(<1>, <2>) at MockeryTests/StrictStubsTests.swift"))
  }

  @Test func aLenientStubLetsOtherArgumentsGetTheDefault() {
    let storage = StorageMock()
    storage.calls.pair.when(1, 2).thenReturn(3).lenient()
    let failures = captureFailures {
      #expect(storage.pair(1, 3) == 0)
      #expect(storage.pair(1, 2) == 3)
    }
    #expect(failures.isEmpty)
  }

  @Test func aLenientStubBesideACheckedOneDoesNotExcuseTheCheckedOne() {
    let storage = StorageMock()
    storage.calls.pair.when(1, 2).thenReturn(3).lenient()
    let checkedLine = #line + 1
    storage.calls.pair.when(5, 5).thenReturn(10)
    let failures = captureFailures { _ = storage.pair(1, 3) }
    #expect(failures.map(\.location.line) == [checkedLine])
    let message = try? #require(failures.first?.message)
    #expect(
      message?.contains("at MockeryTests/StrictStubsTests.swift:\(checkedLine - 2), lenient,")
        == true)
  }

  @Test func aLenientScopeReportsNeitherMissedNorUnusedStubs() {
    let storage = StorageMock()
    let failures = captureFailures {
      withMockScope(.lenient) {
        storage.calls.pair.when(1, 2).thenReturn(3)
        storage.calls.pair.when(5, 5).thenReturn(10)
        _ = storage.pair(1, 3)
      }
    }
    #expect(failures.isEmpty)
  }

  @Test func withoutStrictStubsAnUnusedStubIsNotReported() {
    let storage = StorageMock()
    let failures = captureFailures {
      withMockScope {
        storage.calls.pair.when(5, 5).thenReturn(10)
        storage.calls.clear.whenCalled().thenDoNothing()
      }
    }
    #expect(failures.isEmpty)
  }

  @Test func aStrictScopeOpenedAfterAStubOutsideItReportsItsOwnUnusedStub() {
    // Each stub keeps the strictness of the scope it was made in: the recorder's first stub
    // deciding for all was the bug.
    let storage = StorageMock()
    let failures = captureFailures {
      withMockScope {
        storage.calls.pair.when(1, 2).thenReturn(3)
        withMockScope(.strictStubs) {
          storage.calls.pair.when(5, 5).thenReturn(10)
        }
        _ = storage.pair(1, 2)
      }
    }
    #expect(
      failures.map { $0.message.prefix { $0 != "\n" } } == [
        "Unused stub: pair(<5>, <5>) was stubbed here, but no call used it."
      ])
  }

  @Test func anUnusedStubOfARequirementNeverCalledNamesTheOnesCalledWithoutAStub() {
    // The code under test called another requirement than the one the test stubbed: the
    // message names it, rather than blame the stub's arguments.
    let failures = captureFailures {
      withMockScope(.strictStubs) {
        let storage = StorageMock()
        storage.calls.pair.when(5, 5).thenReturn(10)
        storage.calls.sync.whenCalled().thenDoNothing()
        storage[key: "a"] = 1  // a setter, called unstubbed by design: not named
        _ = try? storage.load("a")
        _ = try? storage.load("b")
        storage.clear()
      }
    }
    let pair = failures.first { $0.message.hasPrefix("Unused stub: pair") }?.message
    #expect(
      pair?.hasSuffix(
        "pair(_:_:) was never called, but these were, with no stub: clear(), load(_:). "
          + "Check which of them the code under test is meant to call.") == true)
  }

  @Test func underStrictStubsOneWrongArgumentIsOneFailure() {
    // Not a potential stubbing problem, then an unused stub, for the one mistake.
    let storage = StorageMock()
    let failures = captureFailures {
      withMockScope(.strictStubs) {
        storage.calls.pair.when(1, 2).thenReturn(3)
        _ = storage.pair(1, 3)
      }
    }
    #expect(
      failures.map { $0.message.prefix { $0 != "\n" } } == [
        "Potential stubbing problem: pair(<1>, <3>) matches none of its recorder's stubs"
      ])
  }

  /// A result whose description counts how often a message described it.
  struct Described: MockDefaultValue, CustomStringConvertible, Sendable {
    static let descriptions = Locked(0)
    static var mockDefault: Described { Described() }
    var description: String {
      Self.descriptions.withLock { $0 += 1 }
      return "described"
    }
  }

  @Test func aCallAnExpectationCoversIsAnsweredWithoutDescribingAnything() {
    // The nearest wrong twin built the message of a failure it then did not report, describing
    // the default and every stub on each such call.
    let lookup = strict(MockFunction<Int, Described>("lookup(_:)"))
    lookup.expectCalled(times: 3)
    let failures = captureFailures {
      for id in 1...3 { _ = lookup(id) }
    }
    #expect(failures.isEmpty)
    #expect(Described.descriptions.withLock { $0 } == 0)
  }

  @Test func aStrictMocksScopeMakesEveryMockCreatedInItStrict() {
    let failures = captureFailures {
      withMockScope(.strictMocks) {
        let storage = StorageMock()
        _ = storage.pair(1, 2)
      }
    }
    #expect(
      failures.map { $0.message.prefix { $0 != "\n" } } == [
        "Unexpected call on a strict mock: pair(<1>, <2>)"
      ])
    let outside = StorageMock()
    #expect(captureFailures { _ = outside.pair(1, 2) }.isEmpty, "a mock made outside is not strict")
  }

  @Test func aSpyInAStrictMocksScopeRunsItsRealImplementationQuietly() {
    // Running the real code is what a spy is for: the scope makes mocks strict, not spies.
    var log: [String] = []
    let failures = captureFailures {
      withMockScope(.strictMocks) {
        let spy = ThermostatSpy()
        spy.setTarget(21)
        log = spy.log
        spy.calls.setTarget.verify(21, times: .atLeast(1))
      }
    }
    #expect(failures.isEmpty)
    #expect(log.last == "target 21")
  }

  @Test func aSpyMadeStrictOnItsOwnReportsItsUnstubbedCalls() {
    // The twin: `strict(spy)` says what the scope does not.
    let failures = captureFailures {
      let spy = strict(ThermostatSpy())
      spy.setTarget(21)
    }
    #expect(failures.map { $0.message.hasPrefix("Unexpected call on a strict mock") } == [true])
  }

  @Test func aRelaxedMockInAStrictMocksScopeAnswersItsUnstubbedCallsQuietly() {
    // Mockable's strict default with one mock made `policy: .relaxed`: the strict mock's
    // unstubbed call fails, the relaxed one's answers its default.
    var relaxedAnswer: Int?
    let failures = captureFailures {
      withMockScope(.strictMocks) {
        let strictStorage = StorageMock()
        let relaxedStorage = relaxed(StorageMock())
        relaxedAnswer = relaxedStorage.pair(1, 2)
        _ = strictStorage.pair(3, 4)
      }
    }
    #expect(relaxedAnswer == 0)
    #expect(
      failures.map { $0.message.prefix { $0 != "\n" } } == [
        "Unexpected call on a strict mock: pair(<3>, <4>)"
      ])
  }

  @Test func aGenericSpecializationMadeInAStrictMocksScopeIsStrict() {
    // The specialization's recorder is made at the first call; it was made as strict as
    // strict(_:) had made its method, not as the scope makes every mock.
    let failures = captureFailures {
      withMockScope(.strictMocks) {
        let storage = StorageMock()
        _ = try? storage.decode(Int.self, from: Data())
      }
    }
    #expect(
      failures.map { $0.message.prefix { $0 != "\n" } } == [
        "Unexpected call on a strict mock: decode(<Int>, from: <0 bytes>)"
      ])
  }

  @Test func aGenericSpecializationMadeAfterRelaxedIsRelaxed() {
    let failures = captureFailures {
      withMockScope(.strictMocks) {
        let storage = relaxed(StorageMock())
        _ = try? storage.decode(Int.self, from: Data())
      }
    }
    #expect(failures.isEmpty)
  }

  @Test func relaxedReportsAValueThatIsNotAMockAtItsLine() {
    let missing: StorageMock? = nil
    let failures = captureFailures { relaxed(missing) }
    #expect(failures.map(\.location.line) == [#line - 1])
    #expect(failures.first?.message.contains("relaxed") == true)
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
        With strict stubs, every stub must answer a call. Its requirement was called, but no \
        call used this stub: remove it, or check the arguments the code under test passes.
        """,
        """
        Unused stub: clear() was expected here, and its expectation was not met.
        With strict stubs, every stub must answer a call. Remove it, or check the calls the code \
        under test makes.
        """,
        """
        Unused stub: sync() was expected here, and its expectation was not met.
        With strict stubs, every stub must answer a call. sync() was never called: remove the \
        stub, or check that the code under test calls this requirement and not another.
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
        The mock's call: MockeryTests/StorageMock.swift:79.
        Its recorder has stubs, but none answers these arguments:
               1. stubbed for pair(<1>, <2>) at MockeryTests/StrictStubsTests.swift:\(stubLine), \
        called with <1>, <3>   argument 2: was <3>
        It was answered with <0>, the default of Int.
        With strict stubs, a stubbed recorder's call must match one of its stubs: check the \
        arguments the code under test passes, or stub these too.
        """
      ])
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
