import Mockery
import Testing

/// A failed verification or an unexpected call carries the full log of its mocks' calls beside
/// the message.
@Suite("The call log beside a failure")
struct CallLogAttachmentTests {
  @Test func aFailedVerificationCarriesEveryCallOfItsMockInOrderWithItsStubs() throws {
    let store = RecordStoreMock()
    store.calls.loadInt.when(5).thenReturn("five")
    let stubLine = #line - 1
    store.ping()
    _ = store.load(5)
    store.remove(id: "1")
    verify(store.calls.remove(id: "1"))
    let failures = captureFailures { verify(store.calls.delete(id: "1")) }
    let attachments = try #require(failures.first?.attachments)
    // The message lists the nearest calls; the log has them all, in the order they happened.
    #expect(
      attachments == [
        FailureReport.Attachment(
          name: "Mockery calls.txt",
          text: """
            Every call of RecordStoreMock, in the order they were made:
                   1. ping()
                   2. load(<5>)
                   3. remove(id: "1")   verified

            Its stubs, oldest first:
                   load(<5>)   stubbed at MockeryTests/CallLogAttachmentTests.swift:\(stubLine)

            """)
      ])
  }

  @Test func aRecorderWhoseMockIsUnknownLogsItsOwnCalls() throws {
    let store = RecordStoreMock()
    store.ping()
    store.delete(id: "2")
    let failures = captureFailures { store.calls.deleteID.verify("1") }
    let text = try #require(failures.first?.attachments.first?.text)
    #expect(
      text == "Every call of delete(id:), in the order it was made:\n       1. delete(id: \"2\")\n")
  }

  @Test func aMockNeverCalledNorStubbedHasNoLog() {
    let store = RecordStoreMock()
    let failures = captureFailures { verify(store.calls.delete(id: "1")) }
    #expect(failures.count == 1)
    #expect(failures.first?.attachments == [])
  }

  @Test func anOrderAcrossMocksLogsEachMocksCallsByName() throws {
    let store = RecordStoreMock()
    let gateway = PaymentGatewayMock()
    gateway.transfer(from: 1, to: 2, amount: 3)
    store.remove(id: "1")
    let failures = captureFailures {
      verifyInOrder(store.calls.remove(id: "1"), gateway.calls.transfer(from: 1, to: 2, amount: 3))
    }
    let text = try #require(failures.first?.attachments.first?.text)
    #expect(
      text == """
        Every call of RecordStoreMock and PaymentGatewayMock, in the order they were made:
               1. PaymentGatewayMock.transfer(from: <1>, to: <2>, amount: <3>)
               2. RecordStoreMock.remove(id: "1")

        """)
  }

  @Test func aRecorderStepOfAMockNoCallFormNamedIsLoggedByItself() throws {
    let store = RecordStoreMock()
    store.ping()
    store.remove(id: "1")
    let failures = captureFailures { verifyInOrder(store.calls.remove, store.calls.ping) }
    let text = try #require(failures.first?.attachments.first?.text)
    #expect(
      text == """
        Every call of remove(id:) and ping(), in the order they were made:
               1. ping()
               2. remove(id: "1")

        """)
  }

  @Test func verifyNoMoreInteractionsLogsTheCallsItVerifiedToo() throws {
    let store = RecordStoreMock()
    store.ping()
    store.remove(id: "1")
    store.calls.ping.verifyCalled()
    let failures = captureFailures { verifyNoMoreInteractions(store) }
    let text = try #require(failures.first?.attachments.first?.text)
    #expect(
      text == """
        Every call of RecordStoreMock, in the order they were made:
               1. ping()   verified
               2. remove(id: "1")

        """)
  }

  @Test func anUnexpectedCallOfAStrictMockCarriesTheLog() throws {
    let store = strict(RecordStoreMock())
    store.calls.ping.whenCalled().thenDoNothing()
    store.ping()
    let failures = captureFailures { store.remove(id: "1") }
    let text = try #require(failures.first?.attachments.first?.text)
    #expect(
      text.hasPrefix(
        "Every call of RecordStoreMock, in the order they were made:\n       1. ping()\n       2. remove(id: \"1\")\n"
      ))
  }

  @Test func aHundredThousandCallsAreAllLogged() throws {
    // The bound exactly: every call, and no line of more.
    let store = RecordStoreMock()
    for _ in 0..<100_000 { store.ping() }
    let text = try #require(
      captureFailures { verify(store.calls.delete(id: "1")) }.first?.attachments.first?.text)
    #expect(text.hasSuffix("  100000. ping()\n"))
  }

  @Test func aCallPastTheBoundIsCountedNotLogged() throws {
    let store = RecordStoreMock()
    for _ in 0..<100_001 { store.ping() }
    let text = try #require(
      captureFailures { verify(store.calls.delete(id: "1")) }.first?.attachments.first?.text)
    #expect(text.hasSuffix("  100000. ping()\n       … and 1 more call\n"))
  }
}
