import SwitchLayout

/// One prepared layout state, as DisplaySwitcher's `DisplaySwitchLayout` on UIKit: `prepare()`
/// computes an attributes object for every element up front, and each query scans them all.
final class DisplaySwitchLayout {
    /// The validated spec this layout lays out.
    let spec: LayoutSpec
    /// Every element's attributes, in flat order.
    private(set) var cachedAttributes: [CollectionViewLayoutAttributes] = []
    /// The size of the content, in points.
    private(set) var collectionViewContentSize: Size = .zero

    init(_ spec: LayoutSpec) throws(LayoutError) {
        try spec.validate()
        self.spec = spec
        prepare()
    }

    /// Lays out every element on the vertical axis (§2, §3 of the layout math), then transposes
    /// the frames for a horizontal layout.
    private func prepare() {
        var attributes: [CollectionViewLayoutAttributes] = []
        attributes.reserveCapacity(spec.itemCount + 2 * spec.sections.count)
        var top = 0.0
        var flatItem = 0
        for (section, sectionSpec) in spec.sections.enumerated() {
            if sectionSpec.headerHeight > 0 {
                attributes.append(supplementary(.header, section: section, top: top, height: sectionSpec.headerHeight))
                top += sectionSpec.headerHeight
            }
            top = appendCells(of: section, count: sectionSpec.itemCount, firstFlatItem: flatItem, top: top, to: &attributes)
            flatItem += sectionSpec.itemCount
            if sectionSpec.footerHeight > 0 {
                attributes.append(supplementary(.footer, section: section, top: top, height: sectionSpec.footerHeight))
                top += sectionSpec.footerHeight
            }
        }
        if spec.axis == .horizontal {
            for element in attributes {
                element.frame = element.frame.transposed
                element.nextLayoutCellFrame = element.frame
            }
        }
        cachedAttributes = attributes
        collectionViewContentSize = spec.axis.vertical(Size(width: spec.contentWidth, height: top))
    }

    /// Appends the cells of one section, rows starting at `top`, and returns the bottom of the
    /// last row's slot.
    private func appendCells(
        of section: Int, count: Int, firstFlatItem: Int, top: Double,
        to attributes: inout [CollectionViewLayoutAttributes]
    ) -> Double {
        let columns = spec.columns
        let padding = spec.cellPadding
        let uniformPitch = spec.uniformRowHeight + padding.y
        var rowTop = top
        for (row, rowStart) in stride(from: 0, to: count, by: columns).enumerated() {
            let rowItems = rowStart..<min(rowStart + columns, count)
            if spec.itemHeights == nil {
                rowTop = top + Double(row) * uniformPitch
            }
            var tallest = 0.0
            for item in rowItems {
                let rowHeight = spec.rowHeight(forItemAt: firstFlatItem + item)
                tallest = max(tallest, rowHeight)
                let frame = Rect(
                    x: Double(item - rowStart) * spec.columnWidth + padding.x,
                    y: rowTop + padding.y,
                    width: spec.cellWidth,
                    height: rowHeight - padding.y)
                attributes.append(
                    CollectionViewLayoutAttributes(
                        indexPath: IndexPath(item: item, section: section), elementKind: .cell,
                        frame: frame, layoutState: spec.state))
            }
            rowTop += tallest + padding.y
        }
        if spec.itemHeights == nil {
            let rows = (count + columns - 1) / columns
            return top + Double(rows) * uniformPitch
        }
        return rowTop
    }

    private func supplementary(_ kind: ElementKind, section: Int, top: Double, height: Double)
        -> CollectionViewLayoutAttributes
    {
        let padding = spec.supplementaryPadding
        let frame = Rect(
            x: padding.x, y: top + padding.y,
            width: spec.contentWidth - 2 * padding.x, height: height - 2 * padding.y)
        return CollectionViewLayoutAttributes(
            indexPath: IndexPath(item: 0, section: section), elementKind: kind, frame: frame,
            layoutState: spec.state)
    }

    /// The elements whose frames intersect `rect`: a scan of every element.
    func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        cachedAttributes.filter { $0.frame.intersects(rect) }
    }

    /// The element of `kind` at `indexPath`: a scan of every element.
    func layoutAttributesForElement(ofKind kind: ElementKind, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        cachedAttributes.first { $0.isElement(ofKind: kind, at: indexPath) }
    }
}
