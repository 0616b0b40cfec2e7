import SwitchLayout

/// The latest prepared layout of each display state, as DisplaySwitcher's view controller keeps
/// its list layout and its grid layout: a transition to an equal spec starts from it, and
/// finishing a switch frees no layout in its last frame (a self-sizing one at a million items
/// holds megabytes, and freeing them would weigh on that frame). Two references, no allocation.
struct PreparedLayouts {
    private var list: PreparedLayout?
    private var grid: PreparedLayout?

    /// The layout kept for `spec`'s state if it was prepared from an equal spec (the same value
    /// costs nothing to compare; equal item heights in other storage cost a pass).
    func layout(for spec: LayoutSpec) -> PreparedLayout? {
        guard let layout = spec.state == .list ? list : grid, layout.spec == spec else { return nil }
        return layout
    }

    /// Keeps `layout` as its display state's layout.
    mutating func keep(_ layout: PreparedLayout) {
        if layout.state == .list { list = layout } else { grid = layout }
    }
}
