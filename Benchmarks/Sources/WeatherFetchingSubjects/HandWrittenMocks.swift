import Foundation

/// The floor: the mock a careful engineer writes by hand, with a lock, a list of calls and a
/// list of stubs matched newest first, the way Mockery matches them.
public final class HandWrittenMock: MeasuredMock, @unchecked Sendable {
  private let lock = NSLock()
  private var zips: [String] = []
  private var stubs: [(zip: String?, result: String)] = []
  private var timerStarts = 0
  private var intervalReads = 0
  private var forecastDays: [Int] = []
  private var dayReads: [Int] = []
  private var timerIsStubbed = false
  private var stubbedInterval: Int?
  private var stubbedForecast: Int?
  private var stubbedDay: String?

  public init() {}

  public func conditions(forZipcode zip: String) throws -> String {
    lock.lock()
    defer { lock.unlock() }
    zips.append(zip)
    for stub in stubs.reversed() where stub.zip == nil || stub.zip == zip {
      return stub.result
    }
    return ""
  }

  public func startTimer() {
    lock.lock()
    timerStarts += 1
    _ = timerIsStubbed
    lock.unlock()
  }

  public var refreshInterval: Int {
    lock.lock()
    defer { lock.unlock() }
    intervalReads += 1
    return stubbedInterval ?? 60
  }

  public func forecast(days: Int) async throws -> Int {
    lock.withLock {
      forecastDays.append(days)
      return stubbedForecast ?? 0
    }
  }

  public subscript(day day: Int) -> String {
    lock.lock()
    defer { lock.unlock() }
    dayReads.append(day)
    return stubbedDay ?? ""
  }

  public func stubTheOtherRequirements() {
    lock.withLock {
      timerIsStubbed = true
      stubbedInterval = 30
      stubbedForecast = 7
      stubbedDay = "sunny"
    }
  }

  public func stubAnyZip(returning result: String) {
    lock.withLock { stubs.append((nil, result)) }
  }

  public func stub(zip: String, returning result: String) {
    lock.withLock { stubs.append((zip, result)) }
  }

  public func verifyConditions(zip: String, calledExactly count: Int) -> Bool {
    lock.withLock { zips.count { $0 == zip } == count }
  }

  public var conditionsCallCount: Int { lock.withLock { zips.count } }
}

/// The floor for spies: a subclass that records under a lock and calls the real method.
public final class HandWrittenSpy: WeatherStation, @unchecked Sendable {
  private let lock = NSLock()
  private var zips: [String] = []

  public override func conditions(forZipcode zip: String) throws -> String {
    lock.withLock { zips.append(zip) }
    return try super.conditions(forZipcode: zip)
  }

  public var conditionsCallCount: Int { lock.withLock { zips.count } }
}
