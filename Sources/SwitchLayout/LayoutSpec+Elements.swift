// The walk of every element in flat order (each section's header, cells and footer): every
// implementation prepares its storage
// from this one walk, so they agree to the last bit on every frame at rest.

extension LayoutSpec {
    /// Calls `body` with the kind, index path and frame (in points, on the layout's own axis) of
    /// every element in flat order: section by section, the header, the cells row by row, the
    /// footer. Returns the content size, in points. The spec must be valid.
    ///
    /// Sections stack from 0 as ``slots(ofSection:startingAt:firstItem:row:)`` lays them out; a
    /// header or footer of height `h > 0` takes a slot `(0, top, W, h)` inset by
    /// `supplementaryPadding`.
    @inlinable
    public func forEachElement(_ body: (ElementKind, IndexPath, Rect) throws -> Void) rethrows -> Size {
        let width = contentWidth
        var top = 0.0
        var firstItem = 0
        for (section, sectionSpec) in sections.enumerated() {
            let supplementaryIndexPath = IndexPath(item: 0, section: section)
            if sectionSpec.headerHeight > 0 {
                try body(
                    .header, supplementaryIndexPath,
                    axis.vertical(supplementaryFrame(top: top, height: sectionSpec.headerHeight, width: width)))
            }
            /// Calls `body` with the cells of the row at `rowTop` holding `items` of the section.
            func cells(rowTop: Double, items: Range<Int>) throws {
                for item in items {
                    let frame = cellFrame(
                        column: item - items.lowerBound, rowTop: rowTop,
                        rowHeight: rowHeight(forItemAt: firstItem + item))
                    try body(.cell, IndexPath(item: item, section: section), axis.vertical(frame))
                }
            }
            let slots = try self.slots(ofSection: section, startingAt: top, firstItem: firstItem, row: cells)
            if itemHeights == nil {
                for row in 0..<rowCount(ofItems: sectionSpec.itemCount) {
                    let items = row * columns..<min((row + 1) * columns, sectionSpec.itemCount)
                    try cells(rowTop: uniformRowTop(row, cellsTop: slots.cellsTop), items: items)
                }
            }
            if sectionSpec.footerHeight > 0 {
                try body(
                    .footer, supplementaryIndexPath,
                    axis.vertical(
                        supplementaryFrame(top: slots.cellsBottom, height: sectionSpec.footerHeight, width: width)))
            }
            top = slots.bottom
            firstItem += sectionSpec.itemCount
        }
        return axis.vertical(Size(width: width, height: top))
    }

    /// The frame of a header or footer whose slot starts at `top` and is `height` tall, on the
    /// vertical axis, in points: the slot `(0, top, W, height)` inset by `supplementaryPadding`.
    @inlinable
    public func supplementaryFrame(top: Double, height: Double, width: Double) -> Rect {
        Self.supplementaryFrame(top: top, height: height, width: width, padding: supplementaryPadding)
    }

    /// The frame of a header or footer whose slot starts at `top` and is `height` tall, on the
    /// vertical axis, in points: the slot `(0, top, width, height)` inset by `padding`.
    @inlinable
    public static func supplementaryFrame(top: Double, height: Double, width: Double, padding: Point) -> Rect {
        Rect(x: padding.x, y: top + padding.y, width: width - 2 * padding.x, height: height - 2 * padding.y)
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

extension LayoutSpec {
    /// The index in flat order of the element of `kind` at `indexPath` (item 0 for a header or
    /// footer), at rest or, when `next` is given, in a transition to `next`, whose flat order
    /// holds the headers and footers of both layouts; `nil` when there is no such element.
    /// O(sections before it).
    public func flatIndex(of kind: ElementKind, at indexPath: IndexPath, transitioningTo next: LayoutSpec? = nil)
        -> Int?
    {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let nextSections = (next ?? self).sections
        func hasHeader(_ section: Int) -> Bool {
            sections[section].headerHeight > 0 || nextSections[section].headerHeight > 0
        }
        func hasFooter(_ section: Int) -> Bool {
            sections[section].footerHeight > 0 || nextSections[section].footerHeight > 0
        }
        var index = 0
        for section in 0..<indexPath.section {
            index += (hasHeader(section) ? 1 : 0) + sections[section].itemCount + (hasFooter(section) ? 1 : 0)
        }
        let itemCount = sections[indexPath.section].itemCount
        let header = hasHeader(indexPath.section) ? 1 : 0
        switch kind {
        case .header: return indexPath.item == 0 && header == 1 ? index : nil
        case .cell: return (0..<itemCount).contains(indexPath.item) ? index + header + indexPath.item : nil
        case .footer: return indexPath.item == 0 && hasFooter(indexPath.section) ? index + header + itemCount : nil
        }
    }

    /// The index in flat order of the cell at `indexPath`, which must exist: see
    /// ``flatIndex(of:at:transitioningTo:)``.
    public func flatIndex(ofItemAt indexPath: IndexPath, transitioningTo next: LayoutSpec? = nil) -> Int {
        flatIndex(of: .cell, at: indexPath, transitioningTo: next)!
    }
}
