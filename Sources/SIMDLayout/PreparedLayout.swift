import SwitchLayout

/// One layout state prepared in closed form: a handful of numbers per section, from which any
/// element's frame is computed when it is asked for. A layout of uniform rows (a fixed cell
/// height or an aspect ratio) costs O(sections) time and memory to prepare, whatever its item
/// count; a self-sizing one adds one streaming pass over its items and the top of every row.
///
/// Lengths are in points, on the vertical axis: a horizontal layout is the transposed vertical
/// one. Immutable but for a search hint (``rowSearchStart``), and a class, so that the layouts a
/// transition pairs are shared, not copied;
/// it owns its per-section and per-row storage, which queries read without reference counting.
/// Both kinds of element are trivial (numbers only), so freeing the storage is all `deinit` does.
final class PreparedLayout {
    // What every query reads comes first, together: a frame whose caches are cold pays a miss
    // for each cache line of the object it touches.

    /// Every section's slots and counts.
    let sections: OwnedBuffer<SectionGeometry>
    /// The top of every row of a self-sizing layout, section by section; empty for uniform rows,
    /// which are `rowPitch` apart.
    let rowTops: OwnedBuffer<Double>
    /// Where each section's items and rows start, in a self-sizing layout; empty otherwise.
    let rowStarts: OwnedBuffer<SectionRowStart>
    /// Every item's row height in a self-sizing layout (the spec's own array); empty otherwise.
    let itemHeights: [Double]
    /// The number of columns, C.
    let columns: Int
    /// The width of a column's slot, W ÷ C.
    let columnWidth: Double
    /// The visible width of every cell.
    let cellWidth: Double
    /// The inset of each cell in its slot: x across the scroll axis, y along it.
    let cellPadding: Point
    /// The distance between uniform rows, H + `cellPadding.y`.
    let rowPitch: Double
    /// Where a section's cells lie along the scroll axis, by item, when they start at 0: the
    /// candidate search's bound (uniform rows).
    let itemBand: ItemBand
    /// The visible height of a uniform row's cells, H − `cellPadding.y`.
    let cellHeight: Double
    /// The first candidate item the last search over self-sizing rows found, with this layout
    /// as the current one: where the next search starts, since consecutive frames ask about
    /// neighbouring windows. Only a hint: any value gives the same answer.
    var rowSearchStart = 0
    /// Whether rows have their own heights (`itemHeights`).
    let isSelfSizing: Bool
    /// Whether some section shows a header or a footer.
    let hasSupplementaryElements: Bool
    /// The scroll direction.
    let axis: Axis
    /// The display state.
    let state: LayoutState
    /// Where consecutive items fall in the grid, for one lane (the queries) and for eight.
    let gridLanes: (one: GridLanes, eight: GridLanes)

    // Read when a layout is prepared or paired, or by the full interpolation.

    /// The validated spec.
    let spec: LayoutSpec
    /// The size of the content, on the layout's own axis.
    let contentSize: Size
    /// The number of elements: cells, headers and footers.
    let elementCount: Int
    /// The inset of each header and footer in its slot.
    let supplementaryPadding: Point
    /// The content's extent across the scroll axis, W.
    let contentWidth: Double
    /// The content's extent along the scroll axis.
    let contentLength: Double

