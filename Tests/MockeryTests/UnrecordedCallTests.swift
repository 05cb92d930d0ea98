import Mockery
import Testing

/// A job a recorder cannot keep, as `ExecutorJob` is.
struct Ticket: ~Copyable {
  var number: Int
}

/// What a generated mock writes for requirements no recorder can record, as `generate-mocks`
/// writes it: the witness compiles, and a call of it fails the test.
final class TicketQueueMock {
  // The lines below are what the generator writes; the tests check the locations they report.
  func enqueue(_ ticket: consuming Ticket) {
    unrecordedCall("enqueue(_:)", of: "TicketQueueMock", because: "`ticket` is ~Copyable")
  }
  func count() -> Int {
    unrecordedCall("count()", of: "TicketQueueMock", because: "it is an operator")
  }
  func next() throws -> Ticket {
    try unrecordedThrowingCall("next()", of: "TicketQueueMock", because: "Ticket is ~Copyable")
  }
  func peek() throws -> [Int] {
    try unrecordedThrowingCall("peek()", of: "TicketQueueMock", because: "it is an operator")
  }
  func label() throws -> Ticket.Type {
    try unrecordedThrowingCall("label()", of: "TicketQueueMock", because: "it is an operator")
  }
  func take() -> Ticket {
    unrecordedCall("take()", of: "TicketQueueMock", because: "Ticket is ~Copyable")
  }
}

@Suite struct UnrecordedCallTests {
  let queue = TicketQueueMock()

  @Test func aCallWithoutResultFailsTheTestAndSaysWhatToWrite() throws {
    let failures = captureFailures { queue.enqueue(Ticket(number: 1)) }
    let failure = try #require(failures.first)
    #expect(failures.count == 1)
    #expect(failure.message.hasPrefix("Unrecorded call: TicketQueueMock.enqueue(_:)\n"))
    #expect(
      failure.message.hasSuffix(
        """
        generate-mocks could not give it a recorder, because `ticket` is ~Copyable, so the call \
        does nothing.
        To give it behaviour, regenerate the mock with `--skip TicketQueueMock.enqueue(_:)` and \
        write its witness in an extension of TicketQueueMock in another file.
        """))
    // Reported at the witness, as every failure of a mocked call is.
    #expect(failure.location.fileID == "MockeryTests/UnrecordedCallTests.swift")
    #expect(failure.location.line == 14)
  }

  @Test func aCallWithAResultThatHasADefaultReturnsItAndStillFails() {
    var count: Int?
    let failures = captureFailures { count = queue.count() }
    #expect(count == 0)
    #expect(failures.map(\.location.line) == [17])
    #expect(failures.first?.message.contains(", so the call returns <0>.\n") == true)
  }

  @Test func aThrowingCallReturnsADefaultWhereThereIsOne() throws {
    var peeked: [Int]?
    let failures = captureFailures { peeked = try queue.peek() }
    #expect(peeked == [])
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("so the call returns []") == true)
  }

  @Test func aThrowingCallWithoutADefaultThrowsAndFails() throws {
    for call in [{ _ = try queue.next() }, { _ = try queue.label() }] {
      var thrown: (any Error)?
      let failures = captureFailures {
        do { try call() } catch { thrown = error }
      }
      let error = try #require(thrown as? UnrecordedCallError)
      #expect(error.mock == "TicketQueueMock")
      #expect(["next()", "label()"].contains(error.requirement))
      #expect(failures.count == 1)
      #expect(failures.first?.message.contains(", so the call throws UnrecordedCallError.") == true)
    }
  }

  @Test func aCallThatCanNeitherReturnNorThrowStopsWithTheMessage() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      withFailureReporter(.standardError) {
        _ = TicketQueueMock().take()
      }
    }
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(output.contains("Unrecorded call: TicketQueueMock.take()"))
    #expect(
      output.contains(
        "because Ticket is ~Copyable, and Ticket has no default value, so the test stops here."))
    #expect(output.contains("Fatal error: MockeryTests/UnrecordedCallTests.swift:29:"))
  }
}
