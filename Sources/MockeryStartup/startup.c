// Starts Mockery's observation of XCTest when the test binary loads, before the first test
// starts: XCTest on Linux has no "current test" API, and an observer registered later would not
// know the name of the test already running.
#include "MockeryStartup.h"

// Defined in MockeryMatchers, in Swift, with @_cdecl.
extern void mockery_start_observing_tests(void);

#if defined(__GNUC__) || defined(__clang__)
__attribute__((constructor)) static void mockery_startup(void) {
  mockery_start_observing_tests();
}
#endif

void mockery_startup_anchor(void) {}

#if defined(__linux__)
#include "MockeryLock.h"

#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

void mockery_lock_contended(uint32_t *lock) {
  _Atomic(uint32_t) *word = (_Atomic(uint32_t) *)lock;
  // Marks the lock contended, so that its holder's unlock wakes a waiter, and sleeps until the
  // lock is no longer in that state; the kernel checks the value and sleeps atomically, so a
  // wake between the exchange and the wait is never lost.
  while (atomic_exchange_explicit(word, MOCKERY_LOCK_CONTENDED, memory_order_acquire)
         != MOCKERY_LOCK_UNLOCKED) {
    syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, MOCKERY_LOCK_CONTENDED, NULL, NULL, 0);
  }
}

void mockery_lock_wake(uint32_t *lock) {
  syscall(SYS_futex, lock, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}
#endif
