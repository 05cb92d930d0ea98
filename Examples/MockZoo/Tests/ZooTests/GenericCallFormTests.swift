import Foundation
import Mockery
import Testing
import Zoo

/// Generic requirements stubbed and verified as the code calls them: the call form takes the
/// type from a metatype argument, a generic argument, or what the test stubs it to return, and
/// each specialization keeps its own recorder.
@Suite struct GenericCallFormTests {
  struct Theme: Codable, Equatable, Sendable {
    var name: String
  }

  @Test func aMetatypeArgumentNamesTheSpecialization() {
    let store = SettingsStoreMock()
    when(store.calls.value(forKey: "theme", as: String.self)).thenReturn("dark")
    when(store.calls.value(forKey: "size", as: Int.self)).thenReturn(12)
    #expect(store.value(forKey: "theme", as: String.self) == "dark")
    #expect(store.value(forKey: "size", as: Int.self) == 12)
    // Another type, never stubbed: its own recorder's default.
    #expect(store.value(forKey: "theme", as: Double.self) == nil)
    verify(store.calls.value(forKey: "theme", as: String.self))
    verify(store.calls.value(forKey: anything(), as: String.self), times: 1)
    verify(store.calls.value(forKey: anything(), as: Double.self), times: 1)
    verify(store.calls.value(forKey: "size", as: Int.self))
  }

  @Test func aVerificationOfAnotherSpecializationSaysWhatWasCalled() {
    let store = SettingsStoreMock()
    _ = store.value(forKey: "size", as: Int.self)
    let failures = captureFailures { verify(store.calls.value(forKey: "size", as: Double.self)) }
    #expect(
      failures.map(\.message) == [
        """
        Expected: value(forKey: "size", as: <Double>) as (String, Double.Type) -> Double? called once
             but: was never called
             as other types, it was called:
               1. value(forKey: "size", as: <Int>) as (String, Int.Type) -> Int?
        """
      ])
  }

  @Test func aGenericArgumentIsMatchedAsAValueOfItsType() throws {
    let store = SettingsStoreMock()
    try store.save(Theme(name: "dark"), forKey: "theme")
    verify(store.calls.save(equalTo(Theme(name: "dark")), forKey: "theme"))
    verify(store.calls.save(anything() as Matcher<Theme>, forKey: "theme"))
    verify(store.calls.save(anything() as Matcher<String>, forKey: anything()), times: .never)
  }

  @Test func aThrowingGenericCallIsStubbedToThrow() {
    struct Full: Error {}
    let store = SettingsStoreMock()
    when(store.calls.save(anything() as Matcher<Theme>, forKey: "theme")).thenThrow(Full())
    #expect(throws: Full.self) { try store.save(Theme(name: "dark"), forKey: "theme") }
  }

  @Test func anAsyncThrowingGenericCallIsStubbedByItsMetatype() async throws {
    let store = SettingsStoreMock()
    let url = URL(fileURLWithPath: "/settings.json")
    when(store.calls.load(Theme.self, from: url)).thenReturn(Theme(name: "dark"))
    #expect(try await store.load(Theme.self, from: url) == Theme(name: "dark"))
    verify(store.calls.load(Theme.self, from: url))
  }

  @Test func aTypedThrowingGenericCallThrowsTheTypeItNames() {
    struct Offline: Error, Equatable {}
    let mock = GenericTypedThrowsMock()
    when(mock.calls.attempt(Offline.self)).thenThrow(Offline())
    #expect(throws: Offline()) { try mock.attempt(Offline.self) }
    verify(mock.calls.attempt(Offline.self))
  }

  @Test func aTypeOnlyInTheResultComesFromTheStubbedValue() async {
    let store = SettingsStoreMock()
    when(store.calls.fetch("theme")).thenReturn(Theme(name: "dark"))
    let theme: Theme? = await store.fetch("theme")
    #expect(theme == Theme(name: "dark"))
    // With nothing to infer it from, a verification names the specialization's type.
    verify(store.calls.fetch("theme") as MockAsyncFunction<String, Theme?>.Call)
  }

  @Test func aGenericMethodWithoutArgumentsIsStubbedByWhatItReturns() {
    let factory = GenericResultOnlyMock()
    when(factory.calls.make()).thenReturn(5)
    when(factory.calls.make()).thenReturn("five")
    let five: Int = factory.make()
    let text: String = factory.make()
    #expect(five == 5)
    #expect(text == "five")
    // Each type is a call of its own.
    verify(factory.calls.make(returning: Int.self), times: 1)
    verify(factory.calls.make(returning: String.self), times: 1)
    verify(factory.calls.make(returning: Double.self), times: 0)
  }

  @Test func aGenericSubscriptIsStubbedAsTheCodeReadsIt() {
    let store = SettingsStoreMock()
    when(store.calls[setting: "volume"]).thenReturn(7)
    let volume: Int? = store[setting: "volume"]
    #expect(volume == 7)
    verify(store.calls[setting: "volume"] as MockFunction<String, Int?>.Call)
  }

  @Test func aSettableGenericSubscriptRecordsReadsAndWritesPerElementType() {
    let store = GenericSubscriptWithSetterMock()
    let reads = store.calls.subscript.getter.specialized(MockFunction<String, Int>.self)
    let writes = store.calls.subscript.setter.specialized(MockFunction<String, Int, Void>.self)
    reads.when("volume").thenReturn(7)
    let volume: Int = store["volume"]
    #expect(volume == 7)
    store["volume"] = 8
    writes.verify("volume", 8)
    // A write of another element type is another recorder's.
    store["title"] = "Night"
    writes.verify("title", anything(), times: .never)
    store.calls.subscript.setter.specialized(MockFunction<String, String, Void>.self)
      .verify("title", "Night")
    reads.verify("volume")
  }

  @Test func theMetatypeFormFromTheIssueReadsAsTheCodeCallsIt() {
    let cache = SettingsStoreMock()
    when(cache.calls.value(forKey: "k", as: String.self)).thenReturn("v")
    #expect(cache.value(forKey: "k", as: String.self) == "v")
    verify(cache.calls.value(forKey: "k", as: String.self))
  }
}
