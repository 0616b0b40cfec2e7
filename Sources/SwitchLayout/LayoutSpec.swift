/// Everything that determines one layout state (DisplaySwitcher's list or grid layout,
/// CPTGridListManager's flow layout): the collection view's bounds, the columns, paddings,
/// cell heights and sections. All lengths are in points.
///
/// Lengths are stated as on the vertical axis: `staticCellHeight`, `itemHeights` and the section
/// header and footer heights run along the scroll axis, `cellPadding.x` across it. On the
/// horizontal axis the same spec is laid out with x and y, width and height swapped (see
/// ``verticalBoundsSize``).
public struct LayoutSpec: Hashable, Sendable {
    /// The display state this spec describes; a list has exactly one column.
    public var state: LayoutState
    /// The scroll direction.
    public var axis: Axis
    /// The collection view's size, in points; the content width is derived from its width on
    /// the vertical axis, from its height on the horizontal one.
    public var boundsSize: Size
    /// The content inset, in points; it narrows the content width but, as in UIKit, is not part
    /// of the content size.
    public var contentInset: EdgeInsets
    /// The number of columns, at least 1 (exactly 1 in the list state).
    public var columns: Int
    /// The inset of each cell inside its slot, in points: x across the scroll axis, y along it
    /// (CPTGridListManager's `cellPadding`; DisplaySwitcher's single padding is (p, p)).
    public var cellPadding: Point
    /// The row height H, in points: rows are H + padding.y apart and cells are H − padding.y
    /// tall. Ignored for the rows that `aspectRatio` or `itemHeights` size.
    public var staticCellHeight: Double
    /// Width ÷ height of the visible cell, if cells keep an aspect ratio (the grid in
    /// CPTGridListManager's demo); it then overrides `staticCellHeight`.
    public var aspectRatio: Double?
    /// Per-item row heights H_i, in points, in flat item order across sections (self-sizing
    /// cells); a row's pitch is its tallest H_i + padding.y and its cells are top-aligned.
    public var itemHeights: [Double]?
    /// The sections, in order.
    public var sections: [Section]
    /// The inset of each header and footer inside its slot, in points (CPTGridListManager's
    /// `supplementaryPadding`).
    public var supplementaryPadding: Point

    /// Creates a spec; call ``validate()`` (kernels do when they prepare it) to check it.
    public init(
        state: LayoutState,
        axis: Axis = .vertical,
        boundsSize: Size,
        contentInset: EdgeInsets = .zero,
        columns: Int,
        cellPadding: Point = Point(x: 6, y: 6),
        staticCellHeight: Double,
        aspectRatio: Double? = nil,
        itemHeights: [Double]? = nil,
        sections: [Section],
        supplementaryPadding: Point = .zero
    ) {
        self.state = state
        self.axis = axis
        self.boundsSize = boundsSize
        self.contentInset = contentInset
        self.columns = columns
        self.cellPadding = cellPadding
        self.staticCellHeight = staticCellHeight
        self.aspectRatio = aspectRatio
        self.itemHeights = itemHeights
        self.sections = sections
        self.supplementaryPadding = supplementaryPadding
    }

    /// The total number of items over all sections.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.itemCount } }
}
