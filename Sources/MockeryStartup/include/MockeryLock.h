#ifndef MOCKERY_LOCK_H
#define MOCKERY_LOCK_H

// The lock behind Swift's `PlatformLock` on Linux: a futex lock whose uncontended lock and unlock
// are one atomic instruction each, inlined where Swift calls them. A pthread mutex, the
// alternative, costs a mocked call 53 instructions in two library calls (callgrind), more than
// half of what a hand-written mock costs in all.
//
// It is in C because the futex system call is only reachable through `syscall`, which Swift
// cannot call (it is variadic), and so that ThreadSanitizer sees it: these atomics are compiled,
// and instrumented, with the code that uses them, and their acquire and release orderings are
// the happens-before edges TSan checks the guarded state against (it cannot see inside the
// standard library's `Synchronization.Mutex`).
//
// The design is the classic three-state futex mutex: 0 unlocked, 1 locked, 2 locked with waiters
// possible. Mockery never runs user code under a lock, so a waiter waits only for the few
// instructions of another thread's critical section.

#if defined(__linux__)

#include <stdatomic.h>
#include <stdint.h>

#define MOCKERY_LOCK_UNLOCKED 0u
#define MOCKERY_LOCK_LOCKED 1u
#define MOCKERY_LOCK_CONTENDED 2u

// The word is a plain `uint32_t *` to Swift, which does not import `_Atomic` types; every
// access to it is atomic, here and in startup.c. Zero is an unlocked lock.

/// Waits for the lock, which another thread holds (in startup.c).
void mockery_lock_contended(uint32_t *word);
/// Wakes one thread waiting for the lock (in startup.c).
void mockery_lock_wake(uint32_t *word);

static inline __attribute__((always_inline)) void mockery_lock(uint32_t *lock) {
  _Atomic(uint32_t) *word = (_Atomic(uint32_t) *)lock;
  uint32_t expected = MOCKERY_LOCK_UNLOCKED;
  if (__builtin_expect(
        atomic_compare_exchange_strong_explicit(
          word, &expected, MOCKERY_LOCK_LOCKED, memory_order_acquire, memory_order_relaxed),
        1)) {
    return;
  }
  mockery_lock_contended(lock);
}

static inline __attribute__((always_inline)) void mockery_unlock(uint32_t *lock) {
  _Atomic(uint32_t) *word = (_Atomic(uint32_t) *)lock;
  if (__builtin_expect(
        atomic_exchange_explicit(word, MOCKERY_LOCK_UNLOCKED, memory_order_release)
          == MOCKERY_LOCK_CONTENDED,
        0)) {
    mockery_lock_wake(lock);
  }
}

#endif

#endif
