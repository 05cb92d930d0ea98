import Mockery
import Testing
import Zoo
import ZooBase

/// A forgotten stub of a result type with no default, which the generated mock could build.
@Suite struct StandInTests {
  @Test func aForgottenStubFailsTheTestAndTheCallReturnsAValueOfTheType() {
    let tracker = TrackerMock()
    var tracked: Zoo.Logger?
    let failures = captureFailures {
      tracked = tracker.track(
        Baggage(), logger: Zoo.Logger(label: "a"), stubbing: Stubbing(name: "b"))
    }
    // Reported once, as a forgotten stub; the test goes on with the type's value.
    #expect(tracked?.label == "")
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("its recorder's stand-in") == true)
    // A property of another module's type, made by its `init()`.
    let plain = captureFailures { _ = tracker.plain }
    #expect(plain.count == 1)
  }
}
