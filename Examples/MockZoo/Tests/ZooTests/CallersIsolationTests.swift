import Mockery
import Testing
import Zoo

/// `async` requirements over a value that is not `Sendable`, recorded.
///
/// A witness runs on its caller's isolation and sends its recorder nothing. CI's feature matrix
/// compiles the same mocks under `NonisolatedNonsendingByDefault`, on either side.
@Suite struct CallersIsolationTests {
  @Test func aSinksWriteOfABufferIsRecorded() async throws {
    // Bug: under the feature, `write(_:)` was "written more simply", unrecorded, and the call
    // failed the test at a line of the generated file.
    let sink = SinkMock()
    try await sink.write(Buffer([1, 2]))
    verify(sink.calls.write(.matching { $0.bytes == [1, 2] }))
    verify(sink.calls.write(.matching { $0.bytes.isEmpty }), times: .never)
  }

  @MainActor @Test func aMainActorProtocolRecordsABufferOnTheMainActor() async {
    let uploading = BufferUploadingMock()
    uploading.calls.upload.when(.matching { @MainActor in $0.bytes.count == 3 }).thenReturn(3)
    #expect(await uploading.upload(Buffer([1, 2, 3])) == 3)
    verify(uploading.calls.upload(anything()))
  }

  @Test func anActorBoundProtocolRecordsABuffer() async {
    let vault = BufferVaultMock()
    vault.calls.stash.whenCalled().thenReturn(1)
    #expect(await vault.stash(Buffer()) == 1)
    verify(vault.calls.stash(anything()))
  }
}
