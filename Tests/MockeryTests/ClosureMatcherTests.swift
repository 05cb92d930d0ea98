import Foundation
import Mockery
import Testing

/// An app model, isolated to the main actor as an Xcode 26 app module makes it.
@MainActor final class Destination {
  var title: String
  init(title: String) { self.title = title }
}

/// A value that is not `Sendable`: it holds a reference to a class that is not.
struct Parcel {
  final class Label {}
  var weight: Int
  var label = Label()
}

protocol Courier {
  func show(_ destination: Destination) -> Bool
  func ship(_ parcel: Parcel) -> Bool
}

final class CourierMock: Courier, Sendable {
  struct Calls {
    let show = MockFunction<Destination, Bool>("show(_:)")
    func show(_ destination: Matcher<Destination>) -> MockFunction<Destination, Bool>.Call {
      show.matching(destination).among(self)
    }
    let ship = MockFunction<Parcel, Bool>("ship(_:)")
    func ship(_ parcel: Matcher<Parcel>) -> MockFunction<Parcel, Bool>.Call {
      ship.matching(parcel).among(self)
    }
  }
  let calls = Calls()
  func show(_ destination: Destination) -> Bool { calls.show(destination) }
  func ship(_ parcel: Parcel) -> Bool { calls.ship(parcel) }
}

@Suite("`.matching { }` wherever a matcher goes")
struct ClosureMatcherTests {
  @MainActor @Test func aMainActorTestStubsOverAModelIsolatedThere() {
    // Bug: "main actor-isolated property 'title' can not be referenced from a Sendable closure".
    let courier = CourierMock()
    when(courier.calls.show(.matching { $0.title == "Rome" })).thenReturn(true)
    #expect(courier.show(Destination(title: "Rome")))
    verify(courier.calls.show(.matching { $0.title == "Rome" }))
  }

  @MainActor @Test func aCallOffTheMainActorIsAMissThatSaysWhy() async {
    // The scope takes the failure of a call made on another task into the test.
    let stubLine = #line + 4
    let failures = await captureFailures {
      await withMockScope {
        let courier = CourierMock()
        when(courier.calls.ship(.matching { $0.weight > 2 })).thenReturn(true)
        let shipped = await Task.detached { courier.ship(Parcel(weight: 3)) }.value
        #expect(!shipped)
      }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix("Potential stubbing problem: ship(") == true)
    #expect(
      failures.first?.message.contains(
        "argument 1: could not be checked: the closure at ClosureMatcherTests.swift:\(stubLine) "
          + "is isolated to the main actor, where it was written, and the check ran off it. A "
          + "closure that reads only its argument can be written `Matcher { … }`") == true)
  }

  @Test func aNonisolatedTestStubsOverAValueThatIsNotSendable() async {
    // Bug: "converting non-Sendable function value to '@Sendable (Parcel) -> Bool'".
    let courier = CourierMock()
    when(courier.calls.ship(.matching { $0.weight > 2 })).thenReturn(true)
    #expect(await Task.detached { courier.ship(Parcel(weight: 3)) }.value)
    verify(courier.calls.ship(.matching { $0.weight == 3 }))
    verify(courier.calls.ship(.matching { $0.weight == 2 }), times: .never)
  }
}
