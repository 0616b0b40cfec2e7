/// The columns and rows of `Lane.laneCount` consecutive items of a section, from its first item
/// on, read group by group from one period of the grid (``GridPeriod``): moving on costs a
/// counter, not a carry in vectors, and the cursor keeps no vector but the period's first row,
/// which leaves the registers to the loop it runs in. Rows are whole numbers, so adding the
/// period's first row is exact.
struct PeriodicGridCursor<Lane: InterpolationLane>: LaneCursor {
    /// The period's columns and rows, group by group, which outlive the cursor: pointers, so that
    /// the cursor never copies the period.
    private let columns: UnsafePointer<SIMD8<Double>>
    private let rows: UnsafePointer<SIMD8<Double>>
    private let groupCount: Int
    private let rowStep: Double
    private var group = 0
    private var firstRow = 0.0

    /// A cursor at the first `Lane.laneCount` items of a grid whose period is `period`.
    @inline(__always)
    init(period: UnsafePointer<GridPeriod>) {
        columns = GridPeriod.columns(in: period)
        rows = GridPeriod.rows(in: period)
        groupCount = period.pointee.groupCount
        rowStep = period.pointee.rowStep
    }

    var column: Lane {
        @inline(__always) get { Lane(firstLanesOf: columns[group]) }
    }

    var row: Lane {
        @inline(__always) get { Lane(repeating: firstRow) + Lane(firstLanesOf: rows[group]) }
    }

    @inline(__always)
    mutating func advance() {
        group += 1
        if group == groupCount {
            group = 0
            firstRow += rowStep
        }
    }
}
