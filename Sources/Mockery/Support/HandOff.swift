/// Suspends until another party hands the waiter a value, or until `deadline` passes.
///
/// The one way Mockery waits with a time limit: a verification waiting for calls, and a test
/// waiting for a suspended call, both wait this way.
///
/// - Parameters:
///   - deadline: When to stop waiting.
///   - timedOut: What the waiter gets at the deadline.
///   - register: Runs once, with the waiter's id and continuation, under the caller's own lock.
///     It returns a value already at hand, which the waiter gets at once, or nil after keeping
///     the continuation where the other party will find it and resume it.
///   - withdraw: Takes the continuation with this id back at the deadline, or returns nil when
///     the other party took it first.
func waitForHandOff<Value: Sendable>(
  until deadline: ContinuousClock.Instant,
  timedOut: Value,
  register: (_ id: UInt64, _ waiter: CheckedContinuation<Value, Never>) -> Value?,
  withdraw: @escaping @Sendable (_ id: UInt64) -> CheckedContinuation<Value, Never>?
) async -> Value {
  let id = CallSequencer.shared.next()
  var timer: Task<Void, Never>?
  let value = await withCheckedContinuation { (waiter: CheckedContinuation<Value, Never>) in
    if let atHand = register(id, waiter) {
      waiter.resume(returning: atHand)
      return
    }
    timer = Task {
      try? await Task.sleep(until: deadline, clock: .continuous)
      withdraw(id)?.resume(returning: timedOut)
    }
  }
  // The value came before the deadline: the timer has nothing left to do.
  timer?.cancel()
  return value
}
