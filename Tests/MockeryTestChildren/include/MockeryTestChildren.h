#ifndef MOCKERY_TEST_CHILDREN_H
#define MOCKERY_TEST_CHILDREN_H

/// Referenced by the tests, so that the linker keeps this target's constructor.
void mockery_test_children_anchor(void);

#endif
