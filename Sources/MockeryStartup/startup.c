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
