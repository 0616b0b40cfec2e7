#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// AddressSanitizer in this process (`make sanitize` builds everything with it). Its allocator
/// then serves every allocation in jemalloc's place, so ``ThreadAllocationCounter`` has nothing
/// to count: whatever measures allocations cannot run under it.
public enum AddressSanitizer {
    /// Whether this process runs with AddressSanitizer's runtime: its entry point
    /// `__asan_init` is among the process's symbols.
    public static let isActive = dlsym(defaultSymbolScope, "__asan_init") != nil

    /// `RTLD_DEFAULT`: every object loaded in the process, in load order.
    #if canImport(Darwin)
    private static var defaultSymbolScope: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: -2) }
    #else
    private static var defaultSymbolScope: UnsafeMutableRawPointer? { nil }
    #endif
}
