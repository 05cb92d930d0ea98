import Foundation

/// Calls back at a fixed interval until stopped.
public protocol RefreshTimer: Sendable {
  /// Calls `tick` every `interval`, on the main actor.
  func start(every interval: Duration, tick: @escaping @MainActor @Sendable () -> Void)
  /// Stops calling back.
  func stop()
}

/// A timer made of a task that sleeps between ticks.
public final class TaskRefreshTimer: RefreshTimer, @unchecked Sendable {
  // Guarded by `lock`.
  private var task: Task<Void, Never>?
  private let lock = NSLock()

  /// Creates a stopped timer.
  public init() {}

  /// Starts ticking, replacing any earlier schedule.
  public func start(every interval: Duration, tick: @escaping @MainActor @Sendable () -> Void) {
    let next = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        guard !Task.isCancelled else { return }
        await tick()
      }
    }
    lock.withLock {
      task?.cancel()
      task = next
    }
  }

  /// Stops ticking.
  public func stop() {
    lock.withLock {
      task?.cancel()
      task = nil
    }
  }
}
