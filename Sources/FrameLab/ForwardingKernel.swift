import SwitchLayout

/// A kernel built around another, `base`, that answers everything it does not change itself:
/// the lab's peers and proofs (``CPeerLayout``, ``SlowedKernel``) each replace a few
/// requirements and forward the rest.
package protocol ForwardingKernel: LayoutKernel {
    /// The kernel that does the work.
    associatedtype Base: LayoutKernel
    /// The kernel that does the work.
    var base: Base { get set }
    /// A kernel around `base`.
    init(base: Base)
}

extension ForwardingKernel {
    @inlinable package init(_ spec: LayoutSpec) throws(LayoutError) {
        self.init(base: try Base(spec))
    }

    @inlinable package var currentSpec: LayoutSpec { base.currentSpec }
    @inlinable package var nextSpec: LayoutSpec? { base.nextSpec }
    @inlinable package var transitionProgress: Double { base.transitionProgress }
    @inlinable package var elementCount: Int { base.elementCount }
    @inlinable package var collectionViewContentSize: Size { base.collectionViewContentSize }

    @inlinable package mutating func startTransition(to spec: LayoutSpec) throws(LayoutError) {
        try base.startTransition(to: spec)
    }

    @inlinable package mutating func setTransitionProgress(_ progress: Double) throws(LayoutError) {
        try base.setTransitionProgress(progress)
    }

    @inlinable package mutating func finishTransition() {
        base.finishTransition()
    }

    @inlinable package mutating func cancelTransition() {
        base.cancelTransition()
    }

    @inlinable package func layoutAttributesForElements(in rect: Rect, into attributes: inout [LayoutAttributes]) {
        base.layoutAttributesForElements(in: rect, into: &attributes)
    }

    @inlinable package func layoutAttributesForElement(ofKind kind: ElementKind, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        base.layoutAttributesForElement(ofKind: kind, at: indexPath)
    }

    @inlinable package func indexPathForItem(at point: Point) -> IndexPath? {
        base.indexPathForItem(at: point)
    }

    @inlinable package func targetContentOffset(
        forProposedContentOffset offset: Point, viewportSize: Size, mapping: ContentOffsetMapping
    ) -> Point {
        base.targetContentOffset(forProposedContentOffset: offset, viewportSize: viewportSize, mapping: mapping)
    }

    @inlinable package func snappedContentOffset(forProposedContentOffset offset: Point, viewportSize: Size) -> Point {
        base.snappedContentOffset(forProposedContentOffset: offset, viewportSize: viewportSize)
    }

    @inlinable package mutating func setAppearance(_ appearance: ItemAppearance?, forItemAt indexPath: IndexPath)
        throws(LayoutError)
    {
        try base.setAppearance(appearance, forItemAt: indexPath)
    }

    @inlinable package func layoutFramesForAllElements(into frames: inout ElementFrames) {
        base.layoutFramesForAllElements(into: &frames)
    }
}
