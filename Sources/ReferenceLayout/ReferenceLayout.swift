import SwitchLayout

/// The reference implementation of ``LayoutKernel``: DisplaySwitcher on UIKit, faithfully. It
/// prepares one attributes object per element, answers every query by scanning all of them, and
/// during a transition interpolates every element (allocating) and keeps what the query asks
/// for. Plain and O(n) per query: the yardstick the optimized kernels are checked against.
public final class ReferenceLayout: LayoutKernel {
    private(set) var layout: DisplaySwitchLayout
    private(set) var transition: DisplaySwitchTransitionLayout?
    /// The appearances set on items, applied to every layout prepared from now on.
    private var appearances: [IndexPath: ItemAppearance] = [:]

    public init(_ spec: LayoutSpec) throws(LayoutError) {
        layout = try DisplaySwitchLayout(spec)
    }

    public var currentSpec: LayoutSpec { layout.spec }

    public var nextSpec: LayoutSpec? { transition?.nextLayout.spec }

    public func startTransition(to spec: LayoutSpec) throws(LayoutError) {
        let next = try DisplaySwitchLayout(spec)
        for (indexPath, appearance) in appearances {
            next.setAppearance(appearance, forItemAt: indexPath)
        }
        transition = try DisplaySwitchTransitionLayout(from: layout, to: next)
    }

    public func setAppearance(_ appearance: ItemAppearance?, forItemAt indexPath: IndexPath) throws(LayoutError) {
        try currentSpec.validateAppearance(appearance, forItemAt: indexPath)
        appearances[indexPath] = appearance
        layout.setAppearance(appearance ?? .identity, forItemAt: indexPath)
        transition?.nextLayout.setAppearance(appearance ?? .identity, forItemAt: indexPath)
    }

    public var transitionProgress: Double { transition?.transitionProgress ?? 0 }

    public func setTransitionProgress(_ progress: Double) throws(LayoutError) {
        try LayoutSpec.validateTransitionProgress(progress)
        guard let transition else { throw .noTransitionInProgress }
        transition.transitionProgress = progress
    }

    public func finishTransition() {
        guard let transition else { return }
        layout = transition.nextLayout
        self.transition = nil
    }

    public func cancelTransition() {
        transition = nil
    }

    public var elementCount: Int { transition?.elementCount ?? layout.cachedAttributes.count }

    public var collectionViewContentSize: Size {
        transition?.collectionViewContentSize ?? layout.collectionViewContentSize
    }

    public func layoutAttributesForElements(in rect: Rect, into attributes: inout [LayoutAttributes]) {
        let found = transition?.layoutAttributesForElements(in: rect) ?? layout.layoutAttributesForElements(in: rect)
        attributes.removeAll(keepingCapacity: true)
        attributes.append(contentsOf: found.lazy.map(\.value))
    }

    public func layoutAttributesForElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        let found =
            transition?.layoutAttributesForElement(ofKind: kind, at: indexPath)
            ?? layout.layoutAttributesForElement(ofKind: kind, at: indexPath)
        return found?.value
    }

    public func indexPathForItem(at point: Point) -> IndexPath? {
        allAttributes().first { $0.elementKind == .cell && $0.presentedFrame.contains(point) }?.indexPath
    }

    public func layoutFramesForAllElements(into frames: inout ElementFrames) {
        let attributes = allAttributes()
        frames.resize(to: attributes.count)
        for (index, element) in attributes.enumerated() {
            frames.x[index] = element.frame.origin.x
            frames.y[index] = element.frame.origin.y
            frames.width[index] = element.frame.size.width
            frames.height[index] = element.frame.size.height
            frames.alpha[index] = element.alpha
        }
    }

    /// Every element at the current state or progress (interpolated afresh during a transition).
    func allAttributes() -> [CollectionViewLayoutAttributes] {
        transition?.interpolatedAttributes() ?? layout.cachedAttributes
    }
}
