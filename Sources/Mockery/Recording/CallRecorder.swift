/// Records the calls of one mocked requirement, answers them as stubbed, and verifies them.
///
/// A mock of a protocol keeps one recorder per requirement and forwards each witness to it, one
/// line each; a test stubs and verifies through the same recorders:
///
/// ```swift
/// final class WeatherFetchingMock: WeatherFetching {
///   struct Calls {
///     let conditions = MockAsyncThrowingFunction<String, Conditions>("conditions(forZipcode:)")
///     let startTimer = MockFunction<Void>("startTimer()")
///   }
///   let calls = Calls()
///
///   func conditions(forZipcode zip: String) async throws -> Conditions {
///     try await calls.conditions(zip)
///   }
///   func startTimer() { calls.startTimer() }
/// }
///
/// let fetcher = WeatherFetchingMock()
/// fetcher.calls.conditions.when("94105").thenReturn(.sunny)
/// // ... exercise the code under test ...
/// fetcher.calls.conditions.verify("94105")
/// fetcher.calls.startTimer.verify(times: .never)
/// ```
///
/// The generic parameters read like the requirement's type: the argument types, then the result
/// (`MockFunction<Void>` takes nothing and returns nothing, `MockFunction<Int, String, Bool>`
/// takes an `Int` and a `String` and returns a `Bool`), then the ``CallEffect``, which the aliases
/// ``MockFunction``, ``MockThrowingFunction``, ``MockAsyncFunction`` and
/// ``MockAsyncThrowingFunction`` fill in.
///
/// A recorder is safe to call, stub and verify from any number of threads and tasks at once.
/// Stubbed closures run outside its lock, so they may call the mock again.
///
/// See <doc:WritingAMock> and <doc:StubbingAndVerifying>.
public final class CallRecorder<each Arg, Result, Effect: CallEffectKind>: Sendable {
  /// Everything the recorder knows and does, generic over the arguments as one tuple.
  @usableFromInline let store: CallStore<(repeat each Arg), Result>

  /// Creates a recorder for the requirement called `name`.
  ///
  /// - Parameters:
  ///   - name: The requirement's name as Swift writes it, such as `"conditions(forZipcode:)"`:
  ///     messages write calls with its argument labels, `conditions(forZipcode: "94105")`.
  ///   - fileID: Where the recorder is declared; leave it out. Failures of calls made through
  ///     `fn` are reported there.
  ///   - filePath: Where the recorder is declared; leave it out.
  ///   - line: Where the recorder is declared; leave it out.
  ///   - column: Where the recorder is declared; leave it out.
  public init(
    _ name: String,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    store = Self.makeStore(
      name: CallName(function: name),
      declaredAt: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      fallback: nil)
  }

  /// Creates a recorder for the requirement called `name` that answers calls no stub answers
  /// with `whenUnstubbed`.
  ///
  /// Use it for behaviour the mock should always have unless a test says otherwise, such as an
  /// `inout` parameter kept as it was:
  ///
  /// ```swift
  /// let normalize = MockFunction<String, String>("normalize(_:)", whenUnstubbed: { $0 })
  /// func normalize(_ text: inout String) { text = calls.normalize(text) }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The requirement's name as Swift writes it, such as `"normalize(_:)"`.
  ///   - whenUnstubbed: The answer for calls that no stub answers. It survives ``reset()``.
  ///   - fileID: Where the recorder is declared; leave it out.
  ///   - filePath: Where the recorder is declared; leave it out.
  ///   - line: Where the recorder is declared; leave it out.
  ///   - column: Where the recorder is declared; leave it out.
  public init(
    _ name: String,
    whenUnstubbed: @escaping @Sendable (repeat each Arg) -> Result,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    store = Self.makeStore(
      name: CallName(function: name),
      declaredAt: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      fallback: { (arguments: (repeat each Arg)) in whenUnstubbed(repeat each arguments) })
  }

