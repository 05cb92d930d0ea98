import MockeryMatchers
import Testing

/// A model as an app module isolated to the main actor by default has it: its `Equatable`,
/// `Hashable` and `Comparable` conformances are isolated to the main actor, as
/// `InferIsolatedConformances` makes them.
@MainActor
struct Booking: @MainActor Equatable, @MainActor Hashable, @MainActor Comparable {
  var city: String
  var nights: Int

  static func < (lhs: Booking, rhs: Booking) -> Bool { lhs.nights < rhs.nights }
}

/// A value holding one, for the matchers of properties and features.
@MainActor
struct Itinerary {
  var booking: Booking
}

@MainActor
@Suite("Matchers of values whose conformances are isolated to the main actor")
struct MainActorMatcherTests {
  let rome = Booking(city: "Rome", nights: 2)
  let oslo = Booking(city: "Oslo", nights: 5)
  let romeText = #"<Booking(city: "Rome", nights: 2)>"#
  let osloText = #"<Booking(city: "Oslo", nights: 5)>"#

  @Test func equalToComparesWholeModelsOnTheMainActor() {
    expectMatcher(
      equalTo(rome), describedAs: romeText, matches: [rome],
      mismatches: [(oslo, "was \(osloText)")])
    expectMatcher(
      not(rome), describedAs: "not \(romeText)", matches: [oslo],
      mismatches: [(rome, "was \(romeText)")])
  }

