import Mockery
import Testing

/// A mock that keeps its recorders in a class, which `CallsLayout` leaves to reflection.
final class ClassCallsStoreMock: @unchecked Sendable {
  final class Calls: Sendable {
    let deleteID = MockFunction<String, Void>("delete(id:)")
    func delete(id: Matcher<String>) -> MockFunction<String, Void>.Call {
      deleteID.matching(id).among(self)
    }
    let remove = MockFunction<String, Void>("remove(id:)")
  }
  let calls = Calls()
  func remove(id: String) { calls.remove(id) }
}

/// A mock whose `Calls` holds a value besides its recorders.
final class LabelledCallsStoreMock: Sendable {
  struct Calls {
    let label = "store"
    let deleteID = MockFunction<String, Void>("delete(id:)")
    func delete(id: Matcher<String>) -> MockFunction<String, Void>.Call {
      deleteID.matching(id).among(self)
    }
    let remove = MockFunction<String, Void>("remove(id:)")
  }
  let calls = Calls()
  func remove(id: String) { calls.remove(id) }
}

/// How a call form finds the mock its recorder belongs to, whatever shape the mock's `Calls`.
@Suite("The mock a recorder belongs to")
struct MockFamilyTests {
  static let listed = "the mock's other calls, nearest first:\n       1. remove(id: \"1\")"

  @Test func aCallsClassIsLookedThrough() {
    let store = ClassCallsStoreMock()
    store.remove(id: "1")
    let message = captureFailures { verify(store.calls.delete(id: "1")) }.first?.message ?? ""
    #expect(message.hasSuffix(Self.listed))
  }

  @Test func aCallsStructHoldingOtherValuesIsLookedThrough() {
    let store = LabelledCallsStoreMock()
    store.remove(id: "1")
    let message = captureFailures { verify(store.calls.delete(id: "1")) }.first?.message ?? ""
    #expect(message.hasSuffix(Self.listed))
  }

  @Test func aSecondMockOfATypeFindsItsOwnRecordersNotTheFirstsOnes() {
    // The layout is found once per type; each mock's recorders are read from that mock.
    let first = RecordStoreMock()
    first.remove(id: "first")
    _ = captureFailures { verify(first.calls.delete(id: "1")) }
    let second = RecordStoreMock()
    second.remove(id: "1")
    let message = captureFailures { verify(second.calls.delete(id: "1")) }.first?.message ?? ""
    #expect(message.hasSuffix(Self.listed))
    #expect(!message.contains(#"remove(id: "first")"#))
  }

  @Test func somethingThatIsNotTheMocksCallsListsNothing() {
    let store = RecordStoreMock()
    store.remove(id: "1")
    let call = store.calls.deleteID.matching("1").among(42)
    #expect(
      captureFailures { verify(call) }.map(\.message) == [
        """
        Expected: delete(id: "1") called once
             but: was never called
        """
      ])
    // Nor does a later call form of the same mock: the recorder was looked through once.
    #expect(
      captureFailures { verify(store.calls.delete(id: "1")) }.first?.message.contains("remove")
        == false)
  }

  @Test func aCallFormKeptAfterItsMockIsGoneListsNoOtherCalls() {
    // The family holds the recorders weakly: nothing keeps a released mock alive, nothing
    // dangles, and the message does not claim there were no other calls.
    var store: RecordStoreMock? = RecordStoreMock()
    store?.remove(id: "1")
    let call = store!.calls.delete(id: "1")
    store = nil
    #expect(
      captureFailures { verify(call) }.map(\.message) == [
        """
        Expected: delete(id: "1") called once
             but: was never called
        """
      ])
  }

  @Test func sixteenTasksFindingTheFamilyAtOnceAgreeOnIt() async {
    let store = RecordStoreMock()
    store.remove(id: "1")
    let messages = await withTaskGroup(of: String.self) { group in
      for _ in 0..<16 {
        group.addTask {
          captureFailures { verify(store.calls.delete(id: "1")) }.first?.message ?? ""
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(messages.count == 16)
    #expect(messages.allSatisfy { $0.hasSuffix(Self.listed) })
  }
}
