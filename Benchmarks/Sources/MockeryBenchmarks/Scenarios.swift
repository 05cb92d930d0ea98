import Foundation
import MockeryMatchers
import WeatherFetchingSubjects

/// One line of the report: a scenario measured for the floor and for Mockery.
struct Result: Encodable {
  let scenario: String
  let unit: String
  let floor: Timing
  let mockery: Timing
  let target: Double
  let note: String?
  var ratio: Double { mockery.median / floor.median }
  var met: Bool { ratio <= target }

  enum CodingKeys: String, CodingKey {
    case scenario, unit, floor, mockery, target, ratio, met, note
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scenario, forKey: .scenario)
    try container.encode(unit, forKey: .unit)
    try container.encode(floor, forKey: .floor)
    try container.encode(mockery, forKey: .mockery)
    try container.encode(target, forKey: .target)
    if ratio.isFinite {
      try container.encode((ratio * 100).rounded() / 100, forKey: .ratio)
    }
    try container.encode(met, forKey: .met)
    try container.encodeIfPresent(note, forKey: .note)
  }
}

// Each loop takes its mock as an existential, from another module, and is never inlined: the
// call is dispatched as a test target's call to a mock is.

@inline(never)
func callConditions(_ fetcher: any WeatherFetching, _ zips: [String], times: Int) {
  var total = 0
  for index in 0..<times {
    total &+= (try? fetcher.conditions(forZipcode: zips[index % zips.count]))?.utf8.count ?? 0
  }
  sink &+= total
}

@inline(never)
func callStartTimer(_ fetcher: any WeatherFetching, times: Int) {
  for _ in 0..<times { fetcher.startTimer() }
}

@inline(never)
func readRefreshInterval(_ fetcher: any WeatherFetching, times: Int) {
  var total = 0
  for _ in 0..<times { total &+= fetcher.refreshInterval }
  sink &+= total
}

@inline(never)
func readDays(_ fetcher: any WeatherFetching, times: Int) {
  var total = 0
  for index in 0..<times { total &+= fetcher[day: index & 7].utf8.count }
  sink &+= total
}

@inline(never)
func callForecast(_ fetcher: any WeatherFetching, times: Int) async {
  var total = 0
  for index in 0..<times { total &+= (try? await fetcher.forecast(days: index & 7)) ?? 0 }
  sink &+= total
}

/// Runs `body` to its end from synchronous code: the benchmarks' loops are timed synchronously.
func waitFor(_ body: @escaping @Sendable () async -> Void) {
  let done = DispatchSemaphore(value: 0)
  Task {
    await body()
    done.signal()
  }
  done.wait()
}

enum Scenarios {
  static let calls = 1_000_000

  /// Measures the floor and Mockery in alternating rounds, so that both see the same load on a
  /// shared machine; each round's `measure` times several repetitions.
  static func both(
    _ scenario: String, unit: String = "ns/call", target: Double, note: String? = nil,
    rounds: Int = 5, floor floorKind: MockKind = .handWritten,
    _ measure: (MockKind) -> Timing
  ) -> Result {
    var floor: [Timing] = []
    var mockery: [Timing] = []
    for _ in 0..<rounds {
      floor.append(measure(floorKind))
      mockery.append(measure(.mockery))
    }
    return Result(
      scenario: scenario, unit: unit, floor: combined(floor), mockery: combined(mockery),
      target: target, note: note)
  }

  /// The best of the bests, the median of the medians, the worst of the worsts.
  static func combined(_ timings: [Timing]) -> Timing {
    let medians = timings.map(\.median).sorted()
    return Timing(
      best: timings.map(\.best).min()!, median: medians[medians.count / 2],
      max: timings.map(\.max).max()!)
  }

  static func stubbedCalls() -> [Result] {
    [
      both("conditions, stubbed for any zip", target: 2) { kind in
        measure(operations: calls, setup: { stubbedForAnyZip(kind) }) {
          callConditions($0, zipcodes, times: calls)
        }
      },
      both("conditions, 1 argument-matching stub", target: 2, oneArgumentMatchingStub),
      both(
        "conditions, 10 argument-matching stubs", target: 2,
        note: "calls cycle through the 10 stubbed zips", tenArgumentMatchingStubs),
      both("startTimer (void)", target: 2) { kind in
        measure(operations: calls, setup: { makeMock(kind) }) {
          callStartTimer($0, times: calls)
        }
      },
      both("refreshInterval getter", target: 2) { kind in
        measure(operations: calls, setup: { makeMock(kind) }) {
          readRefreshInterval($0, times: calls)
        }
      },
    ]
  }

