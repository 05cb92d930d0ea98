import Mockery
import Testing

@testable import NotesApp

/// The app's doubles as the build writes them, from a test target of no isolation: the same
/// mocks as the command's, with nothing committed.
@Suite struct PluginTagTests {
  @Test func aLoaderIsolatedByTheModulesDefaultIsAwaitedOffTheMainActor() async throws {
    let loader = TagLoaderMock()
    loader.calls.ready.set(true)
    when(loader.calls.load(id: 7)).thenReturn("seven")
    #expect(await loader.ready)
    #expect(try await loader.load(id: 7) == "seven")
    verify(loader.calls.load(id: 7))
  }

  @MainActor
  @Test func modelsOfIsolatedConformancesAreMatchedByMatchers() async throws {
    let store = TagStoreMock()
    try await store.save(Tag(id: "1", title: "home"), priority: .low, color: .blue)
    verify(
      store.calls.save(
        hasProperty(\.title, equalTo("home")), priority: anything(), color: equalTo(.blue)))
  }

  @MainActor
  @Test func theModelsSpySeesTheLoadItsInitMakes() {
    let store = NotesStoringMock()
    store.calls.load.whenCalled().thenReturn([Note(title: "milk")])
    let model = NotesModelSpy(store: store)
    #expect(model.notes == [Note(title: "milk")])
    model.calls.reload.verifyCalled()
  }
}
