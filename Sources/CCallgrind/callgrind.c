#include "CCallgrind.h"

#include <valgrind/callgrind.h>

void callgrind_toggle_collect(void) {
    CALLGRIND_TOGGLE_COLLECT;
}
