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

enum Delivery: Equatable, Sendable { case pending, refunded }

protocol Courier {
  func show(_ destination: Destination) -> Bool
  func ship(_ parcel: Parcel) -> Bool
  func track(_ weight: Int) async -> Bool
  func count(_ delivery: Delivery) -> Int
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
    let track = MockAsyncFunction<Int, Bool>("track(_:)")
    func track(_ weight: Matcher<Int>) -> MockAsyncFunction<Int, Bool>.Call {
      track.matching(weight).among(self)
    }
    let count = MockFunction<Delivery, Int>("count(_:)")
  }
  let calls = Calls()
  func show(_ destination: Destination) -> Bool { calls.show(destination) }
  func ship(_ parcel: Parcel) -> Bool { calls.ship(parcel) }
  func track(_ weight: Int) async -> Bool { await calls.track(weight) }
  func count(_ delivery: Delivery) -> Int { calls.count(delivery) }
}

@Suite("`.matching { }` wherever a matcher goes")
struct ClosureMatcherTests {
  @MainActor @Test func aMainActorTestStubsOverAModelIsolatedThere() {
    // Bug: "main actor-isolated property 'title' can not be referenced from a Sendable closure".
    let courier = CourierMock()
    courier.calls.show.whenCalled().thenReturn(false)
    when(courier.calls.show(.matching { @MainActor in $0.title == "Rome" })).thenReturn(true)
    #expect(courier.show(Destination(title: "Rome")))
    #expect(!courier.show(Destination(title: "Oslo")))
    verify(courier.calls.show(Matcher { @MainActor in $0.title == "Rome" }))
    courier.calls.show.verify(.matching { @MainActor in $0.title == "Oslo" })
  }

  /// The twin that broke before: a closure a main-actor test writes, reading only its argument,
  /// is checked where a nonisolated async mock runs, off the main actor.
  @MainActor @Test func aPlainClosureOfAMainActorTestIsCheckedAnywhere() async {
    let courier = CourierMock()
    when(courier.calls.track(.matching { $0 > 2 })).thenReturn(true)
    #expect(await courier.track(3))
    let shipped = await Task.detached {
      when(courier.calls.ship(.matching { $0.weight > 2 })).thenReturn(true)
      return courier.ship(Parcel(weight: 3))
    }.value
    #expect(shipped)
    verify(courier.calls.track(.matching { $0 == 3 }))
  }

  @MainActor @Test func aMainActorClosureCheckedOffTheMainActorIsAMissThatSaysWhy() async {
    let stubLine = #line + 4
    let failures = await captureFailures {
      await withMockScope {
        let courier = CourierMock()
        when(courier.calls.show(.matching { @MainActor in $0.title == "Rome" })).thenReturn(true)
        let rome = Destination(title: "Rome")
        let box = UncheckedBox(rome)
        let shown = await Task.detached { courier.show(box.value) }.value
        #expect(!shown)
      }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix("Potential stubbing problem: show(") == true)
    #expect(
      failures.first?.message.contains(
        "could not be checked: the closure at ClosureMatcherTests.swift:\(stubLine) is isolated "
          + "to the main actor, and the check ran off it") == true)
  }

  @Test func aRecorderTakesAClosureOverAValueThatIsNotSendable() async {
    // Bug: "converting non-Sendable function value to '@Sendable (Parcel) -> Bool'".
    let courier = CourierMock()
    courier.calls.ship.whenCalled().thenReturn(false)
    courier.calls.ship.when(.matching { $0.weight > 2 }).thenReturn(true)
    #expect(await Task.detached { courier.ship(Parcel(weight: 3)) }.value)
    #expect(!courier.ship(Parcel(weight: 1)))
    courier.calls.ship.verify(.matching { $0.weight == 3 })
    courier.calls.ship.verify(.matching { $0.weight == 2 }, times: .never)
    verifyInOrder(
      courier.calls.ship.called(.matching { $0.weight == 3 }),
      courier.calls.ship.called(.matching { $0.weight == 1 }))
  }

  @Test func aRecorderTakesAClosureReadingACaseByItsShortName() async {
    // Bug: "type 'Delivery' has no member 'matching'".
    let courier = CourierMock()
    courier.calls.count.whenCalled().thenReturn(0)
    courier.calls.count.when(.matching { $0 == .refunded }).thenReturn(2)
    courier.calls.count.expect(.matching { $0 == .pending }, times: .never)
    #expect(courier.count(.refunded) == 2)
    courier.calls.count.verify(.matching { $0 == .refunded })
    verifyExpectations(courier)
    let failures = captureFailures {
      courier.calls.count.verify(.matching { $0 == .refunded }, times: .twice)
    }
    #expect(failures.count == 1)
    #expect(failures.first?.location.line == #line - 3)
    await courier.calls.count.verify(.matching { $0 == .refunded }, within: .seconds(60))
  }

  @Test func aHelperPassesItsCallersLocationWithAClosure() {
    let courier = CourierMock()
    func stubRefunds(sourceLocation: SourceLocation = #_sourceLocation) {
      courier.calls.count.when(.matching { $0 == .refunded }, sourceLocation: sourceLocation)
        .thenReturn(5)
    }
    func expectRefund(sourceLocation: SourceLocation = #_sourceLocation) {
      courier.calls.count.verify(.matching { $0 == .refunded }, sourceLocation: sourceLocation)
    }
    stubRefunds()
    #expect(courier.count(.refunded) == 5)
    expectRefund()
    _ = courier.count(.refunded)
    let failures = captureFailures { expectRefund() }
    #expect(failures.map(\.location.line) == [#line - 1])
  }
}

/// Hands a main-actor model to a task off it, as code under test may, for the test that shows
/// what a check made there says.
private struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
