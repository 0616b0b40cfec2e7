import SwitchLayout

/// The cells of one section of a prepared layout, whose frames are computed from their items'
/// columns and rows `Lane.laneCount` at a time, with the operations of §2 in the reference's
/// order (so they agree to the last bit), in points on the vertical axis.
struct SectionCells<Lane: InterpolationLane> {
    /// The number of cells in the section.
    let itemCount: Int
    /// The cells per row.
    let columns: Int
    private let columnWidth: Lane
    private let cellWidth: Lane
    private let padding: (x: Lane, y: Lane)
    private let cellsTop: Lane
    private let rowPitch: Lane
    private let cellHeight: Lane
    /// A self-sizing layout's row tops and item heights, and where the section's start in them.
    private let selfSizing: (rowTops: [Double], firstRow: Int, itemHeights: [Double], firstItem: Int)?

    /// The cells of section `section` of `layout`.
    init(section: Int, of layout: PreparedLayout) {
        let geometry = layout.sections[section]
        let spec = layout.spec
        itemCount = geometry.itemCount
        columns = spec.columns
        columnWidth = Lane(repeating: spec.columnWidth)
        cellWidth = Lane(repeating: spec.cellWidth)
        padding = (Lane(repeating: spec.cellPadding.x), Lane(repeating: spec.cellPadding.y))
        cellsTop = Lane(repeating: geometry.slots.cellsTop)
        rowPitch = Lane(repeating: layout.rowPitch)
        cellHeight = Lane(repeating: layout.cellHeight)
        selfSizing =
            layout.isSelfSizing
            ? (layout.rowTops, geometry.firstRow, layout.itemHeights, geometry.firstItem) : nil
    }

    /// A cursor at items `item ..< item + Lane.laneCount`.
    func cursor(at item: Int) -> GridCursor<Lane> {
        GridCursor(item: item, columns: columns)
    }

    /// The frames of items `item ..< item + Lane.laneCount`, whose columns and rows `cursor`
    /// holds. Lanes past the last item hold frames of no cell.
    @inline(__always)
    func frames(at item: Int, cursor: GridCursor<Lane>) -> FrameLanes<Lane> {
        let x = cursor.column * columnWidth + padding.x
        guard let selfSizing else {
            return FrameLanes(
                x: x, y: (cellsTop + cursor.row * rowPitch) + padding.y, width: cellWidth, height: cellHeight)
        }
        let lastItem = itemCount - 1
        let lastRow = lastItem / columns
        let rowTop = Lane { lane in
            selfSizing.rowTops[selfSizing.firstRow + min(Int(cursor.row.lane(lane)), lastRow)]
        }
        let rowHeight = Lane { lane in selfSizing.itemHeights[selfSizing.firstItem + min(item + lane, lastItem)] }
        return FrameLanes(x: x, y: rowTop + padding.y, width: cellWidth, height: rowHeight - padding.y)
    }

    /// The frame of item `item`.
    func frame(ofItem item: Int) -> Rect where Lane == Double {
        frames(at: item, cursor: cursor(at: item)).rect(lane: 0)
    }
}
