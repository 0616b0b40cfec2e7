import SwitchLayout

/// One element's layout attributes as an object, the way `UICollectionViewLayoutAttributes`
/// (DisplaySwitcher's `DisplaySwitchLayoutAttributes` subclass) holds them: the reference
/// allocates one per element when it prepares a layout and one per element per transition frame.
public final class CollectionViewLayoutAttributes {
    /// The element's section and item (item 0 for headers and footers).
    public let indexPath: IndexPath
    /// Whether the element is a cell, a header or a footer.
    public let elementKind: ElementKind
    /// The element's frame in content coordinates, in points.
    public var frame: Rect
    /// The progress of the transition the element is in (0 outside a transition).
    public var transitionProgress: Double = 0
    /// The element's frame in the destination layout, in points.
    public var nextLayoutCellFrame: Rect
    /// The state of the destination layout.
    public var layoutState: LayoutState
    /// The element's opacity in [0, 1].
    public var alpha = 1.0
    /// What an item transition sets beyond alpha, on the few cells it animates; `nil` for the
    /// others. Behind a pointer, so that an element's object stays in jemalloc's 128-byte size
    /// class, as before item transitions.
    private var itemTransitionAppearance: BoxedAppearance?

    /// Creates the attributes of an element at rest in a layout of `layoutState`.
    public init(indexPath: IndexPath, elementKind: ElementKind, frame: Rect, layoutState: LayoutState) {
        self.indexPath = indexPath
        self.elementKind = elementKind
        self.frame = frame
        self.nextLayoutCellFrame = frame
        self.layoutState = layoutState
    }

    /// The attributes of an element of a transition at `progress`, as a new object, as UIKit's
    /// transition layout makes them: interpolated when both layouts have the element, fading in
    /// place when only `current` or only `next` does (alpha clamped to [0, 1]); one of the two
    /// must be given. `layoutState` is the destination's state.
    public convenience init(
        interpolating current: CollectionViewLayoutAttributes?, _ next: CollectionViewLayoutAttributes?,
        progress: Double, layoutState: LayoutState
    ) {
        let source = current ?? next!
        self.init(
            indexPath: source.indexPath, elementKind: source.elementKind, frame: source.frame, layoutState: layoutState)
        transitionProgress = progress
        (frame, alpha) = Self.interpolatedFrameAndAlpha(current, next, progress: progress)
        if let current, let next {
            nextLayoutCellFrame = next.frame
            if !(current.hasDefaultAppearance && next.hasDefaultAppearance) {
                appearance = current.appearance.interpolated(to: next.appearance, progress: progress)
            }
        }
    }

    /// The frame (points) and alpha at `progress` of an element of a transition: interpolated
    /// when both layouts have it, in place and fading (alpha clamped to [0, 1]) when only one
    /// does; one of the two must be given.
    public static func interpolatedFrameAndAlpha(
        _ current: CollectionViewLayoutAttributes?, _ next: CollectionViewLayoutAttributes?, progress: Double
    ) -> (frame: Rect, alpha: Double) {
        switch (current, next) {
        case let (current?, next?):
            (current.frame.interpolated(to: next.frame, progress: progress), 1)
        case let (current?, nil):
            (current.frame, min(max(1 - progress, 0), 1))
        default:
            (next!.frame, min(max(progress, 0), 1))
        }
    }

    /// The alpha, transform, corner radius, z-index and content size.
    public var appearance: ItemAppearance {
        get {
            guard case .appearance(var appearance) = itemTransitionAppearance else {
                return ItemAppearance(alpha: alpha)
            }
            appearance.alpha = alpha
            return appearance
        }
        set {
            alpha = newValue.alpha
            itemTransitionAppearance = newValue == ItemAppearance(alpha: newValue.alpha) ? nil : .appearance(newValue)
        }
    }

    /// Whether nothing but the layout draws the element: opaque, untransformed.
    private var hasDefaultAppearance: Bool { alpha == 1 && itemTransitionAppearance == nil }

    /// The attributes as a value.
    public var value: LayoutAttributes {
        var attributes = LayoutAttributes(
            indexPath: indexPath, elementKind: elementKind, frame: frame, transitionProgress: transitionProgress,
            nextLayoutCellFrame: nextLayoutCellFrame, layoutState: layoutState)
        attributes.appearance = appearance
        return attributes
    }

    /// The frame as drawn: scaled by the appearance's transform about its centre, in points.
    public var presentedFrame: Rect {
        guard case .appearance(let appearance) = itemTransitionAppearance else { return frame }
        return frame.scaled(by: appearance.transform)
    }

    /// Whether this is the element of `kind` at `indexPath`.
    public func isElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> Bool {
        elementKind == kind && self.indexPath == indexPath
    }
}

/// An appearance on the heap: one pointer in the attributes object that holds it.
private indirect enum BoxedAppearance {
    case appearance(ItemAppearance)
}
