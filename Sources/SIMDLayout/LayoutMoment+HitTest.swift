import SwitchLayout

// The hit test: the cell under a point. A point meets a handful of candidate cells and the test
// stops at the first that holds it, so it runs one cell at a time, whatever the kernel's lanes.

extension LayoutMoment {
    /// The first cell in flat order, other than those `excluded` lists, whose frame at the pair's
    /// progress holds `point`: the sections that may hold it, then their candidate cells in item
    /// order, each tested on its own.
    @inline(never)
    func indexPathForItem(at point: Point, excluding excluded: ItemAppearances? = nil) -> IndexPath? {
        let vertical = axis.vertical(point)
        let window = window(from: vertical.y, to: vertical.y)
        for section in movingSections(meeting: window) {
            /// Whether item `item`'s frame `frame` (vertical axis) answers the test.
            func isHit(_ item: Int, _ frame: Rect) -> Bool {
                frame.contains(vertical)
                    && !(excluded?.entries.contains { $0.indexPath == IndexPath(item: item, section: section) } ?? false)
            }
            guard current.isSelfSizing || next.isSelfSizing else {
                if let item = firstUniformCell(inSection: section, meeting: window, where: isHit) {
                    return IndexPath(item: item, section: section)
                }
                continue
            }
            var hit: Int?
            _ = forEachCandidateRun(inSection: section, meeting: window) { items in
                forEachCell(inSection: section, items: items) { item, frame, _ in
                    guard isHit(item, frame) else { return true }
                    hit = item
                    return false
                }
            }
            if let hit { return IndexPath(item: hit, section: section) }
        }
        return nil
    }

    /// The first of the candidate cells that may meet `window` in section `section`, whose rows
    /// are uniform in both layouts, for which `isHit` holds with its frame at the pair's progress
    /// (vertical axis): the few candidates in closed form, each frame from the item's row and
    /// column alone.
    @inline(__always)
    private func firstUniformCell(
        inSection section: Int, meeting window: AxisWindow, where isHit: (_ item: Int, _ frame: Rect) -> Bool
    ) -> Int? {
        let currentCells: SectionCells<Double> = currentCells(inSection: section)
        let nextCells: SectionCells<Double> = nextCells(inSection: section)
        for item in uniformCandidates(inSection: section, meeting: window) {
            let frame = currentCells.uniformFrame(ofItem: item)
            let frameAtProgress =
                isTransitioning
                ? frame.interpolated(to: nextCells.uniformFrame(ofItem: item), progress: progress) : frame
            if isHit(item, frameAtProgress) { return item }
        }
        return nil
    }
}
