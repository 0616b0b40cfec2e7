/// How ``LayoutKernel/targetContentOffset(forProposedContentOffset:viewportSize:mapping:)`` maps
/// the content offset of the current layout to the destination's when a transition ends.
public enum ContentOffsetMapping: String, CaseIterable, Hashable, Sendable {
    /// The project's mapping: the first visible cell of the current layout stays first, its slot
    /// top placed at the top of the visible area, clamped to the scrollable range.
    case anchored
    /// DisplaySwitcher's own formulas, reproduced with their flaws: they ignore the column count
    /// going from grid to list, drift by the padding per row and are not clamped.
    case legacyDisplaySwitcher
}

extension ContentOffsetMapping {
    /// The content offset a transition's frame shows at `progress`, between the offset it started
    /// at and its target (``LayoutKernel/targetContentOffset(forProposedContentOffset:viewportSize:mapping:)``),
    /// in points: moving with the progress, as TLLayoutTransitioning moves it, or, with
    /// DisplaySwitcher's mapping, staying put and jumping on the last frame (`isLast`).
    @inlinable
    public func displayedOffset(from start: Point, to target: Point, progress: Double, isLast: Bool) -> Point {
        switch self {
        case .anchored: start.interpolated(to: target, progress: progress)
        case .legacyDisplaySwitcher: isLast && progress != 0 ? target : start
        }
    }
}
