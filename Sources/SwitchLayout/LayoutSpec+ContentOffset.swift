// The scrolling math every implementation shares (clamping, the target offset of a transition,
// snapping to a cell); each supplies only its own search for
// the cell involved. Offsets and frames are passed in and out on the layout's own axis; the
// searches take and return lengths along the scroll axis (y on the vertical axis, x on the
// horizontal).

extension LayoutSpec {
    /// Where `next` scrolls to when a transition from this layout, at content offset `offset` in
    /// a viewport of `viewportSize` (points), ends: see ``ContentOffsetMapping``.
    ///
    /// - Parameters:
    ///   - nextContentSize: The content size of `next`, in points.
    ///   - destinationOfFirstCell: Given a position along the scroll axis, the frame in `next` of
    ///     the first cell in this layout's flat order whose frame ends after it, if any.
    public func targetContentOffset(
        forProposedContentOffset offset: Point, viewportSize: Size, mapping: ContentOffsetMapping,
        next: LayoutSpec, nextContentSize: Size, destinationOfFirstCell: (_ endingAfter: Double) -> Rect?
    ) -> Point {
        var target = axis.vertical(offset)
        switch mapping {
        case .legacyDisplaySwitcher:
            target.y = LegacyDisplaySwitcher.contentOffset(target.y, from: self, to: next)
            return axis.vertical(target)
        case .anchored:
            if let destination = destinationOfFirstCell(target.y + verticalContentInset.top) {
                let slotTop = axis.vertical(destination).minY - next.cellPadding.y
                target.y = slotTop - next.verticalContentInset.top
            }
            return next.clampedContentOffset(
                axis.vertical(target), contentSize: nextContentSize, viewportSize: viewportSize)
        }
    }

    /// The content offset that centres the cell nearest the viewport's centre along the scroll
    /// axis, clamped to the scrollable range of `contentSize` (points).
    ///
    /// - Parameter nearestCellCentre: Given a position along the scroll axis, the centre of the
    ///   cell whose centre is nearest it (the lowest index among equals), or `nil` when there are
    ///   no cells.
    public func snappedContentOffset(
        forProposedContentOffset offset: Point, viewportSize: Size, contentSize: Size,
        nearestCellCentre: (_ position: Double) -> Double?
    ) -> Point {
        var target = axis.vertical(offset)
        let halfViewport = axis.vertical(viewportSize).height / 2
        if let centre = nearestCellCentre(target.y + halfViewport) {
            target.y = centre - halfViewport
        }
        return clampedContentOffset(axis.vertical(target), contentSize: contentSize, viewportSize: viewportSize)
    }
}
