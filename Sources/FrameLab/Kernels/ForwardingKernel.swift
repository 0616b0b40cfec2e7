import SwitchLayout

/// A kernel built around another, `base`, that answers everything it does not change itself:
/// the lab's peers and proofs (``CPeerLayout``, ``SlowedKernel``) each replace a few
/// requirements and forward the rest.
public protocol ForwardingKernel: LayoutKernel {
    /// The kernel that does the work.
    associatedtype Base: LayoutKernel
    /// The kernel that does the work.
    var base: Base { get set }
    /// A kernel around `base`.
    init(base: Base)
}

extension ForwardingKernel {
    @inlinable public init(_ spec: LayoutSpec) throws(LayoutError) {
        self.init(base: try Base(spec))
    }

    @inlinable public var currentSpec: LayoutSpec { base.currentSpec }
    @inlinable public var nextSpec: LayoutSpec? { base.nextSpec }
    @inlinable public var transitionProgress: Double { base.transitionProgress }
    @inlinable public var elementCount: Int { base.elementCount }
    @inlinable public var collectionViewContentSize: Size { base.collectionViewContentSize }

    @inlinable public mutating func startTransition(to spec: LayoutSpec) throws(LayoutError) {
        try base.startTransition(to: spec)
    }

    @inlinable public mutating func setTransitionProgress(_ progress: Double) throws(LayoutError) {
        try base.setTransitionProgress(progress)
    }

    @inlinable public mutating func finishTransition() {
        base.finishTransition()
    }

    @inlinable public mutating func cancelTransition() {
        base.cancelTransition()
    }

    @inlinable public func layoutAttributesForElements(in rect: Rect, into attributes: inout [LayoutAttributes]) {
        base.layoutAttributesForElements(in: rect, into: &attributes)
    }

    @inlinable public func layoutAttributesForElement(ofKind kind: ElementKind, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        base.layoutAttributesForElement(ofKind: kind, at: indexPath)
    }

    @inlinable public func indexPathForItem(at point: Point) -> IndexPath? {
        base.indexPathForItem(at: point)
    }

    @inlinable public func targetContentOffset(
        forProposedContentOffset offset: Point, viewportSize: Size, mapping: ContentOffsetMapping
    ) -> Point {
        base.targetContentOffset(forProposedContentOffset: offset, viewportSize: viewportSize, mapping: mapping)
    }

    @inlinable public func snappedContentOffset(forProposedContentOffset offset: Point, viewportSize: Size) -> Point {
        base.snappedContentOffset(forProposedContentOffset: offset, viewportSize: viewportSize)
    }

    @inlinable public mutating func setAppearance(_ appearance: ItemAppearance?, forItemAt indexPath: IndexPath)
        throws(LayoutError)
    {
        try base.setAppearance(appearance, forItemAt: indexPath)
    }

    @inlinable public func layoutFramesForAllElements(into frames: inout ElementFrames) {
        base.layoutFramesForAllElements(into: &frames)
    }
}
