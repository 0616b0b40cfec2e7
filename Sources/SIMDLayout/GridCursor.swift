/// The columns and rows of `Lane.laneCount` consecutive items of a section laid out `columns` to
/// a row (§2: column `i mod C`, row `i div C`), as whole numbers in lanes. It moves on a lane
/// group at a time by adding and carrying, so a scan computes no division per item.
struct GridCursor<Lane: InterpolationLane> {
    /// Each lane's column, from 0 to `columns − 1`.
    private(set) var column: Lane
    /// Each lane's row.
    private(set) var row: Lane
    private let columns: Lane
    private let lastColumn: Lane
    private let columnStep: Lane
    private let rowStep: Lane

    /// A cursor at items `item ..< item + Lane.laneCount` (indices within the section).
    init(item: Int, columns: Int) {
        column = Lane { Double((item + $0) % columns) }
        row = Lane { Double((item + $0) / columns) }
        self.columns = Lane(repeating: Double(columns))
        lastColumn = Lane(repeating: Double(columns - 1))
        columnStep = Lane(repeating: Double(Lane.laneCount % columns))
        rowStep = Lane(repeating: Double(Lane.laneCount / columns))
    }

    /// Moves on to the next `Lane.laneCount` items.
    @inline(__always)
    mutating func advance() {
        column = column + columnStep
        // 1 in the lanes whose column went past the last one, else 0: exact, since every value is
        // a whole number, and at most one carry, since the step is below `columns`.
        let carry = (column - lastColumn).clampedToUnitInterval()
        column = column - carry * columns
        row = row + rowStep + carry
    }
}
