import Foundation

/// DisplaySwitcher's content-offset formulas (its `TransitionManager`), kept bug for bug so the
/// anchored mapping can be compared with what shipped.
public enum LegacyDisplaySwitcher {
    /// The offset along the scroll axis, in points, that DisplaySwitcher scrolls the destination
    /// to after a transition from `current` to `next` starting at `offset`.
    ///
    /// Going to the grid: `real = ceil(y0 / Hn · H / C − p)`, `y = floor(real / H) · H + p`.
    /// Going to the list: `y = ceil(y0 + H · y0 / Hn + p)`. Here y0 is `offset`, Hn the current
    /// row height, H the destination's, C the destination's columns and p `cellPadding.y` of the
    /// destination. An offset of 0 stays 0, and nothing is clamped.
    public static func contentOffset(_ offset: Double, from current: LayoutSpec, to next: LayoutSpec) -> Double {
        guard offset != 0 else { return offset }
        let currentRowHeight = current.uniformRowHeight
        let nextRowHeight = next.uniformRowHeight
        let padding = next.cellPadding.y
        switch next.state {
        case .grid:
            let real = ceil(offset / currentRowHeight * nextRowHeight / Double(next.columns) - padding)
            return floor(real / nextRowHeight) * nextRowHeight + padding
        case .list:
            return ceil(offset + nextRowHeight * offset / currentRowHeight + padding)
        }
    }
}
