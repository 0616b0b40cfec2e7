import SwitchLayout

/// Everything a `UICollectionViewLayout` and a `UICollectionViewTransitionLayout` do for a list ⇄
/// grid switch that is not UIKit, over a ``LayoutKernel``: it keeps the list's and the grid's
/// specs, prepares the current one, re-prepares both when the bounds size changes (a rotation,
/// mid-switch too), runs one switch at a time (interactive or animated) and asks for the target
/// content offset while the switch runs, when the kernel can answer it, reuses one attributes
/// buffer for every rect query, and keeps the items' appearances (the card, the carousel) across
/// re-preparation. Lengths are in points; a UIKit subclass converts its types and forwards
/// (`DisplaySwitchLayout`, on Apple platforms).
///
/// UIKit's calls map one to one: `prepare()` is ``prepare(forBoundsSize:)``,
/// `shouldInvalidateLayout(forBoundsChange:)` is ``shouldInvalidateLayout(forBoundsChange:)``,
/// `startInteractiveTransition(to:completion:)` is ``startTransition(to:contentOffset:)``,
/// `transitionProgress` is ``setTransitionProgress(_:)``, `finishInteractiveTransition()` and
/// `cancelInteractiveTransition()` are ``finishTransition()`` and ``cancelTransition()``. Bad calls
/// throw the kernels' ``LayoutError``: a non-finite progress, a progress or an end without a
/// switch (``LayoutError/noTransitionInProgress``), a second start mid-switch
/// (``LayoutError/transitionInProgress``), a bounds size the specs refuse (zero: the driver keeps
/// the layout it had).
public struct CollectionViewLayoutDriver<Kernel: LayoutKernel> {
    /// The kernel, at the current state or mid-switch.
    public internal(set) var kernel: Kernel
    /// The list's spec, at the current bounds size.
    public internal(set) var listSpec: LayoutSpec
    /// The grid's spec, at the current bounds size.
    public internal(set) var gridSpec: LayoutSpec
    /// The display state shown, or switched from while a switch runs.
    public internal(set) var state: LayoutState
    /// The switch running, if any.
    public internal(set) var runningSwitch: LayoutSwitch?
    /// How the content offset moves to the destination when a switch ends.
    public var mapping: ContentOffsetMapping
    /// The items drawn with an appearance of their own, kept across re-preparation.
    public internal(set) var appearances: [IndexPath: ItemAppearance] = [:]
    /// The buffer every rect query fills, kept with its capacity.
    private var attributes: [LayoutAttributes] = []

    /// A driver showing `state`, prepared from `list` and `grid` (the list's and the grid's specs,
    /// their bounds size taken from the one shown). Throws the spec's error when it is invalid.
    public init(
        list: LayoutSpec, grid: LayoutSpec, showing state: LayoutState = .list,
        mapping: ContentOffsetMapping = .anchored
    ) throws(LayoutError) {
        let bounds = state == .list ? list.boundsSize : grid.boundsSize
        (listSpec, gridSpec) = (list, grid)
        listSpec.boundsSize = bounds
        gridSpec.boundsSize = bounds
        self.state = state
        self.mapping = mapping
        kernel = try Kernel(state == .list ? listSpec : gridSpec)
    }

    /// The spec of `state`.
    public func spec(for state: LayoutState) -> LayoutSpec {
        state == .list ? listSpec : gridSpec
    }

    /// The size of the collection view's bounds the layouts are prepared for, in points: the
    /// viewport of every switch.
    public var boundsSize: Size { listSpec.boundsSize }

    /// The size of the content, in points (`collectionViewContentSize`).
    public var collectionViewContentSize: Size { kernel.collectionViewContentSize }

    /// Every element whose frame meets `rect`, in flat order, in the driver's own buffer: drop the
    /// array before the next query, which then fills the same storage without allocating.
    public mutating func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        kernel.layoutAttributesForElements(in: rect, into: &attributes)
        return attributes
    }

    /// The attributes of the cell at `indexPath`, or `nil` when there is none.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        kernel.layoutAttributesForItem(at: indexPath)
    }

    /// The attributes of the header or footer (`kind`) of section `indexPath.section`, or `nil`.
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        kernel.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The cell under `point`, in content coordinates, or `nil`.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        kernel.indexPathForItem(at: point)
    }

    /// Draws the cell at `indexPath` with `appearance` until it is set again (`nil` gives it back
    /// to the layout), across re-preparation too. Throws the kernel's error for an item it does
    /// not have or an invalid appearance, keeping the previous one.
    public mutating func setAppearance(_ appearance: ItemAppearance?, forItemAt indexPath: IndexPath)
        throws(LayoutError)
    {
        try kernel.setAppearance(appearance, forItemAt: indexPath)
        appearances[indexPath] = appearance
    }
}
