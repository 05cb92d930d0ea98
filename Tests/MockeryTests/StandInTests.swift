import Foundation
import Mockery
import Testing

/// A forgotten stub of a result type with no default: where the generated mock could build a
/// value of the type, the call fails its test and returns that value, and the run goes on.
@Suite("Stand-ins of results without a default") struct StandInTests {
  static func sunny() -> Forecast { Forecast(days: ["sun"]) }

  @Test func anUnstubbedCallFailsAtItsLineAndReturnsTheStandIn() {
    let lookup = MockFunction<String, Forecast>("lookup(_:)", standIn: { Self.sunny() })
    let line = #line + 2
    let failures = captureFailures {
      #expect(lookup("paris") == Self.sunny())
    }
    #expect(failures.map(\.location.line) == [line])
    // Its lines but the one that names the callers, which the call's stack decides.
    #expect(
      failures.first?.message.split(separator: "\n").map(String.init)
        .filter { !$0.hasPrefix("Called by") }
        == [
          #"Unstubbed call: lookup("paris")"#,
          "Forecast has no default value, so the call returns its recorder's stand-in, "
            + #"<Forecast(days: ["sun"])>, for the test to go on."#,
          "Stub it before the code under test calls it:",
          "    when(mock.calls.lookup(anything())).thenReturn(…)",
        ])
    // A stub answers as usual.
    lookup.when("paris").thenReturn(Forecast(days: ["rain"]))
    #expect(lookup("paris") == Forecast(days: ["rain"]))
  }

  @Test func oneMistakeRepeatedIsOneFailureAndEachCallGetsTheStandIn() async {
    let lookup = MockFunction<String, Forecast>("lookup(_:)", standIn: { Self.sunny() })
    let failures = await captureFailures {
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<16 {
          group.addTask {
            for _ in 0..<1_000 { _ = lookup("paris") }
          }
        }
      }
    }
    #expect(failures.count == 1)
    #expect(lookup.callCount == 16_000)
  }

  @Test func anAsyncCallGetsItTooAndAThrowingOneStillThrows() async {
    let asyncLookup = MockAsyncFunction<String, Forecast>("lookup(_:)", standIn: { Self.sunny() })
    var answered: Forecast?
    let failures = await captureFailures { answered = await asyncLookup("oslo") }
    #expect(answered == Self.sunny())
    #expect(failures.count == 1)
    // A requirement that throws says so by throwing: the code under test meets an error, as it
    // would any other, not a value it never asked for.
    let throwing = MockThrowingFunction<String, Forecast>(
      "forecast(for:)", standIn: { Self.sunny() })
    let thrown = captureFailures {
      #expect(throws: UnstubbedCallError.self) { try throwing("oslo") }
    }
    #expect(thrown.first?.message.contains("so the call throws UnstubbedCallError") == true)
  }

  @Test func aPropertyReadBeforeAnyWriteGetsTheStandIn() {
    let today = MockProperty<Forecast>("today", standIn: { Self.sunny() })
    let failures = captureFailures { #expect(today.get() == Self.sunny()) }
    #expect(failures.first?.message.contains("Unstubbed call: today") == true)
    #expect(failures.first?.message.contains("its recorder's stand-in") == true)
    today.set(Forecast(days: ["snow"]))
    let none = captureFailures { #expect(today.get() == Forecast(days: ["snow"])) }
    #expect(none.isEmpty)
  }

  @Test func theStandInMayCallTheMockAgain() {
    // It runs outside every lock: a stand-in that reads the recorder does not deadlock.
    let lookup = MockFunction<String, Forecast>("lookup(_:)", standIn: { Self.sunny() })
    let counting = MockFunction<String, Forecast>(
      "count(_:)", standIn: { Forecast(days: Array(repeating: "x", count: lookup.callCount)) })
    _ = captureFailures {
      _ = lookup("a")
      #expect(counting("b") == Forecast(days: ["x"]))
    }
  }

  @Test func theProcessGoesOnAfterTheFailure() async throws {
    // The whole run: a child process whose test makes the call goes on to the next statement
    // and ends normally, where a result without a stand-in stops it (see StubbingTests).
    let child = try await #require(
      processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      withFailureReporter(.standardError) {
        let lookup = MockFunction<String, Forecast>("lookup(_:)", standIn: { Forecast(days: []) })
        _ = lookup("paris")
      }
      print("the next test runs")
    }
    #expect(String(decoding: child.standardOutputContent, as: UTF8.self) == "the next test runs\n")
    #expect(
      String(decoding: child.standardErrorContent, as: UTF8.self).contains(
        #"Unstubbed call: lookup("paris")"#))
  }

  @Test func foundationsValuesWithoutADefaultGetAFixedStandIn() {
    // A mock written by hand has no stand-in of its own: a forgotten Date stopped the process.
    func unstubbed<Value>(_ type: Value.Type) -> (answer: String, message: String?) {
      let recorder = MockFunction<Value>("value()")
      var answer: Value?
      let failures = captureFailures { answer = recorder() }
      #expect(failures.count == 1)
      return (answer.map { describeValue($0) } ?? "none", failures.first?.message)
    }
    let date = unstubbed(Date.self)
    #expect(date.answer == "<1970-01-01 00:00:00 +0000>")
    #expect(
      date.message?.contains(
        "Date has no default value, so the call returns a fixed stand-in, "
          + "<1970-01-01 00:00:00 +0000>, for the test to go on.") == true)
    #expect(unstubbed(URL.self).answer == "<file:///>")
    #expect(unstubbed(UUID.self).answer == "<00000000-0000-0000-0000-000000000000>")
    #expect(unstubbed(TimeZone.self).answer != "none")
    #expect(unstubbed(DateInterval.self).answer != "none")
  }

  @Test func aRecordersOwnStandInComesBeforeFoundations() {
    let later = Date(timeIntervalSince1970: 86_400)
    let now = MockFunction<Date>("now()", standIn: { later })
    _ = captureFailures { #expect(now() == later) }
  }

  @Test func theAdviceIsHowATestStubsEachKindOfRequirement() {
    func advice(_ body: () -> Void) -> String? {
      captureFailures(body).first?.message.split(separator: "\n").last.map(String.init)
    }
    let labelled = MockFunction<String, Int, Forecast>(
      "forecast(for:days:)", standIn: { .init(days: []) })
    let unlabelled = MockFunction<String, Forecast>("lookup(_:)", standIn: { Forecast(days: []) })
    let none = MockFunction<Forecast>("today()", standIn: { Forecast(days: []) })
    let property = MockProperty<Forecast>("tomorrow", standIn: { Forecast(days: []) })
    #expect(
      advice { _ = labelled("oslo", 3) }
        == "    when(mock.calls.forecast(for: anything(), days: anything())).thenReturn(…)")
    #expect(
      advice { _ = unlabelled("oslo") } == "    when(mock.calls.lookup(anything())).thenReturn(…)")
    #expect(advice { _ = none() } == "    mock.calls.today.whenCalled().thenReturn(…)")
    #expect(advice { _ = property.get() } == "    mock.calls.tomorrow.thenReturn(…)")
  }
}

