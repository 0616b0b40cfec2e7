import Algorithms
import ReferenceLayout
import SwitchLayout

/// The implementation of ``LayoutKernel`` a strong iOS engineer would write: a
/// `UICollectionViewLayout` subclass that caches one attributes object per element in
/// `prepare()` (O(n), as UIKit does) and answers `layoutAttributesForElements(in:)` and hit tests
/// with a binary search and a scan forward, as Apple's custom-layout sample code (WWDC 2018, "A
/// Tour of UICollectionView") does; during a transition, a binary search over the interpolated
/// positions, interpolating only the candidates and returning new attributes objects for them, as
/// a `UICollectionViewTransitionLayout` subclass would. Idiomatic classes, no SIMD, no structure
/// of arrays: the conventional peer the optimized kernels are measured against.
public final class CachedLayout: LayoutKernel {
    /// The layout at rest (the transition's current layout during one).
    private(set) var layout: CachedAttributes
    /// The running transition, if any.
    private(set) var transition: CachedTransition?
    /// The cells drawn with an appearance of their own, patched into each answer.
    private var appearances = ItemAppearances()

    public init(_ spec: LayoutSpec) throws(LayoutError) {
        layout = try CachedAttributes(spec)
    }

    public var currentSpec: LayoutSpec { layout.spec }

    public var nextSpec: LayoutSpec? { transition?.nextLayout.spec }

    public func startTransition(to spec: LayoutSpec) throws(LayoutError) {
        transition = try CachedTransition(from: layout, to: CachedAttributes(spec))
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

    public func setAppearance(_ appearance: ItemAppearance?, forItemAt indexPath: IndexPath) throws(LayoutError) {
        try layout.validateAppearance(appearance, forItemAt: indexPath)
        appearances[indexPath] = appearance
    }

    public var elementCount: Int { transition?.elementCount ?? layout.elements.count }

    public var collectionViewContentSize: Size {
        transition?.collectionViewContentSize ?? layout.collectionViewContentSize
    }

    public func layoutAttributesForElements(in rect: Rect, into attributes: inout [LayoutAttributes]) {
        attributes.removeAll(keepingCapacity: true)
        let band = currentSpec.axis.vertical(rect)
        if let transition {
            transition.forEachMovingCandidate(from: band.minY, to: band.maxY) { index in
                if transition.frame(at: index).intersects(rect) {
                    attributes.append(transition.attributes(at: index).value)
                }
                return true
            }
            transition.forEachFadingElement { index in
                let element = transition.attributes(at: index)
                guard element.frame.intersects(rect) else { return }
                let value = element.value
                attributes.insert(value, at: attributes.partitioningIndex { value.flatOrderKey < $0.flatOrderKey })
            }
        } else {
            layout.forEachCandidate(from: band.minY, to: band.maxY) { index in
                let element = layout.elements[index]
                if element.frame.intersects(rect) { attributes.append(element.value) }
                return true
            }
        }
        if !appearances.isEmpty {
            appearances.patch(&attributes, forElementsIn: rect) {
                layoutAttributesForElement(ofKind: .cell, at: $0, applyingAppearance: false)
            }
        }
    }

    public func layoutAttributesForElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        layoutAttributesForElement(ofKind: kind, at: indexPath, applyingAppearance: true)
    }

    private func layoutAttributesForElement(ofKind kind: ElementKind, at indexPath: IndexPath, applyingAppearance: Bool)
        -> LayoutAttributes?
    {
        guard let index = currentSpec.flatIndex(of: kind, at: indexPath, transitioningTo: nextSpec) else { return nil }
        var attributes = transition?.attributes(at: index).value ?? layout.elements[index].value
        if applyingAppearance, kind == .cell, let appearance = appearances[indexPath] {
            attributes.appearance = appearance
        }
        return attributes
    }

    public func indexPathForItem(at point: Point) -> IndexPath? {
        let position = currentSpec.axis.vertical(point).y
        var hit: IndexPath?
        func test(_ kind: ElementKind, _ indexPath: IndexPath, _ frame: Rect) -> Bool {
            guard kind == .cell, frame.contains(point), !appearances.contains(indexPath) else { return true }
            hit = indexPath
            return false
        }
        if let transition {
            transition.forEachMovingCandidate(from: position, to: position) { index in
                let element = transition.elements[index].current!
                return test(element.elementKind, element.indexPath, transition.frame(at: index))
            }
        } else {
            layout.forEachCandidate(from: position, to: position) { index in
                let element = layout.elements[index]
                return test(element.elementKind, element.indexPath, element.frame)
            }
        }
        guard !appearances.isEmpty else { return hit }
        return appearances.firstHit(at: point, after: hit) {
            layoutAttributesForElement(ofKind: .cell, at: $0, applyingAppearance: false)?.frame
        }
    }

    public func layoutFramesForAllElements(into frames: inout ElementFrames) {
        frames.resize(to: elementCount)
        for index in 0..<elementCount {
            let (frame, alpha) =
                if let transition {
                    CollectionViewLayoutAttributes.interpolatedFrameAndAlpha(
                        transition.elements[index].current, transition.elements[index].next,
                        progress: transition.transitionProgress)
                } else {
                    (layout.elements[index].frame, 1.0)
                }
            frames.x[index] = frame.origin.x
            frames.y[index] = frame.origin.y
            frames.width[index] = frame.size.width
            frames.height[index] = frame.size.height
            frames.alpha[index] = alpha
        }
        if !appearances.isEmpty {
            frames.setAlpha(of: appearances, current: currentSpec, next: nextSpec)
        }
    }
}
