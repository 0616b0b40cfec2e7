import Algorithms
import SwitchLayout

// The scrolling queries: the anchor of a transition's target offset found by the binary search,
// snapping by a search outward from the proposed position (every element at a transition's
// progress, a rare query).

extension CachedLayout {
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
            // Every element before the first that reaches past `position` ends at or before it.
            for index in current.firstIndex(reachingPast: position)..<current.elements.count {
                let element = current.elements[index]
                if element.elementKind == .cell && axis.vertical(element.frame).maxY > position {
                    return next.spec.flatIndex(of: .cell, at: element.indexPath).map { next.elements[$0].frame }
                }
            }
            return nil
        }
    }

    public func snappedContentOffset(forProposedContentOffset offset: Point, viewportSize: Size) -> Point {
        let axis = currentSpec.axis
        return currentSpec.snappedContentOffset(
            forProposedContentOffset: offset, viewportSize: viewportSize, contentSize: collectionViewContentSize
        ) { position in
            var nearest: (distance: Double, centre: Double)?
            /// Keeps the cell with frame `frame` if it is nearer, or as near and `winsTies`.
            func consider(_ kind: ElementKind, _ frame: Rect, winsTies: Bool) {
                guard kind == .cell else { return }
                let centre = axis.vertical(frame).midY
                let distance = abs(centre - position)
                if distance < nearest?.distance ?? .infinity || (winsTies && distance == nearest?.distance) {
                    nearest = (distance, centre)
                }
            }
            if let transition {
                transition.forEachMovingCandidate(from: -.infinity, to: .infinity) { index in
                    consider(
                        transition.elements[index].current!.elementKind, transition.frame(at: index), winsTies: false)
                    return true
                }
                return nearest?.centre
            }
            let elements = layout.elements
            guard layout.startsAreSorted else {
                for element in elements { consider(element.elementKind, element.frame, winsTies: false) }
                return nearest?.centre
            }
            // Forward from the first element starting at or past `position`: a centre is at least
            // as far as its start. Then backward: no centre lies past the furthest end so far;
            // going backward, an equally near cell has the lower index and wins.
            let first = elements.indices.partitioningIndex { layout.start(at: $0) >= position }
            var index = first
            while index < elements.count, layout.start(at: index) - position < nearest?.distance ?? .infinity {
                consider(elements[index].elementKind, elements[index].frame, winsTies: false)
                index += 1
            }
            index = first - 1
            while index >= 0, position - layout.furthestEnds[index] <= nearest?.distance ?? .infinity {
                consider(elements[index].elementKind, elements[index].frame, winsTies: true)
                index -= 1
            }
            return nearest?.centre
        }
    }
}
