import MockeryMatchers
import Testing

@Suite("Describing values")
struct DescribeValueTests {
  struct Point {
    let x: Int
    let y: Int
  }

  @Test func stringsAreQuotedAndEscaped() {
    #expect(describeValue("Zug") == #""Zug""#)
    #expect(describeValue("a\nb\"c\\") == #""a\nb\"c\\""#)
    #expect(describeValue("Zug"[...]) == #""Zug""#)
    #expect(describeValue(Character("x")) == #""x""#)
  }

  @Test func nilIsBareAndOptionalsShowTheirValue() {
    #expect(describeValue(nil as Int?) == "nil")
    #expect(describeValue(Optional(3)) == "<3>")
    #expect(describeValue(Optional(Optional("a"))) == #""a""#)
  }

  @Test func anOptionalThatHoldsNilIsNotDescribedAsNil() {
    #expect(describeValue(Int??.some(nil)) == "Optional(nil)")
    #expect(describeValue(Int???.some(.some(nil))) == "Optional(Optional(nil))")
    #expect(describeValue(Int???.some(nil)) == "Optional(nil)")
    #expect(describeValue(Int???.some(.some(.some(3)))) == "<3>")
  }

  @Test func otherValuesAreInAngleBrackets() {
    #expect(describeValue(3) == "<3>")
    #expect(describeValue(2.5) == "<2.5>")
    #expect(describeValue(true) == "<true>")
    #expect(describeValue(Point(x: 1, y: 2)) == "<Point(x: 1, y: 2)>")
  }

  @Test func enumCasesNameTheirType() {
    #expect(describeValue(WeatherError.offline) == "<WeatherError.offline>")
    #expect(describeValue(WeatherError.http(404)) == "<WeatherError.http(404)>")
  }

  @Test func objectsShowTheirIdentityUnlessTheyDescribeThemselves() throws {
    let description = describeValue(Box())
    #expect(description.hasPrefix("<Box@0x"))
    #expect(description.hasSuffix(">"))
    #expect(describeValue(Dog()) == "<Dog(Rex)>")
  }

  @Test func collectionsAreDescribedElementByElement() {
    #expect(describeValue([1, 2]) == "[<1>, <2>]")
    #expect(describeValue(["a", "b"]) == #"["a", "b"]"#)
    #expect(describeValue([Int]()) == "[]")
    #expect(describeValue([[1], [2, 3]]) == "[[<1>], [<2>, <3>]]")
    #expect(describeValue((1, "a")) == #"(<1>, "a")"#)
  }

  @Test func setsAndDictionariesAreSortedSoMessagesAreStable() {
    #expect(describeValue(Set([3, 1, 2])) == "[<1>, <2>, <3>]")
    #expect(describeValue(["b": 2, "a": 1]) == #"["a": <1>, "b": <2>]"#)
    #expect(describeValue([String: Int]()) == "[:]")
  }

  @Test func longValuesAreShortened() {
    let long = String(repeating: "x", count: 150)
    #expect(describeValue(long) == #""\#(String(repeating: "x", count: 100))"… (150 characters)"#)
    let numbers = Array(0..<25)
    let shown = (0..<20).map { "<\($0)>" }.joined(separator: ", ")
    #expect(describeValue(numbers) == "[\(shown), … 5 more]")
    #expect(describeValue([[[[[1]]]]]) == "[[[[[…]]]]]")
  }
}
