extension CallRecorder {
  /// The arguments of every call so far, oldest first: a value per call for one argument, a
  /// tuple for several.
  ///
  /// The argument captor of Mockery: take the arguments a call was made with and assert on them.
  ///
  /// ```swift
  /// assertThat(fetcher.calls.conditions.arguments, contains("94105", "10001"))
  /// let (from, to) = mover.calls.move.arguments[0]
  /// ```
  ///
  /// To call a closure argument, bind it to a constant first (`let done = arguments[0]`,
  /// then `done(.sunny)`): Swift does not call it straight from the array.
  public var arguments: [(repeat each Arg)] {
    store.arguments
  }

  /// How many times the requirement has been called.
  public var callCount: Int {
    store.callCount
  }

  /// Forgets all calls, stubs and expectations, as if the recorder were new.
  ///
  /// A fallback given with `whenUnstubbed:` stays, as does strictness.
  public func reset() {
    store.reset()
  }

  /// Forgets all calls, keeping stubs and expectations.
  public func clearCalls() {
    store.clearCalls()
  }

  /// Forgets all stubs and expectations, keeping the calls, to verify them after.
  ///
  /// Cuckoo's `clearStubs(mock)`, Mockingbird's `clearStubs(on:)`: calls from now on are
  /// answered as unstubbed ones are.
  public func clearStubs() {
    store.clearStubs()
  }

  /// Whether a call that no stub answers is reported as a failure.
  ///
  /// See ``strict(_:fileID:filePath:line:column:)``.
  public var isStrict: Bool {
    get { store.strictness }
    set { store.strictness = newValue }
  }
}

/// Forgets every call, stub and expectation of `mocks`, as if they were new.
///
/// Takes what ``verifyNoMoreInteractions(_:fileID:filePath:line:column:)-(Any...,_,_,_,_)`` takes, and reports at
/// this line a mock it cannot reset: a `nil` one, or one that holds no recorders.
public func resetMocks(
  _ mocks: Any...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  resetMocks(mocks, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

func resetMocks(_ mocks: [Any], at location: CallSite) {
  for inspection in MockInspection.inspect(mocks, for: "resetMocks", at: location) {
    for recorder in inspection.recorders { recorder.reset() }
  }
}

/// Forgets every stub and expectation of `mocks`, keeping their calls to verify.
///
/// ```swift
/// when(thermostat.calls.target).thenReturn(21)
/// controller.warmUp()            // reads 21
/// clearStubs(thermostat)
/// controller.warmUp()            // reads the default, 0
/// verify(thermostat.calls.target, times: .twice)
/// ```
///
/// Takes what ``resetMocks(_:fileID:filePath:line:column:)-(Any...,_,_,_,_)`` takes, and reports
/// at this line a mock it cannot look into.
public func clearStubs(
  _ mocks: Any...,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  clearStubs(mocks, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

func clearStubs(_ mocks: [Any], at location: CallSite) {
  for inspection in MockInspection.inspect(mocks, for: "clearStubs", at: location) {
    for recorder in inspection.recorders { recorder.clearStubs() }
  }
}

/// What mock-level operations need of a recorder, whatever its argument and result types.
protocol InspectableRecorder: AnyObject, Sendable {
  var requirementName: String { get }
  /// The test that made the recorder, for failures of whole-mock operations reported from
  /// outside that test's task.
  var attribution: TestAttribution { get }
  /// For a generic method's recorder, which specialization it records.
  var specialization: Specialization? { get }
  /// Where each of its stubs was made.
  var stubLocations: [CallSite] { get }
  /// Its first `count` calls, described, in the order they happened, each saying whether a
  /// verification matched it; only those no verification matched when `unverifiedOnly`.
  func summaries(unverifiedOnly: Bool, first count: Int) -> [CallSummary]
  func markVerified(_ sequences: Set<UInt64>)
  /// Marks verified the calls one of its stubs answers: ``ignoreStubs(_:fileID:filePath:line:column:)-(Any...,_,_,_,_)``.
  func markStubbedCallsVerified()
  func reset()
  func clearStubs()
  var strictness: Bool { get set }
  /// Whether a spy's call that no stub answers runs the real implementation.
  var callingThrough: Bool { get set }
  /// The kind of result it returns, for ``strict(_:except:fileID:filePath:line:column:)``.
  var resultKind: ResultKinds { get }
  /// Makes `value` the default of its unstubbed calls, if it returns a `Value`; says whether.
  func useDefault<Value>(_ value: Value) -> Bool
  func checkExpectations(at location: CallSite) -> Bool
  /// The recorders of the same mock, if known.
  var family: MockFamily? { get }
  /// Takes `family` as its mock's, unless it has one.
  func adopt(_ family: MockFamily)
  /// How many calls it has.
  var callCount: Int { get }
  /// Writes each call from now on with `write`, naming the mock `mock`.
  func logCalls(as mock: String, to write: @escaping @Sendable (String) -> Void)
  /// How many calls it has recorded since it was made, which a new call changes.
  var callGeneration: Int { get }
  /// Suspends until a call is recorded after the first `seen`, until `deadline`, or until the
  /// task is cancelled.
  func waitForCall(after seen: Int, until deadline: ContinuousClock.Instant) async
    -> HandOff<Bool>
  /// Its stubs as a test wrote them, oldest first, each with where it was made.
  var stubSummaries: [(stub: String, location: CallSite)] { get }
  /// `(Int, String) -> Bool`: the types of its arguments and result, which tell apart the
  /// overloads of one name.
  var typeSignature: String { get }
}

/// One of Mockery's own types that holds recorders, which whole-mock operations find in a mock:
/// a recorder, a mocked property or subscript, a generic function's recorders, a scoped mock.
protocol RecorderContainer: AnyObject, SendableMetatype {
  /// Its recorders as they are now.
  var recorders: [any InspectableRecorder] { get }
  /// How messages name it when an operation is given it directly: `startTimer()`.
  var inspectionName: String { get }
  /// Makes its recorders strict, or relaxed, with any it makes later.
  func setStrictness(_ strict: Bool)
  /// Makes its recorders call through, or not, with any it makes later.
  func setCallingThrough(_ callsThrough: Bool)
}

extension RecorderContainer {
  func setStrictness(_ strict: Bool) {
    for recorder in recorders { recorder.strictness = strict }
  }

  func setCallingThrough(_ callsThrough: Bool) {
    for recorder in recorders { recorder.callingThrough = callsThrough }
  }
}

extension InspectableRecorder {
  /// Its calls, described, in the order they happened; only those no verification matched when
  /// `unverifiedOnly`.
  func summaries(unverifiedOnly: Bool = false) -> [CallSummary] {
    summaries(unverifiedOnly: unverifiedOnly, first: .max)
  }

  /// Its first `count` calls, described, in the order they happened.
  func summaries(first count: Int) -> [CallSummary] {
    summaries(unverifiedOnly: false, first: count)
  }
}
