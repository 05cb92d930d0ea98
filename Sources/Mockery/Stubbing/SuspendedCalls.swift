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
/// Resume every call you take; code awaiting one that is never resumed waits forever.
public final class SuspendedCalls<Arguments, Result, Failure: Error>: Sendable {
  private struct State {
    var arrived: [SuspendedCall<Arguments, Result, Failure>] = []
    var takers: [UInt64: CheckedContinuation<SuspendedCall<Arguments, Result, Failure>?, Never>] =
      [:]
  }

  private let state = Locked(State())

  init() {}

  /// Suspends a call until the test resumes it; the body of the stub's answer.
  @Sendable
  func suspend(_ arguments: Arguments) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      let call = SuspendedCall<Arguments, Result, Failure>(
        arguments, continuation: continuation)
      let taker = state.withLock { state in
        guard let (id, taker) = state.takers.first else {
          state.arrived.append(call)
          return nil
            as CheckedContinuation<SuspendedCall<Arguments, Result, Failure>?, Never>?
        }
        state.takers.removeValue(forKey: id)
        return taker
      }
      taker?.resume(returning: call)
    }
  }

  /// The next suspended call, in the order calls arrived: one already waiting, or the next to
  /// arrive, which wakes this at once.
  ///
  /// If no call arrives within `timeout`, reports a failure here and throws
  /// ``SuspendedCallTimeout``.
  public func nextCall(
    within timeout: Duration = .seconds(5),
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async throws -> SuspendedCall<Arguments, Result, Failure> {
    let call = await waitForHandOff(
      until: .now.advanced(by: timeout), timedOut: nil,
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
    guard let call else {
      reportFailure(
        "No call arrived within \(timeout) to be resumed.",
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
      throw SuspendedCallTimeout(timeout: timeout)
    }
    return call
  }

  /// How many calls are suspended and not yet taken with ``nextCall(within:fileID:filePath:line:column:)``.
  public var waitingCount: Int {
    state.withLock { $0.arrived.count }
  }
}

/// One suspended call: its arguments, and the way to let it go on.
public final class SuspendedCall<Arguments, Result, Failure: Error>: Sendable {
  private let storedArguments: UncheckedSendable<Arguments>
  private let continuation: Locked<CheckedContinuation<Result, any Error>?>

  init(_ arguments: Arguments, continuation: CheckedContinuation<Result, any Error>) {
    self.storedArguments = UncheckedSendable(arguments)
    self.continuation = Locked(continuation)
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
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    take(at: location)?.resume(returning: result)
  }

  /// Lets the call throw `error`.
  public func resume(
    throwing error: Failure,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    take(at: location)?.resume(throwing: error)
  }

  private func take(at location: CallSite) -> CheckedContinuation<Result, any Error>? {
    let taken = continuation.withLock { continuation in
      defer { continuation = nil }
      return continuation
    }
    if taken == nil {
      reportFailure("This call was already resumed; a call is resumed once.", at: location)
    }
    return taken
  }
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
  /// - Returns: The calls to take and resume, in the order they arrive.
  public func thenSuspend() -> SuspendedCalls<(repeat each Arg), Result, Never> {
    suspending()
  }
}

extension Stubbing where Effect: AsynchronousCallEffect & ThrowingCallEffect {
  /// Answers matching calls by suspending each until the test resumes it with a value or an
  /// error; see ``SuspendedCalls``.
  ///
  /// - Returns: The calls to take and resume, in the order they arrive.
  public func thenSuspend() -> SuspendedCalls<(repeat each Arg), Result, Effect.Failure> {
    suspending()
  }
}

extension Stubbing where Effect: AsynchronousCallEffect {
  /// Adds an answer that suspends each call into the returned calls, to be resumed with a
  /// result or a `Failure`.
  func suspending<Failure: Error>() -> SuspendedCalls<(repeat each Arg), Result, Failure> {
    let suspended = SuspendedCalls<(repeat each Arg), Result, Failure>()
    append([.runAsync(suspended.suspend)])
    return suspended
  }
}
