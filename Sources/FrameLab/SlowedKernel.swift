import SwitchLayout

/// A deliberately slower kernel: `Base` answering every per-frame query (the rect query, the
/// element lookup, the hit test, full interpolation) ``workRepetitions`` times over. It exists
/// only to prove that the regression gate catches a slower kernel; the answers are `Base`'s.
public struct SlowedKernel<Base: LayoutKernel>: LayoutKernel {
    /// How many times each query runs.
    public static var workRepetitions: Int { 16 }

    private var base: Base

    public init(_ spec: LayoutSpec) throws(LayoutError) {
        base = try Base(spec)
    }

    public var currentSpec: LayoutSpec { base.currentSpec }
    public var nextSpec: LayoutSpec? { base.nextSpec }
    public var transitionProgress: Double { base.transitionProgress }
    public var elementCount: Int { base.elementCount }
    public var collectionViewContentSize: Size { base.collectionViewContentSize }

    public mutating func startTransition(to spec: LayoutSpec) throws(LayoutError) {
        try base.startTransition(to: spec)
    }

    public mutating func setTransitionProgress(_ progress: Double) throws(LayoutError) {
        try base.setTransitionProgress(progress)
    }

    public mutating func finishTransition() {
        base.finishTransition()
    }

    public mutating func cancelTransition() {
        base.cancelTransition()
    }

    public func layoutAttributesForElements(in rect: Rect, into attributes: inout [LayoutAttributes]) {
        repeated { base.layoutAttributesForElements(in: rect, into: &attributes) }
    }

    public func layoutAttributesForElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        repeated { base.layoutAttributesForElement(ofKind: kind, at: indexPath) }
    }

    public func indexPathForItem(at point: Point) -> IndexPath? {
        repeated { base.indexPathForItem(at: point) }
    }

    public func targetContentOffset(
        forProposedContentOffset offset: Point, viewportSize: Size, mapping: ContentOffsetMapping
    ) -> Point {
        base.targetContentOffset(forProposedContentOffset: offset, viewportSize: viewportSize, mapping: mapping)
    }

    public func snappedContentOffset(forProposedContentOffset offset: Point, viewportSize: Size) -> Point {
        base.snappedContentOffset(forProposedContentOffset: offset, viewportSize: viewportSize)
    }

    public func layoutFramesForAllElements(into frames: inout ElementFrames) {
        repeated { base.layoutFramesForAllElements(into: &frames) }
    }

    /// The answer of the last of ``workRepetitions`` runs of `work`.
    private func repeated<Answer>(_ work: () -> Answer) -> Answer {
        for _ in 1..<Self.workRepetitions {
            _ = work()
        }
        return work()
    }
}
