import Mockery
import Testing
import XCTest

@Suite("Labelled arguments")
struct LabelledArgumentsTests {
  let gateway = PaymentGatewayMock()

  @Test func aStubIsMatchedByLabelWithLiteralsMatchersAndValues() throws {
    let token = "tok_1"
    when(gateway.calls.charge(amount: 390, token: "tok_1")).thenReturn(Receipt(id: "literal"))
    when(gateway.calls.charge(amount: greaterThan(1_000), token: anything()))
      .thenThrow(PaymentError.declined)
    when(gateway.calls.charge(amount: 5, token: token)).thenReturn(Receipt(id: "values"))

    #expect(try gateway.charge(amount: 390, token: "tok_1") == Receipt(id: "literal"))
    #expect(try gateway.charge(amount: 5, token: "tok_1") == Receipt(id: "values"))
    #expect(throws: PaymentError.declined) { try gateway.charge(amount: 1_001, token: "x") }
  }

  @Test func swappedArgumentsOfOneTypeFailAndTheMessageNamesEachByItsLabel() {
    gateway.transfer(from: 2, to: 1, amount: 5)
    let line = #line + 1
    let failures = captureFailures { verify(gateway.calls.transfer(from: 1, to: 2, amount: 5)) }
    #expect(
      failures.map(\.message) == [
        """
        Expected: transfer(from: <1>, to: <2>, amount: <5>) called once
             but: was called once, never with matching arguments:
               1. transfer(from: <2>, to: <1>, amount: <5>)   from: was <2>; to: was <1>
        """
      ])
    #expect(failures.map(\.location.line) == [line])
    #expect(failures.map(\.location.fileID) == [#fileID])
  }

  @Test func recordedArgumentsAreReadByTheirLabels() {
    gateway.transfer(from: 2, to: 1, amount: 5)
    gateway.transfer(from: 7, to: 8, amount: 9)
    #expect(gateway.calls.transferArguments.map(\.from) == [2, 7])
    #expect(gateway.calls.transferArguments.last?.amount == 9)
    // The same calls, in the same order, as the recorder keeps them.
    #expect(gateway.calls.transfer.arguments.map(\.0) == [2, 7])
  }

  @Test func aCallFormReadsTheArgumentsAndCountOfTheCallsItMatches() throws {
    // By the requirement's name, which no overload added later changes: what a test reads of a
    // recorder by its name, `charge.arguments` and `charge.callCount`, for some calls or all.
    let gateway = PaymentGatewayMock()
    gateway.calls.charge.whenCalled().thenReturn(Receipt(id: "r"))
    _ = try gateway.charge(amount: 390, token: "tok_1")
    _ = try gateway.charge(amount: 5, token: "tok_2")
    _ = try gateway.charge(amount: 900, token: "tok_1")
    let all = gateway.calls.charge(amount: anything(), token: anything())
    #expect(all.callCount == 3)
    let (amount, token) = try #require(all.arguments.last)
    #expect(amount == 900 && token == "tok_1")
    let big = gateway.calls.charge(amount: greaterThan(100), token: anything())
    #expect(big.arguments.map(\.0) == [390, 900])
    #expect(gateway.calls.charge(amount: anything(), token: "tok_2").callCount == 1)
    #expect(gateway.calls.refund(anything(), amount: anything()).arguments.isEmpty)
  }

  @Test func verifyCountsOnlyTheCallsItsMatchersMatch() throws {
    gateway.calls.charge.whenCalled().thenReturn(Receipt(id: "r"))
    _ = try gateway.charge(amount: 390, token: "tok_1")
    _ = try gateway.charge(amount: 390, token: "tok_2")
    _ = try gateway.charge(amount: 20, token: "tok_1")

    let failures = captureFailures {
      verify(gateway.calls.charge(amount: 390, token: anything()), times: 2)
      verify(gateway.calls.charge(amount: greaterThan(100), token: "tok_1"))
      verify(gateway.calls.charge(amount: 20, token: "tok_2"), times: .never)
    }
    #expect(failures.isEmpty)
    // Exactly on the bound: two calls match, so "at most once" fails.
    let bound = captureFailures {
      verify(gateway.calls.charge(amount: 390, token: anything()), times: .atMost(1))
    }
    #expect(bound.count == 1)
  }

  @Test func anExpectationByLabelIsCheckedLaterAndAlsoStubs() throws {
    let line = #line + 1
    expect(gateway.calls.charge(amount: 390, token: anything())).thenReturn(Receipt(id: "e"))
    let unmet = captureFailures { verifyExpectations(gateway) }
    #expect(
      unmet.map(\.message) == [
        """
        Expected: charge(amount: <390>, token: anything) called once, as expected at \
        MockeryTests/LabelledArgumentsTests.swift:\(line)
             but: was never called
             nor was any other requirement of the mock
        """
      ])

    #expect(try gateway.charge(amount: 390, token: "tok_9") == Receipt(id: "e"))
    #expect(captureFailures { verifyExpectations(gateway) }.isEmpty)
  }

  @Test func aWaitingVerificationByLabelSeesACallMadeLater() async {
    let gateway = gateway
    let refund = Task.detached {
      try? await Task.sleep(for: .milliseconds(20))
      await gateway.refund(Receipt(id: "r1"), amount: 90)
    }
    // A bound no run reaches: it returns when the call comes, and on a loaded machine (a stress
    // test beside it under ThreadSanitizer) the detached task may wait many seconds for a thread.
    let failures = await captureFailures {
      await verify(
        gateway.calls.refund(equalTo(Receipt(id: "r1")), amount: 90), within: .seconds(3600))
    }
    await refund.value
    #expect(failures.isEmpty)
  }

  @Test func aWaitingVerificationByLabelReportsAtItsLineWhenNoCallComes() async {
    let line = #line + 2
    let failures = await captureFailures {
      await verify(gateway.calls.refund(anything(), amount: 1), within: .milliseconds(10))
    }
    #expect(failures.map(\.location.line) == [line])
    #expect(
      failures.map(\.message) == [
        """
        Expected: refund(anything, amount: <1>) called once within 0.01 seconds
             but: was never called
             nor was any other requirement of the mock
        """
      ])
  }

  @Test func stepsByLabelKeepTheirOrder() {
    gateway.transfer(from: 1, to: 2, amount: 5)
    gateway.cancel("t1")
    let passing = captureFailures {
      verifyInOrder(
        gateway.calls.transfer(from: 1, to: 2, amount: anything()), gateway.calls.cancel)
    }
    #expect(passing.isEmpty)
    let failing = captureFailures {
      verifyInOrder(
        gateway.calls.cancel, gateway.calls.transfer(from: 1, to: 2, amount: anything()))
    }
    #expect(failing.count == 1)
  }

  @Test func aLabelledVerificationFromADetachedTaskReachesTheMocksTest() async throws {
    let test = try #require(Test.current)
    let failures = await captureFailures {
      try await MockScopeTrait.mockScope.provideScope(for: test, testCase: nil) {
        let gateway = PaymentGatewayMock()
        // A detached task has no test: the failure finds it through the mock's recorder.
        _ = await Task.detached { verify(gateway.calls.charge(amount: 1, token: "a")) }.value
      }
    }
    #expect(
      failures.map { String($0.message.prefix { $0 != "\n" }) } == [
        #"Expected: charge(amount: <1>, token: "a") called once"#
      ])
  }

  @Test func theSourceLocationFormsReportWhereTheyAreTold() async {
    let location = SourceLocation(
      fileID: "Caller/Helper.swift", filePath: "/Helper.swift", line: 7, column: 3)
    let failures = await captureFailures {
      verify(gateway.calls.charge(amount: 1, token: "a"), sourceLocation: location)
      await verify(
        gateway.calls.charge(amount: 1, token: "a"), within: .milliseconds(1),
        sourceLocation: location)
      expect(gateway.calls.charge(amount: 1, token: "a"), sourceLocation: location)
      when(gateway.calls.charge(amount: 1, token: "a"), sourceLocation: location)
        .thenReturn(Receipt(id: "x"))
      verifyExpectations(gateway, sourceLocation: location)
    }
    #expect(failures.count == 3)
    #expect(
      failures.allSatisfy { $0.location.line == 7 && $0.location.fileID == "Caller/Helper.swift" })
  }
}

/// The same labelled calls under XCTest.
final class LabelledArgumentsXCTests: XCTestCase {
  func testALabelledVerificationFailsAtItsLineNamingTheSwappedArguments() {
    let gateway = PaymentGatewayMock()
    gateway.transfer(from: 2, to: 1, amount: 5)
    let line = #line + 1
    let failures = captureFailures { verify(gateway.calls.transfer(from: 1, to: 2, amount: 5)) }
    XCTAssertEqual(failures.map(\.location.line), [line])
    XCTAssertEqual(failures.first?.message.contains("from: was <2>; to: was <1>"), true)
  }

  func testALabelledStubAnswersOnlyItsArguments() throws {
    let gateway = PaymentGatewayMock()
    when(gateway.calls.charge(amount: 390, token: "tok_1")).thenReturn(Receipt(id: "r"))
    XCTAssertEqual(try gateway.charge(amount: 390, token: "tok_1"), Receipt(id: "r"))
    let failures = captureFailures { _ = try? gateway.charge(amount: 1, token: "tok_1") }
    XCTAssertEqual(failures.count, 1, "Receipt has no default: the unmatched call fails")
  }
}
