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

    /// Creates the attributes of one element.
    public init(
        indexPath: IndexPath, elementKind: ElementKind, frame: Rect, alpha: Double = 1,
        transitionProgress: Double = 0, nextLayoutCellFrame: Rect, layoutState: LayoutState
    ) {
        self.indexPath = indexPath
        self.elementKind = elementKind
        self.frame = frame
        self.alpha = alpha
        self.transitionProgress = transitionProgress
        self.nextLayoutCellFrame = nextLayoutCellFrame
        self.layoutState = layoutState
    }
}
