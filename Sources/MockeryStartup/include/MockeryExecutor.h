#ifndef MOCKERY_EXECUTOR_H
#define MOCKERY_EXECUTOR_H

#include <stdbool.h>
#include <stdint.h>

/// Whether the running code runs on the serial executor whose `UnownedSerialExecutor` is made of
/// these two words: the main actor's, to compare values whose `Equatable` is isolated to it.
///
/// Swift's runtime knows, and says so through `swift_task_isCurrentExecutorWithFlags`, which
/// `Task.immediate` calls too; Swift cannot declare it, as `_Concurrency` already does under
/// another type, hence C. It is asked never to crash. A runtime without it (an Apple system
/// before 26) is answered by whether the thread is the main one, where the main actor runs
/// there: `main_thread_fallback` is that answer.
bool mockery_is_current_executor(
  const void *identity, uintptr_t implementation, bool main_thread_fallback);

#endif
