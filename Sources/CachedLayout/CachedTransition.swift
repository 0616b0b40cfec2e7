import Algorithms
import ReferenceLayout
import SwitchLayout

/// A transition between two cached layouts, as a `UICollectionViewTransitionLayout` subclass
/// written for speed does it: elements are paired by index path once, when it starts (O(n), as
/// UIKit does); for progress in [0, 1] the elements both layouts have keep their order along the
/// scroll axis (each position is a weighted mean of two sorted ones), so a query binary-searches
/// for where its rect begins, interpolates only the candidates from there and makes attributes
/// objects for those it returns. Outside [0, 1] (a spring's overshoot) it interpolates every
/// element. The few headers and footers that only one layout has fade in place and are checked
/// one by one.
final class CachedTransition {
    /// An element of the transition: its attributes in the current layout, in the next, or both.
    typealias Element = (current: CollectionViewLayoutAttributes?, next: CollectionViewLayoutAttributes?)

    let currentLayout: CachedAttributes
    let nextLayout: CachedAttributes
    /// Any finite number; outside [0, 1] frames extrapolate.
    var transitionProgress = 0.0
    /// Every element, in flat order.
    let elements: [Element]
    /// The elements both layouts have, in flat order, by their index in ``elements``.
    private let moving: [Int]
    /// For each element of ``moving``, the furthest end along the scroll axis of it and those
    /// before it, in the current layout and in the next, in points.
    private let currentFurthestEnds: [Double]
    private let nextFurthestEnds: [Double]
    /// The headers and footers only one layout has, by their index in ``elements``.
    private let fading: [Int]
    /// The furthest any edge lies from 0 along the scroll axis in either layout, in points: the
    /// scale of the rounding of interpolated edges.
    private let edgeScale: Double

    init(from currentLayout: CachedAttributes, to nextLayout: CachedAttributes) throws(LayoutError) {
        try currentLayout.spec.validateTransition(to: nextLayout.spec)
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        let elements: [Element] = currentLayout.spec.transitionElements(to: nextLayout.spec).map { pair in
            (pair.current.map { currentLayout.elements[$0] }, pair.next.map { nextLayout.elements[$0] })
        }
        let moving = elements.indices.filter { elements[$0].current != nil && elements[$0].next != nil }
        let axis = currentLayout.spec.axis
        func furthestEnds(_ frame: (Element) -> Rect) -> [Double] {
            var furthestEnd = -Double.infinity
            return moving.map { index in
                furthestEnd = max(furthestEnd, axis.vertical(frame(elements[index])).maxY)
                return furthestEnd
            }
        }
        self.elements = elements
        self.moving = moving
        fading = elements.indices.filter { elements[$0].current == nil || elements[$0].next == nil }
        currentFurthestEnds = furthestEnds { $0.current!.frame }
        nextFurthestEnds = furthestEnds { $0.next!.frame }
        func extent(_ attributes: CollectionViewLayoutAttributes?) -> Double {
            guard let frame = attributes.map({ axis.vertical($0.frame) }) else { return 0 }
            return max(abs(frame.minY), abs(frame.maxY))
        }
        edgeScale = elements.reduce(0) { max($0, extent($1.current), extent($1.next)) }
    }

    var elementCount: Int { elements.count }

    /// The content size interpolated like a frame, in points.
    var collectionViewContentSize: Size {
        currentLayout.collectionViewContentSize.interpolated(
            to: nextLayout.collectionViewContentSize, progress: transitionProgress)
    }

    /// The attributes of the element at `index` at the current progress, as a new object.
    func attributes(at index: Int) -> CollectionViewLayoutAttributes {
        CollectionViewLayoutAttributes(
            interpolating: elements[index].current, elements[index].next, progress: transitionProgress,
            layoutState: nextLayout.spec.state)
    }

    /// The frame of the element at `index` at the current progress, in points.
    func frame(at index: Int) -> Rect {
        CollectionViewLayoutAttributes.interpolatedFrameAndAlpha(
            elements[index].current, elements[index].next, progress: transitionProgress
        ).frame
    }

    /// Calls `body` with the index in ``elements`` of every element both layouts have that may
    /// meet the band from `start` to `end` along the scroll axis (points), in flat order, until
    /// it returns `false`.
    func forEachMovingCandidate(from start: Double, to end: Double, _ body: (Int) -> Bool) {
        let progress = transitionProgress
        let isSorted =
            (0...1).contains(progress) && currentLayout.startsAreSorted && nextLayout.startsAreSorted
        // Interpolation rounds, by up to a few units in the last place of the largest edge (all of
        // it when the two layouts' lengths are far apart: positions then cancel out and lose
        // their order): a margin of a billionth of it, at this progress, keeps every element
        // whose edge may lie on the band's edge a candidate, and the exact test decides.
        let margin = 1e-9 * (edgeScale * (2 + 4 * abs(progress)) + 1)
        var position =
            isSorted
            ? moving.indices.partitioningIndex {
                currentFurthestEnds[$0] + (nextFurthestEnds[$0] - currentFurthestEnds[$0]) * progress > start - margin
            } : 0
        let axis = currentLayout.spec.axis
        while position < moving.count {
            let index = moving[position]
            if isSorted && axis.vertical(frame(at: index)).minY > end + margin { return }
            guard body(index) else { return }
            position += 1
        }
    }

    /// Calls `body` with the index in ``elements`` of every header and footer only one layout
    /// has, in flat order.
    func forEachFadingElement(_ body: (Int) -> Void) {
        fading.forEach(body)
    }
}