  static func oneArgumentMatchingStub(_ kind: MockKind) -> Timing {
    let setup = { () -> any MeasuredMock in
      let mock = makeMock(kind)
      mock.stub(zip: "94105", returning: "sunny")
      return mock
    }
    return measure(operations: calls, setup: setup) { callConditions($0, ["94105"], times: calls) }
  }

  static func tenArgumentMatchingStubs(_ kind: MockKind) -> Timing {
    let stubbed = Array(zipcodes.prefix(10))
    let setup = { () -> any MeasuredMock in
      let mock = makeMock(kind)
      for zip in stubbed { mock.stub(zip: zip, returning: "sunny") }
      return mock
    }
    return measure(operations: calls, setup: setup) { callConditions($0, stubbed, times: calls) }
  }

  /// What stubbing and verifying by the requirement's labels costs against the recorder's
  /// unlabelled `when` and `verify`: the floor here is Mockery by position.
  static func labels() -> [Result] {
    [
      both(
        "by label: conditions, 1 argument-matching stub", target: 1.1,
        note: "against the same stub made by position", floor: .mockeryByPosition,
        oneArgumentMatchingStub),
      both(
        "by label: conditions, 10 argument-matching stubs", target: 1.1,
        note: "against the same stubs made by position", floor: .mockeryByPosition,
        tenArgumentMatchingStubs),
      both(
        "by label: verify exactly 100 calls with zip Z", unit: "ns/verification", target: 1.1,
        note: "against the same verification by position", floor: .mockeryByPosition,
        verifyingExactly100),
    ]
  }

  /// Every other kind of requirement, stubbed as a test stubs it: a `Void` function to do
  /// nothing, a property in one step, an `async throws` function and a subscript's reads.
  static func stubbedRequirementKinds() -> [Result] {
    func stubbed(_ kind: MockKind) -> any MeasuredMock {
      let mock = makeMock(kind)
      mock.stubTheOtherRequirements()
      return mock
    }
    return [
      both("startTimer, stubbed to do nothing", target: 2) { kind in
        measure(operations: calls, setup: { stubbed(kind) }) { callStartTimer($0, times: calls) }
      },
      both("refreshInterval, stubbed in one step", target: 2) { kind in
        measure(operations: calls, setup: { stubbed(kind) }) {
          readRefreshInterval($0, times: calls)
        }
      },
      both("forecast(days:), async throws, stubbed", target: 2) { kind in
        measure(operations: calls, setup: { stubbed(kind) }) { mock in
          waitFor { await callForecast(mock, times: calls) }
        }
      },
      both("subscript(day:) read, stubbed", target: 2) { kind in
        measure(operations: calls, setup: { stubbed(kind) }) { readDays($0, times: calls) }
      },
    ]
  }

  static func stubbedForAnyZip(_ kind: MockKind) -> any MeasuredMock {
    let mock = makeMock(kind)
    mock.stubAnyZip(returning: "sunny")
    return mock
  }

  /// ns per call into fresh mocks holding `size` calls when done; the target is on Mockery's
  /// own flatness, 1M against 1k.
  static func scaling() -> (results: [Result], flatness: Result) {
    let sizes = [1_000, 10_000, 100_000, 1_000_000]
    let results = sizes.map { size in
      both("conditions, up to \(size.formatted()) recorded calls", target: 2) { kind in
        let mocks = max(1, calls / size)
        return measure(
          operations: mocks * size, repetitions: 5,
          setup: { (0..<mocks).map { _ in stubbedForAnyZip(kind) } }
        ) { mocks in
          for mock in mocks { callConditions(mock, zipcodes, times: size) }
        }
      }
    }
    let first = results.first!
    let last = results.last!
    let flatness = Result(
      scenario: "scaling: 1M recorded calls against 1k", unit: "ratio",
      floor: Timing(best: 1, median: 1, max: 1),
      mockery: Timing(
        best: last.mockery.best / first.mockery.best,
        median: last.mockery.median / first.mockery.median,
        max: last.mockery.max / first.mockery.max),
      target: 1.2, note: "Mockery's median ns/call at 1M over its median at 1k")
    return (results, flatness)
  }

  static func verification() -> Result {
    both(
      "verify exactly 100 calls with zip Z, of 100k", unit: "ns/verification", target: 2,
      verifyingExactly100)
  }

