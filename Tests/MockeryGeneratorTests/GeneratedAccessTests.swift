import Testing

@testable import MockeryGenerator

/// `--access`: mocks and spies as visible as a test-support module needs, never more than what
/// they double.
@Suite struct GeneratedAccessTests {
  func requirements() throws -> [Member] {
    [
      try member(
        "func charge(amount: Int, token: String) throws -> Receipt", title: "charge(amount:token:)"),
      try member("var limit: Int { get set }", title: "limit", kind: .property),
      try member("@MainActor func render()", title: "render()"),
    ]
  }

  @Test func aPublicMockDeclaresEverythingATestOfAnotherModuleUses() throws {
    let code = MockRenderer.render(
      mockedProtocol("Gateway", requirements: try requirements()), access: .public
    ).code
    for line in [
      "public final class GatewayMock: Gateway {",
      "  public struct Calls: Sendable {",
      #"    public let charge = MockThrowingFunction<Int, String, Receipt>("charge(amount:token:)")"#,
      "    public func charge(amount: Matcher<Int>, token: Matcher<String>)",
      "    public func charge(amount: Int, token: String)",
      "  public let calls = Calls()",
      // The implicit init() would be internal.
      "  public init() {}",
      "  public func charge(amount: Int, token: String) throws -> Receipt {",
      "  public var limit: Int {",
      // An attribute comes before the access.
      "  @MainActor public func render() { calls.render() }",
    ] {
      #expect(code.contains(line + "\n"), "\(line)")
    }
  }

  @Test func aPackageMockSaysPackage() throws {
    let code = MockRenderer.render(
      mockedProtocol("Gateway", requirements: try requirements()), access: .package
    ).code
    #expect(code.contains("package final class GatewayMock: Gateway {\n"))
    #expect(code.contains("  package struct Calls: Sendable {\n"))
    #expect(code.contains("  package init() {}\n"))
  }

  @Test func aMockIsNeverMoreVisibleThanItsProtocol() throws {
    let hidden = mockedProtocol("Hidden", requirements: try requirements(), access: .internal)
    let code = MockRenderer.render(hidden, access: .public).code
    #expect(!code.contains("public"))
    #expect(code.contains("final class HiddenMock: Hidden {\n"))
    let shared = mockedProtocol("Shared", requirements: try requirements(), access: .package)
    #expect(MockRenderer.render(shared, access: .public).code.contains("package final class"))
  }

  @Test func aPublicSpyOverridesEachMemberNoMoreVisiblyThanItIs() throws {
    // A public class, spied on through @testable import: its internal members are overridden
    // too, and stay internal, as does an internal initializer.
    var spied = try #require(Fixture.spied("Counter"))
    spied.accessLevel = .public
    spied.designatedInitializers = [
      try member("init(start: Int)", title: "init(start:)", kind: .initializer),
      try member(
        "init(label: String)", title: "init(label:)", kind: .initializer, access: .internal),
    ]
    spied.members = [
      try member("func increment()", title: "increment()"),
      try member("func log(_ line: String)", title: "log(_:)", access: .internal),
    ]
    let code = SpyRenderer.render(spied, access: .public).code
    #expect(code.contains("public final class CounterSpy: Counter"))
    #expect(code.contains("  public struct Calls: MockCalls, Sendable {\n"))
    #expect(code.contains("    public init() {}\n"))
    #expect(code.contains(#"    public let increment = MockFunction<Void>("increment()")"#))
    #expect(code.contains(#"    let log = MockFunction<String, Void>("log(_:)")"#))
    #expect(code.contains("  public init(start: Int, stubbing configure:"))
    #expect(code.contains("  init(label: String, stubbing configure:"))
    #expect(code.contains("  public override func increment()"))
    #expect(code.contains("  override func log(_ line: String)"))
  }

  @Test func accessLevelsLimitEachOther() {
    #expect(GeneratedAccess.public.limited(to: .open) == .public)
    #expect(GeneratedAccess.public.limited(to: .package) == .package)
    #expect(GeneratedAccess.package.limited(to: .public) == .package)
    #expect(GeneratedAccess.public.limited(to: .fileprivate) == .internal)
    #expect(GeneratedAccess.internal.limited(to: .public) == .internal)
  }
}
