import Mockery
import Testing

@testable import NotesApp

/// The same models and services, from a test target isolated to the main actor by default.
@Suite struct TagMainActorTests {
  @Test func aLoaderIsolatedByTheModulesDefault() async throws {
    let loader = TagLoaderMock()
    loader.calls.ready.set(true)
    when(loader.calls.load(id: 7)).thenReturn("seven")
    #expect(loader.ready)
    #expect(try await loader.load(id: 7) == "seven")
    verify(loader.calls.load(id: 7))
  }

  @Test func modelsOfIsolatedConformancesAreMatchedByMatchers() async throws {
    let store = TagStoreMock()
    when(store.calls.count(TagCount(count: 2))).thenReturn(2)
    try await store.save(Tag(id: "1", title: "home"), priority: .high, color: .red)
    verify(
      store.calls.save(hasProperty(\.id, equalTo("1")), priority: anything(), color: equalTo(.red)))
    #expect(store.calls.saveArguments.map(\.tag) == [Tag(id: "1", title: "home")])
    #expect(store.count(TagCount(count: 2)) == 2)
    #expect(store.filter(TagFilter()).isEmpty)
  }

  @Test func aForgottenStubOfAModelFailsItsTestAndTheTestGoesOn() {
    let store = TagStoreMock()
    var latest: NotesApp.Tag?
    var priority: Priority?
    let failures = captureFailures {
      latest = store.latest()
      priority = store.priority
    }
    #expect(latest?.id == "")
    #expect(priority == .low)
    #expect(failures.count == 2)
  }
}
