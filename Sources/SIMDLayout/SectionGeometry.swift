import SwitchLayout

/// One section of a prepared layout in closed form: where its slots lie along the scroll axis
/// and what it holds. Lengths are in points, on the vertical axis.
struct SectionGeometry {
    /// Where the header's slot, the rows of cells and the footer's slot lie.
    var slots: SectionSlots
    /// The number of cells.
    var itemCount: Int
    /// The header slot's height, 0 when the section has no header.
    var headerHeight: Double
    /// The footer slot's height, 0 when the section has no footer.
    var footerHeight: Double
    /// The flat index (across sections) of the section's first item: where its item heights
    /// start in a self-sizing layout.
    var firstItem: Int
    /// Where the section's rows start in the layout's row tops (self-sizing layouts only).
    var firstRow: Int

    /// Whether the section shows a header.
    var hasHeader: Bool { headerHeight > 0 }
    /// Whether the section shows a footer.
    var hasFooter: Bool { footerHeight > 0 }
}
