#ifndef C_CALLGRIND_H
#define C_CALLGRIND_H

/// Starts callgrind's instrumentation (the `CALLGRIND_START_INSTRUMENTATION` client request): a
/// program started with `--instr-atstart=no` runs at valgrind's bare speed until then, and the
/// simulated caches see nothing before it. Outside valgrind it does nothing, in a few
/// instructions.
void callgrind_start_instrumentation(void);

/// Toggles whether callgrind counts the instructions that follow (callgrind's
/// `CALLGRIND_TOGGLE_COLLECT` client request). A program started with `--collect-atstart=no`
/// brackets the code it measures with two calls. Outside valgrind it does nothing, in a few
/// instructions.
void callgrind_toggle_collect(void);

#endif
