#include "CCallgrind.h"

#include <valgrind/callgrind.h>

void callgrind_start_instrumentation(void) {
    CALLGRIND_START_INSTRUMENTATION;
}

void callgrind_toggle_collect(void) {
    CALLGRIND_TOGGLE_COLLECT;
}
