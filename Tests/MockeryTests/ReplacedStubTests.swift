import Foundation
import Mockery
import Testing

/// A stub replaced before any call used it, made in the same function.
///
/// A sequence written as two stubs, the first of which never answers. Reported at the second, a warning, or under
/// strict stubs a failure; a fixture's default that a test narrows, and a stub replaced after
/// a call used it, are not.
@Suite("Stubs replaced before any call used them")
struct ReplacedStubTests {
  /// A fixture's default, as a suite's `init` makes it before each test.
  let fixtureGateway = PaymentGatewayMock()

  init() {
    when(fixtureGateway.calls.charge(amount: anything(), token: "tok_1"))
      .thenReturn(Receipt(id: "default"))
  }

  /// The message of a stub of every call made on line `line`, after one of particular arguments
  /// made on line `first`.
  static func everyCallMessage(first: Int, line: Int) -> String {
    """
    Stub replaced before any call used it: charge(amount: <5>, token: "tok_1") was stubbed on \
    line \(first), and this stub, on line \(line), answers every call of \
    charge(amount:token:), so line \(first)'s stub answers none.
    When several stubs match a call, the one made last answers it: make the stub for every \
    call first, then the stubs of particular arguments.
    """
  }

  @Test func aSequenceWrittenAsTwoStubsWarnsAtTheSecondNamingBothLinesAndTheChainedForm() throws {
    // Mockable's given(p).charge(…).willThrow(e).charge(…).willReturn(r), line by line: the
    // retry path the first stub was for is never run.
    let gateway = PaymentGatewayMock()
    let first = #line + 1
    when(gateway.calls.charge(amount: anything(), token: "tok_1")).thenThrow(PaymentError.declined)
    let failures = captureFailures {
      when(gateway.calls.charge(amount: anything(), token: "tok_1"))
        .thenReturn(Receipt(id: "r-1"))
    }
    let second = #line - 3
    let warning = try #require(failures.first)
    #expect(failures.count == 1)
    #expect(warning.severity == .warning)
    #expect(warning.location.line == second)
    #expect(
      warning.message == """
        Stub replaced before any call used it: charge(amount: anything, token: "tok_1") was \
        stubbed on line \(first), and again here, on line \(second), so line \(first)'s answers \
        are never given.
        If the calls are meant to take the answers in turn, give them to one stub, in order: \
        when(…).thenThrow(…).thenReturn(…)
        """)
  }

  @Test func theChainedFormTheWarningShowsAnswersInTurnAndIsNotReported() throws {
    let gateway = PaymentGatewayMock()
    let failures = captureFailures {
      when(gateway.calls.charge(amount: anything(), token: "tok_1"))
        .thenThrow(PaymentError.declined)
        .thenReturn(Receipt(id: "r-1"))
    }
    #expect(failures.isEmpty)
    #expect(throws: PaymentError.declined) { try gateway.charge(amount: 5, token: "tok_1") }
    #expect(try gateway.charge(amount: 5, token: "tok_1") == Receipt(id: "r-1"))
  }

  @Test func aFixturesDefaultThatTheTestNarrowsIsNotReported() throws {
    // The suite's init stubbed charge(anything, "tok_1"); the test, another function, stubs the
    // same calls again: the fixture's default, overridden, is not the mistake.
    let failures = captureFailures {
      when(fixtureGateway.calls.charge(amount: anything(), token: "tok_1"))
        .thenReturn(Receipt(id: "this test's"))
    }
    #expect(failures.isEmpty)
    #expect(try fixtureGateway.charge(amount: 1, token: "tok_1") == Receipt(id: "this test's"))
  }

  @Test func aStubReplacedAfterACallUsedItIsNotReported() throws {
    let gateway = PaymentGatewayMock()
    when(gateway.calls.charge(amount: anything(), token: "tok_1")).thenReturn(Receipt(id: "a"))
    #expect(try gateway.charge(amount: 1, token: "tok_1") == Receipt(id: "a"))
    let failures = captureFailures {
      when(gateway.calls.charge(amount: anything(), token: "tok_1")).thenReturn(Receipt(id: "b"))
    }
    #expect(failures.isEmpty)
  }

  @Test func stubsOfOtherArgumentsAreNotReported() {
    // The nearest wrong twin: a rule that looked at the requirement and not at the arguments.
    let gateway = PaymentGatewayMock()
    let failures = captureFailures {
      when(gateway.calls.charge(amount: anything(), token: "tok_1")).thenReturn(Receipt(id: "a"))
      when(gateway.calls.charge(amount: anything(), token: "tok_2")).thenReturn(Receipt(id: "b"))
    }
    #expect(failures.isEmpty)
  }

  @Test func aStubOfEveryCallMadeAfterOneOfParticularArgumentsIsReported() {
    // The newer stub answers every call, so the older one, for "tok_1", answers none.
    let gateway = PaymentGatewayMock()
    let first = #line + 1
    when(gateway.calls.charge(amount: 5, token: "tok_1")).thenReturn(Receipt(id: "a"))
    let failures = captureFailures {
      gateway.calls.charge.whenCalled().thenReturn(Receipt(id: "any"))
    }
    #expect(failures.map(\.message) == [Self.everyCallMessage(first: first, line: first + 2)])
  }

  @Test func aStubOfParticularArgumentsMadeAfterOneOfEveryCallIsNotReported() {
    // The other order is right: the broad stub answers the calls the narrow one does not.
    let gateway = PaymentGatewayMock()
    let failures = captureFailures {
      gateway.calls.charge.whenCalled().thenReturn(Receipt(id: "any"))
      when(gateway.calls.charge(amount: 5, token: "tok_1")).thenReturn(Receipt(id: "a"))
    }
    #expect(failures.isEmpty)
  }

  @Test func underStrictStubsItIsOneFailureAndTheReplacedStubIsNotReportedAgainAsUnused() {
    let failures = captureFailures {
      withMockScope(.strictStubs) {
        let gateway = PaymentGatewayMock()
        gateway.calls.cancel.when("o-1").thenDoNothing()
        gateway.calls.cancel.when("o-1").thenAnswer { _ in }
        gateway.cancel("o-1")
      }
    }
    #expect(failures.map(\.severity) == [.failure])
    #expect(
      failures.first?.message.hasSuffix("when(…).thenDoNothing().thenAnswer { … }") == true)
  }

  @Test func aPropertyStubbedTwiceIsReported() {
    let fetcher = WeatherFetchingMock()
    let failures = captureFailures {
      fetcher.calls.refreshInterval.thenReturn(30)
      fetcher.calls.refreshInterval.thenReturn(90)
    }
    #expect(failures.map(\.severity) == [.warning])
    #expect(
      failures.first?.message.hasSuffix(
        "give them to one stub, in order: mock.calls.refreshInterval.thenReturn(…).thenReturn(…)")
        == true)
  }

  @Test func stubsMadeOnOneLineInALoopAreNotReported() {
    let gateway = PaymentGatewayMock()
    let failures = captureFailures {
      for id in ["a", "b", "a"] { gateway.calls.cancel.when(id).thenDoNothing() }
    }
    #expect(failures.isEmpty)
  }

  @Test func aStubIsComparedWithTheSixteenMadeJustBeforeIt() {
    // The bound, exactly: with fifteen other stubs between them, the replaced stub is the
    // sixteenth before the new one, and reported; with sixteen between, it is not looked at.
    func stubs(between count: Int) -> [FailureReport] {
      let gateway = PaymentGatewayMock()
      return captureFailures {
        gateway.calls.cancel.when("replaced").thenDoNothing()
        for index in 0..<count { gateway.calls.cancel.when("other \(index)").thenDoNothing() }
        gateway.calls.cancel.when("replaced").thenDoNothing()
      }
    }
    #expect(stubs(between: 15).count == 1)
    #expect(stubs(between: 16).isEmpty)
  }

  // Bug: the answer every call got from a stub of one constant answer did not count as a use,
  // so a stub read, then stubbed again, was "replaced before any call used it".

  @Test func aPropertyReadThenStubbedAgainIsNotReported() {
    let fetcher = WeatherFetchingMock()
    fetcher.calls.refreshInterval.thenReturn(30)
    #expect(fetcher.refreshInterval == 30)
    let failures = captureFailures { fetcher.calls.refreshInterval.thenReturn(90) }
    #expect(failures.isEmpty)
    #expect(fetcher.refreshInterval == 90)
  }

  @Test func aStubOfEveryCallUsedThenStubbedAgainIsNotReported() throws {
    let gateway = PaymentGatewayMock()
    gateway.calls.charge.whenCalled().thenReturn(Receipt(id: "a"))
    #expect(try gateway.charge(amount: 1, token: "tok_1") == Receipt(id: "a"))
    let failures = captureFailures {
      gateway.calls.charge.whenCalled().thenReturn(Receipt(id: "b"))
    }
    #expect(failures.isEmpty)
  }

  @Test func underStrictStubsAPropertyReadThenStubbedAgainPasses() {
    // The mock made before the scope: its first stub answered through the constant answer.
    let fetcher = WeatherFetchingMock()
    fetcher.calls.refreshInterval.thenReturn(30)
    _ = fetcher.refreshInterval
    let failures = captureFailures {
      withMockScope(.strictStubs) {
        fetcher.calls.refreshInterval.thenReturn(90)
        #expect(fetcher.refreshInterval == 90)
      }
    }
    #expect(failures.isEmpty)
  }

  @Test func aPropertyStubbedTwiceWithNoReadBetweenIsStillReported() {
    // The nearest wrong twin of the fix: counting a use where no call was made.
    let fetcher = WeatherFetchingMock()
    fetcher.calls.refreshInterval.thenReturn(30)
    _ = fetcher.refreshInterval
    fetcher.calls.refreshInterval.thenReturn(60)
    let failures = captureFailures { fetcher.calls.refreshInterval.thenReturn(90) }
    #expect(failures.map(\.severity) == [.warning])
  }

  // Bug: a catch-all made of `anything()` hid an older stub of particular arguments silently.

  @Test func aStubOfAnythingForEachArgumentMadeAfterOneOfParticularArgumentsIsReported() {
    let gateway = PaymentGatewayMock()
    let first = #line + 1
    when(gateway.calls.charge(amount: 5, token: "tok_1")).thenReturn(Receipt(id: "a"))
    let failures = captureFailures {
      when(gateway.calls.charge(amount: anything(), token: anything()))
        .thenReturn(Receipt(id: "any"))
    }
    #expect(failures.map(\.message) == [Self.everyCallMessage(first: first, line: first + 2)])
  }

  @Test func aStubOfAnythingForOneArgumentOnlyIsNotACatchAll() {
    // The nearest wrong twin: one `anything()` among particular arguments answers only some.
    let gateway = PaymentGatewayMock()
    let failures = captureFailures {
      when(gateway.calls.charge(amount: 5, token: "tok_1")).thenReturn(Receipt(id: "a"))
      when(gateway.calls.charge(amount: anything(), token: "tok_2")).thenReturn(Receipt(id: "b"))
    }
    #expect(failures.isEmpty)
  }

  @Test func whenCalledAfterAStubOfAnythingIsTheSameCallsStubbedAgain() {
    let gateway = PaymentGatewayMock()
    let failures = captureFailures {
      gateway.calls.cancel.when(anything()).thenDoNothing()
      gateway.calls.cancel.whenCalled().thenAnswer { _ in }
    }
    #expect(failures.map(\.message.isEmpty) == [false])
    #expect(failures.first?.message.contains("again here") == true)
  }

  // Bug: stubs whose matchers describe themselves alike were taken for the same calls.

  @Test func aHelpersClosureMatchersMadeWithDifferentValuesAreNotTheSameCalls() {
    func token(_ expected: String) -> Matcher<String> { Matcher { $0 == expected } }
    let failures = captureFailures {
      withMockScope(.strictStubs) {
        let gateway = PaymentGatewayMock()
        when(gateway.calls.charge(amount: anything(), token: token("paid")))
          .thenReturn(Receipt(id: "paid"))
        when(gateway.calls.charge(amount: anything(), token: token("unpaid")))
          .thenReturn(Receipt(id: "unpaid"))
        _ = try? gateway.charge(amount: 1, token: "paid")
        _ = try? gateway.charge(amount: 1, token: "unpaid")
      }
    }
    #expect(failures.isEmpty)
  }

  @Test func longStringsThatDifferPastWhatTheirDescriptionShowsAreNotTheSameCalls() {
    // 120 characters that differ at the 101st, which a shortened description leaves out.
    let start = String(repeating: "x", count: 100)
    let end = String(repeating: "y", count: 19)
    let gateway = PaymentGatewayMock()
    let failures = captureFailures {
      gateway.calls.cancel.when(start + "1" + end).thenDoNothing()
      gateway.calls.cancel.when(start + "2" + end).thenDoNothing()
    }
    #expect(failures.isEmpty)
  }

  @Test func equalLongStringsAreTheSameCalls() {
    // The twin: the same long string twice is the same calls, however it describes itself.
    let long = String(repeating: "x", count: 120)
    let gateway = PaymentGatewayMock()
    let failures = captureFailures {
      gateway.calls.cancel.when(long).thenDoNothing()
      gateway.calls.cancel.when(equalTo(long)).thenDoNothing()
    }
    #expect(failures.count == 1)
  }

  @Test func datesLessThanASecondApartAreNotTheSameCalls() {
    let scheduled = MockFunction<Date, Void>("schedule(at:)")
    let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
    let failures = captureFailures {
      scheduled.when(now).thenDoNothing()
      scheduled.when(now.addingTimeInterval(0.25)).thenDoNothing()
      scheduled.when(now).thenDoNothing()
    }
    // Only the third replaces one: the first, the same date.
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("was stubbed on line") == true)
  }

  // Bug: `when(_:sourceLocation:)` passed no function, so a helper's stubs were never checked.

  @Test func aHelperStubbingThroughSourceLocationTwiceInOneTestIsReportedAtItsCaller() throws {
    func stubCharge(
      _ gateway: PaymentGatewayMock, with receipt: Receipt,
      sourceLocation: SourceLocation = #_sourceLocation, function: String = #function
    ) {
      when(
        gateway.calls.charge(amount: anything(), token: "tok_1"), sourceLocation: sourceLocation,
        function: function
      ).thenReturn(receipt)
    }
    let gateway = PaymentGatewayMock()
    let first = #line + 1
    stubCharge(gateway, with: Receipt(id: "a"))
    let failures = captureFailures { stubCharge(gateway, with: Receipt(id: "b")) }
    let warning = try #require(failures.first)
    #expect(failures.count == 1)
    #expect(warning.location.line == first + 1)
    #expect(warning.message.hasPrefix("Stub replaced before any call used it"))
    #expect(warning.message.contains("stubbed on line \(first), and again here"))
  }

  @Test func aHelpersStubsInAFixtureAndInTheTestAreNotReported() {
    // The twin: the fixture's default, in `init`, narrowed by the test, through one helper.
    func stubCancel(
      _ gateway: PaymentGatewayMock, sourceLocation: SourceLocation = #_sourceLocation,
      function: String = #function
    ) {
      gateway.calls.cancel.when("o-1", sourceLocation: sourceLocation, function: function)
        .thenDoNothing()
    }
    func fixture() -> PaymentGatewayMock {
      let gateway = PaymentGatewayMock()
      stubCancel(gateway)
      return gateway
    }
    let gateway = fixture()
    let failures = captureFailures { stubCancel(gateway) }
    #expect(failures.isEmpty)
  }
}

