import Foundation
import Mockery
import Testing
import TripsCore
import TripsFeature
import TripsNetworking

/// The app's tests as SwiftPM makes a test target, isolated to no actor: the mocks, isolated to
/// the main actor as their protocols are, are made here and awaited.
@Suite struct TripsFeatureTests {
  @Test func aShelfIsHashedHereAndReadOnTheMainActor() async {
    let shelf = ShelfMock()
    let other = ShelfMock()
    #expect(Set([shelf, shelf, other]).count == 2)
    shelf.calls.id.thenReturn(3)
    #expect(await shelf.id == 3)
    shelf.calls.id.verifyRead()
  }

  @Test func forgottenStubsOfModelsFailTheirTestAndItGoesOn() async {
    let pricing = TripPricingMock()
    let formatting = StatusFormattingMock()
    let failures = await captureFailures {
      _ = await pricing.total(of: [], in: "EUR")
      _ = await formatting.nextStatus(after: .planned)
    }
    #expect(failures.count == 2)
  }

  @Test func anOfflineClientIsAnError() async {
    let client = HTTPClientMock()
    when(client.calls.send(anything())).thenThrow(HTTPError.offline)
    await assertThat(
      { try await client.send(HTTPRequest(path: "/")) }, throwsError(HTTPError.offline))
    client.calls.send.verifyCalled()
  }

  /// The models are the main actor's, properties and `==` alike: a test of this target that
  /// looks into them says it runs there.
  @MainActor @Test func modelsAreComparedByATestOfTheMainActor() async throws {
    let repository = TripRepositoryMock()
    let rome = Trip(destination: "Rome", price: Money(minorUnits: 1, currency: "EUR"))
    try await repository.save(rome)
    verify(repository.calls.save(rome))
    verify(repository.calls.save(hasProperty(\.destination, equalTo("Rome"))))
  }
}