    /// Validates `spec` and stacks its sections (and a self-sizing layout's rows).
    init(_ spec: LayoutSpec) throws(LayoutError) {
        try spec.validate()
        let sections = OwnedBuffer<SectionGeometry>(count: spec.sections.count)
        let rowCount =
            spec.itemHeights == nil ? 0 : spec.sections.reduce(0) { $0 + spec.rowCount(ofItems: $1.itemCount) }
        let rowTops = OwnedBuffer<Double>(count: rowCount)
        let rowStarts = OwnedBuffer<SectionRowStart>(count: spec.itemHeights == nil ? 0 : spec.sections.count)
        var top = 0.0
        var firstItem = 0
        var firstRow = 0
        var elementCount = 0
        for (index, section) in spec.sections.enumerated() {
            if spec.itemHeights != nil {
                rowStarts.initialize(at: index, to: SectionRowStart(firstItem: firstItem, firstRow: firstRow))
            }
            let slots = spec.slots(ofSection: index, startingAt: top, firstItem: firstItem) { rowTop, _ in
                rowTops.initialize(at: firstRow, to: rowTop)
                firstRow += 1
            }
            sections.initialize(
                at: index,
                to: SectionGeometry(
                    slots, itemCount: section.itemCount, headerHeight: section.headerHeight,
                    footerHeight: section.footerHeight))
            top = slots.bottom
            firstItem += section.itemCount
            elementCount += section.itemCount + (section.headerHeight > 0 ? 1 : 0) + (section.footerHeight > 0 ? 1 : 0)
        }
        self.spec = spec
        self.sections = sections
        self.rowTops = rowTops
        self.rowStarts = rowStarts
        itemHeights = spec.itemHeights ?? []
        axis = spec.axis
        state = spec.state
        columns = spec.columns
        cellPadding = spec.cellPadding
        supplementaryPadding = spec.supplementaryPadding
        contentWidth = spec.contentWidth
        columnWidth = spec.columnWidth
        cellWidth = spec.cellWidth
        contentLength = top
        isSelfSizing = spec.itemHeights != nil
        gridLanes = (GridLanes(columns: spec.columns, laneCount: 1), GridLanes(columns: spec.columns, laneCount: 8))
        contentSize = spec.axis.vertical(Size(width: contentWidth, height: top))
        self.elementCount = elementCount
        hasSupplementaryElements = elementCount > firstItem
        rowPitch = spec.uniformRowHeight + spec.cellPadding.y
        itemBand = ItemBand(rowPitch: rowPitch, columns: spec.columns)
        cellHeight = spec.uniformRowHeight - spec.cellPadding.y
    }

    deinit {
        sections.deallocate()
        rowTops.deallocate()
        rowStarts.deallocate()
    }

    /// Throws unless `appearance` is valid for an existing item at `indexPath` of this layout
    /// (``SwitchLayout/LayoutSpec/validateAppearance(_:forItemAt:)``). A method of the layout, so
    /// that the spec is borrowed: read through a pair of layouts, it is copied, arrays retained.
    func validateAppearance(_ appearance: ItemAppearance?, forItemAt indexPath: IndexPath) throws(LayoutError) {
        try spec.validateAppearance(appearance, forItemAt: indexPath)
    }

    /// The frame of section `section`'s header, if it has one.
    @inline(__always)
    func headerFrame(inSection section: Int) -> Rect? {
        let geometry = sections[section]
        guard geometry.hasHeader else { return nil }
        return LayoutSpec.supplementaryFrame(
            top: geometry.top, height: geometry.headerHeight, width: contentWidth, padding: supplementaryPadding)
    }

    /// The frame of section `section`'s footer, if it has one.
    @inline(__always)
    func footerFrame(inSection section: Int) -> Rect? {
        let geometry = sections[section]
        guard geometry.hasFooter else { return nil }
        return LayoutSpec.supplementaryFrame(
            top: geometry.cellsBottom, height: geometry.footerHeight, width: contentWidth, padding: supplementaryPadding
        )
    }

    /// The slot of the row that holds item `item` of section `section`: its top and the next
    /// row's top (the end of the cells, for the last row). Every edge of the item's frame lies
    /// between the two, and both never decrease with the item.
    @inline(__always)
    func rowSlot(ofItem item: Int, inSection section: Int) -> (top: Double, bottom: Double) {
        let geometry = sections[section]
        let row = item / columns
        guard isSelfSizing else {
            let top = geometry.cellsTop + Double(row) * rowPitch
            return (top, top + rowPitch)
        }
        let isLastRow = (row + 1) * columns >= geometry.itemCount
        let firstRow = rowStarts[section].firstRow
        return (rowTops[firstRow + row], isLastRow ? geometry.cellsBottom : rowTops[firstRow + row + 1])
    }
}
