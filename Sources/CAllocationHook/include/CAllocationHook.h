#ifndef C_ALLOCATION_HOOK_H
#define C_ALLOCATION_HOOK_H

#include <stdint.h>

/// Installs a jemalloc allocation hook (`experimental.hooks.install`) that counts, per thread,
/// every allocation jemalloc serves: malloc, calloc, posix_memalign, a moving realloc. Returns 0
/// on success (repeated calls install it once), else jemalloc's error code.
int allocation_hook_install(void);

/// The number of allocations the calling thread has made since the hook was installed.
uint64_t allocation_hook_thread_count(void);

#endif
