import Foundation

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
public final class CallRecorder<each Arg, Result, Effect: CallEffectKind>: @unchecked Sendable {
  @usableFromInline let callName: CallName
  @usableFromInline let declaredAt: CallSite
  @usableFromInline let fallback: UnstubbedFallback<repeat each Arg, Result>?
  /// The test that created the recorder, for failures reported from outside it.
  @usableFromInline let attribution: TestAttribution
  @usableFromInline let lock = NSLock()

  // Guarded by `lock`.
  @usableFromInline var calls: ContiguousArray<RecordedCall<repeat each Arg>> = []
  @usableFromInline var stubs: ContiguousArray<Stub<repeat each Arg, Result>> = []
  @usableFromInline var expectations: [Expectation<repeat each Arg>] = []
  @usableFromInline var strictness = false
  /// Verifications waiting for a call, woken by each one; see `waitForCall(after:until:)`.
  @usableFromInline var waiters: [UInt64: CheckedContinuation<Bool, Never>] = [:]
  /// How many calls were ever recorded; unlike `calls.count`, `reset()` leaves it.
  @usableFromInline var generation = 0

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
    callName = CallName(function: name)
    declaredAt = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    fallback = nil
    attribution = .current
    XCTestAdapter.observe()
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
    callName = CallName(function: name)
    declaredAt = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    fallback = UnstubbedFallback { (arguments: repeat each Arg) in
      whenUnstubbed(repeat each arguments)
    }
    attribution = .current
    XCTestAdapter.observe()
  }

  init(
    name: CallName,
    declaredAt: CallSite,
    fallback: UnstubbedFallback<repeat each Arg, Result>?,
    attribution: TestAttribution = .current
  ) {
    callName = name
    self.declaredAt = declaredAt
    self.fallback = fallback
    self.attribution = attribution
    XCTestAdapter.observe()
  }

  /// The requirement's name, as given when the recorder was created.
  public var name: String { callName.description }

  /// Records a call and finds the answer of the newest stub that matches it.
  ///
  /// The hot path of every mocked call: one lock, one append, one closure call per stub tried.
  @inlinable
  func record(_ arguments: repeat each Arg) -> RecordOutcome<repeat each Arg, Result> {
    lock.lock()
    calls.append(RecordedCall(repeat each arguments, sequence: CallSequence.next()))
    generation += 1
    let wakesWaiters = !waiters.isEmpty
    var answer: Answer<repeat each Arg, Result>? = nil
    var index = stubs.endIndex
    while index > stubs.startIndex {
      index -= 1
      let stub = stubs[index]
      if stub.pattern.matches(repeat each arguments), let found = stub.takeAnswer() {
        answer = found
        break
      }
    }
    let strict = strictness
    lock.unlock()
    if wakesWaiters { wakeWaiters() }
    return RecordOutcome(answer: answer, isStrict: answer == nil && strict)
  }
}

/// What recording a call found: the answer of the stub that matched it, if any.
@usableFromInline
struct RecordOutcome<each Arg, Result> {
  @usableFromInline let answer: Answer<repeat each Arg, Result>?
  @usableFromInline let isStrict: Bool

  @inlinable
  init(answer: Answer<repeat each Arg, Result>?, isStrict: Bool) {
    self.answer = answer
    self.isStrict = isStrict
  }
}

/// The answer a recorder gives calls no stub answers, declared with the recorder; returns nil to
/// decline, as a property with no stored value does.
@usableFromInline
struct UnstubbedFallback<each Arg, Result>: Sendable {
  let body: @Sendable (repeat each Arg) -> Result?

  init(_ body: @escaping @Sendable (repeat each Arg) -> Result?) {
    self.body = body
  }
}
