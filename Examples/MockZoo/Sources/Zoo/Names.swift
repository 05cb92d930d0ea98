// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, IdentifiersMustBeASCII, AlwaysUseLowerCamelCase
// Names that collide with keywords, with the mock's own names, or with each other.

public protocol KeywordParameters {
  func schedule(in: Int)
  func read(as type: Int.Type, for: String) -> Int
  func take(_ `default`: Int, `is`: Bool)
}
public protocol KeywordMethod {
  func `default`() -> Int
  func `return`(_ value: Int)
}
public protocol RequirementNamedCalls {
  var calls: [String] { get }
  func redial(_ calls: Int)
}
public protocol ParameterNamedAnswer { func step(_ answer: inout Int) -> Bool }
public protocol TypeNamedCalls { func count(_ calls: Calls) -> Calls }
public protocol EmojiNames {
  func 🚀(_ payload: Int) -> Bool
  var café: String { get }
}
public protocol AccentedNames { func größe(für name: String) -> Int }
public protocol OverloadsByLabel {
  func load(id: Int) -> String
  func load(name: String) -> String
}
public protocol OverloadsByType {
  func format(_ value: Int) -> String
  func format(_ value: Double) -> String
}
/// `scale(3)` calls the `Int` overload, the literal's own type, though the other is declared
/// first: a stub `when(calls.scale(3))` must mean it too.
public protocol OverloadsByNumberType {
  func scale(_ value: Double) -> Int
  func scale(_ value: Int) -> Int
}
public protocol OverloadsByResult {
  func make() -> Int
  func make() -> String
}
public protocol OverloadsByEffect {
  func run()
  func run() async
}
public protocol NameTakenByOverload {
  func load(id: Int) -> String
  func load(name: String) -> String
  func loadId() -> Int
}
public protocol PropertyAndMethodShareAName {
  var count: Int { get }
  func count(of value: String) -> Int
}
public protocol ParameterNamedLikeAType { func convert(_ String: Int) -> String }
