// What makes each failure message the docs show, keyed by the message's first line. The check
// runs it and compares what Mockery prints with the docs' text, literally.

import Mockery
import Testing

/// The first lines of messages checked by a test of their own, below, because they name the test
/// they were reported in.
let messagesCheckedByTheirOwnTests: Set<String> = [
  #"Potential stubbing problem: conditions(forZipcode: "94107") matches none of its recorder's stubs"#,
  "Unrecorded call: JobQueueMock.enqueue(_:)",
]

/// The message the docs show with `firstLine`.
func docMessage(startingWith firstLine: String) -> String? {
  docMessages.first { $0.text.hasPrefix(firstLine + "\n") }?.text
}

/// "Stubbing and verifying": a call that missed its recorder's stub, in the test the docs name.
@Suite struct RefreshTests {
  @Test func refreshesTheWeather() async throws {
    let fetcher = WeatherFetchingMock()
    fetcher.calls.conditions.when(
      "94105", fileID: "WeatherTests/RefreshTests.swift",
      filePath: "/WeatherTests/RefreshTests.swift",
      line: 12
    ).thenReturn(.sunny)
    let failures = await captureFailures {
      await WeatherService(fetcher: fetcher, zipcode: "94107").refresh()
    }
    let expected = try #require(
      docMessage(
        startingWith:
          #"Potential stubbing problem: conditions(forZipcode: "94107") matches none of its recorder's stubs"#
      ))
    #expect(failures.map(\.message) == [expected])
  }
}

/// "Generating mocks": a call of a witness no recorder can record, in the test the docs name.
@Suite struct QueueTests {
  @Test func drainsTheQueue() throws {
    let failures = captureFailures { Dispatcher(queue: JobQueueMock()).drain() }
    let expected = try #require(
      docMessage(startingWith: "Unrecorded call: JobQueueMock.enqueue(_:)"))
    #expect(failures.map(\.message) == [expected])
  }
}

/// Runs the code behind a message and returns the messages it reported.
typealias MessageProducer = @Sendable () async -> [String]

let messageProducers: [String: MessageProducer] = [
  // "Migrating from Mockable": a sequence translated as two stubs, on lines 12 and 13.
  #"Stub replaced before any call used it: charge(anything, customerID: "c-1") was stubbed on line 12, and again here, on line 13, so line 12's answers are never given."#:
    {
      struct Transient: Error {}
      let charge = MockAsyncThrowingFunction<Double, String, String>("charge(_:customerID:)")
      return captureFailures {
        charge.when(anything(), "c-1", line: 12).thenThrow(Transient())
        charge.when(anything(), "c-1", line: 13).thenReturn("r-1")
      }.map(\.message)
    },
  // "Stubbing and verifying": a large request that differs in one field of its body.
  #"Expected: createPayment(<Input(headers: Headers(idempotencyKey: "key-1"), body: .json(PaymentRequest(amountMinor: 49, currency: "EUR")))>) called once"#:
    {
      let createPayment = MockAsyncThrowingFunction<Input, String>("createPayment(_:)")
      createPayment.whenCalled().thenReturn("pay_1")
      _ = try? await createPayment(.payment(amountMinor: 4990))
      return captureFailures { createPayment.verify(.payment(amountMinor: 49)) }.map(\.message)
    },
  // "Stubbing and verifying": a miss repeated by a loop, counted at the end of the test.
  "Repeated: calls of book(isbn:) that no stub answered were reported once each; the code under test repeated them:":
    {
      let reports = FailureLog()
      withFailureReporter(.logging(into: reports)) {
        withMockScope {
          let catalog = CatalogMock()
          catalog.calls.book.when(
            "978-0441013593", fileID: "CatalogTests/ImportTests.swift",
            filePath: "/CatalogTests/ImportTests.swift", line: 14
          ).thenReturn(Book(title: "Dune"))
          for _ in 0..<1_000 { _ = catalog.book(isbn: "0") }
        }
      }
      return reports.reports.filter { $0.severity == .warning }.map(\.message)
    },
  // README and "Stubbing and verifying": a verification that found other calls.
  #"Expected: conditions(forZipcode: "94105") called once"#: {
    let fetcher = WeatherFetchingMock()
    fetcher.calls.conditions.whenCalled().thenReturn(.sunny)
    _ = try? await fetcher.conditions(forZipcode: "10001")
    _ = try? await fetcher.conditions(forZipcode: "94107")
    return captureFailures { fetcher.calls.conditions.verify("94105") }.map(\.message)
  },
  // "Stubbing and verifying": two arguments of one type that traded places.
  "Expected: transfer(from: <1>, to: <2>, amount: <5>) called once": {
    let gateway = PaymentGatewayMock()
    gateway.transfer(from: 2, to: 1, amount: 5)
    return captureFailures { verify(gateway.calls.transfer(from: 1, to: 2, amount: 5)) }
      .map(\.message)
  },
  // "Stubbing and verifying": a requirement never called lists the mock's other calls.
  #"Expected: charge(amount: <390>, token: "tok_1") called once"#: {
    let gateway = PaymentGatewayMock()
    gateway.transfer(from: 1, to: 2, amount: 390)
    return captureFailures { verify(gateway.calls.charge(amount: 390, token: "tok_1")) }
      .map(\.message)
  },
  // "Stubbing and verifying": the call log beside a failed verification.
  "Every call of PaymentGatewayMock, in the order they were made:": {
    let gateway = PaymentGatewayMock()
    gateway.calls.charge.when(
      5, anything(), fileID: "PaymentTests/ChargeTests.swift",
      filePath: "/PaymentTests/ChargeTests.swift", line: 12
    ).thenReturn(Receipt(id: "r1"))
    gateway.transfer(from: 1, to: 2, amount: 390)
    _ = try? gateway.charge(amount: 5, token: "tok_1")
    verify(gateway.calls.charge(amount: 5, token: anything()))
    return captureFailures { verify(gateway.calls.charge(amount: 390, token: "tok_1")) }
      // The file ends its last line; the docs' block has no end of line to show.
      .flatMap(\.attachments).map { String($0.text.dropLast()) }
  },
  // README: a matcher over every item of a forecast.
  "Expected: every item is high a value greater than <-40>": {
    let days = [20, 12, 3, -41, 5].map(Day.init(high:))
    return captureFailures {
      assertThat(days, everyItem(hasProperty(\.high, greaterThan(-40))))
    }.map(\.message)
  },
  // MockeryMatchers: the message of a string matcher.
  #"Expected: a string containing "Zurich""#: {
    captureFailures { assertThat("Zug", containsString("Zurich")) }.map(\.message)
  },
  // "Using Mockery with Nimble": what the bridge reports, which is what assertThat reports.
  #"Expected: a string starting with "Zur""#: {
    captureFailures { assertThat("Geneva", startsWith("Zur")) }.map(\.message)
  },
  // "Writing your own matcher".
  "Expected: an even number": {
    captureFailures { assertThat(7, isEven()) }.map(\.message)
  },
]
