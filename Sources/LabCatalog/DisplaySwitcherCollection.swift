import SwitchLayout

/// DisplaySwitcher's demo collection: a list of rows 80 pt high switching to a grid of 3 columns
/// whose rows are 165 pt high, every cell inset 6 pt in its slot (DisplaySwitcher's padding), all
/// items in one section, shown in a 390 × 844 pt viewport (an iPhone's screen). Its self-sizing
/// variant sizes every row by its cells' seeded heights instead (``selfSizingHeights``).
///
/// The default scenarios that scroll and switch it, the regression gate's kernel workloads and
/// the micro-benchmarks all measure this collection. `Examples/display-switcher.json` describes
/// its list and grid for a smaller screen and ten items, for trying the command line by hand.
public enum DisplaySwitcherCollection {
    /// The collection view's visible size, and the layouts' bounds, in points.
    public static let viewportSize = Size(width: 390, height: 844)
    /// The height of a list row, in points.
    public static let listRowHeight = 80.0
    /// The number of columns of the grid.
    public static let gridColumns = 3
    /// The height of a grid row, in points.
    public static let gridRowHeight = 165.0
    /// The inset of every cell in its slot, in points.
    public static let cellPadding = Point(x: 6, y: 6)
    /// The number of items the default scenarios show, unless they say otherwise.
    public static let itemCount = 100_000
    /// The cells' heights in the self-sizing variant, in points: the `self-sizing-list` scenario's.
    package static let selfSizingHeights = SeededHeights(seed: 42, minimum: 44, maximum: 200)

    /// The layout of `state` with `items` items in its one section, its rows sized by
    /// ``selfSizingHeights`` when `isSelfSizing`.
    public static func spec(for state: LayoutState, items: Int, isSelfSizing: Bool = false) -> LayoutSpec {
        LayoutSpec(
            state: state, boundsSize: viewportSize, columns: state == .list ? 1 : gridColumns,
            cellPadding: cellPadding, staticCellHeight: state == .list ? listRowHeight : gridRowHeight,
            itemHeights: isSelfSizing ? selfSizingHeights.heights(count: items) : nil,
            sections: [Section(itemCount: items)])
    }
}
