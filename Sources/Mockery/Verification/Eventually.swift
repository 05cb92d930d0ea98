extension CallRecorder {
  /// Waits up to `timeout` for calls whose arguments match `matchers` to have happened `times`
  /// times (once unless told otherwise), and reports a failure at this line if they have not.
  ///
  /// For calls made by work the test does not await, such as a task the code under test starts
  /// on its own. Each recorded call wakes the verification to check again, so it passes as soon
  /// as the count is reached, without polling:
  ///
  /// ```swift
  /// service.startBackgroundRefresh()
  /// await fetcher.calls.conditions.verify("94105", within: .seconds(2))
  /// ```
  ///
  /// It passes the moment the count is satisfied, so it cannot tell that more calls came later:
  /// use it with counts that calls can reach (`.once`, `.atLeast(n)`, `.exactly(n)`), and check
  /// for calls that must not happen after the work is known to be done.
  ///
  /// - Returns: Whether the verification passed.
  @inlinable
  @discardableResult
  public func verify(
    _ matchers: repeat Matcher<each Arg>,
    times: CallCount = .once,
    within timeout: Duration,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    await check(
      ArgumentsPattern(repeat each matchers), times: times, within: timeout,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits up to `timeout` for calls whose arguments equal `values` to have happened `times`
  /// times, and reports a failure at this line if they have not.
  @inlinable
  @discardableResult
  @_disfavoredOverload
  public func verify(
    _ values: repeat each Arg,
    times: CallCount = .once,
    within timeout: Duration,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool where repeat each Arg: Equatable & SendableMetatype {
    await check(
      ArgumentsPattern(equalTo: repeat each values), times: times, within: timeout,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits up to `timeout` for the requirement to have been called `times` times with any
  /// arguments, and reports a failure at this line if it has not.
  @discardableResult
  public func verifyCalled(
    times: CallCount = .once,
    within timeout: Duration,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    await check(
      .anyArguments, times: times, within: timeout,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Checks the count each time a call arrives until it is satisfied or `timeout` passes, then
  /// checks once more, reporting the usual message if it still fails.
  @usableFromInline
  func check(
    _ pattern: ArgumentsPattern<repeat each Arg>,
    times: CallCount,
    within timeout: Duration,
    at location: CallSite
  ) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while true {
      let seen = lock.withLock { generation }
      if times.contains(markMatching(pattern).matched) { break }
      guard await waitForCall(after: seen, until: deadline) else { break }
    }
    return check(pattern, times: times, at: location, note: " within \(timeout)")
  }

  /// Suspends until a call is recorded after the first `seen`, or until `deadline`; returns
  /// whether a call came.
  func waitForCall(after seen: Int, until deadline: ContinuousClock.Instant) async -> Bool {
    let id = CallSequence.next()
    var timeout: Task<Void, Never>?
    let arrived = await withCheckedContinuation { (waiter: CheckedContinuation<Bool, Never>) in
      let alreadyArrived = lock.withLock {
        guard generation == seen else { return true }
        waiters[id] = waiter
        return false
      }
      if alreadyArrived {
        waiter.resume(returning: true)
        return
      }
      timeout = Task { [self] in
        try? await Task.sleep(until: deadline, clock: .continuous)
        expireWaiter(id)
      }
    }
    timeout?.cancel()
    return arrived
  }

  /// Wakes every waiting verification; called after a call is recorded.
  @usableFromInline
  func wakeWaiters() {
    let woken = lock.withLock {
      let woken = waiters
      waiters.removeAll()
      return woken
    }
    for waiter in woken.values { waiter.resume(returning: true) }
  }

  /// Ends one wait at its deadline, unless a call ended it first.
  func expireWaiter(_ id: UInt64) {
    lock.withLock { waiters.removeValue(forKey: id) }?.resume(returning: false)
  }
}
