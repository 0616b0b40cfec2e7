#include "CAllocationHook.h"

#include <jemalloc/jemalloc.h>
#include <pthread.h>
#include <stddef.h>

// jemalloc 5.3 keeps its hook types internal (include/jemalloc/internal/hook.h); these mirror
// them. Only the allocation hook is used.
typedef void (*hook_alloc)(void *extra, int type, void *result, uintptr_t result_raw, uintptr_t args_raw[3]);
typedef void (*hook_dalloc)(void *extra, int type, void *address, uintptr_t args_raw[3]);
typedef void (*hook_expand)(void *extra, int type, void *address, size_t old_usize, size_t new_usize,
                            uintptr_t result_raw, uintptr_t args_raw[4]);
typedef struct {
    hook_alloc alloc_hook;
    hook_dalloc dalloc_hook;
    hook_expand expand_hook;
    void *extra;
} hooks_t;

static _Thread_local uint64_t thread_allocations;
static pthread_once_t install_once = PTHREAD_ONCE_INIT;
static int install_status;

static void count_allocation(void *extra, int type, void *result, uintptr_t result_raw, uintptr_t args_raw[3]) {
    thread_allocations += 1;
}

static void install(void) {
    hooks_t hooks = {count_allocation, NULL, NULL, NULL};
    void *handle = NULL;
    size_t handle_size = sizeof(handle);
    install_status = mallctl("experimental.hooks.install", &handle, &handle_size, &hooks, sizeof(hooks));
}

int allocation_hook_install(void) {
    pthread_once(&install_once, install);
    return install_status;
}

uint64_t allocation_hook_thread_count(void) { return thread_allocations; }
