import Mockery
import Testing

protocol RecordStore: Sendable {
  func delete(id: String)
  func delete(ids: [String])
  func remove(id: String)
  func load(_ key: Int) -> String
  func load(_ key: String) -> String
  func ping()
}

/// A mock as "Writing a mock" teaches it: each call form returns its calls among `self`.
final class RecordStoreMock: RecordStore {
  struct Calls {
    let deleteID = MockFunction<String, Void>("delete(id:)")
    func delete(id: Matcher<String>) -> MockFunction<String, Void>.Call {
      deleteID.matching(id).among(self)
    }
    let deleteIDs = MockFunction<[String], Void>("delete(ids:)")
    func delete(ids: Matcher<[String]>) -> MockFunction<[String], Void>.Call {
      deleteIDs.matching(ids).among(self)
    }
    let remove = MockFunction<String, Void>("remove(id:)")
    func remove(id: Matcher<String>) -> MockFunction<String, Void>.Call {
      remove.matching(id).among(self)
    }
    let loadInt = MockFunction<Int, String>("load(_:)")
    let loadString = MockFunction<String, String>("load(_:)")
    let ping = MockFunction<Void>("ping()")
  }
  let calls = Calls()

  func delete(id: String) { calls.deleteID(id) }
  func delete(ids: [String]) { calls.deleteIDs(ids) }
  func remove(id: String) { calls.remove(id) }
  func load(_ key: Int) -> String { calls.loadInt(key) }
  func load(_ key: String) -> String { calls.loadString(key) }
  func ping() { calls.ping() }
}

/// A verification of a requirement the code never called lists what it called instead.
@Suite("The mock's other calls")
struct OtherCallsTests {
  @Test func aRequirementNeverCalledListsTheMocksOtherCallsNearestFirst() {
    let store = RecordStoreMock()
    store.ping()
    store.remove(id: "1")
    store.delete(ids: ["1"])
    let failures = captureFailures { verify(store.calls.delete(id: "1")) }
    // Nearest by text, not in the order they happened: delete(ids:) first, ping() last.
    #expect(
      failures.map(\.message) == [
        """
        Expected: delete(id: "1") called once
             but: was never called
             the mock's other calls, nearest first:
               1. delete(ids: ["1"])
               2. remove(id: "1")
               3. ping()
        """
      ])
    #expect(failures.first?.location.line == #line - 13)
  }

  @Test func tenOtherCallsAreAllListed() {
    // The bound exactly: ten calls, ten lines, no line of more.
    let store = RecordStoreMock()
    for index in 0..<10 { store.remove(id: "\(index)") }
    let message = captureFailures { verify(store.calls.delete(id: "1")) }.first?.message ?? ""
    #expect(message.contains("      10. remove(id: \"9\")"))
    #expect(!message.contains("more"))
  }

  @Test func anEleventhOtherCallIsCountedNotListed() {
    let store = RecordStoreMock()
    for index in 0..<11 { store.remove(id: "\(index)") }
    let message = captureFailures { verify(store.calls.delete(id: "1")) }.first?.message ?? ""
    #expect(message.hasSuffix("      10. remove(id: \"9\")\n       … and 1 more call"))
  }

  @Test func aMockWithNoCallsAtAllSaysSo() {
    let store = RecordStoreMock()
    let failures = captureFailures { verify(store.calls.delete(id: "1")) }
    #expect(
      failures.map(\.message) == [
        """
        Expected: delete(id: "1") called once
             but: was never called
             nor was any other requirement of the mock
        """
      ])
  }

  @Test func overloadsOfOneNameAreToldApartByTheirTypes() {
    let store = RecordStoreMock()
    _ = store.load(5)
    _ = store.load("five")
    let message = captureFailures { verify(store.calls.delete(id: "1")) }.first?.message ?? ""
    #expect(message.contains("load(<5>)   as (Int) -> String"))
    #expect(message.contains(#"load("five")   as (String) -> String"#))
  }

  @Test func aRecorderVerifiedByItselfBeforeAnyCallFormListsNothingElse() {
    // No call form of the mock has run, so nothing says which mock the recorder is of.
    let store = RecordStoreMock()
    store.ping()
    let failures = captureFailures { store.calls.deleteID.verify("1") }
    #expect(
      failures.map(\.message) == [
        """
        Expected: delete(id: "1") called once
             but: was never called
        """
      ])
  }

  @Test func aWholeMockOperationTellsTheRecordersTheirMock() {
    let store = RecordStoreMock()
    store.ping()
    _ = captureFailures { verifyNoMoreInteractions(store) }
    let message = captureFailures { store.calls.deleteID.verify("1") }.first?.message ?? ""
    #expect(message.hasSuffix("the mock's other calls, nearest first:\n       1. ping()"))
  }

  @Test func aRequirementCalledWithOtherArgumentsListsItsOwnCallsOnly() {
    // Its own calls say what happened; the mock's others would only bury them.
    let store = RecordStoreMock()
    store.ping()
    store.delete(id: "2")
    let failures = captureFailures { verify(store.calls.delete(id: "1")) }
    #expect(
      failures.map(\.message) == [
        """
        Expected: delete(id: "1") called once
             but: was called once, never with matching arguments:
               1. delete(id: "2")   id: was "2"
        """
      ])
  }

  @Test func anExpectationNeverMetListsTheMocksOtherCalls() {
    let store = RecordStoreMock()
    expect(store.calls.delete(id: "1"))
    store.remove(id: "1")
    let message = captureFailures { verifyExpectations(store) }.first?.message ?? ""
    #expect(message.hasSuffix("nearest first:\n       1. remove(id: \"1\")"))
  }
}

extension OtherCallsTests {
  @Test func anOrderWhoseStepWasNeverCalledListsTheMocksOtherCalls() {
    let store = RecordStoreMock()
    store.ping()
    store.remove(id: "1")
    let failures = captureFailures {
      verifyInOrder(store.calls.ping, store.calls.delete(id: "1"))
    }
    // ping() is listed once, with the steps' calls, not again among the others.
    #expect(
      failures.map(\.message) == [
        """
        Expected: calls in this order:
               1. ping()
               2. delete(id: "1")
             but: delete(id: "1") was not called after ping(); the calls were:
               1. ping()
             the mock's other calls, nearest first:
               1. remove(id: "1")
        """
      ])
  }

  @Test func anOrderWhoseStepsAreTheMocksOnlyCallsAddsNothing() {
    let store = RecordStoreMock()
    store.ping()
    let message =
      captureFailures { verifyInOrder(store.calls.ping, store.calls.delete(id: "1")) }
      .first?.message ?? ""
    #expect(message.hasSuffix("the calls were:\n       1. ping()"))
  }
}
