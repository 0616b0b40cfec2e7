import SwitchLayout

/// The cells of one section of a prepared layout, whose frames are computed from their items'
/// columns and rows `Lane.laneCount` at a time, with the reference's operations in the
/// reference's order (so they agree to the last bit), in points on the vertical axis.
///
/// It lives only while a query runs, whose layout pair keeps the layout alive: it refers to the
/// layout without retaining it.
struct SectionCells<Lane: InterpolationLane> {
    /// The number of cells in the section.
    let itemCount: Int
    private unowned(unsafe) let layout: PreparedLayout
    /// The layout's `isSelfSizing`, held here: a loop over groups would otherwise read it again
    /// through the layout after each store.
    private let isSelfSizing: Bool
    private let columnWidth: Lane
    private let cellWidth: Lane
    private let padding: (x: Lane, y: Lane)
    private let cellsTop: Lane
    private let rowPitch: Lane
    private let cellHeight: Lane
    /// Where the section's items and rows start in a self-sizing layout (zeros otherwise).
    private let rowStart: SectionRowStart
    /// The section's last row, at which a lane past its last item reads (0 for uniform rows).
    private let lastRow: Int

    /// The cells of section `section` of `layout`.
    @inline(__always)
    init(section: Int, of layout: PreparedLayout) {
        self.layout = layout
        isSelfSizing = layout.isSelfSizing
        let geometry = layout.sections[section]
        itemCount = geometry.itemCount
        columnWidth = Lane(repeating: layout.columnWidth)
        cellWidth = Lane(repeating: layout.cellWidth)
        padding = (Lane(repeating: layout.cellPadding.x), Lane(repeating: layout.cellPadding.y))
        cellsTop = Lane(repeating: geometry.cellsTop)
        rowPitch = Lane(repeating: layout.rowPitch)
        cellHeight = Lane(repeating: layout.cellHeight)
        // Once per section, not per group: a division and two reads of the layout.
        rowStart = isSelfSizing ? layout.rowStarts[section] : SectionRowStart(firstItem: 0, firstRow: 0)
        lastRow = isSelfSizing ? max(itemCount - 1, 0) / layout.columns : 0
    }

    /// A cursor at items `item ..< item + Lane.laneCount`.
    @inline(__always)
    func cursor(at item: Int) -> GridCursor<Lane> {
        GridCursor(item: item, lanes: Lane.laneCount == 1 ? layout.gridLanes.one : layout.gridLanes.eight)
    }

    /// The frames of items `item ..< item + Lane.laneCount`, whose columns and rows `cursor`
    /// holds. Lanes past the last item hold frames of no cell.
    @inline(__always)
    func frames<Cursor: LaneCursor<Lane>>(at item: Int, cursor: Cursor) -> FrameLanes<Lane> {
        frames(at: item, column: cursor.column, row: cursor.row)
    }

    /// The frames of items `item ..< item + Lane.laneCount`, in columns `column` and rows `row`:
    /// from them alone when `Shape` says the rows are uniform.
    @inline(__always)
    func frames<Shape: PairShape>(_: Shape.Type, at item: Int, column: Lane, row: Lane) -> FrameLanes<Lane> {
        Shape.hasUniformRows ? uniformFrames(column: column, row: row) : frames(at: item, column: column, row: row)
    }

    /// The frames of items `item ..< item + Lane.laneCount`, in columns `column` and rows `row`.
    @inline(__always)
    private func frames(at item: Int, column: Lane, row: Lane) -> FrameLanes<Lane> {
        let uniformFrames = uniformFrames(column: column, row: row)
        guard isSelfSizing else { return uniformFrames }
        let lastItem = itemCount - 1
        // The rows are a cursor's whole numbers, from 0 to a few past the last (lanes past the last
        // item): far inside Int's range.
        let rowTop = row.withStoredLanes { rows in
            Lane { lane in layout.rowTops[rowStart.firstRow + min(Int(boundedTruncating: rows[lane]), lastRow)] }
        }
        // Under `Unmanaged`'s guarantee, reading the heights does not retain their array.
        let rowHeight = Unmanaged.passUnretained(layout)._withUnsafeGuaranteedRef { layout in
            layout.itemHeights.withUnsafeBufferPointer { heights in
                Lane { lane in heights[rowStart.firstItem + min(item + lane, lastItem)] }
            }
        }
        return FrameLanes(x: uniformFrames.x, y: rowTop + padding.y, width: cellWidth, height: rowHeight - padding.y)
    }

    /// The frames of the cells in columns `column` and rows `row` of a layout whose rows are
    /// uniform (their x, whatever the rows).
    @inline(__always)
    func uniformFrames(column: Lane, row: Lane) -> FrameLanes<Lane> {
        FrameLanes(
            x: column * columnWidth + padding.x, y: (cellsTop + row * rowPitch) + padding.y, width: cellWidth,
            height: cellHeight)
    }

    /// The frame of item `item`.
    func frame(ofItem item: Int) -> Rect where Lane == Double {
        frames(at: item, cursor: cursor(at: item)).rect(lane: 0)
    }

    /// The rows of a section of uniform rows whose cells may meet `window` along the scroll
    /// axis at rest, in closed form: a row's cells span `cellsTop + row · rowPitch + padding.y`
    /// and `cellHeight` on from there. Bounded by the item count, not the row count (a
    /// division): rows past the last hold no item.
    @inline(__always)
    func uniformRows(meeting window: AxisWindow) -> Range<Int> where Lane == Double {
        guard cellHeight > 0 else { return 0..<0 }
        let base = cellsTop + padding.y
        return Range(
            integersFrom: (window.lower - base - cellHeight) / rowPitch, through: (window.upper - base) / rowPitch,
            below: itemCount)
    }

    /// The columns whose cells may meet `window` across the scroll axis, in closed form: a
    /// column's cells span `column · columnWidth + padding.x` and `cellWidth` on from there.
    @inline(__always)
    func columns(meeting window: AxisWindow) -> Range<Int> where Lane == Double {
        guard cellWidth > 0 else { return 0..<0 }
        return Range(
            integersFrom: (window.lower - padding.x - cellWidth) / columnWidth,
            through: (window.upper - padding.x) / columnWidth, below: layout.columns)
    }

    /// The frame of item `item` of a layout whose rows are uniform, from its row and column alone.
    @inline(__always)
    func uniformFrame(ofItem item: Int) -> Rect where Lane == Double {
        let (row, column) = layout.gridLanes.one.position(ofItem: item)
        return uniformFrames(column: Double(column), row: Double(row)).rect(lane: 0)
    }
}
