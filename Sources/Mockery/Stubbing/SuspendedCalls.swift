/// Calls of an asynchronous requirement held suspended until the test resumes each one.
///
/// Lets a test look at the state of the code under test while a call is in flight, without
/// sleeping:
///
/// ```swift
/// let fetches = fetcher.calls.conditions.whenCalled().thenSuspend()
/// let refresh = Task { await service.refresh() }
///
/// let fetch = try await fetches.nextCall()
/// #expect(service.isLoading)
/// fetch.resume(returning: .sunny)
///
/// await refresh.value
/// #expect(!service.isLoading)
/// ```
///
/// Resume every call you take. A call is never held for good: one still held when the test's mock
/// scope ends (or its XCTest test), or held longer than the stub's `atMost` limit, is reported as
/// a failure where `thenSuspend` was called, and let go: it throws ``SuspendedCallReleased``
/// where the requirement can throw that, and otherwise returns its result's default. A call that
/// can do neither stops the test with a message, rather than hang it. Cancelling the task of a
/// held call lets it go too, throwing `CancellationError` where it can.
///
/// Keep what `thenSuspend` returns for as long as calls may arrive: once nothing refers to it,
/// no test can take a call, so every call it holds, and every later call of the stub, is
/// reported and let go at once.
public final class SuspendedCalls<Arguments, Result, Failure: Error>: Sendable {
  let held: HeldCalls<Arguments, Result, Failure>

  init(_ held: HeldCalls<Arguments, Result, Failure>) {
    self.held = held
  }

  deinit {
    held.handleDropped()
  }

  /// The next suspended call, in the order calls arrived: one already waiting, or the next to
  /// arrive, which wakes this at once.
  ///
  /// If no call arrives within `timeout`, reports a failure here and throws
  /// ``SuspendedCallTimeout``. If the waiting task is cancelled, throws `CancellationError` at
  /// once, and reports nothing.
  public func nextCall(
    within timeout: Duration = .seconds(5),
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws -> SuspendedCall<Arguments, Result, Failure> {
    try await held.nextCall(
      within: timeout,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// How many calls are suspended and not yet taken with ``nextCall(within:fileID:filePath:line:column:)``.
  public var waitingCount: Int { held.waitingCount }
}

/// What a ``SuspendedCalls`` handle holds, and the stub's answer and the test's end reach
/// without keeping the handle alive, so that its end is seen.
final class HeldCalls<Arguments, Result, Failure: Error>: Sendable {
  private struct State {
    /// Calls held and not yet taken with `nextCall`, in the order they arrived.
    var arrived: [SuspendedCall<Arguments, Result, Failure>] = []
    /// Tests waiting in `nextCall` for a call to arrive.
    var takers:
      [UInt64: CheckedContinuation<HandOff<SuspendedCall<Arguments, Result, Failure>>, Never>] =
        [:]
    /// Every call held and not yet let go, taken or not.
    var held: [ObjectIdentifier: SuspendedCall<Arguments, Result, Failure>] = [:]
    /// Whether the handle is gone: no test can take a call any more.
    var isUnreachable = false
  }

  /// What becomes of a call that arrives.
  private enum Arrival {
    case handTo(CheckedContinuation<HandOff<SuspendedCall<Arguments, Result, Failure>>, Never>)
    case wait
    case letGo
  }

  private let state = Locked(State())
  private let policy: ReleasePolicy<Arguments, Result>

  init(policy: ReleasePolicy<Arguments, Result>) {
    self.policy = policy
  }

  /// Suspends a call until the test resumes it; the body of the stub's answer.
  @Sendable
  func suspend(_ arguments: Arguments) async throws -> Result {
    let call = SuspendedCall<Arguments, Result, Failure>(arguments, policy: policy)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard call.hold(continuation, onRelease: { [weak self] in self?.forget(call) }) else {
          return
        }
        let next = state.withLock { state -> Arrival in
          guard !state.isUnreachable else { return .letGo }
          state.held[ObjectIdentifier(call)] = call
          guard let (id, taker) = state.takers.first else {
            state.arrived.append(call)
            return .wait
          }
          state.takers.removeValue(forKey: id)
          return .handTo(taker)
        }
        switch next {
        case .handTo(let taker):
          taker.resume(returning: .handed(call))
          call.startLimit()
        case .wait:
          call.startLimit()
        case .letGo:
          call.release(because: .unreachable)
        }
      }
    } onCancel: {
      call.cancel()
    }
  }

  private func forget(_ call: SuspendedCall<Arguments, Result, Failure>) {
    state.withLock { state in
      state.held[ObjectIdentifier(call)] = nil
      state.arrived.removeAll { $0 === call }
    }
  }

  func nextCall(within timeout: Duration, at location: CallSite) async throws
    -> SuspendedCall<Arguments, Result, Failure>
  {
    let outcome = await waitForHandOff(
      until: Timeouts.deadline(after: timeout, for: "nextCall(within:)", at: location),
      register: { id, taker in
        state.withLock { state in
          guard !state.arrived.isEmpty else {
            state.takers[id] = taker
            return nil
          }
          return state.arrived.removeFirst()
        }
      },
      withdraw: { [state] id in state.withLock { $0.takers.removeValue(forKey: id) } })
    switch outcome {
    case .handed(let call):
      return call
    case .cancelled:
      throw CancellationError()
    case .timedOut:
      reportFailure("No call arrived within \(timeout) to be resumed.", at: location)
      throw SuspendedCallTimeout(timeout: timeout)
    }
  }

  var waitingCount: Int {
    state.withLock { $0.arrived.count }
  }

  /// Lets go of every call still held, reporting each: the test, or its scope, is over.
  func releaseAll() {
    release(because: .testEnded)
  }

  /// The handle is gone: lets go of every call held, reporting each, and every later call.
  func handleDropped() {
    release(because: .unreachable, markingUnreachable: true)
  }

  private func release(because reason: ReleaseReason, markingUnreachable: Bool = false) {
    let held = state.withLock { state in
      defer {
        state.held = [:]
        state.arrived = []
        if markingUnreachable { state.isUnreachable = true }
      }
      return Array(state.held.values)
    }
    for call in held.sorted(by: { $0.order < $1.order }) {
      call.release(because: reason)
    }
  }
}

/// One suspended call: its arguments, and the way to let it go on.
public final class SuspendedCall<Arguments, Result, Failure: Error>: Sendable {
  private enum State {
    /// Arrived, its continuation not yet kept.
    case arriving
    /// Cancelled before its continuation was kept.
    case cancelledEarly
    case held(CheckedContinuation<Result, any Error>, onRelease: @Sendable () -> Void)
    /// Let go, and why: for a test that resumes it once more.
    case letGo(String)
  }

