/// The display state a layout shows, as DisplaySwitcher's `LayoutState`.
public enum LayoutState: String, CaseIterable, Hashable, Sendable {
    /// One column of wide rows.
    case list
    /// Several columns of cells.
    case grid
}
