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
