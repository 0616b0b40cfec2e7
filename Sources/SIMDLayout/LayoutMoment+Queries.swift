import SwitchLayout

// The rect query during a transition (at rest the prepared layout answers alone, in
// PreparedLayout+RestingAttributes) and the full interpolation (the hit test has its own file):
// the candidates that may meet the query along the scroll axis, then the exact test of each, on
// the vertical axis: one cell at a time for a query, `Lane.laneCount` for the full interpolation.
// Nothing here allocates, except `attributes` growing past its capacity. Never inlined, and not
// generic over `Lane` (only the full interpolation is): the kernels' entry points stay small, and
// a generic caller reaches a query without looking up a specialization.

extension LayoutMoment {
    @inline(never)
    func layoutAttributesForElements(in rect: Rect, into attributes: inout [LayoutAttributes]) {
        attributes.removeAll(keepingCapacity: true)
        guard !rect.isEmpty else { return }
        let vertical = axis.vertical(rect)
        _ = forEachCandidate(
            meeting: window(from: vertical.minY, to: vertical.maxY), cellsOnly: false,
            supplementary: { element in
                if element.frame.intersects(vertical) {
                    attributes.append(layoutAttributes(of: element))
                }
                return true
            },
            cells: { section, items in
                appendAttributes(ofCells: items, inSection: section, meeting: vertical, to: &attributes)
                return true
            })
    }

    @inline(never)
    func layoutAttributesForElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        let section = indexPath.section
        guard current.sections.indices.contains(section) else { return nil }
        guard kind == .cell else {
            guard indexPath.item == 0, let element = supplementary(kind, inSection: section) else { return nil }
            return layoutAttributes(of: element)
        }
        guard (0..<current.sections[section].itemCount).contains(indexPath.item) else { return nil }
        var attributes: LayoutAttributes?
        _ = forEachCell(inSection: section, items: indexPath.item..<indexPath.item + 1) { _, frame, nextFrame in
            attributes = cellAttributes(at: indexPath, frame: frame, nextFrame: nextFrame, axis: axis)
            return false
        }
        return attributes
    }

    @inline(never)
    func layoutFramesForAllElements<Lane: InterpolationLane>(into frames: inout ElementFrames, lanes _: Lane.Type) {
        frames.resize(to: elementCount)
        guard elementCount > 0 else { return }
        withGridPeriods(lanes: Lane.self) { periods in
            frames.withUnsafeMutableColumns { x, y, width, height, alpha in
                // Columns along and across the scroll axis: the frames are computed on the
                // vertical axis, and a horizontal layout's are their transposes.
                let (across, along, acrossSize, alongSize) =
                    axis == .vertical ? (x, y, width, height) : (y, x, height, width)
                // Cells never fade. Their alpha is stored with their frames, not in a pass of its
                // own: the loop is bound by its arithmetic, and a fifth store costs less than
                // re-walking a column.
                let opaque = Lane(repeating: 1)
                /// Writes `frame` (vertical axis) and `opacity` at `index`.
                func write(_ frame: Rect, alpha opacity: Double, at index: Int) {
                    (across[index], along[index]) = (frame.origin.x, frame.origin.y)
                    (acrossSize[index], alongSize[index]) = (frame.size.width, frame.size.height)
                    alpha[index] = opacity
                }
                // No closure below mutates what it captures, which would box it on the heap.
                var index = 0
                for section in current.sections.indices {
                    if let header = supplementary(.header, inSection: section) {
                        write(header.frame, alpha: header.alpha, at: index)
                        index += 1
                    }
                    let firstCell = index
                    _ = forEachCellGroup(inSection: section, periods: periods) { (group: CellGroup<Lane>) in
                        let frames = group.frames
                        let start = firstCell + group.firstItem
                        if group.count == Lane.laneCount {
                            frames.x.store(to: across.baseAddress! + start)
                            frames.y.store(to: along.baseAddress! + start)
                            frames.width.store(to: acrossSize.baseAddress! + start)
                            frames.height.store(to: alongSize.baseAddress! + start)
                            opaque.store(to: alpha.baseAddress! + start)
                        } else {
                            for lane in 0..<group.count {
                                write(frames.rect(lane: lane), alpha: 1, at: start + lane)
                            }
                        }
                        return true
                    }
                    index += current.sections[section].itemCount
                    if let footer = supplementary(.footer, inSection: section) {
                        write(footer.frame, alpha: footer.alpha, at: index)
                        index += 1
                    }
                }
            }
        }
    }

    /// The attributes of a header or footer, on the layout's own axis.
    func layoutAttributes(of element: SupplementaryElement) -> LayoutAttributes {
        LayoutAttributes(
            indexPath: IndexPath(item: 0, section: element.section), elementKind: element.kind,
            frame: axis.vertical(element.frame), alpha: element.alpha, transitionProgress: progress,
            nextLayoutCellFrame: axis.vertical(element.nextFrame), layoutState: nextState)
    }

    /// The attributes of the cell at `indexPath` whose frame and next frame are `frame` and
    /// `nextFrame` (vertical axis), on axis `axis`: the layout's own, or the vertical one for a
    /// loop that transposes its answer once it is written.
    @inline(__always)
    func cellAttributes(at indexPath: IndexPath, frame: Rect, nextFrame: Rect, axis: Axis) -> LayoutAttributes {
        LayoutAttributes(
            indexPath: indexPath, elementKind: .cell, frame: axis.vertical(frame), alpha: 1,
            transitionProgress: progress, nextLayoutCellFrame: axis.vertical(nextFrame), layoutState: nextState)
    }
}
