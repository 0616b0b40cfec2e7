/// The columns and rows of `Lane.laneCount` consecutive items of a section, from its first item
/// on, read group by group from one period of the grid (``GridPeriod``): moving on costs a
/// counter, not a carry in vectors, and the cursor keeps no vector but the period's first row,
/// which leaves the registers to the loop it runs in. Rows are whole numbers, so adding the
/// period's first row is exact.
struct PeriodicGridCursor<Lane: InterpolationLane>: LaneCursor {
    /// The period, which outlives the cursor: a pointer, so that the cursor never copies it.
    private let period: UnsafePointer<GridPeriod>
    private let groupCount: Int
    private let rowStep: Double
    private var group = 0
    private var firstRow = 0.0

    /// A cursor at the first `Lane.laneCount` items of a grid whose period is `period`.
    @inline(__always)
    init(period: UnsafePointer<GridPeriod>) {
        self.period = period
        groupCount = period.pointee.groupCount
        rowStep = period.pointee.rowStep
    }

    var column: Lane {
        @inline(__always) get { Lane(firstLanesOf: period.pointee.columns[group]) }
    }

    var row: Lane {
        @inline(__always) get { Lane(repeating: firstRow) + Lane(firstLanesOf: period.pointee.rows[group]) }
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
