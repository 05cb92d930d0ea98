import Mockery
import Testing

/// Any number of calls but some: `.not(.once)`, neither once nor twice (Mockingbird's
/// `not(once)`).
@Suite("Negated counts")
struct NegatedCountTests {
  @Test func notOnceIsSatisfiedByEveryOtherNumberOfCalls() {
    let count = CallCount.not(.once)
    #expect([0, 2, 3].allSatisfy(count.contains))
    #expect(!count.contains(1))
    #expect(count.description == "not once")
  }

  @Test func neitherOnceNorTwice() {
    let count = CallCount.not(.between(1...2))
    #expect(count.contains(0) && count.contains(3))
    #expect(!count.contains(1) && !count.contains(2))
    #expect(count.description == "not between 1 and 2 times")
  }

  @Test func aNegatedCountNegatedIsTheCountItself() {
    // The twin: negation is not a flag that only turns on.
    #expect(CallCount.not(.not(.twice)) == .twice)
    #expect(CallCount.not(.not(.twice)).contains(2))
  }

  @Test func aVerificationOfNotOnceFailsAfterOneCallAtItsLine() throws {
    let storage = StorageMock()
    _ = storage.pair(1, 2)
    let line = #line + 1
    let failures = captureFailures { storage.calls.pair.verify(1, 2, times: .not(.once)) }
    let failure = try #require(failures.first)
    #expect(failures.count == 1)
    #expect(failure.location.line == line)
    #expect(failure.message.hasPrefix("Expected: pair(<1>, <2>) called not once"))
    _ = storage.pair(1, 2)
    #expect(captureFailures { storage.calls.pair.verify(1, 2, times: .not(.once)) }.isEmpty)
  }

  @Test func aNegatedCountBelowZeroIsStillAMistake() {
    let count = CallCount.not(.exactly(-1))
    #expect(!count.contains(0) && !count.contains(1))
  }
}
