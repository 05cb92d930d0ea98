import Testing

@testable import MockeryGenerator

/// A regeneration that renames a recorder keeps its old name as a deprecated alias.
@Suite struct RenamedRecordersTests {
  static let before = """
    final class PaymentGatewayMock: PaymentGateway {
      struct Calls {
        let charge = MockThrowingFunction<Int, String, Receipt>("charge(amount:token:)")
        func charge(amount: Matcher<Int>, token: Matcher<String>)
          -> MockThrowingFunction<Int, String, Receipt>.Call
        { charge.matching(amount, token).among(self) }
        var chargeArguments: [(amount: Int, token: String)] { self.charge.arguments.map { $0 } }
        @available(macOS 14, *)
        let start = MockFunction<Duration, @Sendable () -> Void, Void>(
          "start(every:tick:)")
        let refresh = MockFunction<Void>("refresh()")
      }
      let calls = Calls()
    }
    """

  static let after = """
    final class PaymentGatewayMock: PaymentGateway {
      struct Calls {
        let chargeAmountToken = MockThrowingFunction<Int, String, Receipt>("charge(amount:token:)")
        var chargeAmountTokenArguments: [(amount: Int, token: String)] {
          self.chargeAmountToken.arguments.map { $0 }
        }
        let chargeAmountTokenKey = MockThrowingFunction<Int, String, String, Receipt>(
          "charge(amount:token:key:)")
        @available(macOS 14, *)
        let startEveryTick = MockFunction<Duration, @Sendable () -> Void, Void>(
          "start(every:tick:)")
        let start = MockFunction<Void>("start()")
        let refresh = MockFunction<Void>("refresh()")
      }
      let calls = Calls()
    }
    """

  @Test func aRenamedRecorderAndItsArgumentsKeepTheirOldNamesAsDeprecatedAliases() {
    let (contents, renames, _) = RenamedRecorders.keepingNames(of: Self.before, in: Self.after)
    #expect(
      renames.map(\.description) == [
        "charge → chargeAmountToken", "chargeArguments → chargeAmountTokenArguments",
        "start → startEveryTick (no alias: start now names another member, which a test using "
          + "it would stub)",
      ])
    #expect(
      contents.contains(
        """
            let refresh = MockFunction<Void>("refresh()")

            // The names these recorders had before a regeneration renamed them: tests using them compile,
            // with a warning that names the new one.
            @available(*, deprecated, renamed: "chargeAmountToken")
            var charge: MockThrowingFunction<Int, String, Receipt> { chargeAmountToken }
            @available(*, deprecated, renamed: "chargeAmountTokenArguments")
            var chargeArguments: [(amount: Int, token: String)] { chargeAmountTokenArguments }
          }
          let calls = Calls()
        """))
    // `start` now names `start()`: an alias would redeclare it.
    #expect(!contents.contains("var start:"))
  }

  @Test func aliasesStayInTheNextRegenerationSoThatCheckAgrees() {
    let (once, _, _) = RenamedRecorders.keepingNames(of: Self.before, in: Self.after)
    let (twice, renames, _) = RenamedRecorders.keepingNames(of: once, in: Self.after)
    #expect(twice == once)
    #expect(renames.isEmpty, "an alias carried over is no new rename")
  }

  @Test func anAliasFollowsItsRecorderThroughASecondRename() {
    let (once, _, _) = RenamedRecorders.keepingNames(of: Self.before, in: Self.after)
    let third = Self.after.replacingOccurrences(
      of: "chargeAmountToken", with: "chargeAmountTokenInt")
    let (contents, renames, _) = RenamedRecorders.keepingNames(of: once, in: third)
    #expect(
      contents.contains(
        """
        @available(*, deprecated, renamed: "chargeAmountTokenInt")
            var charge: MockThrowingFunction<Int, String, Receipt> { chargeAmountTokenInt }
        """))
    #expect(
      renames.map(\.old) == [
        "chargeAmountToken", "chargeAmountTokenArguments", "chargeAmountTokenKey",
      ])
  }

  @Test func aRecorderAddedOrRemovedRenamesNothing() {
    let removed = Self.before.replacingOccurrences(
      of: "    let refresh = MockFunction<Void>(\"refresh()\")\n", with: "")
    let (contents, renames, _) = RenamedRecorders.keepingNames(of: Self.before, in: removed)
    #expect(contents == removed)
    #expect(renames.isEmpty)
    let (fresh, none, _) = RenamedRecorders.keepingNames(of: nil, in: Self.after)
    #expect(fresh == Self.after && none.isEmpty)
  }

  @Test func staticRecordersAreMatchedInTheirOwnBlockAndPublicOnesStayPublic() {
    let before = """
      public enum ClockMock {
        public struct StaticCalls: Sendable {
          public let now = MockFunction<Int>("now()")
        }
      }
      """
    let after = before.replacingOccurrences(of: "let now =", with: "let nowReturningInt =")
    let (contents, renames, _) = RenamedRecorders.keepingNames(of: before, in: after)
    #expect(renames.map(\.description) == ["now → nowReturningInt"])
    #expect(contents.contains("    public var now: MockFunction<Int> { nowReturningInt }"))
  }

  @Test func theBlocksOfAFileAreReadWithTheirRecordersTypesAndTitles() {
    let blocks = CallsBlock.blocks(in: Self.before)
    #expect(blocks.map(\.container) == ["Calls"])
    #expect(
      blocks.first?.declarations.map { "\($0.name): \($0.identity)" } == [
        "charge: Calls|MockThrowingFunction<Int, String, Receipt>|charge(amount:token:)",
        "chargeArguments: arguments|Calls|MockThrowingFunction<Int, String, Receipt>|"
          + "charge(amount:token:)",
        "start: Calls|MockFunction<Duration, @Sendable () -> Void, Void>|start(every:tick:)",
        "refresh: Calls|MockFunction<Void>|refresh()",
      ])
    #expect(blocks.first?.declarations[2].attributes == ["@available(macOS 14, *)"])
  }
}
