/// Where a thermostat reads the temperature.
protocol TemperatureSensor: Sendable {
  func celsius() async throws -> Double
}

/// Where it sends its decision.
protocol Boiler: Sendable {
  func setHeating(_ on: Bool)
  var isRunning: Bool { get }
}

/// Heats below a target temperature.
struct Thermostat {
  let sensor: any TemperatureSensor
  let boiler: any Boiler
  var target: Double

  /// Reads the sensor once and switches the boiler on below the target, off at or above it.
  func regulate() async throws {
    let reading = try await sensor.celsius()
    boiler.setHeating(reading < target)
  }
}
