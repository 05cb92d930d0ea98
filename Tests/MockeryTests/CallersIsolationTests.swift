import Foundation
import Mockery
import Testing

/// A class that is not `Sendable`, as a module's own buffers and models are.
final class Parcel51 {
  var title: String
  init(title: String) { self.title = title }
}

/// An `async` requirement of a protocol isolated to the main actor, over a value that is not
/// `Sendable`.
@MainActor protocol Showing {
  func show(_ parcel: Parcel51) async -> Int
}

/// Its mock as the generator writes it.
///
/// It did not compile while the recorders' `async` calls ran off their caller's isolation:
/// "sending value of non-Sendable type 'Parcel51' risks causing data races".
final class ShowingMock: Showing {
  struct Calls: Sendable {
    let show = MockAsyncFunction<Parcel51, Int>("show(_:)")
  }
  let calls = Calls()
  func show(_ parcel: Parcel51) async -> Int { await calls.show(parcel) }
}

/// An actor-bound protocol's requirement over the same value.
protocol Stashing: Actor {
  func stash(_ parcel: Parcel51) async throws -> Int
}

actor StashingMock: Stashing {
  nonisolated let calls = Calls()
  struct Calls: Sendable {
    let stash = MockAsyncThrowingFunction<Parcel51, Int>("stash(_:)")
  }
  func stash(_ parcel: Parcel51) async throws -> Int { try await calls.stash(parcel) }
}

/// A spied class isolated to the main actor, as an app's view model is, and its spy as the
/// generator writes it: the override asks its recorder, then calls `super` itself.
@MainActor class Presenter51 {
  func present(_ parcel: Parcel51) async -> Int { parcel.title.count }
}

final class Presenter51Spy: Presenter51 {
  struct Calls: Sendable {
    let present = MockAsyncFunction<Parcel51, Int>("present(_:)")
  }
  let calls = Calls()
  override func present(_ parcel: Parcel51) async -> Int {
    if case .answered(let result) = await calls.present.spied(parcel) { return result }
    return await super.present(parcel)
  }
}

@Suite("Async recorders run on their caller's isolation")
struct CallersIsolationTests {
  @MainActor @Test func aMainActorMatcherIsCheckedOnTheMainActorAnAsyncCallCameFrom() async {
    // The recorder's check runs where the witness does: on the main actor, so a matcher
    // isolated there reads the model. Its twin, a call off the main actor, is a miss that says
    // why (ClosureMatcherTests).
    let mock = ShowingMock()
    mock.calls.show.when(.matching { @MainActor in $0.title == "Rome" }).thenReturn(7)
    #expect(await mock.show(Parcel51(title: "Rome")) == 7)
    mock.calls.show.verify(Matcher { @MainActor in $0.title == "Rome" })
  }

  @Test func anActorsMockRecordsAValueThatIsNotSendable() async throws {
    let mock = StashingMock()
    mock.calls.stash.when(.matching { $0.title == "a" }).thenReturn(1)
    #expect(try await mock.stash(Parcel51(title: "a")) == 1)
    mock.calls.stash.verify(.matching { $0.title == "a" })
  }

  @MainActor @Test func aMainActorSpyCallsThroughUnlessStubbed() async {
    let spy = Presenter51Spy()
    #expect(await spy.present(Parcel51(title: "Oslo")) == 4)
    spy.calls.present.when(.matching { @MainActor in $0.title == "Rome" }).thenReturn(40)
    #expect(await spy.present(Parcel51(title: "Rome")) == 40)
    #expect(await spy.present(Parcel51(title: "Bergen")) == 6)
    spy.calls.present.verify(anything(), times: .exactly(3))
  }

  @Test func aSpiedCallThatThrowsAsStubbedThrowsFromTheOverride() async {
    let mock = StashingMock()
    struct Full: Error {}
    mock.calls.stash.when(anything()).thenThrow(Full())
    await #expect(throws: Full.self) { try await mock.stash(Parcel51(title: "b")) }
  }
}
