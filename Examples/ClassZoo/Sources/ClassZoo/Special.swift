// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Isolation, sendability, deprecation and access, and names a spy's file must qualify.
import Foundation

/// A class thread-safe by its own lock.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func increment() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}

/// A non-final `@unchecked Sendable` class: its spy must say so again.
class SharedLog: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []
  func append(_ line: String) { lock.withLock { lines.append(line) } }
  func count() -> Int { lock.withLock { lines.count } }
}

/// A class that hands the objects it makes over to its caller: an override must say `sending`
/// too, or it overrides nothing.
class Workshop {
  func make() -> sending NSObject { NSObject() }
  func build(_ count: Int) async throws -> sending [NSObject] {
    (0..<count).map { _ in NSObject() }
  }
}

/// A class isolated to the main actor.
@MainActor class Presenter {
  var shown: [String] = []
  init() {}
  func show(_ message: String) { shown.append(message) }
  func clear() -> Int { shown.count }
}

/// A deprecated class: its spy is deprecated too.
@available(*, deprecated, message: "use Presenter")
class OldPresenter {
  func show(_ message: String) -> Bool { !message.isEmpty }
}

/// An open class, spied through a plain import.
open class OpenWidget {
  public init() {}
  open func render() -> String { "widget" }
  public func identifier() -> String { "id" }
}

/// A public class that is not open: spied through `@testable import`.
public class PublicWidget {
  public init() {}
  public func render() -> String { "public" }
}

/// An open class with only public members: nothing of it is open to a plain import, so its spy
/// uses `@testable import`.
open class OpenWithPublicMembers {
  public init() {}
  public func render() -> String { "public" }
}

/// A class named like a Foundation type: written with its module in the spy's file.
class Operation {
  func run() -> Bool { true }
}

/// A class named like a Mockery type.
class Stubbing {
  func apply() -> Int { 1 }
}

/// A member whose type is nested in the class.
class Thermometer {
  enum Scale: Equatable { case celsius, fahrenheit }
  struct Reading: Equatable { var value: Double }
  func read(in scale: Scale) -> Reading { Reading(value: scale == .celsius ? 20 : 68) }
}

/// Members that name a type declared in another file, with its own imports.
class Downloader {
  func fetch(_ url: URL) async throws -> Data { Data() }
  func cancel(_ error: URLError) -> Bool { true }
}

/// A superclass whose file imports what its members need, and a subclass whose file does not.
class ErrorReporter {
  func report() throws(NSError) {}
}

/// A class whose `async` methods a spy overrides, over values that are `Sendable` and none:
/// spied and called through, whichever way the class and the test target take
/// `NonisolatedNonsendingByDefault`.
open class Uploader {
  public init() {}
  open func upload(_ name: String) async throws -> Int { name.count }
  open func cancel() async {}
}

/// A value of the module that is not `Sendable`.
public final class Parcel {
  public var weight: Int
  public init(weight: Int) { self.weight = weight }
}

/// A main-actor class whose `async` method takes a value that is not `Sendable`.
@MainActor open class ParcelPresenter {
  public init() {}
  open func show(_ parcel: Parcel) async -> Int { parcel.weight }
}