  static func verifyingExactly100(_ kind: MockKind) -> Timing {
    let recorded = 100_000
    let verifications = 100
    let setup = { () -> any MeasuredMock in
      let mock = stubbedForAnyZip(kind)
      callConditions(mock, zipcodes, times: recorded)
      return mock
    }
    return measure(operations: verifications, repetitions: 5, setup: setup) { mock in
      var passed = 0
      for _ in 0..<verifications where mock.verifyConditions(zip: zipcodes[7], calledExactly: 100) {
        passed += 1
      }
      precondition(passed == verifications, "verification failed")
    }
  }

  static func concurrency() -> Result {
    let tasks = 8
    let callsPerTask = 100_000
    return both(
      "8 tasks × 100k calls on one mock", target: 2, note: "every call counted: 800,000"
    ) { kind in
      measure(operations: tasks * callsPerTask, repetitions: 5, setup: { stubbedForAnyZip(kind) }) {
        mock in
        let group = DispatchGroup()
        for _ in 0..<tasks {
          DispatchQueue.global().async(group: group) {
            callConditions(mock, zipcodes, times: callsPerTask)
          }
        }
        group.wait()
        precondition(mock.conditionsCallCount == tasks * callsPerTask, "a call was lost")
      }
    }
  }

  static func spies() -> Result {
    both("spy, calling the real implementation", target: 2) { kind in
      measure(operations: calls, setup: { makeSpy(kind) }) { spy in
        callConditions(spy.spy, zipcodes, times: calls)
        precondition(spy.count() == calls, "a call was lost")
      }
    }
  }

  /// A tree whose every level shares one node's storage: `fanOut^levels` leaves unfolded.
  struct Tree {
    var children: [Tree]

    static func shared(levels: Int, fanOut: Int) -> Tree {
      var tree = Tree(children: [])
      for _ in 0..<levels { tree = Tree(children: Array(repeating: tree, count: fanOut)) }
      return tree
    }
  }

  /// Describing a failing value is bounded by what it writes: the tree of 6 levels of
  /// 20 children (64 million leaves unfolded, once more than 20 s) against a tree whose whole
  /// unfolding, 3 levels of 46, is about what the full text writes at most.
  static func describing() -> Result {
    both(
      "describing a shared tree of 6 levels × 20, message and full text", unit: "ms/description",
      target: 1.5, note: "floor: a tree of 3 levels × 46, 99,499 values unfolded", rounds: 3
    ) { kind in
      let tree =
        kind == .handWritten
        ? Tree.shared(levels: 3, fanOut: 46) : Tree.shared(levels: 6, fanOut: 20)
      // Nanoseconds per operation over a millionth of the operations: milliseconds.
      return measure(operations: 1, repetitions: 3, setup: { tree }) { tree in
        precondition(!describeFailure(tree).isEmpty)
      }.scaled(by: 1e-6)
    }
  }
}

/// The message and full text of a failing assertion on `tree`, as a test gets them.
@inline(never)
func describeFailure(_ tree: Scenarios.Tree) -> String {
  let failures = captureFailures { assertThat([tree], hasCount(2)) }
  return failures.first?.fullMessage ?? failures.first?.message ?? ""
}

extension Scenarios {
  /// A call that misses every stub of its recorder, repeated after the first such call was
  /// reported, against the same mock's call that matches its oldest stub, which checks as many
  /// stubs: one mistake that the code under test repeats costs about what a matched call does.
  ///
  /// The failure is reported once, into a log, as `captureFailures` would take it.
  static func misses() -> [Result] {
    [1, 10, 1_000].map { stubs in
      let stubbed = Array(zipcodes.prefix(stubs))
      let count = stubs > 100 ? calls / 100 : calls
      func mock() -> any MeasuredMock {
        let mock = makeMock(.mockery)
        for zip in stubbed { mock.stub(zip: zip, returning: "sunny") }
        return mock
      }
      var matched: [Timing] = []
      var missed: [Timing] = []
      let log = FailureLog()
      withFailureReporter(.logging(into: log)) {
        for _ in 0..<5 {
          matched.append(
            measure(operations: count, setup: mock) {
              callConditions($0, [stubbed[0]], times: count)
            })
          missed.append(
            measure(operations: count, setup: mock) { callConditions($0, ["99999"], times: count) })
        }
      }
      // Five rounds of a warm-up and five repetitions, each on a mock of its own.
      precondition(log.reports.count == 5 * 6, "one failure per mock: \(log.reports.count)")
      return Result(
        scenario: "conditions missing every one of \(stubs) stubs, repeated", unit: "ns/call",
        floor: combined(matched), mockery: combined(missed), target: 1.5,
        note: "against the same call matching the oldest stub; \(count) calls")
    }
  }
}
