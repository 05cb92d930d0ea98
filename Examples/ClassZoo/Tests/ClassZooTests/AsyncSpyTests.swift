import Mockery
import Testing

@testable import ClassZoo

/// A spy's `async` members: spied and called through, the real implementation running where the
/// override does.
@Suite struct AsyncSpyTests {
  @Test func asyncMethodsAreSpiedAndCallThrough() async throws {
    // Bug: under NonisolatedNonsendingByDefault, on either side, they were "not spied".
    let uploader = UploaderSpy()
    #expect(try await uploader.upload("abc") == 3)
    await uploader.cancel()
    verify(uploader.calls.upload("abc"))
    verify(uploader.calls.cancel)
    when(uploader.calls.upload("x")).thenReturn(42)
    #expect(try await uploader.upload("x") == 42)
    #expect(try await uploader.upload("yz") == 2)
  }

  @Test func aStubbedErrorIsThrownFromTheOverride() async {
    struct Offline: Error {}
    let uploader = UploaderSpy()
    when(uploader.calls.upload(anything())).thenThrow(Offline())
    await #expect(throws: Offline.self) { try await uploader.upload("a") }
  }

  @MainActor @Test func aMainActorClassSpiesAValueThatIsNotSendable() async {
    // Bug: "cannot convert '@MainActor @Sendable (Parcel) async -> Int' to '(Parcel) async ->
    // Int'": `show(_:)` was not spied.
    let presenter = ParcelPresenterSpy()
    #expect(await presenter.show(Parcel(weight: 4)) == 4)
    presenter.calls.show.when(.matching { @MainActor in $0.weight > 5 }).thenReturn(0)
    #expect(await presenter.show(Parcel(weight: 9)) == 0)
    presenter.calls.show.verify(anything(), times: .twice)
  }
}
