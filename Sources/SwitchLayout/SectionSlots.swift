/// Where one section's slots lie along the scroll axis, one section after another, in points, on
/// the vertical axis: the header's slot from `top` to `cellsTop`, the rows of cells from
/// `cellsTop` to `cellsBottom`, the footer's slot from `cellsBottom` to `bottom`. Every element of
/// the section lies between `top` and `bottom`, and the next section starts at `bottom`.
public struct SectionSlots: Hashable, Sendable {
    /// The top of the section's first slot: its header's, or its first row's, in points.
    public var top: Double
    /// The top of the section's first row of cells, in points.
    public var cellsTop: Double
    /// The bottom of the section's last row of cells (the top of the footer's slot), in points.
    public var cellsBottom: Double
    /// The bottom of the section's last slot, in points.
    public var bottom: Double

    /// Creates the slots of a section; see the properties.
    public init(top: Double, cellsTop: Double, cellsBottom: Double, bottom: Double) {
        self.top = top
        self.cellsTop = cellsTop
        self.cellsBottom = cellsBottom
        self.bottom = bottom
    }
}
