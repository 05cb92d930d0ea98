// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Properties, subscripts, static requirements and initializers.

public protocol ReadOnlyProperty { var name: String { get } }
public protocol SettableProperty { var interval: Double { get set } }
public protocol AsyncProperty { var temperature: Int { get async } }
public protocol ThrowingProperty { var reading: Double { get throws } }
public protocol AsyncThrowingProperty { var forecast: Forecast { get async throws } }
public protocol TypedThrowingProperty { var status: Int { get throws(ZooError) } }
public protocol OptionalProperty { var delegate: (any Shape)? { get set } }
public protocol ImplicitlyUnwrapped {
  var label: String! { get }
  func load() -> String!
  func store(_ value: Int!)
}
public protocol ClosureProperty { var onChange: (@Sendable (Int) -> Void)? { get set } }
public protocol ReadOnlySubscript { subscript(index: Int) -> String { get } }
public protocol SettableSubscript { subscript(key: String) -> Int? { get set } }
public protocol TwoIndexSubscript { subscript(row: Int, column: Int) -> Double { get } }
public protocol LabeledSubscript { subscript(byName name: String) -> Int { get } }
public protocol ThrowingSubscript { subscript(key: String) -> Int { get throws } }
public protocol StaticOnly {
  static var shared: Int { get }
  static func reset()
}
public protocol StaticBesideInstance {
  static func make() -> Int
  func use() -> Int
}
public protocol StaticSettableProperty { static var level: Int { get set } }
public protocol ClassFunction: AnyObject { static func create() -> Self }
public protocol StaticSubscript { static subscript(key: String) -> Int { get } }
public protocol PlainInitializer { init() }
public protocol InitializerWithArguments {
  init(name: String, count: Int)
  func name() -> String
}
public protocol FailableInitializer { init?(code: Int) }
public protocol ThrowingInitializer { init(path: String) throws }
public protocol AsyncInitializer { init(url: String) async }
public protocol InitializerAndPlainInit {
  init()
  init(seed: Int)
}
