import SwitchLayout

/// A kernel that touches memory badly and executes about the same instructions
/// (``InjectedRegression/cacheHostileQueries``): each per-frame query of `Base` also reads
/// ``linesPerQuery`` bytes of a 64 MiB table, each on a cache line and page no read has touched
/// for a long time (a stride of a page and a line). A handful of loads per query adds less than
/// the gate's 2 % to the instruction counts, and a last-level miss per load to the cache counts.
public struct CacheHostileKernel<Base: LayoutKernel>: QueryWrappingKernel {
    /// The table's reads per query.
    public static var linesPerQuery: Int { 4 }
    /// The distance between two reads, in bytes: a 4 KiB page and a 64-byte line, so that
    /// successive reads fall in different pages and different cache sets.
    static var stride: Int { 4096 + 64 }

    public var base: Base

    public init(base: Base) {
        self.base = base
    }

    /// The answer of `work`, after ``linesPerQuery`` reads of the table.
    public func wrapping<Answer>(_ work: () -> Answer) -> Answer {
        let table = HostileTable.shared
        var sum: UInt8 = 0
        for _ in 0..<Self.linesPerQuery {
            sum &+= table.bytes.load(fromByteOffset: table.cursor, as: UInt8.self)
            table.cursor = (table.cursor + Self.stride) % HostileTable.size
        }
        table.sink &+= sum
        return work()
    }
}

/// The table a ``CacheHostileKernel`` reads, and where its next read is.
private final class HostileTable: @unchecked Sendable {
    /// The table's size, in bytes: 64 MiB, eight times the simulated last-level cache.
    static let size = 64 << 20
    static let shared = HostileTable()

    let bytes: UnsafeMutableRawPointer
    /// The offset of the next read, in bytes.
    var cursor = 0
    /// Where the reads' sum goes, so that the optimizer keeps them.
    var sink: UInt8 = 0

    private init() {
        bytes = UnsafeMutableRawPointer.allocate(byteCount: Self.size, alignment: 4096)
        bytes.initializeMemory(as: UInt8.self, repeating: 1, count: Self.size)
    }
}
