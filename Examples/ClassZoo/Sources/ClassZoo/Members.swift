// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The members a spy overrides, and those it leaves to the class with a note why.
import Foundation

/// Methods of every effect.
class Effects {
  struct Failure: Error, Equatable {}
  func plain() -> Int { 1 }
  func throwing() throws -> Int { 2 }
  func typedThrowing() throws(Failure) -> Int { 3 }
  func asynchronous() async -> Int { 4 }
  func asyncThrowing() async throws -> Int { 5 }
  func nothing() {}
}

/// Properties: computed ones are spied, stored and settable ones are not.
class Properties {
  var stored = 1
  let constant = 2
  lazy var lazyValue = 3
  var computed: Int { stored * 10 }
  var settable: Int {
    get { stored }
    set { stored = newValue }
  }
  var asyncValue: Int { get async { stored } }
  var throwingValue: Int { get throws { stored } }
  var observed = 0 { didSet { stored += 1 } }
}

/// Properties whose setters are less visible than their getters, which the graph prints as
/// read-only: a spy sees an internal setter, and cannot override that one with a read-only
/// property; private ones it does not see, and may.
class RestrictedSetters {
  private(set) var count = 0
  internal(set) public var label = ""
  fileprivate(set) var flag = false
  var readOnly: Int { count }
  func bump() { count += 1 }
}

/// Overloads told apart by labels, types and results.
class Overloads {
  func load(id: Int) -> String { "\(id)" }
  func load(name: String) -> String { name }
  func format(_ value: Int) -> String { "\(value)" }
  func format(_ value: Double) -> String { "\(value)" }
  func make() -> Int { 0 }
  func make() -> String { "" }
}

/// Members a spy cannot override: each is named in the spy's file, and the command's output.
class Unspiable {
  subscript(index: Int) -> Int { index }
  class var shared: Int { 1 }
  class func factory() -> Int { 2 }
  static func helper() -> Int { 3 }
  final func sealed() -> Int { 4 }
  private func hidden() -> Int { 5 }
  func generic<T>(_ value: T) -> T { value }
  func variadic(_ values: Int...) -> Int { values.count }
  func withClosure(_ body: (Int) -> Int) -> Int { body(1) }
  func withInout(_ value: inout Int) { value += 1 }
  func opaque(_ value: some Equatable) -> Bool { true }
  func consuming(_ value: consuming String) -> Int { value.count }
  func spied() -> Int { 6 }
}

/// Keywords as names and labels, and a member named like the spy's recorders.
class Keywords {
  func `self`() -> Int { 1 }
  func `default`() -> Int { 2 }
  func copy(`in` zone: String) -> String { zone }
  func move(`inout` value: String) -> String { value }
  func assign(`var` value: Int) -> Int { value }
  var calls: Int { 3 }
}

/// Results and parameters of the shapes apps use.
class Shapes {
  enum Kind: Equatable { case small, large }
  func tuple() -> (width: Int, height: Int) { (1, 2) }
  func optional() -> String? { nil }
  func implicitlyUnwrapped() -> String! { "x" }
  func kind() -> Kind { .small }
  func again() -> Self { self }
  @discardableResult func record(_ entry: String) -> Bool { !entry.isEmpty }
  func defaulted(_ value: Int = 3, unit: String = "px") -> String { "\(value)\(unit)" }
  func escaping(_ completion: @escaping @Sendable (Int) -> Void) { completion(1) }
  func optionalClosure(_ completion: ((Int) -> Void)?) { completion?(1) }
  func rethrowing(_ body: () throws -> Int) rethrows -> Int { try body() }
}

/// A member a deprecated one calls, and one of the language-version domain.
class Deprecations {
  @available(*, deprecated, message: "use current()")
  func legacy() -> Int { current() }
  @available(swift, deprecated: 5.6, message: "use current()")
  func older() -> Int { current() }
  func current() -> Int { 1 }
}

/// Members declared in an extension, which no subclass can override.
class Extended {
  func own() -> Int { 1 }
}
extension Extended {
  func added() -> Int { 2 }
}

/// A member that is unavailable: no subclass may override it.
class Unavailable {
  @available(*, unavailable, message: "gone")
  func removed() {}
  func kept() -> Int { 1 }
}

/// A member isolated to the main actor in a class that is not.
class PartlyIsolated {
  @MainActor func refresh() -> Int { 1 }
  func compute() -> Int { 2 }
}
