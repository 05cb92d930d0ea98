import Mockery

enum ThermostatError: Error, Equatable {
  case disconnected
}

/// A real class whose init calls its own overridable methods, as WeatherService's does.
class Thermostat {
  private(set) var log: [String] = []
  let room: String

  init(room: String) {
    self.room = room
    calibrate()
    setTarget(21)
  }

  func calibrate() { log.append("calibrated") }
  func setTarget(_ celsius: Int) { log.append("target \(celsius)") }
  func read() throws -> Double {
    guard !room.isEmpty else { throw ThermostatError.disconnected }
    log.append("read")
    return 20.5
  }
  func sync() async -> Bool {
    log.append("synced")
    return true
  }
  func upload(_ reading: Double) async throws -> Int {
    guard reading > -273 else { throw ThermostatError.disconnected }
    log.append("uploaded \(reading)")
    return 201
  }
}

/// The spy: one recorder per overridden method, one line per override, and an init that lets a
/// test stub before the real init runs.
final class ThermostatSpy: Thermostat {
  struct Calls: MockCalls {
    let calibrate = MockFunction<Void>("calibrate()")
    let setTarget = MockFunction<Int, Void>("setTarget(_:)")
    let read = MockThrowingFunction<Double>("read()")
    let sync = MockAsyncFunction<Bool>("sync()")
    let upload = MockAsyncThrowingFunction<Double, Int>("upload(_:)")
  }
  let calls: Calls

  init(room: String = "kitchen", stubbing configure: (Calls) -> Void = { _ in }) {
    calls = Calls(configure)
    super.init(room: room)
  }

  override func calibrate() { calls.calibrate(callingThrough: super.calibrate) }
  override func setTarget(_ celsius: Int) {
    calls.setTarget(celsius, callingThrough: super.setTarget)
  }
  override func read() throws -> Double { try calls.read(callingThrough: super.read) }
  // As generated spies write them: `callingThrough: super.sync`, a function of no isolation,
  // cannot be called from an override that runs on its caller's, as this test target's do.
  @concurrent override func sync() async -> Bool {
    if case .answered(let result) = await calls.sync.spied() { return result }
    return await super.sync()
  }
  @concurrent override func upload(_ reading: Double) async throws -> Int {
    if case .answered(let result) = try await calls.upload.spied(reading) { return result }
    return try await super.upload(reading)
  }
}
