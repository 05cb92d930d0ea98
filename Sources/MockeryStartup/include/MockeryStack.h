#ifndef MOCKERY_STACK_H
#define MOCKERY_STACK_H

#include <stddef.h>

/// How many of the calling thread's frames, up to `limit`, a frame-pointer walk reads safely
/// from the caller of this function: the frames before a saved frame pointer that leaves the
/// thread's stack or fails to move up it. A chain that ends as a thread's does, at a zero, or
/// at a frame marked async, is sound, and gives `limit`.
///
/// The toolchain's `Runtime` backtracer reads the same chain in process without checking it, and
/// crashes where a frame of code built without frame pointers left something else in the
/// register (it did, under Swift Testing's `withKnownIssue`). It reads one frame past the limit
/// it is given, so a limit of one less than this keeps it on the part of the chain checked here.
/// Returns `limit` where the stack's bounds are not known (not Linux).
size_t mockery_walkable_frames(size_t limit);

#endif
