import SwitchLayout

// Item transitions on top of the closed form: the few cells with an appearance of their own are
// looked up one by one (O(log sections) each) and patched into a query's answer, so a frame costs
// O(1) more per animated item whatever the item count.

extension LayoutMoment {
    /// Patches the answer of a rect query for `rect` with `appearances`.
    @inline(never)
    func apply(_ appearances: ItemAppearances, toElementsIn rect: Rect, _ attributes: inout [LayoutAttributes]) {
        appearances.patch(&attributes, forElementsIn: rect) { layoutAttributesForElement(ofKind: .cell, at: $0) }
    }

    /// The first cell in flat order whose presented frame holds `point`: the closed-form hit
    /// test of the other cells, then each cell with an appearance of its own, scaled.
    @inline(never)
    func indexPathForItem(at point: Point, applying appearances: ItemAppearances) -> IndexPath? {
        appearances.firstHit(at: point, after: indexPathForItem(at: point, excluding: appearances)) {
            layoutAttributesForElement(ofKind: .cell, at: $0)?.frame
        }
    }
}
