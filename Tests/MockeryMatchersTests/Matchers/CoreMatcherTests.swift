import Foundation
import MockeryMatchers
import Testing

@Suite("Core matchers")
struct CoreMatcherTests {
  @Test func equalToComparesWithEquality() {
    expectMatcher(equalTo(3), describedAs: "<3>", matches: [3], mismatches: [(4, "was <4>")])
    expectMatcher(
      equalTo("Zurich"), describedAs: #""Zurich""#, matches: ["Zurich"],
      mismatches: [("Zug", #"was "Zug""#)])
    expectMatcher(
      equalTo(nil as Int?), describedAs: "nil", matches: [nil], mismatches: [(3, "was <3>")])
  }

  @Test func equalToNamesTheFirstDifferenceOfCollections() {
    expectMatcher(
      equalTo([1, 2, 3]), describedAs: "[<1>, <2>, <3>]", matches: [[1, 2, 3]],
      mismatches: [
        ([1, 2, 4], "was [<1>, <2>, <4>], first difference at index 2: expected <3>, found <4>"),
        ([1, 2], "was [<1>, <2>], had 2 items where 3 were expected"),
      ])
  }

  @Test func equalToNamesTheFirstDifferenceOfLongStrings() {
    let same = String(repeating: "a", count: 120)
    let expected = same + "b" + String(repeating: "z", count: 30)
    let actual = same + "c" + String(repeating: "z", count: 30)
    let window = String(repeating: "a", count: 20)
    let tail = String(repeating: "z", count: 19)
    expectMatcher(
      equalTo(expected),
      describedAs: #""\#(String(repeating: "a", count: 100))"… (151 characters)"#,
      matches: [expected],
      mismatches: [
        (
          actual,
          #"was "\#(String(repeating: "a", count: 100))"… (151 characters), "#
            + #"first difference at character 120: expected …"\#(window)b\#(tail)"…, "#
            + #"found …"\#(window)c\#(tail)"…"#
        )
      ])
  }

  @Test func sameInstanceTellsObjectsApart() {
    let box = Box()
    let other = Box()
    expectMatcher(
      sameInstance(box), describedAs: "same instance as \(describeValue(box))", matches: [box],
      mismatches: [(other, "was \(describeValue(other)), another instance")])
    #expect(describeValue(box) != describeValue(other))
  }

  @Test func sameInstanceTellsApartObjectsThatPrintAlike() throws {
    let rex = Dog()
    let twin = Dog()
    let failures = captureFailures { assertThat(twin, sameInstance(rex)) }
    let message = try #require(failures.first?.message)
    // Both print `<Dog(Rex)>`: their addresses tell them apart.
    #expect(message.hasPrefix("Expected: same instance as <Dog(Rex)> at 0x"))
    #expect(message.contains("\n     but: was <Dog(Rex)> at 0x"))
    #expect(message.hasSuffix(", another instance"))
    let addresses = message.split(separator: "\n").map { $0.split(separator: " at ").last }
    #expect(addresses[0] != addresses[1]?.dropLast(", another instance".count))
  }

  @Test func sameTypeIsThatTypeNotASubclasss() {
    // A subclass's type is an `Animal.Type` too, and not the same type.
    expectMatcher(
      sameType(Animal.self), describedAs: "<Animal>", matches: [Animal.self],
      mismatches: [(Dog.self, "was <Dog>")])
  }

  @Test func equalValuesThatPrintAlikeSayWhyTheyDiffer() {
    expectMatcher(
      equalTo(Double.nan), describedAs: "<nan>", matches: [],
      mismatches: [(.nan, "was <nan>, which is equal to nothing, itself included")])
    expectMatcher(
      equalTo(Tagged(label: "a", hidden: 1)), describedAs: "<a>",
      matches: [Tagged(label: "a", hidden: 1)],
      mismatches: [
        (Tagged(label: "a", hidden: 2), "was <a>, which prints the same but is not equal by ==")
      ])
  }

  @Test func emptyListsOfMatchersSayWhatTheyMatch() {
    expectMatcher(
      allOf([Matcher<Int>]()), describedAs: "anything (allOf with no matchers)", matches: [1],
      mismatches: [])
    expectMatcher(
      anyOf([Matcher<Int>]()), describedAs: "nothing (anyOf with no matchers)", matches: [],
      mismatches: [(1, "was <1>")])
  }

  @Test func anythingMatchesEverything() {
    expectMatcher(
      anything() as Matcher<Int?>, describedAs: "anything", matches: [1, nil, -1], mismatches: [])
  }

  @Test func notInvertsAMatcherOrAValue() {
    expectMatcher(
      not(equalTo(3)), describedAs: "not <3>", matches: [4], mismatches: [(3, "was <3>")])
    expectMatcher(not(3), describedAs: "not <3>", matches: [4], mismatches: [(3, "was <3>")])
  }

  @Test func allOfNamesTheFirstMatcherThatFailed() {
    expectMatcher(
      allOf(greaterThan(1), lessThan(5)),
      describedAs: "(a value greater than <1> and a value less than <5>)",
      matches: [2, 4],
      mismatches: [
        (7, "a value less than <5> was <7>, greater than <5>"),
        (0, "a value greater than <1> was <0>, less than <1>"),
      ])
  }

  @Test func anyOfMatchesWhenOneMatcherDoes() {
    expectMatcher(
      anyOf(equalTo(200), equalTo(204)), describedAs: "(<200> or <204>)", matches: [200, 204],
      mismatches: [(500, "was <500>")])
  }

  @Test func describedAsReplacesOnlyTheDescription() {
    expectMatcher(
      describedAs("a five-digit zipcode", matchesPattern("[0-9]{5}")),
      describedAs: "a five-digit zipcode", matches: ["94105"],
      mismatches: [("9410", #"was "9410""#)])
  }

  @Test func instanceOfChecksTheDynamicType() {
    expectMatcher(
      instanceOf(Dog.self) as Matcher<Animal>, describedAs: "an instance of Dog",
      matches: [Dog()], mismatches: [(Cat(), "was <Cat(Tom)>, an instance of Cat")])
    expectMatcher(
      instanceOf(Int.self) as Matcher<Any>, describedAs: "an instance of Int", matches: [3],
      mismatches: [("3", #"was "3", an instance of String"#)])
  }

  @Test func instanceOfNarrowsForTheInnerMatcher() {
    expectMatcher(
      instanceOf(Dog.self, hasProperty(\.breed, "Collie")) as Matcher<Animal>,
      describedAs: #"an instance of Dog with breed "Collie""#,
      matches: [Dog()],
      mismatches: [
        (Dog(breed: "Poodle"), #"breed was "Poodle""#),
        (Cat(), "was <Cat(Tom)>, an instance of Cat"),
      ])
  }

  @Test func nilValueAndNotNilValue() {
    expectMatcher(
      nilValue() as Matcher<Int?>, describedAs: "nil", matches: [nil], mismatches: [(3, "was <3>")])
    // A present optional that holds nil is not nil, and must not read as nil.
    expectMatcher(
      nilValue() as Matcher<Int??>, describedAs: "nil", matches: [.none],
      mismatches: [(.some(nil), "was Optional(nil)"), (.some(3), "was <3>")])
    expectMatcher(
      notNilValue() as Matcher<Int?>, describedAs: "not nil", matches: [3],
      mismatches: [(nil, "was nil")])
  }

  @Test func notNilValueMatchesTheUnwrappedValue() {
    expectMatcher(
      notNilValue(greaterThan(20)), describedAs: "not nil and a value greater than <20>",
      matches: [21], mismatches: [(nil, "was nil"), (19, "was <19>, less than <20>")])
  }

  @Test func customMatchersTakeAFewLines() {
    let isEven = Matcher<Int>("an even number") { $0.isMultiple(of: 2) }
    expectMatcher(
      isEven, describedAs: "an even number", matches: [2, 0], mismatches: [(7, "was <7>")])

    let hasDomain = Matcher<String>(
      "an email address",
      evaluate: { $0.contains("@") ? .match : .mismatch("had no \"@\": \(describeValue($0))") })
    expectMatcher(
      hasDomain, describedAs: "an email address", matches: ["a@b.c"],
      mismatches: [("ab.c", #"had no "@": "ab.c""#)])
  }

  @Test func literalsStandForEqualTo() {
    let zipcode: Matcher<String> = "94105"
    let count: Matcher<Int> = 3
    let temperature: Matcher<Double> = 21.5
    let enabled: Matcher<Bool> = true
    expectMatcher(
      zipcode, describedAs: #""94105""#, matches: ["94105"], mismatches: [("1", #"was "1""#)])
    expectMatcher(count, describedAs: "<3>", matches: [3], mismatches: [(4, "was <4>")])
    expectMatcher(
      temperature, describedAs: "<21.5>", matches: [21.5], mismatches: [(0, "was <0.0>")])
    expectMatcher(
      enabled, describedAs: "<true>", matches: [true], mismatches: [(false, "was <false>")])
    // So a literal can stand among matchers in a variadic list.
    expectMatcher(
      containsInAnyOrder(greaterThan(3), 2),
      describedAs: "exactly [a value greater than <3>, <2>] in any order",
      matches: [[2, 7]],
      mismatches: [
        ([2, 3], "was [<2>, <3>]: no item matched a value greater than <3>; unexpected <3>")
      ])
  }

  @Test func aNumberLiteralStandsForEqualToOfEveryNumberTypeItCanBe() {
    // `ttl: 300` beside a matcher, where ttl is a TimeInterval: the literal alone is a Double,
    // and so is the matcher it stands for. The nearest wrong twin, literals of Int and Double
    // only, does not compile here.
    let ttl: Matcher<TimeInterval> = 300
    let retries: Matcher<UInt8> = 3
    let ratio: Matcher<Float> = 0.5
    let price: Matcher<Decimal> = 9.99
    let width: Matcher<CGFloat> = 2
    expectMatcher(ttl, describedAs: "<300.0>", matches: [300], mismatches: [(30, "was <30.0>")])
    expectMatcher(retries, describedAs: "<3>", matches: [3], mismatches: [(4, "was <4>")])
    expectMatcher(ratio, describedAs: "<0.5>", matches: [0.5], mismatches: [(1, "was <1.0>")])
    #expect(price.matches(Decimal(string: "9.99")!))
    #expect(!price.matches(Decimal(string: "9.98")!))
    expectMatcher(width, describedAs: "<2.0>", matches: [2], mismatches: [(3, "was <3.0>")])
  }

  @Test func aClosureAloneMakesAMatcherNamedByWhereItWasWritten() {
    let even = Matcher<Int> { $0.isMultiple(of: 2) }
    let evenLine = #line - 1
    let large: Matcher<Int> = .matching { $0 > 100 }
    let largeLine = #line - 1
    expectMatcher(
      even, describedAs: "a value the closure at CoreMatcherTests.swift:\(evenLine) accepts",
      matches: [4], mismatches: [(3, "was <3>")])
    expectMatcher(
      large, describedAs: "a value the closure at CoreMatcherTests.swift:\(largeLine) accepts",
      matches: [101], mismatches: [(100, "was <100>")])
    let failures = captureFailures { assertThat(3, even) }
    #expect(
      failures.map(\.message) == [
        """
        Expected: a value the closure at CoreMatcherTests.swift:\(evenLine) accepts
             but: was <3>
        """
      ])
  }

  @Test func aNumberLiteralOfATypeOfYourOwnComparesWithItsEquality() {
    let cents: Matcher<Cents> = 250
    expectMatcher(
      cents, describedAs: "<Cents(value: 250)>", matches: [Cents(value: 250)],
      mismatches: [(Cents(value: 1), "was <Cents(value: 1)>")])
  }
}

/// A number type of a test's own, made from literals.
private struct Cents: Equatable, ExpressibleByIntegerLiteral {
  let value: Int
  init(value: Int) { self.value = value }
  init(integerLiteral value: Int) { self.value = value }
}
