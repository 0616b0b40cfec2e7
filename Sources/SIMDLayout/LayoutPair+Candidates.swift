import Algorithms
import SwitchLayout

// Finding the elements that may meet a window along the scroll axis, at any progress: the
// sections by a search over their slots, then in each section the cells in closed form (uniform
// rows in both layouts) or by a search over their rows (self-sizing). Every candidate is then
// tested exactly by the query; nothing here allocates.

extension LayoutPair {
    /// Calls `supplementary` with the headers and footers and `cells` with the groups of cells
    /// that may meet `window`, in flat order, until one returns `false`; returns whether none did.
    /// With `cellsOnly`, headers and footers are left out.
    @inline(__always)
    func forEachCandidate<Lane: InterpolationLane>(
        meeting window: AxisWindow, cellsOnly: Bool, supplementary: (SupplementaryElement) -> Bool,
        cells: (CellGroup<Lane>) -> Bool
    ) -> Bool {
        forEachCandidateSection(meeting: window, includesFadingElements: !cellsOnly) { section in
            if !cellsOnly, let header = self.supplementary(.header, inSection: section), !supplementary(header) {
                return false
            }
            let completed = forEachCandidateCellRun(inSection: section, meeting: window) { items in
                forEachCellGroup(inSection: section, items: items, cells)
            }
            guard completed else { return false }
            if !cellsOnly, let footer = self.supplementary(.footer, inSection: section), !supplementary(footer) {
                return false
            }
            return true
        }
    }

    /// Calls `body` with every section, in increasing order, that may hold an element meeting
    /// `window`, until it returns `false`; returns whether it never did.
    ///
    /// Cells, and headers and footers both layouts show, lie within their section's slots in
    /// both layouts, which stack in order: a search over the sections finds them. A header or
    /// footer only one layout shows stays where that layout has it while it fades: with
    /// `includesFadingElements`, the sections whose slots in either layout meet the window are
    /// visited too.
    func forEachCandidateSection(
        meeting window: AxisWindow, includesFadingElements: Bool, _ body: (Int) -> Bool
    ) -> Bool {
        let sectionCount = current.sections.count
        var fading = (0..<0, 0..<0)
        if hasFadingElements && includesFadingElements {
            let inCurrent = current.sections(meeting: window)
            let inNext = next.sections(meeting: window)
            fading = inCurrent.lowerBound <= inNext.lowerBound ? (inCurrent, inNext) : (inNext, inCurrent)
        }
        // Every section below `visited` has been visited or passed over for good.
        var visited = 0
        func visit(_ sections: Range<Int>) -> Bool {
            for section in max(sections.lowerBound, visited)..<max(sections.upperBound, visited) {
                guard body(section) else { return false }
            }
            visited = max(visited, sections.upperBound)
            return true
        }
        /// Visits the sections of the fading runs below `end`.
        func visitFading(below end: Int) -> Bool {
            visit(fading.0.clamped(to: 0..<end)) && visit(fading.1.clamped(to: 0..<end))
        }
        let completed = PairedSections(pair: self).forEachCandidateRun(
            in: 0..<sectionCount, meeting: window, leafSize: 1
        ) { sections in
            visitFading(below: sections.lowerBound) && visit(sections)
        }
        return completed && visitFading(below: sectionCount)
    }

    /// Calls `body` with runs of section `section`'s items, in increasing order, that hold every
    /// cell that may meet `window`, until it returns `false`; returns whether it never did.
    func forEachCandidateCellRun(inSection section: Int, meeting window: AxisWindow, _ body: (Range<Int>) -> Bool)
        -> Bool
    {
        let itemCount = current.sections[section].itemCount
        guard current.isSelfSizing || next.isSelfSizing else {
            let items = uniformCandidates(inSection: section, meeting: window)
            return items.isEmpty || body(items)
        }
        return PairedRows(pair: self, section: section).forEachCandidateRun(
            in: 0..<itemCount, meeting: window, leafSize: Self.rowSearchLeafSize, body)
    }

    /// The runs of a self-sizing section's items that the row search stops splitting: two groups
    /// of eight lanes.
    static let rowSearchLeafSize = 16

