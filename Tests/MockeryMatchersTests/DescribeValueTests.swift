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

  struct PayrollSummary {
    enum Status {
      case draft
      case final(approvedBy: String)
    }
    var department = "Sales"
    var headcount = 1
    var topEarner: String? = "Ann"
    var deputy: String? = nil
    var salaries = [6000, 5500]
    var status = Status.final(approvedBy: "Bo")
    var address = Address(city: "Zug")
  }

  @Test func valuesInsideValuesAreDescribedLikeValues() {
    // Not Swift's `topEarner: Optional("Ann")` nor a module-qualified `Address`.
    #expect(
      describeValue(PayrollSummary())
        == #"<PayrollSummary(department: "Sales", headcount: 1, topEarner: "Ann", deputy: nil, "#
        + #"salaries: [6000, 5500], status: .final(approvedBy: "Bo"), address: Address(city: "Zug"))>"#
    )
    #expect(describeValue(PayrollSummary.Status.draft) == "<Status.draft>")
    #expect(describeValue([Address(city: "Zug")]) == #"[<Address(city: "Zug")>]"#)
  }

  final class Node {
    var next: Node?
  }

  struct Holder {
    let node: Node
  }

  indirect enum Chain {
    case end
    case link(Chain)
  }

  struct Wide {
    var f0 = 0, f1 = 1, f2 = 2, f3 = 3, f4 = 4, f5 = 5, f6 = 6, f7 = 7, f8 = 8, f9 = 9, f10 = 10
    var f11 = 11, f12 = 12, f13 = 13, f14 = 14, f15 = 15, f16 = 16, f17 = 17, f18 = 18, f19 = 19
    var f20 = 20, f21 = 21
  }

  @Test func cyclesDeepAndWideValuesAreDescribedSafelyAndShortened() {
    let node = Node()
    node.next = node
    defer { node.next = nil }  // break the cycle, so the leak check in CI stays quiet
    // Objects are named, never looked into: a cycle through one ends there.
    #expect(describeValue(Holder(node: node)).hasPrefix("<Holder(node: Node@0x"))
    #expect(
      describeValue(Chain.link(.link(.link(.link(.link(.end))))))
        == "<Chain.link(.link(.link(.link(.link(…)))))>")
    #expect(describeValue(Wide()).hasSuffix("f18: 18, f19: 19, … 2 more)>"))
  }

  /// A tree node that counts how often describing looks into one.
  struct Tree: CustomReflectable {
    var children: [Tree]
    let looks: Locked<Int>

    /// `levels` levels of `fanOut` children, every level sharing one node's storage: small in
    /// memory, `fanOut^levels` leaves unfolded.
    static func shared(levels: Int, fanOut: Int, looks: Locked<Int>) -> Tree {
      var tree = Tree(children: [], looks: looks)
      for _ in 0..<levels {
        tree = Tree(children: Array(repeating: tree, count: fanOut), looks: looks)
      }
      return tree
    }

    var customMirror: Mirror {
      looks.withLock { $0 += 1 }
      return Mirror(self, children: ["children": children], displayStyle: .struct)
    }
  }

  @Test func describingASharedTreeVisitsNoMoreThanItWrites() {
    // 5 levels of 20 children: 3.2 million leaves unfolded. Looking at every one, as the full
    // text once did, takes seconds and fails the bound below a hundredfold.
    let looks = Locked(0)
    let tree = Tree.shared(levels: 5, fanOut: 20, looks: looks)
    let failures = captureFailures { assertThat([tree], hasCount(2)) }
    #expect(failures.count == 1)
    let visited = looks.withLock { $0 }
    #expect(visited > 0)
    #expect(
      visited <= ValueDescriptionLimits.shownValues + ValueDescriptionLimits.fullTextValues,
      "looked into \(visited) nodes")
    // What is shown is the same as before: four levels, each saying what it left out.
    #expect(failures.first?.message.contains("[<Tree(children: [Tree(children: [") == true)
    #expect(failures.first?.message.contains("… 0 more") == false)
    // The full text says where it stopped, rather than unfold millions of leaves.
    let full = failures.first?.fullMessage ?? ""
    #expect(full.contains("…"))
    #expect(full.count < 10_000_000)
  }

  @Test func aLongCollectionIsDescribedOnlyAsFarAsItIsShown() {
    let looks = Locked(0)
    let leaves = Array(repeating: Tree(children: [], looks: looks), count: 100_000)
    let shown = describeValue(leaves)
    #expect(shown.hasSuffix("… 99980 more]"))
    // 20 shown, then the full text up to its bound: never all 100,000 twice over.
    let visited = looks.withLock { $0 }
    #expect(visited <= 20 + ValueDescriptionLimits.fullTextValues)
    #expect(visited >= 20)
  }

  @Test func aLargeSetShowsItsFirstElementsUnsortedPastTheSortingBound() {
    let bound = ValueDescriptionLimits.sortedElements
    // Exactly on the bound: sorted.
    #expect(describeValue(Set(0..<bound)).hasPrefix("[<0>, <100>, <101>, <102>"))
    // One past it: shown as the set iterates, with the count left out.
    let past = describeValue(Set(0...bound))
    #expect(past.hasSuffix("… \(bound + 1 - 20) more]"))
  }
}
