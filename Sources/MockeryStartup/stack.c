// The check behind a failure message's "Called by ..., through ...": see MockeryStack.h.
#define _GNU_SOURCE
#include "MockeryStack.h"

#if defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))
#include <pthread.h>
#include <stdint.h>

// Swift marks a frame pointer saved by an async function with this bit; past it, the chain is
// one of async contexts on the heap, which a walk of the stack cannot check.
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

  // Each frame holds the caller's frame pointer, then the return address into the caller.
  uintptr_t frame = (uintptr_t)__builtin_frame_address(0);
  size_t frames = 0;
  while (frames < limit) {
    if (frame < low || frame > high - 2 * sizeof(uintptr_t)) break;
    if (frame % sizeof(uintptr_t) != 0) break;
    const uintptr_t *slots = (const uintptr_t *)frame;
    uintptr_t next = slots[0], returnAddress = slots[1];
    if (returnAddress == 0) break;
    frames += 1;
    if ((next & MOCKERY_ASYNC_FRAME_BIT) != 0 || next <= frame) break;
    frame = next;
  }
  return frames;
}
#else
size_t mockery_walkable_frames(size_t limit) { return limit; }
#endif
