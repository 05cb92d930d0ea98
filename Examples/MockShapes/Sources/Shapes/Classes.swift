/// A class to spy on.
open class Thermostat {
  /// The room it is in.
  public let room: String
  /// The temperature it keeps.
  public private(set) var target: Double = 20

  /// Creates a thermostat, and calibrates it.
  public init(room: String, target: Double = 20) {
    self.room = room
    self.target = target
    calibrate()
  }

  /// Creates the hall's thermostat.
  public convenience init() { self.init(room: "hall") }

  open func calibrate() {}
  open func setTarget(_ value: Double) { target = value }
  open func reading() throws -> Double { target }
  open func history(days: Int) async -> [Double] { [] }
  open var mode: String { "heat" }
  /// Not open: a spy from another module cannot override it.
  public func serialNumber() -> String { "T-1" }
}

/// A subclass: its spy overrides its own members and those it inherits, each once.
open class SmartThermostat: Thermostat {
  /// Creates a thermostat that learns.
  public required init(room: String) {
    super.init(room: room, target: 21)
  }

  open func learn(from readings: [Double]) -> Double { readings.last ?? target }
  open override func calibrate() {}
}

/// A generic class.
open class Box<Value> {
  /// Creates an empty box.
  public init() {}

  open func put(_ value: Value) {}
  open func take() -> Value? { nil }
}

/// An internal class: spied through `@testable import`, every member that is not final.
class Counter {
  private(set) var count = 0

  init() {}

  func increment(by step: Int) -> Int {
    count += step
    return count
  }
  final func reset() { count = 0 }
}

/// A final class, which no spy can subclass.
public final class Sealed {
  /// Creates one.
  public init() {}
}
