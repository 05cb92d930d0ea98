import Checkout
import Foundation
import Mockery
import Synchronization
import Testing

/// The Mockable idioms whose line-by-line translation compiles and tests something else: for
/// each, the literal translation is reported (it would have passed, green and testing nothing,
/// before), and the guide's spelling passes and tests what the Mockable test did.
///
/// Each runs the test it is about in a closure, whose failures and warnings it captures.
@Suite struct TranslationTrapTests {
  let order = Order(id: "o-1", customerID: "c-1", amount: 100)
  let receipt = Receipt(id: "r-1", amount: 100)

  /// A checkout of "o-1" with every collaborator but the gateway stubbed or relaxed.
  func checkout(with gateway: PaymentGatewayMock) async throws -> Receipt {
    let repository = OrderRepositoryMock()
    when(repository.calls.find(id: anything())).thenReturn(order)
    when(repository.calls.save(anything())).thenDoNothing()
    let clock = CheckoutClockMock()
    clock.calls.now.whenCalled().thenReturn(Date(timeIntervalSince1970: 0))
    let service = CheckoutService(
      orders: repository, gateway: gateway, clock: clock, events: relaxed(EventPublisherMock()),
      receipts: relaxed(CacheMock<Receipt>()))
    return try await service.checkout(orderID: "o-1")
  }

  @Test func aSequenceTranslatedAsTwoStubsIsReportedAndTheChainedOneRetries() async {
    // given(gateway)
    //   .charge(.any, customerID: .value("c-1")).willThrow(PaymentError.transient)
    //   .charge(.any, customerID: .value("c-1")).willReturn(receipt)
    let literal = await captureFailures {
      let gateway = PaymentGatewayMock()
      when(gateway.calls.charge(anything(), customerID: "c-1")).thenThrow(PaymentError.transient)
      when(gateway.calls.charge(anything(), customerID: "c-1")).thenReturn(receipt)
      _ = try? await checkout(with: gateway)
      verify(gateway.calls.charge(anything(), customerID: "c-1"), times: 2)
    }
    // The second stub is reported, naming both lines; the retry never happened.
    let second = literal.first?.location.line ?? 0
    let replaced: String =
      #"Stub replaced before any call used it: charge(anything, customerID: "c-1") was "#
      + "stubbed on line \(second - 1), and again here, on line \(second), so line "
      + "\(second - 1)'s answers are never given."
    let firstLines = literal.map { String($0.message.prefix { $0 != "\n" }) }
    #expect(
      firstLines == [replaced, #"Expected: charge(anything, customerID: "c-1") called twice"#])
    #expect(literal.first?.message.hasSuffix("when(…).thenThrow(…).thenReturn(…)") == true)

    let guide = await captureFailures {
      let gateway = PaymentGatewayMock()
      when(gateway.calls.charge(anything(), customerID: "c-1"))
        .thenThrow(PaymentError.transient)
        .thenReturn(receipt)
      _ = try? await checkout(with: gateway)
      verify(gateway.calls.charge(anything(), customerID: "c-1"), times: 2)
    }
    #expect(guide.isEmpty)
  }

  @Test func aForgottenStubOfAStrictMockableMockFailsOnlyUnderTheGuidesStrictScope() async {
    // let gateway = MockPaymentGateway()   // strict: a forgotten given stops the test
    // (no given for charge)
    // Translated as `let gateway = PaymentGatewayMock()` alone, the call answers Receipt's
    // MockDefaultValue, the guide's stand-in for Mocked, and the test passes.
    let literal = await captureFailures {
      _ = try? await checkout(with: PaymentGatewayMock())
    }
    #expect(literal.isEmpty, "the trap: nothing says the stub was forgotten")

    let guide = await captureFailures {
      await withMockScope(.strictMocks) {
        _ = try? await checkout(with: PaymentGatewayMock())
      }
    }
    #expect(
      guide.map { $0.message.prefix { $0 != "\n" } } == [
        #"Unexpected call on a strict mock: charge(<100>, customerID: "c-1")"#
      ])
  }

  @Test func aPerformTranslatedAsASecondStubIsReportedAndOneAnswerDoesBoth() async throws {
    // given(repository).find(id: .any).willReturn(order)
    // when(repository).find(id: .any).perform { lookups += 1 }
    // `perform` runs beside the given answer; `thenAnswer` is the answer. As a second stub, it
    // replaces the first, and answers what its closure returns.
    let lookups = Mutex(0)
    let literal = captureFailures {
      let repository = OrderRepositoryMock()
      when(repository.calls.find(id: anything())).thenReturn(order)
      when(repository.calls.find(id: anything())).thenAnswer { _ in
        lookups.withLock { $0 += 1 }
        return nil
      }
    }
    #expect(
      literal.map(\.severity) == [.warning]
        && literal.first?.message.hasSuffix("when(…).thenReturn(…).thenAnswer { … }") == true)

    let repository = OrderRepositoryMock()
    let guide = captureFailures {
      when(repository.calls.find(id: anything())).thenAnswer { [order] _ in
        lookups.withLock { $0 += 1 }
        return order
      }
    }
    #expect(guide.isEmpty)
    #expect(try await repository.find(id: "o-1") == order)
    #expect(lookups.withLock { $0 } == 1)
  }

  @Test func aFixturesStubThatATestNarrowsIsNotATrap() async throws {
    // The suite's init stubs find(id: "o-1"); a test stubs it again: another function, no
    // report. (CheckoutTests does this throughout.)
    let suite = CheckoutTests()
    let failures = captureFailures {
      when(suite.repository.calls.find(id: "o-1")).thenReturn(nil)
    }
    #expect(failures.isEmpty)
  }

  @Test func theSuitesMocksAreStrictButTheOnesMockableRelaxed() {
    withMockScope(.strictMocks) {
      let suite = CheckoutTests()
      #expect(suite.gateway.calls.charge.isStrict)
      #expect(suite.repository.calls.save.isStrict)
      #expect(!suite.events.calls.publish.isStrict)
      #expect(!suite.receipts.calls.value.isStrict)
    }
  }
}
