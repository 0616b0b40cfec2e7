// How sections and rows stack along the scroll axis (rows `H + py` apart, each section's header,
// rows and footer one after another), computed in
// one place: the reference's element walk and the optimized kernels' per-section summaries both
// call these, in the same order, so their frames agree to the last bit.

extension LayoutSpec {
    /// The slots of section `section` when its first slot starts at `top`, in points on the
    /// vertical axis. `firstItem` is the flat index (across sections) of the section's first item.
    ///
    /// Rows of uniform height are not walked: row r starts at ``uniformRowTop(_:cellsTop:)``, and
    /// the cost is O(1). Self-sizing rows stack one after the other, each as tall as its tallest
    /// cell plus `cellPadding.y`: `row` is called with each row's top and its items (indices within
    /// the section), in order, and the cost is O(items).
    @inlinable
    public func slots(
        ofSection section: Int, startingAt top: Double, firstItem: Int,
        row: (_ top: Double, _ items: Range<Int>) throws -> Void
    ) rethrows -> SectionSlots {
        let sectionSpec = sections[section]
        var cellsTop = top
        if sectionSpec.headerHeight > 0 {
            cellsTop += sectionSpec.headerHeight
        }
        var cellsBottom: Double
        if let itemHeights {
            cellsBottom = cellsTop
            var rowStart = 0
            while rowStart < sectionSpec.itemCount {
                let rowEnd = min(rowStart + columns, sectionSpec.itemCount)
                try row(cellsBottom, rowStart..<rowEnd)
                var tallest = 0.0
                for item in rowStart..<rowEnd {
                    tallest = max(tallest, itemHeights[firstItem + item])
                }
                cellsBottom += tallest + cellPadding.y
                rowStart = rowEnd
            }
        } else {
            cellsBottom = uniformRowTop(rowCount(ofItems: sectionSpec.itemCount), cellsTop: cellsTop)
        }
        var bottom = cellsBottom
        if sectionSpec.footerHeight > 0 {
            bottom += sectionSpec.footerHeight
        }
        return SectionSlots(top: top, cellsTop: cellsTop, cellsBottom: cellsBottom, bottom: bottom)
    }

    /// The top of row `row` of a section of uniform rows whose first row starts at `cellsTop`, in
    /// points: rows are `uniformRowHeight + cellPadding.y` apart.
    @inlinable
    public func uniformRowTop(_ row: Int, cellsTop: Double) -> Double {
        cellsTop + Double(row) * (uniformRowHeight + cellPadding.y)
    }

    /// The number of rows `itemCount` items fill, `columns` to a row.
    @inlinable
    public func rowCount(ofItems itemCount: Int) -> Int {
        itemCount / columns + (itemCount % columns == 0 ? 0 : 1)
    }

    /// The frame of a cell, in points on the vertical axis: in column `column` of the row that
    /// starts at `rowTop`, with row height `rowHeight` (the cell is `rowHeight − cellPadding.y`
    /// tall, top-aligned in its row).
    @inlinable
    public func cellFrame(column: Int, rowTop: Double, rowHeight: Double) -> Rect {
        Rect(
            x: Double(column) * columnWidth + cellPadding.x, y: rowTop + cellPadding.y, width: cellWidth,
            height: rowHeight - cellPadding.y)
    }
}