  @Test func offTheMainActorItMatchesNothingAndSaysWhy() async {
    let matcher = equalTo(rome)
    let rome = rome
    let outcome = await Task.detached { matcher.evaluate(rome) }.value
    #expect(
      outcome
        == .mismatch(
          "could not be checked: the conformance of Booking it uses is isolated to the main "
            + "actor, and the check ran off it"))
  }

  @Test func otherTypesKeepTheMatcherThatChecksAnywhere() async {
    // Made on the main actor, as the isolated twin would be, and checked off it: only the
    // unisolated `equalTo` matches there.
    let matcher = equalTo("Rome")
    let outcome = await Task.detached { matcher.evaluate("Rome") }.value
    #expect(outcome == .match)
    let items: Matcher<[Int]> = hasItem(3)
    #expect(await Task.detached { items.matches([3]) }.value)
  }

  @Test func collectionMatchersTakeModels() {
    expectMatcher(
      hasItem(rome) as Matcher<[Booking]>, describedAs: "a collection containing \(romeText)",
      matches: [[oslo, rome]], mismatches: [([oslo], "was [\(osloText)]")])
    expectMatcher(
      hasItems(rome, oslo) as Matcher<[Booking]>,
      describedAs: "a collection containing \(romeText) and \(osloText)", matches: [[oslo, rome]],
      mismatches: [([rome], "no item matched \(osloText) in [\(romeText)]")])
    expectMatcher(
      contains(rome, oslo) as Matcher<[Booking]>,
      describedAs: "exactly [\(romeText), \(osloText)] in order", matches: [[rome, oslo]],
      mismatches: [([oslo, rome], "at index 0: was \(osloText)")])
    expectMatcher(
      containsInAnyOrder(rome, oslo) as Matcher<[Booking]>,
      describedAs: "exactly [\(romeText), \(osloText)] in any order",
      matches: [[oslo, rome]],
      mismatches: [([rome], "was [\(romeText)]: no item matched \(osloText)")])
    expectMatcher(
      containsInRelativeOrder(rome, oslo) as Matcher<[Booking]>,
      describedAs: "a collection containing [\(romeText), \(osloText)] in relative order",
      matches: [[rome, oslo]],
      mismatches: [
        ([oslo, rome], "was [\(osloText), \(romeText)]: no item matched \(osloText) after index 1")
      ])
    expectMatcher(
      onlyContains(rome) as Matcher<[Booking]>,
      describedAs: "a collection containing only items matching (\(romeText))",
      matches: [[rome, rome]], mismatches: [([rome, oslo], "at index 1: was \(osloText)")])
    expectMatcher(
      isIn([rome]), describedAs: "one of [\(romeText)]", matches: [rome],
      mismatches: [(oslo, "was \(osloText)")])
  }

  @Test func dictionaryMatchersTakeModelsAsKeysAndValues() {
    let nights: [Booking: Int] = [rome: 2]
    let bookings: [String: Booking] = ["rome": rome]
    expectMatcher(
      hasKey(rome) as Matcher<[Booking: Int]>,
      describedAs: "a dictionary with key \(romeText)", matches: [nights],
      mismatches: [([oslo: 5], "had keys [\(osloText)]")])
    expectMatcher(
      hasKey(equalTo(rome)) as Matcher<[Booking: Int]>,
      describedAs: "a dictionary with key \(romeText)", matches: [nights],
      mismatches: [([oslo: 5], "had keys [\(osloText)]")])
    expectMatcher(
      hasEntry(rome, 2), describedAs: "a dictionary with entry [\(romeText): <2>]",
      matches: [nights],
      mismatches: [([rome: 3], "value for \(romeText) was <3>")])
    expectMatcher(
      hasEntry(rome, greaterThan(1)),
      describedAs: "a dictionary with entry [\(romeText): a value greater than <1>]",
      matches: [nights],
      mismatches: [([oslo: 5], "had no key \(romeText): [\(osloText): <5>]")])
    expectMatcher(
      hasEntry(equalTo(rome), anything()),
      describedAs: "a dictionary with entry [\(romeText): anything]", matches: [nights],
      mismatches: [([oslo: 5], "had no such entry: [\(osloText): <5>]")])
    expectMatcher(
      hasEntry("rome", rome), describedAs: "a dictionary with entry [\"rome\": \(romeText)]",
      matches: [bookings], mismatches: [(["rome": oslo], "value for \"rome\" was \(osloText)")])
    expectMatcher(
      hasValue(rome) as Matcher<[String: Booking]>,
      describedAs: "a dictionary with value \(romeText)", matches: [bookings],
      mismatches: [(["oslo": oslo], "had values [\(osloText)]")])
    expectMatcher(
      hasValue(greaterThan(1)) as Matcher<[Booking: Int]>,
      describedAs: "a dictionary with value a value greater than <1>", matches: [nights],
      mismatches: [([rome: 0], "had values [<0>]")])
  }

  @Test func featureAndOutcomeMatchersTakeModels() {
    let trip = Itinerary(booking: rome)
    expectMatcher(
      hasProperty(\Itinerary.booking, rome), describedAs: "booking \(romeText)", matches: [trip],
      mismatches: [(Itinerary(booking: oslo), "booking was \(osloText)")])
    expectMatcher(
      hasProperty("stay", \Itinerary.booking, rome), describedAs: "stay \(romeText)",
      matches: [trip], mismatches: [(Itinerary(booking: oslo), "stay was \(osloText)")])
    expectMatcher(
      hasFeature("booking", { (trip: Itinerary) in trip.booking }, rome),
      describedAs: "booking \(romeText)", matches: [trip],
      mismatches: [(Itinerary(booking: oslo), "booking was \(osloText)")])
    expectMatcher(
      isSuccess(rome) as Matcher<Result<Booking, WeatherError>>,
      describedAs: "a success with \(romeText)", matches: [.success(rome)],
      mismatches: [(.success(oslo), "success value was \(osloText)")])
  }

  @Test func orderingMatchersTakeModels() {
    expectMatcher(
      greaterThan(rome), describedAs: "a value greater than \(romeText)", matches: [oslo],
      mismatches: [(rome, "was \(romeText), equal to \(romeText)")])
    expectMatcher(
      greaterThanOrEqualTo(oslo), describedAs: "a value greater than or equal to \(osloText)",
      matches: [oslo], mismatches: [(rome, "was \(romeText), less than \(osloText)")])
    expectMatcher(
      lessThan(oslo), describedAs: "a value less than \(osloText)", matches: [rome],
      mismatches: [(oslo, "was \(osloText), equal to \(osloText)")])
    expectMatcher(
      lessThanOrEqualTo(rome), describedAs: "a value less than or equal to \(romeText)",
      matches: [rome], mismatches: [(oslo, "was \(osloText), greater than \(romeText)")])
  }

  @Test func assertThatReportsAMismatchAtItsLine() {
    let line = #line + 1
    let failures = captureFailures { assertThat(oslo, equalTo(rome)) }
    #expect(failures.map(\.message) == ["Expected: \(romeText)\n     but: was \(osloText)"])
    #expect(failures.map(\.location.line) == [line])
  }
}

/// A counter of the main actor, not `Sendable`, as a test's object under test often is.
final class MainActorCounter {
  var count = 0
  func next() -> Int {
    count += 1
    return count
  }
}

@MainActor
@Suite struct AsyncAssertThatOnTheMainActorTests {
  @Test func theClosureRunsWhereTheTestIs() async {
    // Not Sendable: the closure may use it only where the test runs, as the awaited
    // assertThat now lets it.
    let counter = MainActorCounter()
    let failures = await captureFailures {
      await assertThat({ counter.next() }, equalTo(1))
      await assertThat({ counter.next() }, equalTo(5))
    }
    #expect(failures.map(\.message) == ["Expected: <5>\n     but: was <2>"])
    #expect(counter.count == 2)
  }
}
