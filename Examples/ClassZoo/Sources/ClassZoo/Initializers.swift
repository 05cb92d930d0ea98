// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Every kind of initializer a spy must call, restate or do without.
import Foundation

/// Declares no initializer: the implicit `init()`.
class ImplicitInit {
  var count = 0
  func tick() -> Int { count + 1 }
}

/// An empty designated initializer.
class EmptyInit {
  init() {}
  func ping() -> String { "pong" }
}

/// Parameters with default values, which the spy keeps.
class DefaultedInit {
  let retries: Int
  init(retries: Int = 3, label: String = "default") { self.retries = retries }
  func attempts() -> Int { retries }
}

/// Two designated initializers: the spy has one per each.
class TwoInits {
  let value: Int
  init(value: Int) { self.value = value }
  init(text: String) { self.value = Int(text) ?? 0 }
  func current() -> Int { value }
}

/// A convenience initializer beside the designated one: the spy calls only the designated.
class ConvenienceBeside {
  let name: String
  init(name: String) { self.name = name }
  convenience init() { self.init(name: "anonymous") }
  func greet() -> String { "hello, \(name)" }
}

/// A required initializer: the spy restates it.
class RequiredInit {
  let seed: Int
  required init(seed: Int) { self.seed = seed }
  func next() -> Int { seed + 1 }
}

/// Inherits the required initializer: its spy restates it all the same.
class InheritsRequired: RequiredInit {
  func previous() -> Int { seed - 1 }
}

/// A failable initializer.
class FailableInit {
  let number: Int
  init?(text: String) {
    guard let number = Int(text) else { return nil }
    self.number = number
  }
  func doubled() -> Int { number * 2 }
}

/// An implicitly unwrapped failable initializer.
class UnwrappedFailableInit {
  init!(flag: Bool) { if !flag { return nil } }
  func state() -> Bool { true }
}

/// A throwing initializer.
class ThrowingInit {
  struct Invalid: Error {}
  let size: Int
  init(size: Int) throws {
    guard size >= 0 else { throw Invalid() }
    self.size = size
  }
  func area() -> Int { size * size }
}

/// A typed-throwing initializer.
class TypedThrowingInit {
  let port: Int
  init(port: Int) throws(URLError) {
    guard port > 0 else { throw URLError(.badURL) }
    self.port = port
  }
  func address() -> String { "localhost:\(port)" }
}

/// An async initializer.
class AsyncInit {
  let loaded: [String]
  init(source: String) async { loaded = [source] }
  func count() -> Int { loaded.count }
}

/// A generic initializer, as `init<T: Codable>(value: T)`.
class GenericInit {
  let encoded: String
  init<T: Codable>(value: T) { encoded = String(describing: value) }
  init<S: Sequence>(values: S) where S.Element == Int { encoded = "\(Array(values))" }
  func describe() -> String { encoded }
}

/// A deprecated initializer: the spy's is deprecated as well, and warns where a test calls it.
class DeprecatedInit {
  let mode: Int
  @available(*, deprecated, message: "use init(mode:)")
  init() { mode = 0 }
  init(mode: Int) { self.mode = mode }
  func currentMode() -> Int { mode }
}

/// Only a private initializer: no spy can call it.
class PrivateInit {
  static func make() -> PrivateInit { PrivateInit() }
  private init() {}
  func work() {}
}

/// A private initializer beside an internal one: the spy calls the internal one.
class PrivateAndInternalInit {
  private init() {}
  init(level: Int) {}
  func level() -> Int { 1 }
}

/// Only a fileprivate initializer.
class FileprivateInit {
  fileprivate init() {}
  func work() {}
}

/// Declares no initializer and inherits its superclass's designated ones.
class InheritsInits: TwoInits {
  func negated() -> Int { -current() }
}

/// Declares an initializer, and so inherits none of its superclass's.
class DeclaresOwnInit: TwoInits {
  init(flag: Bool) { super.init(value: flag ? 1 : 0) }
  func flag() -> Bool { current() == 1 }
}

/// An `inout` parameter in a designated initializer.
class InoutInit {
  let start: Int
  init(counter: inout Int) {
    counter += 1
    start = counter
  }
  func started() -> Int { start }
}

/// An escaping closure a designated initializer keeps.
class ClosureInit {
  let transform: @Sendable (Int) -> Int
  init(transform: @escaping @Sendable (Int) -> Int) { self.transform = transform }
  func apply(_ value: Int) -> Int { transform(value) }
}

/// A `Decodable` class: its compiler-made `init(from:)` is required of every subclass.
class DecodableRecord: Codable {
  var title: String
  init(title: String) { self.title = title }
  func summary() -> String { title }
}

/// A `Codable` subclass of a `Codable` class.
class DecodableSubrecord: DecodableRecord {
  func shout() -> String { summary().uppercased() }
}

/// An NSObject subclass that overrides `init()`.
class ObjectInit: NSObject {
  let created: Date
  override init() {
    created = Date(timeIntervalSince1970: 0)
    super.init()
  }
  func age() -> TimeInterval { 0 }
}

/// A default value naming a static member of the class.
class StaticDefaultInit {
  static let standard = 8
  let width: Int
  init(width: Int = StaticDefaultInit.standard) { self.width = width }
  func margin() -> Int { width / 2 }
}

/// An initializer with a keyword as its label.
class KeywordLabelInit {
  let zone: String
  init(in zone: String) { self.zone = zone }
  func zoneName() -> String { zone }
}

/// Parameters named like what a spy's initializer adds, `configure` and `stubbing`.
class ConfigureNamedInit {
  let configured: Bool
  init(configure: Bool, stubbing: Int) { configured = configure }
  func isConfigured() -> Bool { configured }
}

/// A variadic parameter in a designated initializer.
class VariadicInit {
  let parts: [String]
  init(parts: String...) { self.parts = parts }
  func joined() -> String { parts.joined() }
}
