#ifndef C_CALLGRIND_H
#define C_CALLGRIND_H

/// Toggles whether callgrind counts the instructions that follow (callgrind's
/// `CALLGRIND_TOGGLE_COLLECT` client request). A program started with `--collect-atstart=no`
/// brackets the code it measures with two calls. Outside valgrind it does nothing, in a few
/// instructions.
void callgrind_toggle_collect(void);

#endif
