/// One period of a grid laid out `columns` to a row, in groups of `laneCount` consecutive items
/// (at most 8): item i falls in column `i mod C`, so the groups' columns repeat every
/// C ÷ gcd(C, laneCount) groups, each period starting `rowStep` rows below the last. A loop over
/// every cell builds it once and reads each group's columns and rows from it
/// (``PeriodicGridCursor``) instead of adding and carrying them in vectors. It lives on the stack.
struct GridPeriod {
    /// The most groups a period holds: every column count up to 8 at any lane count (and 12, 16,
    /// 24… at eight lanes), in 1 KB on the stack; a frame whose caches are cold misses on each of
    /// its 16 cache lines.
    static let maximumGroupCount = 8

    /// Each lane's column, group by group, then each lane's row from the period's first row,
    /// group by group (lanes past `laneCount` are 0): the groups' columns are elements 0 to 7, their
    /// rows 8 to 15. A tuple, laid out as an `InlineArray<16, SIMD8<Double>>` is, for the runtimes
    /// before that type (iOS and macOS 26); the first stored property, so that
    /// ``columns(in:)`` and ``rows(in:)`` point into it.
    private let lanes: Lanes
    /// Sixteen groups of eight lanes.
    private typealias Lanes = (
        SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>,
        SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>,
        SIMD8<Double>, SIMD8<Double>
    )

    /// How many groups the period holds.
    let groupCount: Int
    /// How many rows below a period's first row the next period's first row is.
    let rowStep: Double

    /// The period of a grid of `columns` columns (at least 1) in groups of `laneCount` lanes, or
    /// `nil` when it spans more than ``maximumGroupCount`` groups.
    @inline(__always)
    init?(columns: Int, laneCount: Int) {
        var (divisor, remainder) = (columns, laneCount)
        while remainder != 0 { (divisor, remainder) = (remainder, divisor % remainder) }
        groupCount = columns / divisor
        guard groupCount <= Self.maximumGroupCount else { return nil }
        // Item by item, counting columns and rows: no division per item.
        var (column, row) = (0, 0)
        var lanes: Lanes = (
            .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero,
            .zero
        )
        let (groups, stride) = (groupCount, MemoryLayout<SIMD8<Double>>.stride)
        withUnsafeMutableBytes(of: &lanes) { bytes in
            for group in 0..<groups {
                for lane in 0..<laneCount {
                    let offset = group * stride + lane * MemoryLayout<Double>.stride
                    bytes.storeBytes(of: Double(column), toByteOffset: offset, as: Double.self)
                    bytes.storeBytes(
                        of: Double(row), toByteOffset: Self.maximumGroupCount * stride + offset, as: Double.self)
                    column += 1
                    if column == columns { (column, row) = (0, row + 1) }
                }
            }
        }
        self.lanes = lanes
        rowStep = Double(row)
    }

    /// The columns of the period at `period`, group by group, in place.
    @inline(__always)
    static func columns(in period: UnsafePointer<GridPeriod>) -> UnsafePointer<SIMD8<Double>> {
        UnsafeRawPointer(period).assumingMemoryBound(to: SIMD8<Double>.self)
    }

    /// The rows from its first row of the period at `period`, group by group, in place.
    @inline(__always)
    static func rows(in period: UnsafePointer<GridPeriod>) -> UnsafePointer<SIMD8<Double>> {
        columns(in: period) + maximumGroupCount
    }
}

/// Both layouts' grid periods, which outlive every use of them
/// (``LayoutMoment/withGridPeriods(lanes:_:)``).
typealias GridPeriods = (current: UnsafePointer<GridPeriod>, next: UnsafePointer<GridPeriod>)
