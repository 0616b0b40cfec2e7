import CAllocationHook
import CJemalloc

/// The calling thread's running totals of heap allocations and bytes, from jemalloc: bytes
/// from its `thread.allocatedp` and `thread.deallocatedp` counters, allocations from an
/// allocation hook it calls on every allocation. Reading them is a few loads, no system call,
/// so they can bracket a single frame. Use it on the thread it measures.
public struct ThreadAllocationCounter {
    private let allocated: UnsafeMutablePointer<UInt64>
    private let deallocated: UnsafeMutablePointer<UInt64>

    /// A snapshot of the counters.
    public struct Reading: Hashable, Sendable {
        /// Allocations this thread has made since the hook was installed.
        public var allocations: UInt64
        /// Bytes this thread has allocated since it started.
        public var bytesAllocated: UInt64
        /// Bytes this thread has freed since it started.
        public var bytesDeallocated: UInt64

        /// The allocations and bytes allocated between `earlier` and this reading.
        public func since(_ earlier: Reading) -> (allocations: UInt64, bytes: UInt64) {
            (allocations - earlier.allocations, bytesAllocated - earlier.bytesAllocated)
        }
    }

    /// Reads the counters' addresses and installs the hook; `nil` when jemalloc is not the
    /// allocator serving this process (the counters would then stay at 0 and prove nothing).
    public init?() {
        guard let allocated = Self.counter(named: "thread.allocatedp"),
            let deallocated = Self.counter(named: "thread.deallocatedp"),
            allocation_hook_install() == 0
        else { return nil }
        self.allocated = allocated
        self.deallocated = deallocated
        let before = reading
        let probe = [UInt8](repeating: 1, count: 4096)
        let after = reading.since(before)
        guard after.allocations > 0, after.bytes > 0, probe.count == 4096 else { return nil }
    }

    /// The counters now.
    public var reading: Reading {
        Reading(
            allocations: allocation_hook_thread_count(), bytesAllocated: allocated.pointee,
            bytesDeallocated: deallocated.pointee)
    }

    /// The allocations and bytes allocated on this thread while `body` ran.
    public func allocations<Result>(during body: () throws -> Result) rethrows
        -> (result: Result, allocations: UInt64, bytes: UInt64)
    {
        let before = reading
        let result = try body()
        let (allocations, bytes) = reading.since(before)
        return (result, allocations, bytes)
    }

    private static func counter(named name: String) -> UnsafeMutablePointer<UInt64>? {
        var pointer: UnsafeMutablePointer<UInt64>?
        var size = MemoryLayout<UnsafeMutablePointer<UInt64>?>.size
        let status = mallctl(name, &pointer, &size, nil, 0)
        return status == 0 ? pointer : nil
    }
}
