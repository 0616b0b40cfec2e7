/// A layout engine for a collection view that switches between display states: it prepares one
/// ``LayoutSpec``, animates a transition to another, and answers the queries a collection view
/// makes on every frame. The reference (UIKit-style) and optimized implementations conform, and
/// the frame lab is generic over this protocol; every implementation must give the reference's
/// answers within ``Agreement``'s tolerances (0.001 pt on every length, 10⁻⁶ on alpha).
///
/// The life cycle follows UIKit's interactive transitions: ``init(_:)`` prepares the current
/// layout, ``startTransition(to:)`` prepares the destination, ``setTransitionProgress(_:)``
/// moves between them, and ``finishTransition()`` or ``cancelTransition()`` ends the transition.
/// Outside a transition every query answers for the current layout; during one, for the
/// elements interpolated at the current progress.
public protocol LayoutKernel {
    /// Prepares `spec` as the current layout (UIKit's `prepare()`), after validating it.
    init(_ spec: LayoutSpec) throws(LayoutError)

    /// The spec of the current layout.
    var currentSpec: LayoutSpec { get }

    /// The spec of the destination layout while a transition is running, else `nil`.
    var nextSpec: LayoutSpec? { get }

    /// Begins a transition to `spec` at progress 0, preparing the destination layout; it must
    /// have the current layout's axis, section count and item counts. A transition already
    /// running is replaced.
    mutating func startTransition(to spec: LayoutSpec) throws(LayoutError)

    /// Prepares `spec` ahead of a transition to it, outside any frame: when its item heights
    /// arrive, or on a background queue while the user scrolls, as a layout object kept for the
    /// other display state would. A later ``startTransition(to:)`` with an equal spec (the same
    /// value, so that comparing its item heights costs nothing) then starts from the prepared
    /// layout instead of preparing it in the switch's first frame. A kernel that prepares in the
    /// first frame, as UIKit's layouts do, ignores it (the default).
    mutating func prefetchTransition(to spec: LayoutSpec) throws(LayoutError)

    /// The progress of the running transition, any finite number (0 outside a transition).
    var transitionProgress: Double { get }

    /// Sets the progress of the running transition; values outside [0, 1] extrapolate (spring
    /// overshoot). Throws for a non-finite value or when no transition is running.
    mutating func setTransitionProgress(_ progress: Double) throws(LayoutError)

    /// Ends the running transition with the destination as the current layout; does nothing
    /// outside a transition.
    mutating func finishTransition()

    /// Ends the running transition with the current layout kept; does nothing outside a
    /// transition.
    mutating func cancelTransition()

    /// The number of elements (cells, headers and footers) at the current state; during a
    /// transition, those present in either layout.
    var elementCount: Int { get }

    /// The size of the content, in points; during a transition, interpolated like a frame.
    var collectionViewContentSize: Size { get }

    /// Replaces the contents of `attributes` with every element whose frame intersects `rect`
    /// (half-open, so touching edges do not count), in flat order: section by section, the
    /// header, the cells, the footer. Keeps the array's capacity, so a caller that reuses it
    /// need not allocate.
    func layoutAttributesForElements(in rect: Rect, into attributes: inout [LayoutAttributes])

    /// The attributes of the element of `kind` at `indexPath` (item 0 for a header or footer),
    /// or `nil` when there is no such element, as UIKit returns.
    func layoutAttributesForElement(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?

    /// The index path of the first cell in flat order whose frame contains `point`
    /// (`minX ≤ x < maxX`, likewise y), or `nil` for a point in a gap or on a header.
    func indexPathForItem(at point: Point) -> IndexPath?

    /// Where the destination layout scrolls to when the running transition ends, for a
    /// transition that started at content offset `offset` in a viewport of `viewportSize`, in
    /// points. Outside a transition, `offset` clamped to the current layout's scrollable range.
    func targetContentOffset(
        forProposedContentOffset offset: Point, viewportSize: Size, mapping: ContentOffsetMapping
    ) -> Point

    /// The content offset, in points, that puts the cell whose centre is nearest the viewport's
    /// centre at `offset` exactly at that centre along the scroll axis (ties go to the lower
    /// index), clamped to the scrollable range: the carousel's `scrollViewWillEndDragging`.
    func snappedContentOffset(forProposedContentOffset offset: Point, viewportSize: Size) -> Point

    /// Draws the cell at `indexPath` with `appearance` (alpha, transform, corner radius, z-index,
    /// content size) in place of the layout's own, at rest and during transitions, until it is
    /// set again; `nil` gives the cell back to the layout. Rect queries and hit tests then see
    /// the cell's presented (scaled) frame. Throws ``LayoutError/noSuchItem(_:)`` for an item
    /// the layout does not have, or for an invalid appearance.
    mutating func setAppearance(_ appearance: ItemAppearance?, forItemAt indexPath: IndexPath) throws(LayoutError)

    /// Writes the frame and alpha of every element, in flat order, into `frames`, resizing it
    /// to ``elementCount`` entries only when its count differs: the full-interpolation workload.
    func layoutFramesForAllElements(into frames: inout ElementFrames)
}

extension LayoutKernel {
    /// Does nothing: the destination is prepared in the switch's first frame.
    public mutating func prefetchTransition(to spec: LayoutSpec) throws(LayoutError) {}

    /// The attributes of the cell at `indexPath`, or `nil` when it is out of range.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        layoutAttributesForElement(ofKind: .cell, at: indexPath)
    }

    /// The attributes of the header or footer of section `indexPath.section`, or `nil` when
    /// the section has none.
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        layoutAttributesForElement(ofKind: kind, at: indexPath)
    }

    /// Every element whose frame intersects `rect`, in flat order, as a new array.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var attributes: [LayoutAttributes] = []
        layoutAttributesForElements(in: rect, into: &attributes)
        return attributes
    }
}
