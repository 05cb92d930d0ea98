import MockeryMatchers
import Testing

@Suite("Feature matchers")
struct FeatureMatcherTests {
  @Test func hasPropertyNamesTheStoredProperty() {
    expectMatcher(
      hasProperty(\Employee.salary, greaterThan(5000)),
      describedAs: "salary a value greater than <5000>", matches: [Employee()],
      mismatches: [(Employee(salary: 4000), "salary was <4000>, less than <5000>")])
    expectMatcher(
      hasProperty(\Employee.name, "Joe"), describedAs: #"name "Joe""#, matches: [Employee()],
      mismatches: [(Employee(name: "Bob"), #"name was "Bob""#)])
  }

  @Test func hasPropertyNamesNestedAndOptionalPaths() {
    expectMatcher(
      hasProperty(\Employee.address.city, "Zug"), describedAs: #"address.city "Zug""#,
      matches: [Employee()],
      mismatches: [(Employee(address: Address(city: "Bern")), #"address.city was "Bern""#)])
    expectMatcher(
      hasProperty(\Employee.manager?.city, nilValue()), describedAs: "manager?.city? nil",
      matches: [Employee()],
      mismatches: [(Employee(manager: Address(city: "Bern")), #"manager?.city? was "Bern""#)])
  }

  @Test func computedPropertiesShowTheirTypeAndSayHowToNameThem() {
    let hint =
      #" (a key path does not name a computed property: name it, hasProperty("name", keyPath, "#
      + "matcher))"
    expectMatcher(
      hasProperty(\Employee.tags.count, 1), describedAs: "tags.<computed Int> <1>",
      matches: [Employee()],
      mismatches: [(Employee(tags: []), "tags.<computed Int> was <0>" + hint)])
    expectMatcher(
      hasProperty(\Employee.boss, nilValue()), describedAs: "<computed Address?> nil",
      matches: [Employee()],
      mismatches: [
        (
          Employee(manager: Address(city: "Zug")),
          #"<computed Address?> was <Address(city: "Zug")>"# + hint
        )
      ])
    expectMatcher(
      hasProperty("tag count", \Employee.tags.count, 1), describedAs: "tag count <1>",
      matches: [Employee()], mismatches: [(Employee(tags: []), "tag count was <0>")])
  }

  @Test func hasFeatureReadsAnyPartOfAValue() {
    expectMatcher(
      hasFeature("length", { (string: String) in string.count }, lessThan(4)),
      describedAs: "length a value less than <4>", matches: ["abc"],
      mismatches: [("abcd", "length was <4>, equal to <4>")])
    expectMatcher(
      hasFeature("first", { (array: [Int]) in array.first }, 1), describedAs: "first <1>",
      matches: [[1, 2]], mismatches: [([], "first was nil")])
  }
}
