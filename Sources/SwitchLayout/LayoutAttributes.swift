/// The layout attributes of one element at the current state or transition progress, as a
/// value: what `UICollectionViewLayoutAttributes` (with DisplaySwitcher's
/// `DisplaySwitchLayoutAttributes` additions) carries for a cell, header or footer.
public struct LayoutAttributes: Hashable, Sendable {
    /// The element's section and item (item 0 for headers and footers).
    public var indexPath: IndexPath
    /// Whether the element is a cell, a header or a footer.
    public var elementKind: ElementKind
    /// The element's frame in content coordinates, in points.
    public var frame: Rect
    /// The element's opacity in [0, 1]: 1, except for an element fading in or out during a
    /// transition because only one of the two layouts has it.
    public var alpha: Double
    /// The progress of the transition the element is in, any finite number (0 outside a
    /// transition).
    public var transitionProgress: Double
    /// The element's frame in the destination layout, in points, matched by index path (its own
    /// frame outside a transition, or when the destination does not have it).
    public var nextLayoutCellFrame: Rect
    /// The state of the destination layout (the layout's own state outside a transition).
    public var layoutState: LayoutState
    /// A uniform scale about the frame's centre (UIKit's `transform`, `CGAffineTransform(scaleX:
    /// s, y: s)`): the element is presented at ``presentedFrame``; `frame` stays untransformed.
    public var transform: Double
    /// The layer's corner radius, in points.
    public var cornerRadius: Double
    /// The drawing order: higher is on top.
    public var zIndex: Int
    /// The size of the content the layout centres in the frame (the carousel's card), in points,
    /// when an ``ItemAppearance`` sets one; `nil` when the cell draws its content itself.
    public var contentSize: Size?

    /// Creates the attributes of one element.
    public init(
        indexPath: IndexPath, elementKind: ElementKind, frame: Rect, alpha: Double = 1,
        transitionProgress: Double = 0, nextLayoutCellFrame: Rect, layoutState: LayoutState, transform: Double = 1,
        cornerRadius: Double = 0, zIndex: Int = 0, contentSize: Size? = nil
    ) {
        self.indexPath = indexPath
        self.elementKind = elementKind
        self.frame = frame
        self.alpha = alpha
        self.transitionProgress = transitionProgress
        self.nextLayoutCellFrame = nextLayoutCellFrame
        self.layoutState = layoutState
        self.transform = transform
        self.cornerRadius = cornerRadius
        self.zIndex = zIndex
        self.contentSize = contentSize
    }

    /// The frame as drawn: `frame` scaled by ``transform`` about its centre, in points. Rect
    /// queries and hit tests see this frame, as UIKit's hit testing of a transformed view does.
    public var presentedFrame: Rect { frame.scaled(by: transform) }

    /// The element's appearance: alpha, transform, corner radius, z-index and content size.
    public var appearance: ItemAppearance {
        get {
            ItemAppearance(
                alpha: alpha, transform: transform, cornerRadius: cornerRadius, zIndex: zIndex, contentSize: contentSize
            )
        }
        set {
            alpha = newValue.alpha
            transform = newValue.transform
            cornerRadius = newValue.cornerRadius
            zIndex = newValue.zIndex
            contentSize = newValue.contentSize
        }
    }
}

extension LayoutAttributes {
    /// The element's place in flat order (section by section: the header, the cells, the
    /// footer), as a tuple that compares with `<`.
    public var flatOrderKey: (section: Int, kind: ElementKind, item: Int) {
        (indexPath.section, elementKind, indexPath.item)
    }
}
