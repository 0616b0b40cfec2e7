import SwitchLayout

// The rect query at rest, the commonest (every scroll frame): one layout, no pair, no
// interpolation, in a path of its own. A frame whose caches are cold fetches its code line by
// line, and this path has far fewer lines than the transition's.

extension PreparedLayout {
    /// The attributes of the elements whose frames meet `rect` at rest, in flat order, into
    /// `attributes` (emptied first, its capacity kept).
    @inline(never)
    func layoutAttributesForElements(in rect: Rect, into attributes: inout [LayoutAttributes]) {
        attributes.removeAll(keepingCapacity: true)
        guard !rect.isEmpty else { return }
        let vertical = axis.vertical(rect)
        let window = AxisWindow(from: vertical.minY, to: vertical.maxY, progress: 0, edgeScale: contentLength)
        for section in sections.count == 1 ? 0..<1 : sections(meeting: window) {
            if hasSupplementaryElements {
                appendSupplementary(.header, inSection: section, meeting: vertical, to: &attributes)
            }
            let items =
                isSelfSizing
                ? restingSelfSizingCandidates(inSection: section, meeting: window)
                : restingUniformCandidates(inSection: section, meeting: window)
            attributes.appendCells(items, axis: axis) { chunk, answer in
                if isSelfSizing {
                    appendRestingAttributes(
                        AnyPair.self, ofCells: chunk, inSection: section, meeting: vertical, to: &answer)
                } else {
                    appendRestingUniformAttributes(ofCells: chunk, inSection: section, meeting: vertical, to: &answer)
                }
            }
            if hasSupplementaryElements {
                appendSupplementary(.footer, inSection: section, meeting: vertical, to: &attributes)
            }
        }
    }

    /// Appends section `section`'s header or footer, if it has one that meets `rect` (vertical
    /// axis). Out of line: most collections have neither.
    @inline(never)
    private func appendSupplementary(
        _ kind: ElementKind, inSection section: Int, meeting rect: Rect, to attributes: inout [LayoutAttributes]
    ) {
        guard let frame = kind == .header ? headerFrame(inSection: section) : footerFrame(inSection: section),
            frame.intersects(rect)
        else { return }
        attributes.append(
            LayoutAttributes(
                indexPath: IndexPath(item: 0, section: section), elementKind: kind, frame: axis.vertical(frame),
                alpha: 1, transitionProgress: 0, nextLayoutCellFrame: axis.vertical(frame), layoutState: state))
    }

    /// ``appendRestingAttributes(_:ofCells:inSection:meeting:to:)`` for uniform rows, out of line:
    /// compiled alone, the loop took fewer instructions than inlined into the query (a query of a
    /// list, the gate's `rect-query`).
    @inline(never)
    private func appendRestingUniformAttributes(
        ofCells items: Range<Int>, inSection section: Int, meeting rect: Rect,
        to answer: inout OutputSpan<LayoutAttributes>
    ) {
        appendRestingAttributes(UniformPair.self, ofCells: items, inSection: section, meeting: rect, to: &answer)
    }

    /// Appends the attributes of the cells `items` (candidates, in item order) of section
    /// `section` whose frames meet `rect` (vertical axis, not empty), in the loop compiled for
    /// `Shape`: each frame at the column and row that a cursor of whole numbers carries.
    @inline(__always)
    private func appendRestingAttributes<Shape: PairShape>(
        _: Shape.Type, ofCells items: Range<Int>, inSection section: Int, meeting rect: Rect,
        to answer: inout OutputSpan<LayoutAttributes>
    ) {
        let cells = SectionCells<Double>(section: section, of: self)
        let columns = columns
        var (row, column) = gridLanes.one.position(ofItem: items.lowerBound)
        let edges = (rect.minX, rect.maxX, rect.minY, rect.maxY)
        for item in items {
            let frame = cells.frames(Shape.self, at: item, column: Double(column), row: Double(row)).rect(lane: 0)
            if frame.intersectsWithNonNegativeSize(edges) {
                answer.append(
                    LayoutAttributes(
                        indexPath: IndexPath(item: item, section: section), elementKind: .cell, frame: frame, alpha: 1,
                        transitionProgress: 0, nextLayoutCellFrame: frame, layoutState: state))
            }
            column += 1
            if column == columns { (row, column) = (row + 1, 0) }
        }
    }
}
