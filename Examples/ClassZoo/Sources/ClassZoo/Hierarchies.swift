// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Subclasses, generic and nested classes, and subclasses of another module's classes.
import Foundation
import Widgets

/// A base and a chain of subclasses, each overriding and adding.
class Vehicle {
  let wheels: Int
  init(wheels: Int) { self.wheels = wheels }
  func describe() -> String { "\(wheels) wheels" }
  func honk() -> String { "beep" }
}

class Car: Vehicle {
  init() { super.init(wheels: 4) }
  override func honk() -> String { "honk" }
  func park() -> Bool { true }
}

class SportsCar: Car {
  override func describe() -> String { "fast " + super.describe() }
  func boost() -> Int { 100 }
}

/// A generic class, spied generically.
class Box<Content> {
  var content: Content
  init(content: Content) { self.content = content }
  func open() -> Content { content }
  func replace(with other: Content) { content = other }
}

/// A generic class with constraints.
class Index<Key: Hashable, Value> where Value: Equatable {
  private var entries: [Key: Value] = [:]
  init() {}
  func lookup(_ key: Key) -> Value? { entries[key] }
  func insert(_ value: Value, for key: Key) { entries[key] = value }
}

/// A subclass of a specialized generic class: `Box`'s `Content` is a `String` in it.
class StringBox: Box<String> {
  func length() -> Int { content.count }
}

/// A generic subclass of a generic class, specializing it with its own parameter.
class BoxOfArrays<Element>: Box<[Element]> {
  func count() -> Int { content.count }
}

/// Two levels of specialization: `Content` is `[Int]`.
class IntArrayBox: BoxOfArrays<Int> {
  func sum() -> Int { content.reduce(0, +) }
}

/// A specialization with a type of its own: `Content` is `Box<Int>`.
class NestedBoxes: Box<Box<Int>> {
  func inner() -> Int { content.content }
}

/// Classes nested in a class, a struct and an enum, and in a generic class.
class Outer {
  class Inner {
    func depth() -> Int { 1 }
  }
}

struct Namespace {
  class Member {
    func inside() -> Bool { true }
  }
}

enum Layers {
  enum Layered {
    class Nested {
      func level() -> Int { 2 }
    }
  }
}

/// A top-level class named like a nested one: `--spy Nested` means this one.
class Nested {
  func level() -> Int { 0 }
}

class GenericOuter<Element> {
  class Inner {
    func describe(_ element: Element) -> String { "\(element)" }
  }
}

extension Outer {
  /// A class nested in an extension.
  class FromExtension {
    func origin() -> String { "extension" }
  }
}

/// A subclass of another module's open class: only `open` members are spied.
class AppService: Service {
  func health() -> Int { 1 }
}

/// Declares its own initializer, calling another module's.
class AuditedService: Service {
  init() { super.init(name: "audit") }
  func audit() -> [String] { [name] }
}

/// Inherits another module's public initializer, declaring none.
class QuietService: Service {
  override func start() -> Bool { false }
}

/// Another module's generic class, specialized.
class LocalRepository: Repository<String> {
  func count() -> Int { all().count }
}

/// Another module's generic class, specialized with a type of this one.
class VehicleRepository: Repository<Vehicle> {
  func fleet() -> Int { all().count }
}

/// Another module's class with a required initializer, inherited.
class UserRecord: Record {
  func validate() -> Bool { id > 0 }
}

/// Another module's NSObject subclass.
class AppObject: LegacyObject {
  override func legacyWork() -> Int { 2 }
}

/// Another module's `@unchecked Sendable` class: its spy says so again.
class AppCache: Cache, @unchecked Sendable {
  func clear() {}
}

/// A subclass of another module's main-actor view controller: a screen.
class LoginScreen: ViewController {
  var attempts = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    attempts = 0
  }
  func submit(user: String, password: String) -> Bool { !user.isEmpty && !password.isEmpty }
}

/// Two levels below another module's view controller.
class SettingsScreen: TableViewController {
  func toggle(_ setting: String) -> Bool { !setting.isEmpty }
}

/// A final subclass: no spy.
final class FinalCar: Car {}