  /// Creates a recorder for the requirement called `name` whose result type has no default,
  /// and whose calls no stub answers return `standIn()` after they fail the test, for the test
  /// to go on, where they could otherwise only stop the test process.
  ///
  /// A generated mock passes one where it can build a value of the result type from the
  /// type's declarations: an `init()`, a case without payload, an initializer whose arguments
  /// have defaults.
  ///
  /// ```swift
  /// let receipt = MockFunction<Int, Receipt>("receipt(for:)", standIn: { .init(id: "", total: 0) })
  /// ```
  ///
  /// A throwing requirement still throws ``UnstubbedCallError``, which the code under test
  /// meets as it would any error.
  ///
  /// - Parameters:
  ///   - name: The requirement's name as Swift writes it, such as `"receipt(for:)"`.
  ///   - standIn: Makes the value an unstubbed call returns after it fails the test. It runs
  ///     outside Mockery's locks, once per such call.
  ///   - fileID: Where the recorder is declared; leave it out.
  ///   - filePath: Where the recorder is declared; leave it out.
  ///   - line: Where the recorder is declared; leave it out.
  ///   - column: Where the recorder is declared; leave it out.
  public init(
    _ name: String,
    standIn: @escaping @Sendable () -> Result,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    store = Self.makeStore(
      name: CallName(function: name),
      declaredAt: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      fallback: nil, standIn: StandIn(standIn))
  }

  /// Creates a recorder for the requirement called `name` whose result type has no default,
  /// and whose calls no stub answers, on the main actor, return `standIn()` after they fail the
  /// test, for the test to go on.
  ///
  /// For a result type whose initializers are isolated to the main actor, as a model's are in
  /// an app module isolated to the main actor by default: a generated mock passes one where it
  /// can build a value of the type, and is isolated to the main actor itself when its protocol
  /// is, so that its calls are made there.
  ///
  /// ```swift
  /// let total = MockFunction<[Trip], Money>(
  ///   "total(of:)", mainActorStandIn: { .init(minorUnits: 0, currency: "") })
  /// ```
  ///
  /// A call made off the main actor gets no stand-in: it stops the test, as a call of a result
  /// with no stand-in does, and says why.
  ///
  /// - Parameters:
  ///   - name: The requirement's name as Swift writes it, such as `"total(of:)"`.
  ///   - standIn: Makes the value an unstubbed call returns after it fails the test, on the main
  ///     actor. It runs outside Mockery's locks, once per such call.
  ///   - fileID: Where the recorder is declared; leave it out.
  ///   - filePath: Where the recorder is declared; leave it out.
  ///   - line: Where the recorder is declared; leave it out.
  ///   - column: Where the recorder is declared; leave it out.
  public init(
    _ name: String,
    mainActorStandIn standIn: @escaping @MainActor @Sendable () -> Result,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    store = Self.makeStore(
      name: CallName(function: name),
      declaredAt: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      fallback: nil, standIn: StandIn(onMainActor: standIn))
  }

  init(
    name: CallName,
    declaredAt: CallSite,
    attribution: TestAttribution = .current,
    storedValue: Result? = nil,
    standIn: StandIn<Result>? = nil,
    specialization: Specialization? = nil
  ) {
    store = Self.makeStore(
      name: name, declaredAt: declaredAt, fallback: nil, standIn: standIn,
      attribution: attribution, storedValue: storedValue, specialization: specialization)
  }

  private static func makeStore(
    name: CallName,
    declaredAt: CallSite,
    fallback: (@Sendable ((repeat each Arg)) -> Result?)?,
    standIn: StandIn<Result>? = nil,
    attribution: TestAttribution = .current,
    storedValue: Result? = nil,
    specialization: Specialization? = nil
  ) -> CallStore<(repeat each Arg), Result> {
    CallStore(
      name: name, declaredAt: declaredAt, attribution: attribution,
      specialization: specialization,
      describeArguments: { (arguments: (repeat each Arg)) in
        var descriptions: [String] = []
        for argument in repeat each arguments {
          descriptions += name.describe(argument, at: descriptions.count)
        }
        return descriptions
      },
      fallback: fallback, standIn: standIn, storedValue: storedValue)
  }

  /// The requirement's name, as given when the recorder was created.
  public var name: String { store.name.description }
}

extension CallRecorder: RecorderContainer {
  var recorders: [any InspectableRecorder] { [store] }
  var inspectionName: String { name }
}
