import Mockery
import Testing

@Suite("A verification's description")
struct FailureDescriptionTests {
  let gateway = PaymentGatewayMock()

  @Test func aDescriptionIsWrittenAboveTheMessageOfTheFailureAtItsLine() {
    gateway.transfer(from: 1, to: 2, amount: 5)
    let line = #line + 3
    let failures = captureFailures {
      withDescription("a transfer moves the whole amount") {
        verify(gateway.calls.transfer(from: 1, to: 2, amount: 9))
      }
    }
    #expect(
      failures.map(\.message) == [
        """
        a transfer moves the whole amount
        Expected: transfer(from: <1>, to: <2>, amount: <9>) called once
             but: was called once, never with matching arguments:
               1. transfer(from: <1>, to: <2>, amount: <5>)   amount: was <5>
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func onlyTheChecksInsideCarryItOutermostFirst() {
    let failures = captureFailures {
      withDescription("checkout") {
        withDescription("the gateway") { assertThat(1, equalTo(2), "the amount") }
      }
      assertThat(3, equalTo(4))
    }
    #expect(
      failures.map(\.message) == [
        "checkout\nthe gateway\nthe amount\nExpected: <2>\n     but: was <1>",
        "Expected: <4>\n     but: was <3>",
      ])
  }

  @Test func aPassingCheckReportsNothing() {
    gateway.transfer(from: 1, to: 2, amount: 5)
    let failures = captureFailures {
      withDescription("a transfer") { verify(gateway.calls.transfer(from: 1, to: 2, amount: 5)) }
    }
    #expect(failures.isEmpty)
  }

  @Test func aFailureAfterTheBlockDoesNotCarryIt() {
    let failures = captureFailures {
      withDescription("a transfer") {}
      verify(gateway.calls.transfer(from: 1, to: 2, amount: 5))
    }
    #expect(failures.map { $0.message.hasPrefix("Expected: transfer(") } == [true])
  }

  @Test func anAsynchronousCheckCarriesIt() async {
    let fetcher = WeatherFetchingMock()
    let failures = await captureFailures {
      await withDescription("the refresh asks once") {
        _ = try? await fetcher.conditions(forZipcode: "94105")
        await fetcher.calls.conditions.verify("94105", times: .twice, within: .milliseconds(10))
      }
    }
    #expect(failures.count == 2)
    #expect(failures.allSatisfy { $0.message.hasPrefix("the refresh asks once\n") })
  }
}
