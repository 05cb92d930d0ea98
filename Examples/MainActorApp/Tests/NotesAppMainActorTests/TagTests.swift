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

  @Test func wholeModelsAreComparedOnTheMainActor() async throws {
    // Their conformances are isolated to the main actor, where this test runs: the call forms
    // taking values, and the matchers that compare, take them.
    let store = TagStoreMock()
    let home = Tag(id: "1", title: "home")
    try await store.save(home, priority: .high, color: .red)
    verify(store.calls.save(home, priority: .high, color: .red))
    verify(store.calls.save(equalTo(home), priority: anything(), color: anything()))
    assertThat(store.calls.saveArguments.map(\.tag), contains(home))
    when(store.calls.filter(TagFilter())).thenReturn([home])
    assertThat(store.filter(TagFilter()), hasItem(home))
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
