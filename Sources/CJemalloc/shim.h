// jemalloc, linked in place of the C library's malloc so that its per-thread counters
// (thread.allocatedp, thread.deallocatedp) see every heap allocation of the process.
#include <jemalloc/jemalloc.h>
