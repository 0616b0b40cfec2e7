import Algorithms
import SwitchLayout

// Item transitions on top of the closed form: the few cells with an appearance of their own are
// looked up one by one (O(log sections) each) and patched into a query's answer, so a frame costs
// O(1) more per animated item whatever the item count.

extension LayoutMoment {
    /// Patches the answer of a rect query for `rect`: each cell with an appearance of its own is
    /// listed with it if its presented (scaled) frame meets `rect`, in flat order, and dropped if
    /// not.
    @inline(never)
    func apply(_ appearances: ItemAppearances, toElementsIn rect: Rect, _ attributes: inout [LayoutAttributes]) {
        for (indexPath, appearance) in appearances.entries {
            let index = attributes.partitioningIndex {
                ($0.indexPath.section, $0.elementKind, $0.indexPath.item) >= (indexPath.section, .cell, indexPath.item)
            }
            let isListed =
                index < attributes.count && attributes[index].elementKind == .cell
                && attributes[index].indexPath == indexPath
            guard var cell = isListed ? attributes[index] : layoutAttributesForElement(ofKind: .cell, at: indexPath)
            else { continue }
            cell.appearance = appearance
            switch (isListed, cell.presentedFrame.intersects(rect)) {
            case (true, true): attributes[index] = cell
            case (true, false): attributes.remove(at: index)
            case (false, true): attributes.insert(cell, at: index)
            case (false, false): break
            }
        }
    }

    /// The first cell in flat order whose presented frame holds `point`: the closed-form hit
    /// test of the other cells, then each cell with an appearance of its own, scaled.
    @inline(never)
    func indexPathForItem(at point: Point, applying appearances: ItemAppearances) -> IndexPath? {
        var hit = indexPathForItem(at: point, lanes: Double.self, excluding: appearances)
        for (indexPath, appearance) in appearances.entries where hit.map({ indexPath < $0 }) ?? true {
            if let cell = layoutAttributesForElement(ofKind: .cell, at: indexPath),
                cell.frame.scaled(by: appearance.transform).contains(point)
            {
                hit = indexPath
            }
        }
        return hit
    }
}
