import CJemalloc

/// The calling thread's running totals of heap bytes allocated and freed, read from jemalloc's
/// `thread.allocatedp` and `thread.deallocatedp` counters: two loads, no system call, so it can
/// bracket a single frame. Create it on the thread it measures.
public struct ThreadAllocationCounter {
    private let allocated: UnsafeMutablePointer<UInt64>
    private let deallocated: UnsafeMutablePointer<UInt64>

    /// Reads the counters' addresses from jemalloc; `nil` when jemalloc is not the allocator
    /// serving this process (the counters would then stay at 0 and prove nothing).
    public init?() {
        guard let allocated = Self.counter(named: "thread.allocatedp"),
            let deallocated = Self.counter(named: "thread.deallocatedp")
        else { return nil }
        self.allocated = allocated
        self.deallocated = deallocated
        let before = allocated.pointee
        let probe = [UInt8](repeating: 1, count: 4096)
        guard allocated.pointee > before, probe.count == 4096 else { return nil }
    }

    /// Total bytes this thread has allocated since it started.
    public var bytesAllocated: UInt64 { allocated.pointee }

    /// Total bytes this thread has freed since it started.
    public var bytesDeallocated: UInt64 { deallocated.pointee }

    /// The bytes allocated on this thread while `body` ran.
    public func bytesAllocated<Result>(during body: () throws -> Result) rethrows -> (result: Result, bytes: UInt64) {
        let before = allocated.pointee
        let result = try body()
        return (result, allocated.pointee - before)
    }

    private static func counter(named name: String) -> UnsafeMutablePointer<UInt64>? {
        var pointer: UnsafeMutablePointer<UInt64>?
        var size = MemoryLayout<UnsafeMutablePointer<UInt64>?>.size
        let status = mallctl(name, &pointer, &size, nil, 0)
        return status == 0 ? pointer : nil
    }
}
