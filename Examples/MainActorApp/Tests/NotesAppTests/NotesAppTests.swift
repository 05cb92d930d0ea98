import AppBase
import Mockery
import NotesApp
import Testing

/// An app's doubles, used from a test target as SwiftPM makes one: no default isolation, so the
/// tests that touch main-actor code say `@MainActor`.
@Suite struct NotesAppTests {
  @MainActor
  @Test func theModelLoadsItsNotesAsItIsMadeAndTheSpySeesIt() {
    let store = NotesStoringMock()
    store.calls.load.whenCalled().thenReturn([Note(title: "milk")])
    let model = NotesModelSpy(store: store)
    #expect(model.notes == [Note(title: "milk")])
    model.calls.reload.verifyCalled()
    model.add("eggs")
    verify(store.calls.save(hasProperty(\.title, equalTo("eggs"))))
  }

  @MainActor
  @Test func aStubbedSpyKeepsItsRealMethodFromRunning() {
    let store = NotesStoringMock()
    let model = NotesModelSpy(store: store) { $0.reload.whenCalled().thenDoNothing() }
    #expect(model.notes.isEmpty)
    store.calls.load.verifyCalled(times: .never)
    #expect(model.limit() == 100)
  }

  @MainActor
  @Test func aScreenBoundToTheBaseClassOfAnotherModule() {
    let screen = NotesScreenMock()
    screen.display([Note(title: "a")])
    verify(screen.calls.display(hasCount(1)))
    let list = NotesListScreenSpy()
    list.display([Note(title: "b")])
    #expect(list.shown == ["b"])
    list.calls.display.verifyCalled()
  }

  @Test func syncingKeepsTheCallersIsolationAndSendsItsNotes() async {
    let syncing = NotesSyncingMock()
    syncing.calls.sync.whenCalled().thenReturn(2)
    #expect(await syncing.sync([Note(title: "a"), Note(title: "b")]) == 2)
    #expect(await NotesSync().push([]) == 0)
  }
}

@Suite struct NotesArchivingTests {
  @Test func aProtocolOfACustomGlobalActor() async {
    let archiving = NotesArchivingMock()
    archiving.calls.archive.whenCalled().thenReturn(true)
    #expect(await archiving.archive([Note(title: "a")]))
  }
}
