import MockeryReporting
import Testing

@Suite("Where two values differ")
struct ValueDifferencesTests {
  struct Point: Equatable { var x: Int, y: Int }
  enum Shape: Equatable {
    case circle(center: Point, radius: Int)
    case polygon([Point])
  }
  /// Prints alike whatever its value: only `==` tells two apart.
  struct Opaque: Equatable, CustomStringConvertible {
    var secret: Int
    var description: String { "Opaque" }
  }
  final class Box {}

  func paths(_ expected: Any, _ actual: Any) -> [String] {
    ValueDifferences(expected: expected, actual: actual).listed.map {
      "\($0.path): \($0.actual) ≠ \($0.expected)"
    }
  }

  @Test func equalValuesHaveNoDifference() {
    #expect(paths(Shape.polygon([Point(x: 1, y: 2)]), Shape.polygon([Point(x: 1, y: 2)])) == [])
  }

  @Test func anEnumPayloadIsFollowedThroughItsCaseAndLabels() {
    let expected = Shape.circle(center: Point(x: 1, y: 2), radius: 3)
    #expect(
      paths(expected, Shape.circle(center: Point(x: 1, y: 5), radius: 3)) == [
        "circle.center.y: 5 ≠ 2"
      ])
    // Another case differs as a whole, at the enum's own path.
    #expect(
      paths(expected, Shape.polygon([])) == [
        ": .polygon([]) ≠ .circle(center: Point(x: 1, y: 2), radius: 3)"
      ])
  }

  @Test func elementsByIndexAndCountsAreNamed() {
    #expect(
      paths([Point(x: 1, y: 2)], [Point(x: 1, y: 3), Point(x: 0, y: 0)]) == [
        "[0].y: 3 ≠ 2", ".count: 2 ≠ 1",
      ])
  }

  @Test func nestedOptionalsKeepNilApartFromSomeNil() {
    let someNil: Any = Int??.some(nil) as Any
    let none: Any = Int??.none as Any
    #expect(paths(someNil, none) == [": nil ≠ Optional(nil)"])
    #expect(paths(Int??.some(1) as Any, Int??.some(2) as Any) == [": 2 ≠ 1"])
  }

  @Test func valuesThatPrintAlikeDifferByEquality() {
    #expect(
      paths(Opaque(secret: 1), Opaque(secret: 2)) == [
        ": Opaque (prints the same, but is not equal by ==) ≠ Opaque"
      ])
    #expect(paths(Opaque(secret: 1), Opaque(secret: 1)) == [])
  }

  @Test func objectsAreComparedByIdentityAndNeverLookedInto() {
    let box = Box()
    #expect(paths((box, 1), (box, 2)) == [".1: 2 ≠ 1"])
    #expect(paths(Box(), Box()).count == 1)
  }

  @Test func aLongStringIsShownAroundWhereItDiffers() {
    let expected = String(repeating: "a", count: 150) + "b"
    let actual = String(repeating: "a", count: 150) + "c"
    #expect(
      paths(["text": expected], ["text": actual]) == [
        "[\"text\"]: …\"aaaaaaaaaaaaaaaaaaaac\" ≠ …\"aaaaaaaaaaaaaaaaaaaab\""
      ])
  }

  @Test func theCountGoesOnPastTheListedDifferences() {
    let differences = ValueDifferences(expected: [1, 2, 3, 4, 5], actual: [0, 0, 0, 0, 0])
    #expect(differences.listed.count == ValueDifferences.listLimit)
    #expect(differences.count == 5)
    #expect(differences.summary.hasSuffix("; and 2 more"))
  }
}
