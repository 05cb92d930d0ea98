#ifndef MOCKERY_STARTUP_H
#define MOCKERY_STARTUP_H

/// Does nothing; MockeryMatchers calls it so that a linker that drops unreferenced objects keeps
/// this target's load-time initializer.
void mockery_startup_anchor(void);

#endif
