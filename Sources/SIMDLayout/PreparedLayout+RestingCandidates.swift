// The items whose rows a window meets at rest, in the layout's own rows: no second layout, no
// weights. Most queries are scroll frames, at rest.

extension PreparedLayout {
    /// The items of section `section`, whose rows are uniform, whose rows' cells may meet
    /// `window` at rest: the rows in closed form, every item of each.
    @inline(__always)
    func restingUniformCandidates(inSection section: Int, meeting window: AxisWindow) -> Range<Int> {
        let cells = SectionCells<Double>(section: section, of: self)
        let rows = cells.uniformRows(meeting: window)
        // Rows are bounded by the item count, not the row count: past the last, no item.
        let (start, startOverflows) = rows.lowerBound.multipliedReportingOverflow(by: columns)
        let (end, endOverflows) = rows.upperBound.multipliedReportingOverflow(by: columns)
        let upper = endOverflows ? cells.itemCount : min(end, cells.itemCount)
        return startOverflows ? upper..<upper : min(start, upper)..<upper
    }

    /// The items of self-sizing section `section` whose rows' slots meet `window` at rest. The
    /// row tops never decrease, so two galloping searches find the rows, the first from the row
    /// of the last answer (``rowSearchStart``), which then moves to this one's first item.
    func restingSelfSizingCandidates(inSection section: Int, meeting window: AxisWindow) -> Range<Int> {
        let geometry = sections[section]
        guard geometry.itemCount > 0 else { return 0..<0 }
        let firstRow = rowStarts[section].firstRow
        let lastRow = gridLanes.one.position(ofItem: geometry.itemCount - 1).row
        let tops = rowTops.elements(firstRow..<firstRow + lastRow + 1)
        let rows = tops.indices.run(
            from: gridLanes.one.position(ofItem: rowSearchStart).row,
            startingWhere: { row in (row < lastRow ? tops[row + 1] : geometry.cellsBottom) >= window.lower },
            endingWhere: { row in tops[row] > window.upper })
        // The last row may be short: items past the section's end are none.
        let end = min(rows.upperBound * columns, geometry.itemCount)
        let items = min(rows.lowerBound * columns, end)..<end
        rowSearchStart = items.lowerBound
        return items
    }
}
