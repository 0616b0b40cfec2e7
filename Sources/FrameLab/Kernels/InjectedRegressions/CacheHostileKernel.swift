import SwitchLayout

/// A kernel that touches memory badly and executes about the same instructions
/// (``InjectedRegression/cacheHostileQueries``): each per-frame query of `Base` also reads
/// ``linesPerQuery`` bytes of a 64 MiB table, each on a cache line and page no read has touched
/// for a long time (a stride of a page and a line). A handful of loads per query adds a few
/// instructions (a small share of a hit test's, less of the other queries') and a last-level miss
/// per load.
public struct CacheHostileKernel<Base: LayoutKernel>: QueryWrappingKernel {
    /// The table's reads per query.
    public static var linesPerQuery: Int { 2 }
    /// The distance between two reads, in bytes: a 4 KiB page and a 64-byte line, so that
    /// successive reads fall in different pages and different cache sets.
    @usableFromInline static var stride: Int { 4096 + 64 }

    public var base: Base

    @inlinable public init(base: Base) {
        self.base = base
    }

    /// The answer of `work`, after ``linesPerQuery`` reads of the table.
    @inlinable @inline(__always)
    public func wrapping<Answer>(_ work: () -> Answer) -> Answer {
        let table = HostileTable.shared
        var cursor = table.cursor.pointee
        var sum: UInt8 = 0
        for _ in 0..<Self.linesPerQuery {
            sum &+= table.bytes.load(fromByteOffset: cursor, as: UInt8.self)
            cursor += Self.stride
            if cursor >= HostileTable.size { cursor -= HostileTable.size }
        }
        table.cursor.pointee = cursor
        table.sink.pointee &+= sum
        return work()
    }
}

/// The table a ``CacheHostileKernel`` reads, and where its next read is: plain memory, so that
/// reading it adds loads and no runtime checks.
@usableFromInline struct HostileTable: @unchecked Sendable {
    /// The table's size, in bytes: 64 MiB, eight times the simulated last-level cache.
    @usableFromInline static let size = 64 << 20
    @usableFromInline static let shared = HostileTable()

    @usableFromInline let bytes: UnsafeMutableRawPointer
    /// The offset of the next read, in bytes.
    @usableFromInline let cursor: UnsafeMutablePointer<Int>
    /// Where the reads' sum goes, so that the optimizer keeps them.
    @usableFromInline let sink: UnsafeMutablePointer<UInt8>

    private init() {
        bytes = UnsafeMutableRawPointer.allocate(byteCount: Self.size, alignment: 4096)
        bytes.initializeMemory(as: UInt8.self, repeating: 1, count: Self.size)
        cursor = .allocate(capacity: 1)
        cursor.initialize(to: 0)
        sink = .allocate(capacity: 1)
        sink.initialize(to: 0)
    }
}