/// A model whose initializer is isolated to the main actor, as an app module isolated to the
/// main actor by default makes a model's.
@MainActor
struct Fare: Equatable {
  var cents: Int
  // Written out, so that it is isolated as an app module's explicit initializers are.
  // swift-format-ignore: UseSynthesizedInitializer
  @MainActor init(cents: Int) { self.cents = cents }
}

/// Stand-ins made by initializers isolated to the main actor, as a generated mock's of an app's
/// models are.
@MainActor
@Suite("Stand-ins made on the main actor") struct MainActorStandInTests {
  @Test func aCallOnTheMainActorGetsTheStandIn() {
    let fare = MockFunction<String, Fare>("fare(to:)", mainActorStandIn: { Fare(cents: 0) })
    var answered: Fare?
    let failures = captureFailures { answered = fare("oslo") }
    #expect(answered == Fare(cents: 0))
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.contains(
        "Fare has no default value, so the call returns its recorder's stand-in, "
          + "<Fare(cents: 0)>, for the test to go on.") == true)
    let property = MockProperty<Fare>("fare", mainActorStandIn: { Fare(cents: 1) })
    _ = captureFailures { #expect(property.get() == Fare(cents: 1)) }
  }

  @Test func aCallOffTheMainActorGetsNoneAndTheProcessSaysWhy() async throws {
    // In a child process: without a stand-in, nothing can be returned, and the run stops there,
    // with the failure's message.
    let child = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let fare = MockFunction<String, Fare>("fare(to:)", mainActorStandIn: { Fare(cents: 0) })
      await Task.detached {
        withFailureReporter(.standardError) { _ = fare("oslo") }
      }.value
    }
    let said = String(decoding: child.standardErrorContent, as: UTF8.self)
    #expect(
      said.contains(
        "Fare has no default value, and its recorder's stand-in is made on the main actor, "
          + "where this call was not, so no value can be returned and the test stops here."))
    #expect(said.contains("when(mock.calls.fare(to: anything())).thenReturn(…)"))
  }
}
