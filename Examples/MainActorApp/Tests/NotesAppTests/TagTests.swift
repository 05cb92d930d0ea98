import Mockery
import Testing

@testable import NotesApp

/// Models and services as a new app writes them, from a test target of no isolation.
@Suite struct TagTests {
  /// A protocol the module's default alone isolates: its mock is isolated as a whole, so a test
  /// off the main actor makes it, stubs it and awaits it.
  @Test func aLoaderIsolatedByTheModulesDefaultIsAwaitedOffTheMainActor() async throws {
    let loader = TagLoaderMock()
    loader.calls.ready.set(true)
    when(loader.calls.load(id: 7)).thenReturn("seven")
    #expect(await loader.ready)
    #expect(try await loader.load(id: 7) == "seven")
    verify(loader.calls.load(id: 7))
  }

  /// A model whose `==` the main actor isolates is matched by matchers, which read it on the
  /// main actor; a raw-value enum and a `nonisolated` model keep their values' forms.
  @MainActor
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

  @MainActor
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
