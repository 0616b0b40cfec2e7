import SwitchLayout

// The scrolling queries: the shared math of `LayoutSpec`, with searches over the block bounds.

extension OptimizedLayout {
    @_specialize(where Lane == SIMD8<Double>)
    @_specialize(where Lane == Double)
    public func targetContentOffset(
        forProposedContentOffset offset: Point, viewportSize: Size, mapping: ContentOffsetMapping
    ) -> Point {
        guard nextSpec != nil else {
            return currentSpec.clampedContentOffset(
                offset, contentSize: collectionViewContentSize, viewportSize: viewportSize)
        }
        return currentSpec.targetContentOffset(
            forProposedContentOffset: offset, viewportSize: viewportSize, mapping: mapping, next: table.next.spec,
            nextContentSize: table.next.contentSize
        ) { position in
            firstCellInCurrentLayout(endingAfter: position).map { table.nextFrames[$0] }
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

    /// The flat index of the first cell of the current layout whose frame ends after `position`
    /// along the scroll axis: the first block whose bounds at progress 0 reach past it holds the
    /// first element that does, and the scan goes on from there to the first such cell.
    private func firstCellInCurrentLayout(endingAfter position: Double) -> Int? {
        let origin = table.currentFrames.origin(along: table.axis)
        let size = table.currentFrames.size(along: table.axis)
        let start = table.bounds.firstBlock(reaching: position, progress: 0) * BlockBounds.blockSize
        return (min(start, table.count)..<table.count).first { index in
            table.kinds[index] == .cell && table.alphaStart[index] > 0
                && max(origin[index], origin[index] + size[index]) > position
        }
    }

    /// The centre along the scroll axis of the cell whose centre is nearest `position`, the
    /// lowest index among equals: searches a window around `position` that grows fourfold until
    /// it holds a cell whose centre lies inside it, which no cell outside the window can beat.
    /// Once the window spans the content (or the content's length or `position` is not finite,
    /// so no window can), it searches every block, as the reference does.
    private func nearestCellCentre(to position: Double) -> Double? {
        let axis = table.axis
        var reach = axis.vertical(table.current.spec.boundsSize).height / 2 + 1
        let extent = axis.vertical(collectionViewContentSize).height + abs(position)
        while true {
            let blocks =
                reach < 4 * extent
                ? table.bounds.candidateBlocks(from: position - reach, to: position + reach, progress: transitionProgress)
                : 0..<table.bounds.blockCount
            var nearest: (distance: Double, centre: Double)?
            for index in table.elements(in: blocks) where table.kinds[index] == .cell {
                let frame = axis.vertical(
                    table.currentFrames[index].interpolated(to: table.nextFrames[index], progress: transitionProgress))
                let distance = abs(frame.midY - position)
                if distance < nearest?.distance ?? .infinity {
                    nearest = (distance, frame.midY)
                }
            }
            if let nearest, nearest.distance <= reach { return nearest.centre }
            if blocks.count == table.bounds.blockCount { return nearest?.centre }
            reach *= 4
        }
    }
}
