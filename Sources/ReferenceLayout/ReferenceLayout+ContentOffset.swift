import SwitchLayout

// The scrolling queries, answered by scanning every element.

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
        return current.spec.targetContentOffset(
            forProposedContentOffset: offset, viewportSize: viewportSize, mapping: mapping, next: next.spec,
            nextContentSize: next.collectionViewContentSize
        ) { position in
            let anchor = current.cachedAttributes.first {
                $0.elementKind == .cell && axis.vertical($0.frame).maxY > position
            }
            return anchor.flatMap { next.layoutAttributesForElement(ofKind: .cell, at: $0.indexPath)?.frame }
        }
    }

    public func snappedContentOffset(forProposedContentOffset offset: Point, viewportSize: Size) -> Point {
        let axis = currentSpec.axis
        return currentSpec.snappedContentOffset(
            forProposedContentOffset: offset, viewportSize: viewportSize, contentSize: collectionViewContentSize
        ) { position in
            var nearest: (distance: Double, centre: Double)?
            for element in allAttributes() where element.elementKind == .cell {
                let centre = axis.vertical(element.frame).midY
                if abs(centre - position) < nearest?.distance ?? .infinity {
                    nearest = (abs(centre - position), centre)
                }
            }
            return nearest?.centre
        }
    }
}
