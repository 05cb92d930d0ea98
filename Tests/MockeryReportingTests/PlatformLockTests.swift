import Foundation
import Testing

@testable import MockeryReporting

/// The lock every recorder takes on every call: on Linux a futex lock of Mockery's own
/// (`MockeryLock.h`), so its two promises are pinned here, where a mistake in them would show
/// as a lost call or a hang.
@Suite("PlatformLock")
struct PlatformLockTests {
  /// A counter that only the lock guards.
  ///
  /// Incremented from threads that contend for the lock all the time, a lock that let two
  /// threads in at once would lose some increments.
  final class GuardedCounter: @unchecked Sendable {
    let lock = PlatformLock()
    var value = 0
  }

  @Test func threadsContendingForTheLockLoseNoIncrement() {
    let counter = GuardedCounter()
    let threads = 8
    let incrementsPerThread = 200_000
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for _ in 0..<incrementsPerThread {
        counter.lock.lock()
        counter.value += 1
        counter.lock.unlock()
      }
    }
    #expect(counter.value == threads * incrementsPerThread)
  }

  /// A thread that finds the lock held sleeps until it is released: the release must wake it.
  ///
  /// Bounded, so that a lost wake-up fails here instead of hanging the run.
  @Test func aThreadWaitingForTheLockIsWokenWhenItIsReleased() {
    let counter = GuardedCounter()
    let acquired = DispatchSemaphore(value: 0)
    counter.lock.lock()
    let waiter = Thread {
      counter.lock.lock()
      counter.value = 1
      counter.lock.unlock()
      acquired.signal()
    }
    waiter.start()
    // Long enough for the waiter to find the lock held and go to sleep in the kernel.
    Thread.sleep(forTimeInterval: 0.05)
    #expect(counter.value == 0)
    counter.lock.unlock()
    #expect(acquired.wait(timeout: .now() + 10) == .success)
    #expect(counter.lock.withLock { counter.value } == 1)
  }
}
