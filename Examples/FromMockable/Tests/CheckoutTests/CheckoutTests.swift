import Checkout
import Foundation
import Mockery
import Synchronization
import Testing

/// Checkout's tests, written for Mockable and ported with MigratingFromMockable.md alone.
///
/// Each keeps, as a comment, the Mockable lines it replaced.
///
/// Mockable's mocks are strict unless a mock's policy relaxes them: an unstubbed call stops the
/// test. The suite's scope makes every mock strict in Mockery too (an unstubbed call fails the
/// test), and `relaxed(_:)` relaxes the two that Mockable relaxed.
@Suite(.mockScope(.strictMocks))
struct CheckoutTests {
  // let repository = MockOrderRepository()
  let repository = OrderRepositoryMock()
  // let gateway = MockPaymentGateway()
  let gateway = PaymentGatewayMock()
  // let clock = MockCheckoutClock()
  let clock = CheckoutClockMock()
  // let events = MockEventPublisher(policy: .relaxed)
  let events = relaxed(EventPublisherMock())
  // let receipts = MockCache<Receipt>(policy: .relaxed)
  let receipts = relaxed(CacheMock<Receipt>())
  let service: CheckoutService

  let order = Order(id: "o-1", customerID: "c-1", amount: 100)
  let receipt = Receipt(id: "r-1", amount: 100)
  let noon = Date(timeIntervalSince1970: 43_200)

  init() {
    service = CheckoutService(
      orders: repository, gateway: gateway, clock: clock, events: events, receipts: receipts)
    // given(repository).find(id: .value("o-1")).willReturn(order)
    // given(repository).save(.any).willReturn()
    // given(clock).now().willReturn(noon)
    when(repository.calls.find(id: "o-1")).thenReturn(order)
    when(repository.calls.save(anything())).thenDoNothing()
    clock.calls.now.whenCalled().thenReturn(noon)
  }

  @Test func checkoutChargesTheOrderAmountOnce() async throws {
    // given(gateway).charge(.value(100), customerID: .value("c-1")).willReturn(receipt)
    when(gateway.calls.charge(100, customerID: "c-1")).thenReturn(receipt)

    _ = try await service.checkout(orderID: "o-1")

    // verify(gateway).charge(.value(100), customerID: .any).called(.once)
    verify(gateway.calls.charge(100, customerID: anything()))
  }

  @Test func aTransientFailureIsRetriedOnce() async throws {
    // given(gateway)
    //   .charge(.any, customerID: .value("c-1")).willThrow(PaymentError.transient)
    //   .charge(.any, customerID: .value("c-1")).willReturn(receipt)
    when(gateway.calls.charge(anything(), customerID: "c-1"))
      .thenThrow(PaymentError.transient)
      .thenReturn(receipt)

    let paid = try await service.checkout(orderID: "o-1")

    #expect(paid.id == "r-1")
    // verify(gateway).charge(.any, customerID: .value("c-1")).called(2)
    verify(gateway.calls.charge(anything(), customerID: "c-1"), times: 2)
  }

  @Test func aDeclinedCardIsNotRetriedAndTheFailureIsPublished() async throws {
    // given(gateway).charge(.any, customerID: .any).willThrow(PaymentError.declined)
    when(gateway.calls.charge(anything(), customerID: anything()))
      .thenThrow(PaymentError.declined)

    await #expect(throws: PaymentError.declined) { try await service.checkout(orderID: "o-1") }

    // verify(gateway).charge(.any, customerID: .any).called(.once)
    // verify(events).publish(.value(.paymentFailed(id: "o-1"))).called(.once)
    verify(gateway.calls.charge(anything(), customerID: anything()))
    verify(events.calls.publish(.paymentFailed(id: "o-1")))
  }

