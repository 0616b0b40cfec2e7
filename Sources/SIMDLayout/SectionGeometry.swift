import SwitchLayout

/// One section of a prepared layout in closed form: where its slots lie along the scroll axis
/// and how many cells it holds, in 48 bytes. Lengths are in points, on the vertical axis.
struct SectionGeometry {
    /// The top of the section's first slot: its header's, or its first row's.
    let top: Double
    /// The top of the section's first row: after the header's slot. Held, not derived from
    /// `top`: every query of its cells reads it.
    let cellsTop: Double
    /// The bottom of the section's last row: the top of its footer's slot.
    let cellsBottom: Double
    /// The header slot's height, 0 when the section has no header.
    let headerHeight: Double
    /// The footer slot's height, 0 when the section has no footer.
    let footerHeight: Double
    /// The number of cells.
    let itemCount: Int

    /// The section's slots as `LayoutSpec.slots(ofSection:startingAt:firstItem:row:)` stacked
    /// them, holding `itemCount` cells, headed and footed by slots of the given heights.
    init(_ slots: SectionSlots, itemCount: Int, headerHeight: Double, footerHeight: Double) {
        top = slots.top
        cellsTop = slots.cellsTop
        cellsBottom = slots.cellsBottom
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.itemCount = itemCount
    }

    /// The bottom of the section's last slot, where the next section starts, computed as the stacking
    /// does, so it is the same to the last bit.
    var bottom: Double { hasFooter ? cellsBottom + footerHeight : cellsBottom }
    /// Whether the section shows a header.
    var hasHeader: Bool { headerHeight > 0 }
    /// Whether the section shows a footer.
    var hasFooter: Bool { footerHeight > 0 }
}
