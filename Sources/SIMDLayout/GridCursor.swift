/// The columns and rows of `Lane.laneCount` consecutive items of a section laid out `columns` to
/// a row (item `i` in column `i mod C`, row `i div C`), as whole numbers in lanes. It starts without a
/// division and moves on a lane group at a time by adding and carrying.
struct GridCursor<Lane: InterpolationLane>: LaneCursor {
    /// Each lane's column, from 0 to `columns − 1`.
    private(set) var column: Lane
    /// Each lane's row.
    private(set) var row: Lane
    private let columns: Lane
    private let lastColumn: Lane
    private let columnStep: Lane
    private let rowStep: Lane

    /// A cursor at items `item ..< item + Lane.laneCount` (indices within the section) of a grid
    /// whose lanes fall as `lanes` says.
    @inline(__always)
    init(item: Int, lanes: GridLanes) {
        let (row, column) = lanes.position(ofItem: item)
        let columns = lanes.columns
        // One lane's offsets are 0, so a query's cursor does not read them.
        self.column = Lane(repeating: Double(column))
        self.row = Lane(repeating: Double(row))
        if Lane.laneCount > 1 {
            self.column = self.column + Lane(firstLanesOf: lanes.columnOffsets)
            self.row = self.row + Lane(firstLanesOf: lanes.rowOffsets)
        }
        self.columns = Lane(repeating: Double(columns))
        lastColumn = Lane(repeating: Double(columns - 1))
        columnStep = Lane(repeating: lanes.columnStep)
        rowStep = Lane(repeating: lanes.rowStep)
        carry()
    }

    /// Moves on to the next `Lane.laneCount` items.
    @inline(__always)
    mutating func advance() {
        column = column + columnStep
        row = row + rowStep
        carry()
    }

    /// Moves the lanes whose column went past the last one to the start of the next row: at most
    /// once, since every offset and step is below `columns`, and exactly, since every value is a
    /// whole number.
    @inline(__always)
    private mutating func carry() {
        let (column, carry) = column.wrapped(above: lastColumn, by: columns)
        self.column = column
        row = row + carry
    }
}
