/// How a wait for a hand-off ended.
@usableFromInline
enum HandOff<Value: Sendable>: Sendable {
  /// The other party handed over a value.
  case handed(Value)
  /// The deadline passed first.
  case timedOut
  /// The waiting task was cancelled first.
  case cancelled
}

/// Suspends until another party hands the waiter a value, the deadline passes, or the waiting
/// task is cancelled, whichever comes first.
///
/// The one way Mockery waits with a time limit: a verification waiting for calls, and a test
/// waiting for a suspended call, both wait this way.
///
/// - Parameters:
///   - deadline: When to stop waiting.
///   - register: Runs once, with the waiter's id and continuation, under the caller's own lock.
///     It returns a value already at hand, which the waiter gets at once, or nil after keeping
///     the continuation where the other party will find it and resume it with `.handed`.
///   - withdraw: Takes the continuation with this id back, at the deadline or on cancellation,
///     or returns nil when the other party took it first.
func waitForHandOff<Value: Sendable>(
  until deadline: ContinuousClock.Instant,
  register: (_ id: UInt64, _ waiter: CheckedContinuation<HandOff<Value>, Never>) -> Value?,
  withdraw: @escaping @Sendable (_ id: UInt64) -> CheckedContinuation<HandOff<Value>, Never>?
) async -> HandOff<Value> {
  let id = CallSequencer.shared.next()
  let timer = Locked<Task<Void, Never>?>(nil)
  let outcome = await withTaskCancellationHandler {
    await withCheckedContinuation { (waiter: CheckedContinuation<HandOff<Value>, Never>) in
      if let atHand = register(id, waiter) {
        waiter.resume(returning: .handed(atHand))
        return
      }
      // Cancelled before the waiter was registered: the handler below found nothing to take.
      if Task.isCancelled {
        withdraw(id)?.resume(returning: .cancelled)
        return
      }
      timer.withLock {
        $0 = Task {
          try? await Task.sleep(until: deadline, clock: .continuous)
          withdraw(id)?.resume(returning: .timedOut)
        }
      }
    }
  } onCancel: {
    withdraw(id)?.resume(returning: .cancelled)
  }
  // The wait is over: the timer has nothing left to do.
  timer.withLock { $0?.cancel() }
  return outcome
}

/// Timeouts as a test gives them, made safe to wait for.
enum Timeouts {
  /// The longest wait Mockery takes a timeout to mean: a year.
  ///
  /// Longer ones, up to `.seconds(Int64.max)`, mean the same, and waiting for them never
  /// overflows a clock.
  static let longest = Duration.seconds(365 * 24 * 60 * 60)

  /// The instant `timeout` from now, with a timeout beyond ``longest`` taken as ``longest``, and a
  /// negative one reported at `location` as the mistake it is and taken as zero.
  static func deadline(
    after timeout: Duration, for parameter: String, at location: CallSite
  ) -> ContinuousClock.Instant {
    ContinuousClock.now.advanced(by: clamped(timeout, for: parameter, at: location))
  }

  /// `timeout` within zero and ``longest``, reporting a negative one at `location`.
  static func clamped(_ timeout: Duration, for parameter: String, at location: CallSite)
    -> Duration
  {
    if timeout < .zero {
      reportFailure(
        "\(parameter) was given a negative time, \(timeout): it takes a duration of zero or "
          + "more. It waits no time at all instead.",
        at: location)
      return .zero
    }
    return min(timeout, longest)
  }
}