  private let storedArguments: UncheckedSendable<Arguments>
  private let policy: ReleasePolicy<Arguments, Result>
  private let state = Locked(UncheckedSendable(State.arriving))
  private let limit = Locked<Task<Void, Never>?>(nil)
  /// The call's place among all calls, to release calls in the order they came.
  let order = CallSequencer.shared.next()

  init(_ arguments: Arguments, policy: ReleasePolicy<Arguments, Result>) {
    self.storedArguments = UncheckedSendable(arguments)
    self.policy = policy
  }

  /// The call's arguments: a value for one argument, a tuple for several.
  public var arguments: Arguments { storedArguments.value }

  /// Lets the call return `result`.
  public func resume(
    returning result: sending Result,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    resume(
      returning: result,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func resume(returning result: sending Result, at location: CallSite) {
    let value = UncheckedSendable(result)
    take(why: Self.resumedByTheTest, at: location)?.resume(returning: value.value)
  }

  /// Lets the call throw `error`.
  public func resume(
    throwing error: Failure,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    resume(
      throwing: error, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func resume(throwing error: Failure, at location: CallSite) {
    take(why: Self.resumedByTheTest, at: location)?.resume(throwing: error)
  }

  /// Keeps the continuation, unless the call's task was cancelled first and the call can be let
  /// go for it; returns whether it kept it.
  func hold(
    _ continuation: CheckedContinuation<Result, any Error>,
    onRelease: @escaping @Sendable () -> Void
  ) -> Bool {
    let lettingGo = state.withLock { state in
      if case .cancelledEarly = state.value, policy.honoursCancellation {
        state = UncheckedSendable(.letGo("its task was cancelled"))
        return true
      }
      state = UncheckedSendable(.held(continuation, onRelease: onRelease))
      return false
    }
    if lettingGo { policy.cancel(continuation) }
    return !lettingGo
  }

  /// Starts the clock on how long the call may be held.
  func startLimit() {
    let limit = policy.limit
    let timer = Task { [weak self] in
      guard (try? await Task.sleep(for: limit)) != nil else { return }
      self?.release(because: .heldTooLong(limit))
    }
    self.limit.withLock { $0 = timer }
  }

  /// Lets the call go because its task was cancelled.
  ///
  /// It throws `CancellationError` where it can, or returns its result's default; a call that
  /// can do neither stays held.
  func cancel() {
    let taken = state.withLock {
      state -> (CheckedContinuation<Result, any Error>, @Sendable () -> Void)? in
      switch state.value {
      case .arriving:
        state = UncheckedSendable(.cancelledEarly)
        return nil
      case .held(let continuation, let onRelease):
        guard policy.honoursCancellation else { return nil }
        state = UncheckedSendable(.letGo("its task was cancelled"))
        return (continuation, onRelease)
      case .cancelledEarly, .letGo:
        return nil
      }
    }
    guard let (continuation, onRelease) = taken else { return }
    onRelease()
    limit.withLock { $0?.cancel() }
    policy.cancel(continuation)
  }

  /// Lets the call go, reporting that it was still held.
  func release(because reason: ReleaseReason) {
    guard let continuation = take(why: reason.letGo, at: nil) else { return }
    policy.release(continuation, call: storedArguments.value, because: reason)
  }

  private static var resumedByTheTest: String { "the test resumed it" }

  private enum Taking {
    case taken(CheckedContinuation<Result, any Error>, @Sendable () -> Void)
    case alreadyLetGo(String)
    case notHeld
  }

  /// Takes the continuation to resume it, once; a second taker at `location` is told it was
  /// already let go, and a releaser (no location) learns nothing.
  private func take(why: String, at location: CallSite?) -> CheckedContinuation<Result, any Error>?
  {
    let taking = state.withLock { state -> Taking in
      switch state.value {
      case .held(let continuation, let onRelease):
        state = UncheckedSendable(.letGo(why))
        return .taken(continuation, onRelease)
      case .letGo(let earlier):
        return .alreadyLetGo(earlier)
      case .arriving, .cancelledEarly:
        return .notHeld
      }
    }
    switch taking {
    case .taken(let continuation, let onRelease):
      onRelease()
      limit.withLock { $0?.cancel() }
      return continuation
    case .alreadyLetGo(let earlier):
      if let location {
        reportFailure(
          earlier == Self.resumedByTheTest
            ? "This call was already resumed; a call is resumed once."
            : "This call was already let go, as \(earlier); a call is resumed once.",
          at: location)
      }
      return nil
    case .notHeld:
      return nil
    }
  }
}

/// Why a held call was let go without the test resuming it.
enum ReleaseReason: Sendable {
  case testEnded
  case heldTooLong(Duration)
  /// What `thenSuspend()` returned is gone, so no test can take the call.
  case unreachable

  var letGo: String {
    switch self {
    case .testEnded: "it was still held when the test ended"
    case .heldTooLong(let limit): "it was held longer than \(limit)"
    case .unreachable:
      "what thenSuspend() returned is gone (the test dropped it, or ended), so no test can take it"
    }
  }
}

/// What a suspended call does when it is let go without being resumed, decided once by the stub
/// that holds it, which knows the requirement's effects and result.
struct ReleasePolicy<Arguments, Result>: Sendable {
  /// How long a call may be held.
  let limit: Duration
  /// Where `thenSuspend` was called, where releases are reported.
  let location: CallSite
  let attribution: TestAttribution
  /// Writes a call: `conditions(forZipcode: "94105")`.
  let render: @Sendable (Arguments) -> String
  /// Whether the requirement can throw ``SuspendedCallReleased``.
  let canThrowRelease: Bool
  /// Whether the requirement can throw `CancellationError`.
  let canBeCancelled: Bool
  /// The result type's default, for calls that cannot throw.
  let defaultValue: UncheckedSendable<Result?>
  /// The recorder's stand-in, for calls that cannot throw and whose result has no default.
  let standIn: StandIn<Result>?
  let resultType: String

  /// Whether a cancelled call can be let go: by throwing `CancellationError`, or returning its
  /// result's default.
  var honoursCancellation: Bool { canBeCancelled || defaultValue.value != nil }

  /// Lets a call whose task was cancelled go, as ``honoursCancellation`` says it can.
  func cancel(_ continuation: CheckedContinuation<Result, any Error>) {
    if canBeCancelled {
      continuation.resume(throwing: CancellationError())
    } else if let value = defaultValue.value {
      continuation.resume(returning: value)
    }
  }

  func release(
    _ continuation: CheckedContinuation<Result, any Error>, call arguments: Arguments,
    because reason: ReleaseReason
  ) {
    let call = render(arguments)
    let outcome: String
    // Only where nothing else answers: `allCases` and the stand-in are the test's code.
    let standIn =
      canThrowRelease || defaultValue.value != nil
      ? nil : MockDefaults.standIn(self.standIn, of: Result.self)
    if canThrowRelease {
      outcome = "It throws SuspendedCallReleased now."
    } else if let value = defaultValue.value {
      outcome = "It returns \(describeValue(value)), its result's default, now."
    } else if let standIn {
      outcome = "It returns \(standIn.origin), \(describeValue(standIn.value)), now."
    } else {
      outcome =
        "It can neither throw SuspendedCallReleased nor return a default \(resultType), so the "
        + "test stops here."
    }
    let advice =
      switch reason {
      case .heldTooLong: " If the test needs to hold calls longer, say so: thenSuspend(atMost:)."
      case .unreachable:
        " Keep what thenSuspend() returns while calls may arrive, `let held = ….thenSuspend()`."
      case .testEnded: ""
      }
    let message = """
      A call held by thenSuspend() was never resumed, and \(reason.letGo): \(call)
      Take each held call with nextCall() and resume it with resume(returning:) or \
      resume(throwing:).\(advice) \(outcome)
      """
    reportFailure(message, at: location, attribution: attribution)
    if canThrowRelease {
      continuation.resume(throwing: SuspendedCallReleased(call: call, reason: reason.letGo))
    } else if let value = defaultValue.value ?? standIn?.value {
      continuation.resume(returning: value)
    } else {
      fatalError("\(location): \(message)")
    }
  }
}

/// Thrown by a call held by `thenSuspend()` that the test never resumed, when its test ended or
/// it was held longer than allowed.
public struct SuspendedCallReleased: Error, CustomStringConvertible {
  /// The call, as messages write it: `conditions(forZipcode: "94105")`.
  public let call: String
  /// Why it was let go.
  public let reason: String

  /// Says which call was let go, and why.
  public var description: String { "\(call) was let go without being resumed: \(reason)" }
}

/// Thrown by ``SuspendedCalls/nextCall(within:fileID:filePath:line:column:)`` when no call arrives
/// in time.
public struct SuspendedCallTimeout: Error, CustomStringConvertible {
  /// How long the test waited.
  public let timeout: Duration

  /// Says how long the test waited.
  public var description: String { "no call arrived within \(timeout)" }
}

extension Stubbing where Effect == CallEffect.Async {
  /// Answers matching calls by suspending each until the test resumes it; see ``SuspendedCalls``.
  ///
  /// - Parameters:
  ///   - limit: How long a call may be held before it is reported and let go.
  ///   - fileID: Where the stub is made, where calls never resumed are reported; leave it out.
  ///   - filePath: Leave it out.
  ///   - line: Leave it out.
  ///   - column: Leave it out.
  /// - Returns: The calls to take and resume, in the order they arrive. Keep it while calls may
  ///   arrive: once nothing refers to it, every call it holds, and every later one, is reported
  ///   and let go at once, since no test can take them.
  public func thenSuspend(
    atMost limit: Duration = .seconds(30),
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> SuspendedCalls<(repeat each Arg), Result, Never> {
    suspending(
      atMost: limit,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension Stubbing where Effect: AsynchronousCallEffect & ThrowingCallEffect {
  /// Answers matching calls by suspending each until the test resumes it with a value or an
  /// error; see ``SuspendedCalls``.
  ///
  /// - Parameters:
  ///   - limit: How long a call may be held before it is reported and let go.
  ///   - fileID: Where the stub is made, where calls never resumed are reported; leave it out.
  ///   - filePath: Leave it out.
  ///   - line: Leave it out.
  ///   - column: Leave it out.
  /// - Returns: The calls to take and resume, in the order they arrive. Keep it while calls may
  ///   arrive: once nothing refers to it, every call it holds, and every later one, is reported
  ///   and let go at once, since no test can take them.
  public func thenSuspend(
    atMost limit: Duration = .seconds(30),
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> SuspendedCalls<(repeat each Arg), Result, Effect.Failure> {
    suspending(
      atMost: limit,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension Stubbing where Effect: AsynchronousCallEffect {
  /// Adds an answer that suspends each call into the returned calls, to be resumed with a
  /// result or a `Failure`, and lets go of the calls still held when the test or its scope ends.
  func suspending<Failure: Error>(atMost limit: Duration, at location: CallSite)
    -> SuspendedCalls<(repeat each Arg), Result, Failure>
  {
    let policy = ReleasePolicy<(repeat each Arg), Result>(
      limit: Timeouts.clamped(limit, for: "thenSuspend(atMost:)", at: location),
      location: location,
      attribution: .current,
      // Weakly: the store holds this stub's answer, which holds the policy.
      render: { [weak store] in store?.render($0) ?? "\(describeValue($0))" },
      canThrowRelease: SuspendedCallReleased(call: "", reason: "").canBeThrown(as: Failure.self),
      canBeCancelled: CancellationError().canBeThrown(as: Failure.self),
      defaultValue: UncheckedSendable(store.unstubbedDefault), standIn: store.standIn,
      resultType: "\(Result.self)")
    // The answer and the test's end keep the held calls, not the handle, whose end they see.
    let held = HeldCalls<(repeat each Arg), Result, Failure>(policy: policy)
    append([.runAsync(held.suspend)])
    TestEnd.atEnd { held.releaseAll() }
    return SuspendedCalls(held)
  }
}