  @Test func anUnknownOrderChargesNothing() async throws {
    // given(repository).find(id: .value("o-2")).willReturn(nil)
    when(repository.calls.find(id: "o-2")).thenReturn(nil)

    await #expect(throws: CheckoutError.unknownOrder("o-2")) {
      try await service.checkout(orderID: "o-2")
    }

    // verify(gateway).charge(.any, customerID: .any).called(.never)
    verify(gateway.calls.charge(anything(), customerID: anything()), times: .never)
  }

  @Test func thePaidOrderIsSaved() async throws {
    // given(gateway).charge(.any, customerID: .any).willReturn(receipt)
    when(gateway.calls.charge(anything(), customerID: anything())).thenReturn(receipt)

    _ = try await service.checkout(orderID: "o-1")

    // verify(repository).save(.matching { $0.status == .paid }).called(.once)
    verify(repository.calls.save(.matching { $0.status == .paid }))
  }

  @Test func thePaymentIsPublished() async throws {
    // given(gateway).charge(.any, customerID: .any).willReturn(receipt)
    when(gateway.calls.charge(anything(), customerID: anything())).thenReturn(receipt)

    _ = try await service.checkout(orderID: "o-1")

    // verify(events).publish(.value(.orderPaid(id: "o-1"))).called(.once)
    verify(events.calls.publish(.orderPaid(id: "o-1")))
  }

  @Test func theReceiptIsStampedAndKeptForFiveMinutes() async throws {
    // given(gateway).charge(.any, customerID: .any).willReturn(receipt)
    when(gateway.calls.charge(anything(), customerID: anything())).thenReturn(receipt)

    let paid = try await service.checkout(orderID: "o-1")

    #expect(paid.paidAt == noon)
    // verify(receipts).set(.value(paid), forKey: .value("o-1"), ttl: .value(300)).called(.once)
    verify(receipts.calls.set(equalTo(paid), forKey: "o-1", ttl: 300))
  }

  @Test func aKeptReceiptSkipsTheGateway() async throws {
    // given(receipts).value(forKey: .value("o-1")).willReturn(receipt)
    when(receipts.calls.value(forKey: "o-1")).thenReturn(receipt)

    #expect(try await service.checkout(orderID: "o-1") == receipt)

    // verify(gateway).charge(.any, customerID: .any).called(.never)
    verify(gateway.calls.charge(anything(), customerID: anything()), times: .never)
  }

  @Test func anOrderWithAKeyIsChargedWithIt() async throws {
    let keyed = Order(id: "o-k", customerID: "c-1", amount: 40, idempotencyKey: "k-1")
    // given(repository).find(id: .value("o-k")).willReturn(keyed)
    // given(gateway).charge(.any, customerID: .any, idempotencyKey: .value("k-1"))
    //   .willReturn(receipt)
    when(repository.calls.find(id: "o-k")).thenReturn(keyed)
    when(gateway.calls.charge(anything(), customerID: anything(), idempotencyKey: "k-1"))
      .thenReturn(receipt)

    _ = try await service.checkout(orderID: "o-k")

    // verify(gateway).charge(.value(40), customerID: .any, idempotencyKey: .any).called(.once)
    // verify(gateway).charge(.any, customerID: .any).called(.never)
    verify(gateway.calls.charge(40, customerID: anything(), idempotencyKey: anything()))
    verify(gateway.calls.charge(anything(), customerID: anything()), times: .never)
  }

  @Test func theGatewaysAnswerIsMadeFromTheCall() async throws {
    // given(gateway).charge(.any, customerID: .any).willProduce { amount, customerID in
    //   Receipt(id: "r-\(customerID)", amount: amount)
    // }
    when(gateway.calls.charge(anything(), customerID: anything())).thenAnswer {
      amount, customerID in Receipt(id: "r-\(customerID)", amount: amount)
    }

    let paid = try await service.checkout(orderID: "o-1")

    #expect(paid.id == "r-c-1")
    #expect(paid.amount == 100)
  }

  @Test func eachLookupIsCounted() async throws {
    let lookups = Mutex(0)
    // given(repository).find(id: .any).willReturn(order)
    // when(repository).find(id: .any).perform { lookups += 1 }
    // given(gateway).charge(.any, customerID: .any).willReturn(receipt)
    when(repository.calls.find(id: anything())).thenAnswer { [order] _ in
      lookups.withLock { $0 += 1 }
      return order
    }
    when(gateway.calls.charge(anything(), customerID: anything())).thenReturn(receipt)

    _ = try await service.checkout(orderID: "o-1")

    #expect(lookups.withLock { $0 } == 1)
  }

  @Test func eachEventIsCounted() async throws {
    let published = Mutex(0)
    // when(events).publish(.any).perform { published += 1 }
    // given(gateway).charge(.any, customerID: .any).willReturn(receipt)
    events.calls.publish.whenCalled().thenAnswer { _ in published.withLock { $0 += 1 } }
    when(gateway.calls.charge(anything(), customerID: anything())).thenReturn(receipt)

    _ = try await service.checkout(orderID: "o-1")

    #expect(published.withLock { $0 } == 1)
  }

  @Test func aCheckoutInTheBackgroundIsPublishedEventually() async throws {
    // given(gateway).charge(.any, customerID: .any).willReturn(receipt)
    when(gateway.calls.charge(anything(), customerID: anything())).thenReturn(receipt)

    service.checkoutInBackground(orderID: "o-1")

    // await verify(events).publish(.value(.orderPaid(id: "o-1")))
    //   .calledEventually(.once, before: .seconds(5))
    await verify(events.calls.publish(.orderPaid(id: "o-1")), within: .seconds(5))
  }

  @Test func aResetGatewayHasNoStubsNorCalls() async throws {
    // given(gateway).charge(.any, customerID: .any).willReturn(receipt)
    when(gateway.calls.charge(anything(), customerID: anything())).thenReturn(receipt)
    _ = try await service.checkout(orderID: "o-1")

    // gateway.reset()
    resetMocks(gateway)

    // verify(gateway).charge(.any, customerID: .any).called(.never)
    verify(gateway.calls.charge(anything(), customerID: anything()), times: .never)
  }

  @Test func aRelaxedGatewayAnswersWithTheMockedReceipt() async throws {
    // let gateway = MockPaymentGateway(policy: .relaxedMocked)   // Receipt: Mocked
    let gateway = relaxed(PaymentGatewayMock())  // Receipt: MockDefaultValue
    let service = CheckoutService(
      orders: repository, gateway: gateway, clock: clock, events: events, receipts: receipts)

    let paid = try await service.checkout(orderID: "o-1")

    #expect(paid.id == Receipt.mockDefault.id)
    // verify(gateway).charge(.any, customerID: .any).called(.atLeastOnce)
    verify(gateway.calls.charge(anything(), customerID: anything()), times: .atLeast(1))
  }

  @Test func checkoutsAreCountedInARange() async throws {
    // given(gateway).charge(.any, customerID: .any).willReturn(receipt)
    when(gateway.calls.charge(anything(), customerID: anything())).thenReturn(receipt)

    for _ in 0..<3 { _ = try await service.checkout(orderID: "o-1") }

    // verify(repository).find(id: .value("o-1")).called(.from(1, to: 5))
    // verify(receipts).value(forKey: .any).called(.moreOrEqual(to: 3))
    verify(repository.calls.find(id: "o-1"), times: .between(1...5))
    verify(receipts.calls.value(forKey: anything()), times: .atLeast(3))
  }
}

// extension Receipt: Mocked {
//   static var mock: Receipt { Receipt(id: "mock", amount: 0) }
// }
extension Receipt: MockDefaultValue {
  /// What a relaxed mock's unstubbed call returns: Mockable's `Mocked.mock`.
  public static var mockDefault: Receipt { Receipt(id: "mock", amount: 0) }
}
