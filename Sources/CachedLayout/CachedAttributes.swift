import Algorithms
import ReferenceLayout
import SwitchLayout

/// One prepared layout state as a `UICollectionViewLayout` subclass written for speed caches it
/// (the pattern of Apple's custom-layout sample code): an attributes object per element, made
/// once in `prepare()`, in flat order, which is also their order along the scroll axis, so a
/// query binary-searches for where its rect begins and scans forward from there.
final class CachedAttributes {
    /// The validated spec this layout lays out.
    let spec: LayoutSpec
    /// Every element's attributes, in flat order.
    private(set) var elements: [CollectionViewLayoutAttributes] = []
    /// For each element, the furthest end along the scroll axis of it and every element before
    /// it, in points: non-decreasing even when the cells of a row end at different places
    /// (self-sizing rows), so the first element that may reach into a rect is a binary search.
    private(set) var furthestEnds: [Double] = []
    /// Whether the elements' starts along the scroll axis never decrease in flat order, which a
    /// scan needs to stop early; always so for a valid spec, checked anyway.
    private(set) var startsAreSorted = true
    /// The size of the content, in points.
    private(set) var collectionViewContentSize: Size = .zero

    init(_ spec: LayoutSpec) throws(LayoutError) {
        try spec.validate()
        self.spec = spec
        prepare()
    }

    /// Throws unless `appearance` is valid for an existing item at `indexPath`
    /// (``SwitchLayout/LayoutSpec/validateAppearance(_:forItemAt:)``). A method of the layout, so
    /// that the spec is borrowed: read through the kernel's `currentSpec`, it is copied.
    func validateAppearance(_ appearance: ItemAppearance?, forItemAt indexPath: IndexPath) throws(LayoutError) {
        try spec.validateAppearance(appearance, forItemAt: indexPath)
    }

    /// Makes every element's attributes object and the search index, walking the spec once.
    private func prepare() {
        var furthestEnd = -Double.infinity
        var previousStart = -Double.infinity
        let count = spec.itemCount + spec.sections.count * 2
        elements.reserveCapacity(count)
        furthestEnds.reserveCapacity(count)
        collectionViewContentSize = spec.forEachElement { kind, indexPath, frame in
            elements.append(
                CollectionViewLayoutAttributes(
                    indexPath: indexPath, elementKind: kind, frame: frame, layoutState: spec.state))
            let alongAxis = spec.axis.vertical(frame)
            furthestEnd = max(furthestEnd, alongAxis.maxY)
            furthestEnds.append(furthestEnd)
            startsAreSorted = startsAreSorted && alongAxis.minY >= previousStart
            previousStart = alongAxis.minY
        }
    }

    /// The start along the scroll axis of the element at `index`, in points.
    func start(at index: Int) -> Double { spec.axis.vertical(elements[index].frame).minY }

    /// The index of the first element that may reach past `position` along the scroll axis:
    /// every element before it ends at or before `position`.
    func firstIndex(reachingPast position: Double) -> Int {
        furthestEnds.partitioningIndex { $0 > position }
    }

    /// Calls `body` with the index of every element that may meet the band from `start` to `end`
    /// along the scroll axis (points), in flat order, until it returns `false`.
    func forEachCandidate(from start: Double, to end: Double, _ body: (Int) -> Bool) {
        var index = startsAreSorted ? firstIndex(reachingPast: start) : 0
        while index < elements.count {
            if startsAreSorted && self.start(at: index) > end { return }
            guard body(index) else { return }
            index += 1
        }
    }
}
