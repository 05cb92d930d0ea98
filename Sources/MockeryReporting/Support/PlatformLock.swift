#if canImport(Darwin)
  import os
#elseif os(Linux)
  import MockeryStartup
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The lock every recorder and every piece of Mockery's shared state is guarded by:
/// `os_unfair_lock` on Apple systems, a futex lock on Linux (`MockeryLock.h`), a pthread mutex
/// elsewhere.
///
/// Every mocked call takes it, so its cost is a mock's: on Linux a pthread mutex took 53 of the
/// 186 instructions of an unstubbed void call, where the futex lock's uncontended lock and unlock
/// are an atomic instruction each, inlined here. Not `NSLock`, which wraps a mutex behind a
/// class method call on every lock and unlock, and not `Synchronization.Mutex`: ThreadSanitizer
/// cannot see its lock here and reports the accesses it guards as races, in the suites of
/// everyone who uses Mockery. TSan sees these.
@usableFromInline
package final class PlatformLock: @unchecked Sendable {
  #if canImport(Darwin)
    @usableFromInline let mutex: UnsafeMutablePointer<os_unfair_lock>
  #elseif os(Linux)
    @usableFromInline let mutex: UnsafeMutablePointer<UInt32>
  #else
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  #endif

  @inlinable
  package init() {
    mutex = .allocate(capacity: 1)
    #if canImport(Darwin)
      mutex.initialize(to: os_unfair_lock())
    #elseif os(Linux)
      mutex.initialize(to: 0)
    #else
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    #endif
  }

  deinit {
    #if !canImport(Darwin) && !os(Linux)
      pthread_mutex_destroy(mutex)
    #endif
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  @inlinable
  package func lock() {
    #if canImport(Darwin)
      os_unfair_lock_lock(mutex)
    #elseif os(Linux)
      mockery_lock(mutex)
    #else
      pthread_mutex_lock(mutex)
    #endif
  }

  @inlinable
  package func unlock() {
    #if canImport(Darwin)
      os_unfair_lock_unlock(mutex)
    #elseif os(Linux)
      mockery_unlock(mutex)
    #else
      pthread_mutex_unlock(mutex)
    #endif
  }

  @inlinable
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
