import SwitchLayout

// The scrolling queries: the shared math of `LayoutSpec`, with the search for the cell involved
// (LayoutMoment+ContentOffset).

extension OptimizedLayout {
    public func targetContentOffset(
        forProposedContentOffset offset: Point, viewportSize: Size, mapping: ContentOffsetMapping
    ) -> Point {
        guard pair.isTransitioning else {
            return currentSpec.clampedContentOffset(
                offset, contentSize: collectionViewContentSize, viewportSize: viewportSize)
        }
        let next = pair.next
        let axis = pair.moment.axis
        return currentSpec.targetContentOffset(
            forProposedContentOffset: offset, viewportSize: viewportSize, mapping: mapping, next: next.spec,
            nextContentSize: next.contentSize
        ) { position in
            let resting = LayoutPair(resting: pair.current)
            return withExtendedLifetime(resting) {
                resting.moment.firstCell(endingAfter: position)
            }.map { section, item in
                axis.vertical(SectionCells<Double>(section: section, of: next).frame(ofItem: item))
            }
        }
    }

    public func snappedContentOffset(forProposedContentOffset offset: Point, viewportSize: Size) -> Point {
        currentSpec.snappedContentOffset(
            forProposedContentOffset: offset, viewportSize: viewportSize, contentSize: collectionViewContentSize
        ) { position in
            pair.moment.nearestCellCentre(to: position)
        }
    }
}
