import Foundation
import Mockery
import Testing
import TripsCore
import TripsFeature
import TripsNetworking

/// The app's tests as its own target writes them, isolated to the main actor by default like
/// the app's modules: models compared whole, stubbed and verified by value.
@Suite struct TripsFeatureMainActorTests {
  let rome = Trip(destination: "Rome", price: Money(minorUnits: 42_000, currency: "EUR"))
  let oslo = Trip(destination: "Oslo", price: Money(minorUnits: 31_000, currency: "NOK"))

  @Test func theViewModelLoadsTheTripsAndTheirTotal() async throws {
    let client = HTTPClientMock()
    let body = try JSONEncoder().encode([rome, oslo])
    when(client.calls.send(anything())).thenReturn(HTTPResponse(status: 200, body: body))
    let pricing = TripPricingMock()
    when(pricing.calls.total(of: [rome, oslo], in: "EUR"))
      .thenReturn(Money(minorUnits: 73_000, currency: "EUR"))
    let model = TripListViewModel(api: TripsAPI(client: client), pricing: pricing)
    await model.load()
    assertThat(model.trips, contains(rome, oslo))
    assertThat(model.total, equalTo(Money(minorUnits: 73_000, currency: "EUR")))
    verify(client.calls.send(HTTPRequest(path: "/trips")))
    verify(pricing.calls.total(of: equalTo([rome, oslo]), in: "EUR"))
  }

  @Test func wholeModelsAreComparedAndMatched() async throws {
    let repository = TripRepositoryMock()
    try await repository.save(rome)
    assertThat(rome, equalTo(rome))
    assertThat(rome, not(oslo))
    verify(repository.calls.save(rome))
    verify(repository.calls.save(equalTo(rome)))
    assertThat([rome, oslo], hasItem(oslo))
    assertThat([rome, oslo], containsInAnyOrder(oslo, rome))
    assertThat(oslo, isIn([rome, oslo]))
    assertThat([rome: 2], hasEntry(rome, 2))
    assertThat(rome, hasProperty(\.price, Money(minorUnits: 42_000, currency: "EUR")))
  }

  @Test func aTripIsFoundByItsIdentifier() async throws {
    let repository = TripRepositoryMock()
    when(repository.calls.trip(id: rome.id)).thenReturn(rome)
    #expect(try await repository.trip(id: rome.id) == rome)
    verify(repository.calls.trip(id: rome.id))
  }

  @Test func anOfflineClientIsAnError() async {
    let client = HTTPClientMock()
    when(client.calls.send(anything())).thenThrow(HTTPError.offline)
    let api = TripsAPI(client: client)
    await assertThat({ try await api.fetchTrips() }, throwsError(HTTPError.offline))
  }

  @Test func theAPIsSpySeesItsCallsAndCallsThrough() async throws {
    let client = HTTPClientMock()
    when(client.calls.send(anything())).thenReturn(
      HTTPResponse(status: 200, body: try JSONEncoder().encode([rome])))
    let api = TripsAPISpy(client: client)
    #expect(try await api.fetchTrips() == [rome])
    api.calls.fetchTrips.verifyCalled()
    client.calls.baseURL.verifyRead(times: .never)
  }

  @Test func aClockMakesWhatTheTestAsksFor() {
    let clock = TripClockMock()
    when(clock.calls.make()).thenReturn(5)
    let five: Int = clock.make()
    #expect(five == 5)
    verify(clock.calls.make(returning: Int.self))
  }

  @Test func forgottenStubsOfEachModelFailTheirTestAndItGoesOn() throws {
    // A struct whose initializer the module's default isolates, an enum (its deprecated case
    // passed over), another module's model and its enum: each call fails once and returns a
    // stand-in, and the test goes on.
    let pricing = TripPricingMock()
    let repository = TripRepositoryMock()
    let formatting = StatusFormattingMock()
    var answers: [String] = []
    let failures = captureFailures {
      answers.append("\(pricing.total(of: [rome], in: "EUR"))")
      answers.append("\(repository.status(of: rome.id))")
      answers.append(formatting.headline(for: rome).destination)
      answers.append("\(formatting.nextStatus(after: .planned))")
    }
    #expect(failures.count == 4)
    #expect(failures.allSatisfy { $0.message.hasPrefix("Unstubbed call: ") })
    #expect(answers == [#"Money(minorUnits: 0, currency: "")"#, "planned", "", "planned"])
  }
}
