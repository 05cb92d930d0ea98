import Mockery
import Testing

@testable import NotesApp

/// The app's doubles as the build writes them, from a test target isolated to the main actor
/// by default.
@Suite struct PluginTagMainActorTests {
  @Test func aLoaderIsolatedByTheModulesDefault() async throws {
    let loader = TagLoaderMock()
    loader.calls.ready.set(true)
    when(loader.calls.load(id: 7)).thenReturn("seven")
    #expect(loader.ready)
    #expect(try await loader.load(id: 7) == "seven")
  }

  @Test func modelsOfIsolatedConformancesAreMatchedByMatchers() async throws {
    let store = TagStoreMock()
    try await store.save(Tag(id: "1", title: "home"), priority: .low, color: .blue)
    verify(
      store.calls.save(
        hasProperty(\.title, equalTo("home")), priority: anything(), color: equalTo(.blue)))
  }

  @Test func theModelsSpySeesTheLoadItsInitMakes() {
    let store = NotesStoringMock()
    store.calls.load.whenCalled().thenReturn([Note(title: "milk")])
    let model = NotesModelSpy(store: store)
    #expect(model.notes == [Note(title: "milk")])
    model.calls.reload.verifyCalled()
  }
}
