import Mockery
import Testing

/// Every failure message the docs show is what Mockery prints, literally.
@Suite("Failure messages in the docs")
struct DocMessagesTests {
  @Test(arguments: docMessages.map { DocMessage(place: $0.place, text: $0.text) })
  func isWhatMockeryPrints(_ message: DocMessage) async throws {
    let firstLine = String(message.text.prefix { $0 != "\n" })
    guard !messagesCheckedByTheirOwnTests.contains(firstLine) else { return }
    let producer = try #require(
      messageProducers[firstLine],
      "no producer in Tests/DocSnippetsTests/Glue/MessageProducers.swift for the message at \(message.place)"
    )
    let printed = await producer()
    #expect(printed.contains(message.text), "the message at \(message.place)")
  }
}

struct DocMessage: Sendable, CustomTestStringConvertible {
  let place: String
  let text: String
  var testDescription: String { place }
}
