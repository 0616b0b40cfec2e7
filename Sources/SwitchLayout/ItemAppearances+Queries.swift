import Algorithms

// A kernel that finds elements by their layout frames serves item transitions by patching the
// few cells with an appearance of their own into its answers: O(1) each on top of its query.

extension ItemAppearances {
    /// Patches the answer of a rect query for `rect`, found by layout frames: each cell with an
    /// appearance of its own is listed with it if its presented (scaled) frame meets `rect`, in
    /// flat order, and dropped if not. `cellAttributes` gives a cell's attributes (without the
    /// appearance) when it is not already listed.
    public func patch(
        _ attributes: inout [LayoutAttributes], forElementsIn rect: Rect,
        cellAttributes: (IndexPath) -> LayoutAttributes?
    ) {
        for (indexPath, appearance) in entries {
            let index = attributes.partitioningIndex {
                $0.flatOrderKey >= (indexPath.section, .cell, indexPath.item)
            }
            let isListed =
                index < attributes.count && attributes[index].elementKind == .cell
                && attributes[index].indexPath == indexPath
            guard var cell = isListed ? attributes[index] : cellAttributes(indexPath) else { continue }
            cell.appearance = appearance
            switch (isListed, cell.presentedFrame.intersects(rect)) {
            case (true, true): attributes[index] = cell
            case (true, false): attributes.remove(at: index)
            case (false, true): attributes.insert(cell, at: index)
            case (false, false): break
            }
        }
    }

    /// The first cell in flat order whose presented frame holds `point`, given `hit`, the first
    /// of the cells without an appearance of their own whose frame holds it. `cellFrame` gives
    /// a cell's layout frame.
    public func firstHit(at point: Point, after hit: IndexPath?, cellFrame: (IndexPath) -> Rect?) -> IndexPath? {
        var first = hit
        for (indexPath, appearance) in entries where first.map({ indexPath < $0 }) ?? true {
            if let frame = cellFrame(indexPath), frame.scaled(by: appearance.transform).contains(point) {
                first = indexPath
            }
        }
        return first
    }

    /// Whether the cell at `indexPath` has an appearance of its own. Inlinable: the optimized hit
    /// test asks for each candidate.
    @inlinable
    public func contains(_ indexPath: IndexPath) -> Bool {
        entries.contains { $0.indexPath == indexPath }
    }
}
