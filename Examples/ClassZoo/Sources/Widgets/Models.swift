// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Base classes of an app's models and services: open and public, generic, with initializers a
// subclass in another module can or cannot call.
public import Foundation

// Open, with a public initializer and members of every access.
open class Service {
  public let name: String
  public init(name: String) { self.name = name }
  open func start() -> Bool { true }
  open func stop() {}
  public func restart() {
    stop()
    _ = start()
  }
  func internalStep() {}
}

// Open, with only an internal initializer: no subclass in another module can call it.
open class SealedService {
  init() {}
  open func run() {}
}

// Public, not open: no class of another module can subclass it.
public class ClosedService {
  public init() {}
  public func run() {}
}

// Open and generic, as a repository base class is.
open class Repository<Element> {
  public private(set) var items: [Element] = []
  public init() {}
  open func save(_ item: Element) { items.append(item) }
  open func all() -> [Element] { items }
  open func first(where matches: (Element) -> Bool) -> Element? { items.first(where: matches) }
}

// Open with a required initializer its subclasses inherit.
open class Record {
  public var id: Int
  public required init(id: Int) { self.id = id }
  open func save() throws {}
  open func delete() async throws {}
}

// Thread-safe by its own lock, as many base classes of services are.
open class Cache: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: String] = [:]
  public init() {}
  open func value(forKey key: String) -> String? { lock.withLock { values[key] } }
  open func store(_ value: String, forKey key: String) { lock.withLock { values[key] = value } }
}

// An NSObject subclass, as Objective-C-era bases are.
open class LegacyObject: NSObject {
  public override init() { super.init() }
  open func legacyWork() -> Int { 1 }
}
