#ifndef MOCKERY_STACK_H
#define MOCKERY_STACK_H

#include <stddef.h>

/// How many of the calling thread's frames, up to `limit`, a frame-pointer walk reads safely
/// from the caller of this function: the walk stops where a saved frame pointer leaves the
/// thread's stack, fails to move up it, or marks an async frame.
///
/// The toolchain's `Runtime` backtracer reads the same chain in process without checking it, and
/// crashes where a frame of code built without frame pointers left something else in the
/// register (it did, under Swift Testing's `withKnownIssue`). It reads one frame past the limit
/// it is given, so a limit of one less than this keeps it on the part of the chain checked here.
/// Returns `limit` where the stack's bounds are not known (not Linux).
size_t mockery_walkable_frames(size_t limit);

#endif
