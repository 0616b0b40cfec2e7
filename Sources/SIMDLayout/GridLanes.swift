/// Where consecutive items fall in a grid of `columns` columns, relative to the first, for a
/// vector of `laneCount` lanes: lane k is `k mod C` columns and `k div C` rows on, and the next
/// vector starts `laneCount mod C` columns and `laneCount div C` rows on. Computed once per
/// layout, so that a cursor starts without a division.
struct GridLanes {
    /// The number of columns.
    let columns: Int
    /// 1 ÷ C, to find an item's row by a multiplication.
    let columnsReciprocal: Double
    /// Each lane's column offset (lanes past `laneCount` are 0).
    let columnOffsets: SIMD8<Double>
    /// Each lane's row offset (lanes past `laneCount` are 0).
    let rowOffsets: SIMD8<Double>
    /// The column offset of the next vector.
    let columnStep: Double
    /// The row offset of the next vector.
    let rowStep: Double

    /// The offsets of `laneCount` lanes (at most 8) in a grid of `columns` columns.
    init(columns: Int, laneCount: Int) {
        self.columns = columns
        columnsReciprocal = 1 / Double(columns)
        columnOffsets = SIMD8 { lane in lane < laneCount ? Double(lane % columns) : 0 }
        rowOffsets = SIMD8 { lane in lane < laneCount ? Double(lane / columns) : 0 }
        columnStep = Double(laneCount % columns)
        rowStep = Double(laneCount / columns)
    }

    /// The row and column of item `item`: `item div C` and `item mod C`, by a multiplication with
    /// the reciprocal, off by at most one for any item below 2⁵², and corrected (an integer
    /// division takes 40 to 90 cycles on some processors).
    @inline(__always)
    func position(ofItem item: Int) -> (row: Int, column: Int) {
        // A list's item is its row: no conversion. With two columns or more, |item ÷ C| < 2⁶².
        var row = columns == 1 ? item : Int(boundedTruncating: Double(item) * columnsReciprocal)
        var column = item &- row &* columns
        if column < 0 {
            row -= 1
            column += columns
        } else if column >= columns {
            row += 1
            column -= columns
        }
        return (row, column)
    }
}
