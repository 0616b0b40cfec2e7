import SwitchLayout

// The scrolling queries: the shared math of `LayoutSpec`, with the candidate search for the cell
// involved.

extension OptimizedLayout {
    @_specialize(where Lane == SIMD8<Double>)
    @_specialize(where Lane == Double)
    public func targetContentOffset(
        forProposedContentOffset offset: Point, viewportSize: Size, mapping: ContentOffsetMapping
    ) -> Point {
        guard pair.isTransitioning else {
            return currentSpec.clampedContentOffset(
                offset, contentSize: collectionViewContentSize, viewportSize: viewportSize)
        }
        let next = pair.next
        return currentSpec.targetContentOffset(
            forProposedContentOffset: offset, viewportSize: viewportSize, mapping: mapping, next: next.spec,
            nextContentSize: next.contentSize
        ) { position in
            firstCellInCurrentLayout(endingAfter: position).map { section, item in
                pair.axis.vertical(SectionCells<Double>(section: section, of: next).frame(ofItem: item))
            }
        }
    }

    @_specialize(where Lane == SIMD8<Double>)
    @_specialize(where Lane == Double)
    public func snappedContentOffset(forProposedContentOffset offset: Point, viewportSize: Size) -> Point {
        currentSpec.snappedContentOffset(
            forProposedContentOffset: offset, viewportSize: viewportSize, contentSize: collectionViewContentSize
        ) { position in
            // A closure, not the method reference: that would box a copy of `self` on the heap.
            nearestCellCentre(to: position)
        }
    }

    /// The section and item of the first cell of the current layout, at rest, in flat order, whose
    /// frame ends after `position` along the scroll axis: the first candidate for the window from
    /// `position` on that does.
    private func firstCellInCurrentLayout(endingAfter position: Double) -> (section: Int, item: Int)? {
        let layout = LayoutPair(resting: pair.current)
        let limit = Lane(repeating: position)
        var found: (section: Int, item: Int)?
        _ = layout.forEachCandidate(
            meeting: layout.window(from: position, to: .infinity), cellsOnly: true, supplementary: { _ in true }
        ) { (group: CellGroup<Lane>) in
            let endsAfter = group.cellLanes & limit.lanes(lessThan: group.frames.maxY)
            guard endsAfter != 0 else { return true }
            found = (group.section, group.firstItem + endsAfter.trailingZeroBitCount)
            return false
        }
        return found
    }

    /// The centre along the scroll axis of the cell whose centre is nearest `position`, the
    /// lowest index among equals: searches a window around `position` that grows fourfold until
    /// it holds a cell whose centre lies inside it, which no cell outside the window can beat.
    /// Once the window spans the content (or the content's length or `position` is not finite,
    /// so no window can), it searches every element, as the reference does.
    private func nearestCellCentre(to position: Double) -> Double? {
        var reach = pair.axis.vertical(currentSpec.boundsSize).height / 2 + 1
        let extent = pair.axis.vertical(collectionViewContentSize).height + abs(position)
        while true {
            let searchesEverything = !(reach < 4 * extent)
            let window =
                searchesEverything
                ? pair.window(from: -.infinity, to: .infinity) : pair.window(from: position - reach, to: position + reach)
            var nearest: (distance: Double, centre: Double)?
            _ = pair.forEachCandidate(meeting: window, cellsOnly: true, supplementary: { _ in true }) {
                (group: CellGroup<Lane>) in
                let centres = group.frames.midY
                for lane in 0..<group.count {
                    let distance = abs(centres.lane(lane) - position)
                    if distance < nearest?.distance ?? .infinity {
                        nearest = (distance, centres.lane(lane))
                    }
                }
                return true
            }
            if let nearest, nearest.distance <= reach { return nearest.centre }
            if searchesEverything { return nearest?.centre }
            reach *= 4
        }
    }
}
