// Lets a test run a scenario in a child process in which no test framework runs: the test binary
// started again with MOCKERY_TEST_CHILD set runs that scenario as it loads, before XCTest or Swift
// Testing start, and exits. A failure no test can take then fails that process alone, through
// Mockery's own last resort, and the parent test reads its exit status and output; under an exit
// test, Swift Testing would forward the child's issues into the parent's run.
#include "MockeryTestChildren.h"

#include <stdlib.h>

// Defined by the tests, in Swift, with @_cdecl.
extern void mockery_test_child_main(const char *scenario);
// Defined in MockeryMatchers: what Mockery's own constructor calls, which may not have run yet.
extern void mockery_start_observing_tests(void);

#if defined(__GNUC__) || defined(__clang__)
__attribute__((constructor)) static void mockery_run_requested_child(void) {
  const char *scenario = getenv("MOCKERY_TEST_CHILD");
  if (scenario == NULL) {
    return;
  }
  mockery_start_observing_tests();
  mockery_test_child_main(scenario);
}
#endif

void mockery_test_children_anchor(void) {}
