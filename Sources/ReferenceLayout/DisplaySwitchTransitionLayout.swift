import SwitchLayout

/// A transition between two prepared layouts, as UIKit's default
/// `UICollectionViewTransitionLayout` (and TLLayoutTransitioning, which reimplements it) works:
/// elements are matched by kind and index path, and every query interpolates every element,
/// allocating a new attributes object for each.
final class DisplaySwitchTransitionLayout {
    /// An element of the transition: its attributes in the current layout, in the next, or both.
    private struct Element {
        var current: CollectionViewLayoutAttributes?
        var next: CollectionViewLayoutAttributes?
    }

    let currentLayout: DisplaySwitchLayout
    let nextLayout: DisplaySwitchLayout
    /// Any finite number; outside [0, 1] frames extrapolate.
    var transitionProgress = 0.0
    /// The elements of both layouts, in flat order.
    private let elements: [Element]

    init(from currentLayout: DisplaySwitchLayout, to nextLayout: DisplaySwitchLayout) throws(LayoutError) {
        try currentLayout.spec.validateTransition(to: nextLayout.spec)
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        elements = currentLayout.spec.transitionElements(to: nextLayout.spec).map { pair in
            Element(
                current: pair.current.map { currentLayout.cachedAttributes[$0] },
                next: pair.next.map { nextLayout.cachedAttributes[$0] })
        }
    }

    var elementCount: Int { elements.count }

    /// The content size interpolated like a frame, in points.
    var collectionViewContentSize: Size {
        currentLayout.collectionViewContentSize.interpolated(
            to: nextLayout.collectionViewContentSize, progress: transitionProgress)
    }

    /// The attributes of `element` at the current progress, as a new object.
    private func interpolatedAttributes(of element: Element) -> CollectionViewLayoutAttributes {
        CollectionViewLayoutAttributes(
            interpolating: element.current, element.next, progress: transitionProgress,
            layoutState: nextLayout.spec.state)
    }

    /// Every element at the current progress, interpolated afresh.
    func interpolatedAttributes() -> [CollectionViewLayoutAttributes] {
        elements.map(interpolatedAttributes(of:))
    }

    /// The elements whose interpolated presented frames intersect `rect`: interpolates every
    /// element and keeps those that intersect, as UIKit's transition layout does.
    func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        interpolatedAttributes().filter { $0.presentedFrame.intersects(rect) }
    }

    /// The element of `kind` at `indexPath` at the current progress: a scan, then one
    /// interpolation.
    func layoutAttributesForElement(ofKind kind: ElementKind, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        elements.first { ($0.current ?? $0.next!).isElement(ofKind: kind, at: indexPath) }
            .map(interpolatedAttributes(of:))
    }
}