    /// The items of section `section`, whose rows are uniform in both layouts, that may meet
    /// `window`, in closed form: O(1) whatever the progress.
    ///
    /// In a layout of C columns and row pitch P whose cells start at T, item i's edges lie in its
    /// row's slot, T + P · ⌊i / C⌋ + [0, P] = T + P · i / C + P · [−(C − 1) / C, 1]. Weighted by
    /// the progress (a negative weight swaps the ends), the edges at any progress lie in
    /// K + m · i + [low, high], a line in i: the items whose band meets the window form one run,
    /// found by two divisions (and widened by an item at each end for the rounding).
    func uniformCandidates(inSection section: Int, meeting window: AxisWindow) -> Range<Int> {
        let itemCount = current.sections[section].itemCount
        var (intercept, slope, low, high) = (0.0, 0.0, 0.0, 0.0)
        /// Adds `layout`'s line and band, weighted by `weight`.
        func add(_ layout: PreparedLayout, weight: Double) {
            guard weight != 0 else { return }
            let columns = Double(layout.spec.columns)
            let pitch = weight * layout.rowPitch
            intercept += weight * layout.sections[section].slots.cellsTop
            slope += pitch / columns
            let earliest = -pitch * (columns - 1) / columns
            low += min(earliest, pitch)
            high += max(earliest, pitch)
        }
        add(current, weight: window.currentWeight)
        add(next, weight: window.nextWeight)
        // A length that overflowed leaves nothing to bound the items by.
        guard intercept.isFinite, slope.isFinite, low.isFinite, high.isFinite else { return 0..<itemCount }
        // The items i with slope · i in [first, last] are the candidates; an end of the window may
        // be infinite, which the clamping below handles.
        let first = window.lower - intercept - high
        let last = window.upper - intercept - low
        guard slope != 0 else { return first <= 0 && 0 <= last || first.isNaN || last.isNaN ? 0..<itemCount : 0..<0 }
        let (start, end) = slope > 0 ? (first / slope, last / slope) : (last / slope, first / slope)
        // A NaN window (a NaN query) meets nothing the exact tests accept; every item, to be safe.
        guard !start.isNaN, !end.isNaN else { return 0..<itemCount }
        /// `index` rounded down and clamped to the section's items.
        func item(_ index: Double) -> Int {
            Int(min(max(index.rounded(.down), 0), Double(itemCount)))
        }
        let (startItem, endItem) = (item(start - 1), item(end + 2))
        return startItem < endItem ? startItem..<endItem : 0..<0
    }
}

/// The sections of a layout pair: their slots stack in order in both layouts.
private struct PairedSections: MonotoneSlots {
    let pair: LayoutPair

    func tops(of index: Int) -> (current: Double, next: Double) {
        (pair.current.sections[index].slots.top, pair.next.sections[index].slots.top)
    }

    func bottoms(of index: Int) -> (current: Double, next: Double) {
        (pair.current.sections[index].slots.bottom, pair.next.sections[index].slots.bottom)
    }
}

/// The items of one section of a layout pair, by the slots of their rows in both layouts.
private struct PairedRows: MonotoneSlots {
    let pair: LayoutPair
    let section: Int

    func tops(of index: Int) -> (current: Double, next: Double) {
        (pair.current.rowSlot(ofItem: index, inSection: section).top, pair.next.rowSlot(ofItem: index, inSection: section).top)
    }

    func bottoms(of index: Int) -> (current: Double, next: Double) {
        (
            pair.current.rowSlot(ofItem: index, inSection: section).bottom,
            pair.next.rowSlot(ofItem: index, inSection: section).bottom
        )
    }
}

extension PreparedLayout {
    /// The sections whose slots meet `window`'s range along the scroll axis in this layout, at
    /// rest: two binary searches, since sections stack in order.
    func sections(meeting window: AxisWindow) -> Range<Int> {
        let start = sections.partitioningIndex { $0.slots.bottom >= window.lower }
        let end = sections.partitioningIndex { $0.slots.top > window.upper }
        return start..<max(start, end)
    }
}
