import Mockery
import Testing

@testable import Thermostat

// TemperatureSensorMock and BoilerMock are in no file of this package: the build writes them.
@Suite struct ThermostatTests {
  @Test func heatsBelowTheTarget() async throws {
    let sensor = TemperatureSensorMock()
    let boiler = BoilerMock()
    sensor.calls.celsius.whenCalled().thenReturn(18.5)

    try await Thermostat(sensor: sensor, boiler: boiler, target: 20).regulate()

    boiler.calls.setHeating.verify(true)
  }

  @Test func restsAtTheTarget() async throws {
    let sensor = TemperatureSensorMock()
    let boiler = BoilerMock()
    sensor.calls.celsius.whenCalled().thenReturn(20)

    try await Thermostat(sensor: sensor, boiler: boiler, target: 20).regulate()

    boiler.calls.setHeating.verify(false)
    boiler.calls.setHeating.verify(true, times: .never)
  }
}
