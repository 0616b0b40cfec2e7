// The element walk of §2 and §3 of the layout math: every implementation prepares its storage
// from this one walk, so they agree to the last bit on every frame at rest.

extension LayoutSpec {
    /// Calls `body` with the kind, index path and frame (in points, on the layout's own axis) of
    /// every element in flat order: section by section, the header, the cells row by row, the
    /// footer. Returns the content size, in points. The spec must be valid.
    ///
    /// Sections stack from 0; a header or footer of height `h > 0` takes a slot `(0, top, W, h)`
    /// inset by `supplementaryPadding`; rows of uniform height start at `top + row · (H + py)`,
    /// self-sizing rows one after the other, each as tall as its tallest cell.
    @inlinable
    public func forEachElement(_ body: (ElementKind, IndexPath, Rect) throws -> Void) rethrows -> Size {
        let width = contentWidth
        let columnWidth = self.columnWidth
        let cellWidth = self.cellWidth
        let uniformPitch = uniformRowHeight + cellPadding.y
        var top = 0.0
        var flatItem = 0
        for (section, sectionSpec) in sections.enumerated() {
            let supplementaryIndexPath = IndexPath(item: 0, section: section)
            if sectionSpec.headerHeight > 0 {
                try body(.header, supplementaryIndexPath, axis.vertical(supplementaryFrame(top: top, height: sectionSpec.headerHeight, width: width)))
                top += sectionSpec.headerHeight
            }
            let cellsTop = top
            var rowTop = top
            var row = 0
            var rowStart = 0
            while rowStart < sectionSpec.itemCount {
                let rowEnd = min(rowStart + columns, sectionSpec.itemCount)
                if itemHeights == nil {
                    rowTop = cellsTop + Double(row) * uniformPitch
                }
                var tallest = 0.0
                for item in rowStart..<rowEnd {
                    let rowHeight = self.rowHeight(forItemAt: flatItem + item)
                    tallest = max(tallest, rowHeight)
                    let frame = Rect(
                        x: Double(item - rowStart) * columnWidth + cellPadding.x, y: rowTop + cellPadding.y,
                        width: cellWidth, height: rowHeight - cellPadding.y)
                    try body(.cell, IndexPath(item: item, section: section), axis.vertical(frame))
                }
                rowTop += tallest + cellPadding.y
                row += 1
                rowStart = rowEnd
            }
            top = itemHeights == nil ? cellsTop + Double(row) * uniformPitch : rowTop
            flatItem += sectionSpec.itemCount
            if sectionSpec.footerHeight > 0 {
                try body(.footer, supplementaryIndexPath, axis.vertical(supplementaryFrame(top: top, height: sectionSpec.footerHeight, width: width)))
                top += sectionSpec.footerHeight
            }
        }
        return axis.vertical(Size(width: width, height: top))
    }

    /// The frame of a header or footer whose slot starts at `top` and is `height` tall, on the
    /// vertical axis, in points: the slot `(0, top, W, height)` inset by `supplementaryPadding`.
    @inlinable
    func supplementaryFrame(top: Double, height: Double, width: Double) -> Rect {
        Rect(
            x: supplementaryPadding.x, y: top + supplementaryPadding.y,
            width: width - 2 * supplementaryPadding.x, height: height - 2 * supplementaryPadding.y)
    }
}

extension LayoutSpec {
    /// Every element of a transition from this layout to `next`, in flat order: its index in
    /// this layout's flat order and in `next`'s, `nil` for a header or footer that only one of
    /// them has. The transition must be valid (``validateTransition(to:)``).
    public func transitionElements(to next: LayoutSpec) -> [(current: Int?, next: Int?)] {
        var elements: [(current: Int?, next: Int?)] = []
        elements.reserveCapacity(itemCount + 2 * sections.count)
        var currentIndex = 0
        var nextIndex = 0
        func appendSupplementary(inCurrent: Bool, inNext: Bool) {
            guard inCurrent || inNext else { return }
            elements.append((inCurrent ? currentIndex : nil, inNext ? nextIndex : nil))
            if inCurrent { currentIndex += 1 }
            if inNext { nextIndex += 1 }
        }
        for (section, nextSection) in zip(sections, next.sections) {
            appendSupplementary(inCurrent: section.headerHeight > 0, inNext: nextSection.headerHeight > 0)
            for item in 0..<section.itemCount {
                elements.append((currentIndex + item, nextIndex + item))
            }
            currentIndex += section.itemCount
            nextIndex += section.itemCount
            appendSupplementary(inCurrent: section.footerHeight > 0, inNext: nextSection.footerHeight > 0)
        }
        return elements
    }
}
