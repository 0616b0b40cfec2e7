import SwitchLayout

// The scrolling queries: the destination's target content offset and carousel snapping. Both
// work on the vertical axis; a horizontal layout transposes offsets and frames in and out.

extension ReferenceLayout {
    public func targetContentOffset(
        forProposedContentOffset offset: Point, viewportSize: Size, mapping: ContentOffsetMapping
    ) -> Point {
        guard let transition else {
            return currentSpec.clampedContentOffset(
                offset, contentSize: collectionViewContentSize, viewportSize: viewportSize)
        }
        let current = transition.currentLayout
        let next = transition.nextLayout
        let axis = current.spec.axis
        let proposed = axis.vertical(offset)
        switch mapping {
        case .legacyDisplaySwitcher:
            let y = LegacyDisplaySwitcher.contentOffset(proposed.y, from: current.spec, to: next.spec)
            return axis.vertical(Point(x: proposed.x, y: y))
        case .anchored:
            var target = proposed
            let visibleTop = proposed.y + current.spec.verticalContentInset.top
            if let anchor = current.cachedAttributes.first(where: {
                $0.elementKind == .cell && axis.vertical($0.frame).maxY > visibleTop
            }), let destination = next.layoutAttributesForElement(ofKind: .cell, at: anchor.indexPath) {
                let slotTop = axis.vertical(destination.frame).minY - next.spec.cellPadding.y
                target.y = slotTop - next.spec.verticalContentInset.top
            }
            return next.spec.clampedContentOffset(
                axis.vertical(target), contentSize: next.collectionViewContentSize, viewportSize: viewportSize)
        }
    }

    public func snappedContentOffset(forProposedContentOffset offset: Point, viewportSize: Size) -> Point {
        let axis = currentSpec.axis
        var target = axis.vertical(offset)
        let centre = target.y + axis.vertical(viewportSize).height / 2
        var nearest: (distance: Double, midY: Double)?
        for element in allAttributes() where element.elementKind == .cell {
            let midY = axis.vertical(element.frame).midY
            let distance = abs(midY - centre)
            if distance < nearest?.distance ?? .infinity {
                nearest = (distance, midY)
            }
        }
        if let nearest {
            target.y = nearest.midY - axis.vertical(viewportSize).height / 2
        }
        return currentSpec.clampedContentOffset(
            axis.vertical(target), contentSize: collectionViewContentSize, viewportSize: viewportSize)
    }
}
