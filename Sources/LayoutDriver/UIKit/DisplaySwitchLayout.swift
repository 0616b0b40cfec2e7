#if canImport(UIKit)
import SwitchLayout
import UIKit

/// The list and grid layouts of one collection view over one ``CollectionViewLayoutDriver``, as
/// UIKit's classes: give the collection view ``listLayout`` or ``gridLayout``, switch with
/// ``startInteractiveTransition(in:to:completion:)`` and set the returned layout's
/// `transitionProgress`. The classes convert types and forward; they are compiled on Apple
/// platforms only, and not tested here (the driver is).
@MainActor
public final class DisplaySwitchLayouts<Kernel: LayoutKernel> {
    /// The driver both layouts and the transition answer from.
    public var driver: CollectionViewLayoutDriver<Kernel>
    /// The content offset the last switch ended at, which the destination layout proposes.
    fileprivate var finalContentOffset: Point?

    /// The layouts of `driver`'s two states.
    public init(driver: CollectionViewLayoutDriver<Kernel>) {
        self.driver = driver
    }

    /// The list's layout.
    public private(set) lazy var listLayout = DisplaySwitchLayout(state: .list, layouts: self)
    /// The grid's layout.
    public private(set) lazy var gridLayout = DisplaySwitchLayout(state: .grid, layouts: self)

    /// Starts an interactive switch of `collectionView` to `state`; `completion` runs when it is
    /// finished or cancelled (`finishInteractiveTransition()`, `cancelInteractiveTransition()`).
    /// Throws the driver's error, starting nothing.
    public func startInteractiveTransition(
        in collectionView: UICollectionView, to state: LayoutState,
        completion: @escaping (_ completed: Bool) -> Void = { _ in }
    ) throws(LayoutError) -> DisplaySwitchTransitionLayout<Kernel> {
        try driver.startTransition(to: state, contentOffset: Point(collectionView.contentOffset))
        let next = state == .list ? listLayout : gridLayout
        let transition = collectionView.startInteractiveTransition(to: next) { [self] completed, _ in
            if completed {
                finalContentOffset = try? driver.finishTransition()
            } else {
                finalContentOffset = try? driver.cancelTransition()
            }
            completion(completed)
        }
        guard let transition = transition as? DisplaySwitchTransitionLayout<Kernel> else {
            preconditionFailure("return DisplaySwitchTransitionLayout from transitionLayoutForOldLayout")
        }
        return transition
    }

    /// The content size, as both layouts and the transition answer it.
    fileprivate var contentSize: CGSize { CGSize(driver.collectionViewContentSize) }

    /// The elements in `rect`, as both layouts and the transition answer them.
    fileprivate func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        driver.layoutAttributesForElements(in: Rect(rect)).map(UICollectionViewLayoutAttributes.init)
    }

    /// The cell at `indexPath`, as both layouts and the transition answer it.
    fileprivate func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        driver.layoutAttributesForItem(at: SwitchLayout.IndexPath(indexPath)).map(UICollectionViewLayoutAttributes.init)
    }
}

/// One display state's layout (`UICollectionViewLayout`), forwarding to its ``DisplaySwitchLayouts``.
public final class DisplaySwitchLayout<Kernel: LayoutKernel>: UICollectionViewLayout {
    /// The layouts this one belongs to.
    public unowned let layouts: DisplaySwitchLayouts<Kernel>
    /// The state it shows.
    public let state: LayoutState

    init(state: LayoutState, layouts: DisplaySwitchLayouts<Kernel>) {
        self.state = state
        self.layouts = layouts
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    public override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        // A size the specs refuse (zero, before the collection view is laid out) keeps the layout.
        try? layouts.driver.prepare(forBoundsSize: Size(collectionView.bounds.size))
    }

    public override var collectionViewContentSize: CGSize { layouts.contentSize }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        layouts.layoutAttributesForElements(in: rect)
    }

    public override func layoutAttributesForItem(at indexPath: Foundation.IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        layouts.layoutAttributesForItem(at: indexPath)
    }

    public override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let kind: ElementKind = elementKind == UICollectionView.elementKindSectionHeader ? .header : .footer
        return layouts.driver.layoutAttributesForSupplementaryView(ofKind: kind, at: SwitchLayout.IndexPath(indexPath))
            .map(UICollectionViewLayoutAttributes.init)
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        layouts.driver.shouldInvalidateLayout(forBoundsChange: Rect(newBounds))
    }

    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        layouts.finalContentOffset.map(CGPoint.init) ?? proposedContentOffset
    }
}

/// The switch between a ``DisplaySwitchLayouts``' two layouts (`UICollectionViewTransitionLayout`):
/// return one from `collectionView(_:transitionLayoutForOldLayout:newLayout:)`.
public final class DisplaySwitchTransitionLayout<Kernel: LayoutKernel>: UICollectionViewTransitionLayout {
    /// The layouts it switches between.
    public unowned let layouts: DisplaySwitchLayouts<Kernel>

    /// The switch from `currentLayout` to `nextLayout`, both of `layouts`.
    public init(currentLayout: DisplaySwitchLayout<Kernel>, nextLayout: DisplaySwitchLayout<Kernel>) {
        layouts = currentLayout.layouts
        super.init(currentLayout: currentLayout, nextLayout: nextLayout)
    }

    required init?(coder: NSCoder) { nil }

    public override var transitionProgress: CGFloat {
        didSet {
            // A non-finite progress is refused, the last one kept.
            try? layouts.driver.setTransitionProgress(Double(transitionProgress))
            if let offset = layouts.driver.transitionContentOffset { collectionView?.contentOffset = CGPoint(offset) }
        }
    }

    public override var collectionViewContentSize: CGSize { layouts.contentSize }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        layouts.layoutAttributesForElements(in: rect)
    }

    public override func layoutAttributesForItem(at indexPath: Foundation.IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        layouts.layoutAttributesForItem(at: indexPath)
    }
}

extension UICollectionViewLayoutAttributes {
    /// UIKit's attributes of `attributes`: its frame, alpha, scale, corner radius aside (a cell's
    /// own), z-index.
    fileprivate convenience init(_ attributes: LayoutAttributes) {
        let indexPath = Foundation.IndexPath(item: attributes.indexPath.item, section: attributes.indexPath.section)
        switch attributes.elementKind {
        case .cell: self.init(forCellWith: indexPath)
        case .header:
            self.init(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: indexPath)
        case .footer:
            self.init(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: indexPath)
        }
        frame = CGRect(attributes.frame)
        alpha = CGFloat(attributes.alpha)
        transform = CGAffineTransform(scaleX: attributes.transform, y: attributes.transform)
        zIndex = attributes.zIndex
    }
}

extension SwitchLayout.IndexPath {
    /// UIKit's index path as the layouts' (item and section).
    fileprivate init(_ indexPath: Foundation.IndexPath) {
        self.init(item: indexPath.item, section: indexPath.section)
    }
}

// Core Graphics' geometry as the layouts', in points, and back.
extension Point {
    fileprivate init(_ point: CGPoint) { self.init(x: point.x, y: point.y) }
}

extension Size {
    fileprivate init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
}

extension Rect {
    fileprivate init(_ rect: CGRect) { self.init(origin: Point(rect.origin), size: Size(rect.size)) }
}

extension CGPoint {
    fileprivate init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
    fileprivate init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension CGRect {
    fileprivate init(_ rect: Rect) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
}
#endif
