// Starts Mockery's observation of XCTest when the test binary loads, before the first test
// starts: XCTest on Linux has no "current test" API, and an observer registered later would not
// know the name of the test already running.
// For pthread_getattr_np, below: defined before the first system header.
#define _GNU_SOURCE
#include "MockeryStartup.h"
#include "MockeryExecutor.h"
#include "MockeryStack.h"

// Defined in MockeryMatchers, in Swift, with @_cdecl.
extern void mockery_start_observing_tests(void);

#if defined(__GNUC__) || defined(__clang__)
__attribute__((constructor)) static void mockery_startup(void) {
  mockery_start_observing_tests();
}
#endif

void mockery_startup_anchor(void) {}

// The runtime's query, in Swift's calling convention, its `SerialExecutorRef` passed as the two
// words it is made of. Weak: null where the runtime predates it.
extern __attribute__((swiftcall, weak)) bool swift_task_isCurrentExecutorWithFlags(
  const void *identity, uintptr_t implementation, uint64_t flags);

bool mockery_is_current_executor(
  const void *identity, uintptr_t implementation, bool main_thread_fallback) {
  if (!swift_task_isCurrentExecutorWithFlags) {
    return main_thread_fallback;
  }
  // No flags: answer, never assert.
  return swift_task_isCurrentExecutorWithFlags(identity, implementation, 0);
}

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

// The check behind a failure message's "Called by ..., through ...": see MockeryStack.h. In
// this file rather than one of its own, so that builds that list Mockery's C files need none.
#if defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))
#include <pthread.h>
#include <stdint.h>

// Swift on Darwin marks a frame pointer saved by an async function with this bit; past it, the
// chain is one of async contexts on the heap, which Swift's runtime keeps and a walk of the
// stack cannot check.
#define MOCKERY_ASYNC_FRAME_BIT ((uintptr_t)1 << 60)

__attribute__((noinline)) size_t mockery_walkable_frames(size_t limit) {
  pthread_attr_t attributes;
  if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
  void *base = NULL;
  size_t size = 0;
  int failed = pthread_attr_getstack(&attributes, &base, &size);
  pthread_attr_destroy(&attributes);
  if (failed != 0) return 0;
  const uintptr_t low = (uintptr_t)base, high = low + size;

  // Each frame holds the caller's frame pointer, then the return address into the caller. A
  // chain that ends as a thread's does, at a zero, is sound all along: the backtracer may read
  // as much of it as it likes, and where a return address is into an async function it goes on
  // through the async contexts Swift's runtime keeps. Only a chain broken before its end limits
  // it.
  uintptr_t frame = (uintptr_t)__builtin_frame_address(0);
  size_t frames = 0;
  while (frames < limit) {
    if (frame < low || frame > high - 2 * sizeof(uintptr_t)) return frames;
    if (frame % sizeof(uintptr_t) != 0) return frames;
    const uintptr_t *slots = (const uintptr_t *)frame;
    uintptr_t next = slots[0], returnAddress = slots[1];
    if (returnAddress == 0) return limit;
    frames += 1;
    if (next == 0) return limit;
    if ((next & MOCKERY_ASYNC_FRAME_BIT) != 0) {
      // An async frame (Darwin marks them): the rest is the async contexts' chain, if the mark
      // is a real one.
      uintptr_t marked = next & ~MOCKERY_ASYNC_FRAME_BIT;
      return marked > frame && marked <= high - 2 * sizeof(uintptr_t) ? limit : frames;
    }
    if (next <= frame) return frames;
    frame = next;
  }
  return frames;
}
#else
size_t mockery_walkable_frames(size_t limit) { return limit; }
#endif