/// Answers given to one stub are taken in turn, also those added after the others ran out.
@Suite("Answers added to a stub later")
struct AnswersAddedLaterTests {
  @Test func anAnswerAddedAfterTheOthersRanOutIsTheNextCallsAnswer() throws {
    let gateway = PaymentGatewayMock()
    let stub = when(gateway.calls.charge(amount: anything(), token: "tok_1"))
      .thenReturn(Receipt(id: "a"))
    #expect(try gateway.charge(amount: 1, token: "tok_1") == Receipt(id: "a"))
    stub.thenReturn(Receipt(id: "b"))
    #expect(try gateway.charge(amount: 1, token: "tok_1") == Receipt(id: "b"))
    #expect(try gateway.charge(amount: 1, token: "tok_1") == Receipt(id: "b"))
  }

  @Test func anAnswerAddedToAConstantStubOfEveryCallIsTheNextCallsAnswer() {
    let fetcher = WeatherFetchingMock()
    let stub = fetcher.calls.refreshInterval.thenReturn(30)
    #expect(fetcher.refreshInterval == 30)
    #expect(fetcher.refreshInterval == 30)
    stub.thenReturn(90)
    #expect(fetcher.refreshInterval == 90)
  }

  @Test func anAnswerAddedBeforeTheOthersRanOutWaitsItsTurn() throws {
    let gateway = PaymentGatewayMock()
    let stub = when(gateway.calls.charge(amount: anything(), token: "tok_1"))
      .thenReturn(Receipt(id: "a")).thenReturn(Receipt(id: "b"))
    #expect(try gateway.charge(amount: 1, token: "tok_1") == Receipt(id: "a"))
    stub.thenReturn(Receipt(id: "c"))
    #expect(try gateway.charge(amount: 1, token: "tok_1") == Receipt(id: "b"))
    #expect(try gateway.charge(amount: 1, token: "tok_1") == Receipt(id: "c"))
  }
}
