import Checkout
import Foundation
import Mockery
import Synchronization
import Testing

/// The checkout's doubles, as each peer-style suite below makes them.
struct CheckoutDoubles {
  let repository = OrderRepositoryMock()
  let gateway = PaymentGatewayMock()
  let clock = CheckoutClockMock()
  let events = EventPublisherMock()
  let receipts = CacheMock<Receipt>()
  let order = Order(id: "o-1", customerID: "c-1", amount: 100)
  let receipt = Receipt(id: "r-1", amount: 100)

  var service: CheckoutService {
    CheckoutService(
      orders: repository, gateway: gateway, clock: clock, events: events, receipts: receipts)
  }

  /// The stubs every checkout needs: the order, its saving, and the time.
  func stubTheOrder() {
    when(repository.calls.find(id: "o-1")).thenReturn(order)
    when(repository.calls.save(anything())).thenDoNothing()
    clock.calls.now.whenCalled().thenReturn(Date(timeIntervalSince1970: 0))
  }
}

/// Behaviours Cuckoo's own tests check, written as a Cuckoo suite is, each with the Cuckoo lines
/// it replaced.
@Suite struct FromCuckooTests {
  let doubles = CheckoutDoubles()

  @Test func answersInTurnAndTheLastSticks() async throws {
    doubles.stubTheOrder()
    // stub(gateway) { when($0.charge(any(), customerID: any()))
    //   .thenThrow(PaymentError.transient).thenReturn(receipt) }
    when(doubles.gateway.calls.charge(anything(), customerID: anything()))
      .thenThrow(PaymentError.transient).thenReturn(doubles.receipt)
    _ = try await doubles.service.checkout(orderID: "o-1")
    // verify(gateway, times(2)).charge(any(), customerID: any())
    verify(doubles.gateway.calls.charge(anything(), customerID: anything()), times: .twice)
  }

  @Test func clearStubsKeepsTheCalls() async throws {
    doubles.stubTheOrder()
    when(doubles.gateway.calls.charge(anything(), customerID: anything()))
      .thenReturn(doubles.receipt)
    _ = try await doubles.service.checkout(orderID: "o-1")
    // clearStubs(repository)
    clearStubs(doubles.repository)
    // verify(repository).find(id: "o-1")
    verify(doubles.repository.calls.find(id: "o-1"))
    // The stub is gone: the lookup answers as an unstubbed one does.
    #expect(try await doubles.repository.find(id: "o-1") == nil)
  }

  @Test func verifyNoMoreInteractionsAfterTheCallsAreVerified() async throws {
    doubles.stubTheOrder()
    when(doubles.gateway.calls.charge(anything(), customerID: anything()))
      .thenReturn(doubles.receipt)
    _ = try await doubles.service.checkout(orderID: "o-1")
    verify(doubles.gateway.calls.charge(100, customerID: "c-1"))
    // verifyNoMoreInteractions(gateway)
    verifyNoMoreInteractions(doubles.gateway)
  }
}

/// Behaviours Mockingbird's own tests check, written as a Mockingbird suite is.
@Suite struct FromMockingbirdTests {
  let doubles = CheckoutDoubles()

  @Test func aLoopingSequenceStartsOver() {
    // given(receipts.value(forKey: any())).willReturn(loopingSequence(of: nil, receipt))
    when(doubles.receipts.calls.value(forKey: anything())).thenReturn(nil, doubles.receipt)
      .looping()
    let answers = (1...4).map { _ in doubles.receipts.value(forKey: "o-1") }
    #expect(answers == [nil, doubles.receipt, nil, doubles.receipt])
  }

  @Test func aFiniteSequenceFailsTheCallPastItsEnd() {
    // given(clock.now()).willReturn(finiteSequence(of: start, end))
    let start = Date(timeIntervalSince1970: 0)
    let end = Date(timeIntervalSince1970: 60)
    let failures = captureFailures {
      doubles.clock.calls.now.whenCalled().thenReturn(start, end).finite()
      _ = (doubles.clock.now(), doubles.clock.now(), doubles.clock.now())
    }
    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix("Finite stub used up: now() was call 3") == true)
  }

  @Test func negatedAndCombinedCounts() async throws {
    doubles.stubTheOrder()
    when(doubles.gateway.calls.charge(anything(), customerID: anything()))
      .thenReturn(doubles.receipt)
    _ = try await doubles.service.checkout(orderID: "o-1")
    // verify(repository.save(any())).wasCalled(not(twice))
    verify(doubles.repository.calls.save(anything()), times: .not(.twice))
    // verify(gateway.charge(any(), customerID: any())).wasCalled(not(between(2...3)))
    verify(
      doubles.gateway.calls.charge(anything(), customerID: anything()),
      times: .not(.between(2...3)))
  }

  @Test func anInOrderVerificationThatWaits() async {
    doubles.stubTheOrder()
    when(doubles.gateway.calls.charge(anything(), customerID: anything()))
      .thenReturn(doubles.receipt)
    doubles.service.checkoutInBackground(orderID: "o-1")
    // eventually { inOrder { verify(repository.find(id: "o-1")).wasCalled()
    //                        verify(events.publish(.orderPaid(id: "o-1"))).wasCalled() } }
    await verifyInOrder(
      doubles.repository.calls.find.called("o-1"),
      doubles.events.calls.publish.called(.orderPaid(id: "o-1")),
      within: .seconds(30))
  }
}

/// Mockito habits, written as a Mockito suite is.
@Suite struct FromMockitoTests {
  let doubles = CheckoutDoubles()

  @Test func verifyNoMoreInteractionsIgnoringStubs() async throws {
    doubles.stubTheOrder()
    when(doubles.gateway.calls.charge(anything(), customerID: anything()))
      .thenReturn(doubles.receipt)
    _ = try await doubles.service.checkout(orderID: "o-1")
    verify(doubles.repository.calls.save(anything()))
    // verifyNoMoreInteractions(ignoreStubs(repository))
    ignoreStubs(doubles.repository)
    verifyNoMoreInteractions(doubles.repository)
  }

  @Test func nothingMoreHappensWithinTheWindow() async {
    doubles.stubTheOrder()
    when(doubles.gateway.calls.charge(anything(), customerID: anything()))
      .thenReturn(doubles.receipt)
    doubles.service.checkoutInBackground(orderID: "o-1")
    await verify(doubles.events.calls.publish(.orderPaid(id: "o-1")), within: .seconds(30))
    // verify(gateway, after(100).times(1)).charge(any(), any())
    await verify(
      doubles.gateway.calls.charge(anything(), customerID: anything()), times: .once,
      after: .milliseconds(100))
  }

  @Test func verboseLoggingWritesEachCall() async throws {
    let lines = Mutex<[String]>([])
    // mock(PaymentGateway.class, withSettings().verboseLogging())
    logCalls(doubles.gateway, to: { line in lines.withLock { $0.append(line) } })
    when(doubles.gateway.calls.charge(anything(), customerID: anything()))
      .thenReturn(doubles.receipt)
    _ = try await doubles.gateway.charge(100, customerID: "c-1")
    #expect(
      lines.withLock { $0 } == [#"Mockery: PaymentGatewayMock.charge(<100>, customerID: "c-1")"#])
  }
}
