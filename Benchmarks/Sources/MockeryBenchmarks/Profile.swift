import MockeryMatchers
import WeatherFetchingSubjects

/// Runs one scenario's loop, for `valgrind --tool=callgrind`.
enum Profile {
  static func run(_ scenario: String, kind: MockKind, count: Int) {
    switch scenario {
    case "stubbed":
      callConditions(Scenarios.stubbedForAnyZip(kind), zipcodes, times: count)
    case "stub1":
      let mock = makeMock(kind)
      mock.stub(zip: "94105", returning: "sunny")
      callConditions(mock, ["94105"], times: count)
    case "stub10":
      let mock = makeMock(kind)
      let stubbed = Array(zipcodes.prefix(10))
      for zip in stubbed { mock.stub(zip: zip, returning: "sunny") }
      callConditions(mock, stubbed, times: count)
    case "miss1", "miss10":
      // After the first miss, reported into a log: the repeats are what is measured.
      let mock = makeMock(kind)
      let stubbed = Array(zipcodes.prefix(scenario == "miss1" ? 1 : 10))
      for zip in stubbed { mock.stub(zip: zip, returning: "sunny") }
      withFailureReporter(.logging(into: FailureLog())) {
        callConditions(mock, ["99999"], times: count)
      }
    case "void":
      callStartTimer(makeMock(kind), times: count)
    case "void-family":
      let mock = makeMock(kind)
      _ = mock.verifyConditions(zip: "94105", calledExactly: 0)
      callStartTimer(mock, times: count)
    case "getter":
      readRefreshInterval(makeMock(kind), times: count)
    case "void-stubbed", "getter-stubbed", "async-stubbed", "subscript-stubbed":
      let mock = makeMock(kind)
      mock.stubTheOtherRequirements()
      switch scenario {
      case "void-stubbed": callStartTimer(mock, times: count)
      case "getter-stubbed": readRefreshInterval(mock, times: count)
      case "async-stubbed": waitFor { await callForecast(mock, times: count) }
      default: readDays(mock, times: count)
      }
    case "spy":
      callConditions(makeSpy(kind).spy, zipcodes, times: count)
    case "verify":
      let mock = Scenarios.stubbedForAnyZip(kind)
      callConditions(mock, zipcodes, times: count)
      _ = mock.verifyConditions(zip: zipcodes[7], calledExactly: count / zipcodes.count)
    case "verify-each":
      // A verification per iteration, of a mock never called: the call form, and the family
      // its first use finds, are what a label costs over a position.
      let mock = makeMock(kind)
      var passed = 0
      for _ in 0..<count where mock.verifyConditions(zip: "94105", calledExactly: 0) {
        passed &+= 1
      }
      sink &+= passed
    case "verify-fresh":
      // The same on a new mock each time: what the first call form of a mock costs.
      var passed = 0
      for _ in 0..<count where makeMock(kind).verifyConditions(zip: "94105", calledExactly: 0) {
        passed &+= 1
      }
      sink &+= passed
    default:
      fatalError("unknown scenario \(scenario)")
    }
  }
}
