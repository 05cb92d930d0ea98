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

  @Test func aSpyReleasedOffTheMainActorIsReleasedOnIt() async {
    // Bug: "Illegal instruction" in `Blank.deinit`, which the module's default isolates to the
    // main actor and which checks that it runs there: the spy's `deinit` did not go there first.
    var spy: BlankSpy? = await BlankSpy()
    #expect(await spy?.name() == "blank")
    spy = nil
    #expect(spy == nil)
  }

  @MainActor
  @Test func aForgottenAsyncStubFailsItsTestAndTheRunGoesOn() async {
    // Bug: the process stopped, "its recorder's stand-in is made on the main actor, where this
    // call was not": the recorder ran off its caller's isolation.
    let renaming = NotesRenamingMock()
    let failures = await captureFailures {
      #expect(await renaming.rename(Draft(text: "a"), to: "b") == Draft(text: ""))
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix(#"Unstubbed call: rename(<Draft(text: "a")>"#) == true)
  }

  @Test func aForgottenAsyncStubFailsANonisolatedTestToo() async {
    let renaming = NotesRenamingMock()
    let draft = await Draft(text: "a")
    let failures = await captureFailures { _ = await renaming.rename(draft, to: "b") }
    #expect(failures.count == 1)
  }
}

@Suite struct NotesArchivingTests {
  @Test func aProtocolOfACustomGlobalActor() async {
    let archiving = NotesArchivingMock()
    archiving.calls.archive.whenCalled().thenReturn(true)
    #expect(await archiving.archive([Note(title: "a")]))
  }
}
