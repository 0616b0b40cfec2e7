import SwitchLayout

/// One layout state prepared in closed form: a handful of numbers per section, from which any
/// element's frame is computed when it is asked for. A layout of uniform rows (a fixed cell
/// height or an aspect ratio) costs O(sections) time and memory to prepare, whatever its item
/// count; a self-sizing one adds one streaming pass over its items and the top of every row.
///
/// Lengths are in points, on the vertical axis: a horizontal layout is the transposed vertical
/// one.
struct PreparedLayout {
    /// The validated spec.
    let spec: LayoutSpec
    /// Every section's slots and counts.
    let sections: [SectionGeometry]
    /// The top of every row of a self-sizing layout, section by section; empty for uniform rows,
    /// which are `rowPitch` apart.
    let rowTops: [Double]
    /// Every item's row height in a self-sizing layout (the spec's own array); empty otherwise.
    let itemHeights: [Double]
    /// The size of the content, on the layout's own axis.
    let contentSize: Size
    /// The number of elements: cells, headers and footers.
    let elementCount: Int
    /// The content's extent across the scroll axis, W.
    let contentWidth: Double
    /// The distance between uniform rows, H + `cellPadding.y`.
    let rowPitch: Double
    /// The visible height of a uniform row's cells, H − `cellPadding.y`.
    let cellHeight: Double

    /// Validates `spec` and stacks its sections (and a self-sizing layout's rows).
    init(_ spec: LayoutSpec) throws(LayoutError) {
        try spec.validate()
        var sections: [SectionGeometry] = []
        sections.reserveCapacity(spec.sections.count)
        var rowTops: [Double] = []
        if spec.itemHeights != nil {
            rowTops.reserveCapacity(spec.sections.reduce(0) { $0 + spec.rowCount(ofItems: $1.itemCount) })
        }
        var top = 0.0
        var firstItem = 0
        var elementCount = 0
        for (index, section) in spec.sections.enumerated() {
            let firstRow = rowTops.count
            let slots = spec.slots(ofSection: index, startingAt: top, firstItem: firstItem) { rowTop, _ in
                rowTops.append(rowTop)
            }
            sections.append(
                SectionGeometry(
                    slots: slots, itemCount: section.itemCount, headerHeight: section.headerHeight,
                    footerHeight: section.footerHeight, firstItem: firstItem, firstRow: firstRow))
            top = slots.bottom
            firstItem += section.itemCount
            elementCount += section.itemCount + (section.headerHeight > 0 ? 1 : 0) + (section.footerHeight > 0 ? 1 : 0)
        }
        self.spec = spec
        self.sections = sections
        self.rowTops = rowTops
        itemHeights = spec.itemHeights ?? []
        contentWidth = spec.contentWidth
        contentSize = spec.axis.vertical(Size(width: contentWidth, height: top))
        self.elementCount = elementCount
        rowPitch = spec.uniformRowHeight + spec.cellPadding.y
        cellHeight = spec.uniformRowHeight - spec.cellPadding.y
    }

    /// Whether rows have their own heights (`itemHeights`).
    var isSelfSizing: Bool { spec.itemHeights != nil }

    /// The content's extent along the scroll axis.
    var contentLength: Double { spec.axis.vertical(contentSize).height }

    /// The frame of section `section`'s header, if it has one.
    func headerFrame(inSection section: Int) -> Rect? {
        let geometry = sections[section]
        guard geometry.hasHeader else { return nil }
        return spec.supplementaryFrame(top: geometry.slots.top, height: geometry.headerHeight, width: contentWidth)
    }

    /// The frame of section `section`'s footer, if it has one.
    func footerFrame(inSection section: Int) -> Rect? {
        let geometry = sections[section]
        guard geometry.hasFooter else { return nil }
        return spec.supplementaryFrame(top: geometry.slots.cellsBottom, height: geometry.footerHeight, width: contentWidth)
    }

    /// The slot of the row that holds item `item` of section `section`: its top and the next
    /// row's top (the end of the cells, for the last row). Every edge of the item's frame lies
    /// between the two, and both never decrease with the item.
    func rowSlot(ofItem item: Int, inSection section: Int) -> (top: Double, bottom: Double) {
        let geometry = sections[section]
        let row = item / spec.columns
        guard isSelfSizing else {
            let top = spec.uniformRowTop(row, cellsTop: geometry.slots.cellsTop)
            return (top, top + rowPitch)
        }
        let isLastRow = (row + 1) * spec.columns >= geometry.itemCount
        return (rowTops[geometry.firstRow + row], isLastRow ? geometry.slots.cellsBottom : rowTops[geometry.firstRow + row + 1])
    }
}
