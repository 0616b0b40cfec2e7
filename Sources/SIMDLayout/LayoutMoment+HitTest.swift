import SwitchLayout

// The hit test: the cell under a point. A point meets a handful of candidate cells and the test
// stops at the first that holds it, so it runs one cell at a time, whatever the kernel's lanes.

extension LayoutMoment {
    /// The first cell in flat order, other than those `excluded` lists, whose frame at the pair's
    /// progress holds `point`.
    @inline(__always)
    func indexPathForItem(at point: Point, excluding excluded: ItemAppearances? = nil) -> IndexPath? {
        let vertical = axis.vertical(point)
        guard isTransitioning || current.isSelfSizing else {
            return firstRestingUniformCell(at: vertical, excluding: excluded)
        }
        return current.isSelfSizing || next.isSelfSizing
            ? firstSelfSizingCell(at: vertical, excluding: excluded)
            : firstUniformCell(at: vertical, excluding: excluded)
    }

    /// The first cell in flat order, other than those `excluded` lists, whose frame at the pair's
    /// progress holds `point` (vertical axis), when either layout's rows have heights of their
    /// own: the sections that may hold it, then the candidate cells the search over their rows
    /// keeps, in item order, each tested on its own.
    @inline(never)
    private func firstSelfSizingCell(at point: Point, excluding excluded: ItemAppearances?) -> IndexPath? {
        let window = window(from: point.y, to: point.y)
        for section in movingSections(meeting: window) {
            var hit: Int?
            _ = forEachCandidateRun(inSection: section, meeting: window) { items in
                forEachCell(inSection: section, items: items) { item, frame, _ in
                    guard frame.contains(point), excluded?.contains(IndexPath(item: item, section: section)) != true
                    else { return true }
                    hit = item
                    return false
                }
            }
            if let hit { return IndexPath(item: hit, section: section) }
        }
        return nil
    }

    /// The first cell in flat order, other than those `excluded` lists, whose frame at the pair's
    /// progress holds `point` (vertical axis), in a transition between layouts of uniform rows (at
    /// rest, ``firstRestingUniformCell(at:excluding:)`` answers): in the sections that may hold
    /// it, the few candidates in closed form (``uniformCandidates(inSection:meeting:)``), each
    /// frame from the item's row and column alone.
    @inline(never)
    private func firstUniformCell(at point: Point, excluding excluded: ItemAppearances?) -> IndexPath? {
        let window = window(from: point.y, to: point.y)
        // Between the two layouts, no frame's size is negative: the test needs no standardizing.
        let sizesAreNonNegative = (0...1).contains(progress)
        for section in movingSections(meeting: window) {
            // The candidates first: no cell geometry is live across the call.
            let candidates = inlineUniformCandidates(inSection: section, meeting: window)
            guard !candidates.isEmpty else { continue }
            let currentCells: SectionCells<Double> = currentCells(inSection: section)
            let nextCells: SectionCells<Double> = nextCells(inSection: section)
            for item in candidates {
                let frame = currentCells.uniformFrame(ofItem: item).interpolated(
                    to: nextCells.uniformFrame(ofItem: item), progress: progress)
                let indexPath = IndexPath(item: item, section: section)
                if sizesAreNonNegative ? frame.containsWithNonNegativeSize(point) : frame.contains(point),
                    excluded?.contains(indexPath) != true
                {
                    return indexPath
                }
            }
        }
        return nil
    }

    /// The first cell in flat order, other than those `excluded` lists, whose frame holds `point`
    /// (vertical axis) in the current layout at rest, whose rows are uniform: in the sections
    /// whose slots meet the point's window, the rows and columns whose cells may hold the point,
    /// in closed form (one cell; two or four where the margin straddles an edge), each cell
    /// tested exactly. No candidate search, no interpolation.
    @inline(never)
    private func firstRestingUniformCell(at point: Point, excluding excluded: ItemAppearances?) -> IndexPath? {
        // At rest the progress is 0: the margin folds to a constant of the layout.
        let window = AxisWindow(from: point.y, to: point.y, progress: 0, edgeScale: edgeScale)
        let sections = current.sections.count == 1 ? 0..<1 : current.sections(meeting: window)
        for section in sections {
            let cells: SectionCells<Double> = currentCells(inSection: section)
            // A list's one column needs no search: the exact test checks x.
            let columns =
                current.columns == 1
                ? 0..<1
                : cells.columns(
                    meeting: AxisWindow(from: point.x, to: point.x, progress: 0, edgeScale: current.contentWidth))
            for row in cells.uniformRows(meeting: window) {
                // Past the last row (which a layout of many columns reaches at once), no item.
                let (rowStart, overflows) = row.multipliedReportingOverflow(by: current.columns)
                guard !overflows, rowStart < cells.itemCount else { break }
                for column in columns {
                    let item = rowStart + column
                    guard item < cells.itemCount else { break }
                    let frame = cells.uniformFrames(column: Double(column), row: Double(row)).rect(lane: 0)
                    let indexPath = IndexPath(item: item, section: section)
                    if frame.containsWithNonNegativeSize(point), excluded?.contains(indexPath) != true {
                        return indexPath
                    }
                }
            }
        }
        return nil
    }
}
