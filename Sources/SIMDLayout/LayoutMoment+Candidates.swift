import Algorithms
import SwitchLayout

// Finding the elements that may meet a window along the scroll axis, at any progress: the
// sections by a search over their slots, then in each section the cells in closed form (uniform
// rows in both layouts) or by a search over their rows (self-sizing). Every candidate is then
// tested exactly by the query; nothing here allocates.

extension LayoutMoment {
    /// Calls `supplementary` with the headers and footers and `cells` with the runs of items that
    /// may meet `window`, in flat order, until one returns `false`; returns whether none did.
    /// With `cellsOnly`, headers and footers are left out. A run's cells are the caller's to
    /// visit (``forEachCell(inSection:items:_:)``,
    /// ``appendAttributes(ofCells:inSection:meeting:to:)``): the loop over them, and the exact
    /// test of each, then inline into one function.
    ///
    /// The sections visited are those of ``movingSections(meeting:)`` and, for headers and
    /// footers only one layout shows (which stay where that layout has them while they fade),
    /// those whose slots meet the window in either layout at rest.
    @inline(__always)
    func forEachCandidate(
        meeting window: AxisWindow, cellsOnly: Bool, supplementary: (SupplementaryElement) -> Bool,
        cells: (_ section: Int, _ items: Range<Int>) -> Bool
    ) -> Bool {
        // Without headers and footers in either layout, there are only cells to visit.
        let cellsOnly = cellsOnly || !(current.hasSupplementaryElements || next.hasSupplementaryElements)
        let moving = movingSections(meeting: window)
        /// Visits section `section`'s candidates; returns whether to go on.
        @inline(__always)
        func visit(_ section: Int) -> Bool {
            forEachCandidate(
                inSection: section, meeting: window, cellsOnly: cellsOnly, supplementary: supplementary, cells: cells)
        }
        // Most pairs have no fading header or footer: their sections are one run, with nothing to merge.
        guard hasFadingElements && !cellsOnly else { return moving.allSatisfy(visit) }
        let fading = (current.sections(meeting: window), next.sections(meeting: window))
        return SectionRuns(moving, fading.0, fading.1).allSatisfy(visit)
    }

    /// The run of sections that holds every section whose cells, or headers and footers both
    /// layouts show, may meet `window`: these lie within their section's slots in both layouts,
    /// which stack in order. For progress in [0, 1] the interpolated slots stack in order too,
    /// and two binary searches find exactly those sections; outside it, the run reaches from the
    /// first to the last that a search halving the runs of sections keeps, and the sections in
    /// between are pruned one by one. One section, as most collections have, needs no search: it
    /// is the candidate, which the search within it prunes.
    @inline(__always)
    func movingSections(meeting window: AxisWindow) -> Range<Int> {
        current.sections.count == 1 ? 0..<1 : searchSections(meeting: window)
    }

    /// ``movingSections(meeting:)`` for more than one section.
    @inline(never)
    private func searchSections(meeting window: AxisWindow) -> Range<Int> {
        let sections = PairedSections(moment: self)
        let indices = 0..<current.sections.count
        guard (0...1).contains(progress) else {
            var (start, end) = (indices.upperBound, 0)
            _ = sections.forEachCandidateRun(in: indices, meeting: window, leafSize: 1) { run in
                (start, end) = (min(start, run.lowerBound), max(end, run.upperBound))
                return true
            }
            return start..<max(start, end)
        }
        @inline(__always)
        func interval(_ section: Int) -> (lower: Double, upper: Double) {
            window.interval(tops: sections.tops(of: section), bottoms: sections.bottoms(of: section))
        }
        let start = indices.partitioningIndex { interval($0).upper >= window.lower }
        let end = indices.partitioningIndex { interval($0).lower > window.upper }
        return start..<max(start, end)
    }

    /// Calls `supplementary` with section `section`'s header and footer (unless `cellsOnly`) and
    /// `cells` with its runs of items that may meet `window`, in flat order, until one returns
    /// `false`; returns whether none did.
    @inline(__always)
    private func forEachCandidate(
        inSection section: Int, meeting window: AxisWindow, cellsOnly: Bool,
        supplementary: (SupplementaryElement) -> Bool, cells: (_ section: Int, _ items: Range<Int>) -> Bool
    ) -> Bool {
        if !cellsOnly, let header = self.supplementary(.header, inSection: section), !supplementary(header) {
            return false
        }
        guard forEachCandidateRun(inSection: section, meeting: window, { cells(section, $0) }) else { return false }
        if !cellsOnly, let footer = self.supplementary(.footer, inSection: section), !supplementary(footer) {
            return false
        }
        return true
    }

    /// Calls `run` with the runs of section `section`'s items, in item order, that hold every
    /// cell that may meet `window`, until it returns `false`; returns whether it never did: one run
    /// in closed form when both layouts have uniform rows, else the runs a search over the rows
    /// keeps.
    @inline(__always)
    func forEachCandidateRun(inSection section: Int, meeting window: AxisWindow, _ run: (Range<Int>) -> Bool)
        -> Bool
    {
        guard current.isSelfSizing || next.isSelfSizing else {
            let items = uniformCandidates(inSection: section, meeting: window)
            return items.isEmpty || run(items)
        }
        return forEachSelfSizingCandidateRun(inSection: section, meeting: window, run)
    }

    /// ``forEachCandidateRun(inSection:meeting:_:)`` for a section with self-sizing rows in
    /// either layout: one run of items at rest (searched in the layout's own row tops) and for
    /// progress in [0, 1], where the rows' interpolated slots stack in order, else the runs a
    /// search halving them keeps. Never inlined, so that the closed-form path stays small.
    @inline(never)
    private func forEachSelfSizingCandidateRun(
        inSection section: Int, meeting window: AxisWindow, _ run: (Range<Int>) -> Bool
    ) -> Bool {
        let layout = Unmanaged.passUnretained(current)
        guard isTransitioning else {
            let candidates = layout._withUnsafeGuaranteedRef {
                $0.restingSelfSizingCandidates(inSection: section, meeting: window)
            }
            return candidates.isEmpty || run(candidates)
        }
        let rows = PairedRows(moment: self, section: section)
        let items = 0..<current.sections[section].itemCount
        guard (0...1).contains(progress) else {
            return rows.forEachCandidateRun(in: items, meeting: window, leafSize: Self.rowSearchLeafSize, run)
        }
        let candidates = rows.candidates(
            in: items, meeting: window, from: layout._withUnsafeGuaranteedRef { $0.rowSearchStart })
        layout._withUnsafeGuaranteedRef { $0.rowSearchStart = candidates.lowerBound }
        return candidates.isEmpty || run(candidates)
    }

    /// The runs of a self-sizing section's items that the row search stops splitting: two groups
    /// of eight lanes.
    static let rowSearchLeafSize = 16

    /// The items of section `section`, whose rows are uniform in both layouts, that may meet
    /// `window`, in closed form: O(1) whatever the progress. Both layouts' ``ItemBand``s,
    /// weighted by the progress, bound the items' edges by a line in the item index: the items
    /// whose band meets the window form one run, found by two divisions. The window's margin, far
    /// wider than the rounding of these few operations, keeps every item the exact tests may find.
    /// Out of line for the rect query; the hit test inlines ``inlineUniformCandidates(inSection:meeting:)``.
    @inline(never)
    func uniformCandidates(inSection section: Int, meeting window: AxisWindow) -> Range<Int> {
        inlineUniformCandidates(inSection: section, meeting: window)
    }

    /// ``uniformCandidates(inSection:meeting:)``, inlined where it is called.
    @inline(__always)
    func inlineUniformCandidates(inSection section: Int, meeting window: AxisWindow) -> Range<Int> {
        let geometry = current.sections[section]
        let itemCount = geometry.itemCount
        let band =
            current.itemBand.starting(at: geometry.cellsTop).weighted(by: window.currentWeight)
            + next.itemBand.starting(at: next.sections[section].cellsTop).weighted(by: window.nextWeight)
        // A length that overflowed leaves nothing to bound the items by.
        guard band.isFinite else { return 0..<itemCount }
        // The items i with slope · i in [first, last] are the candidates; an end of the window may
        // be infinite, which the clamping below handles.
        let first = window.lower - band.intercept - band.high
        let last = window.upper - band.intercept - band.low
        let slope = band.slope
        guard slope != 0 else { return first <= 0 && 0 <= last || first.isNaN || last.isNaN ? 0..<itemCount : 0..<0 }
        let inverse = 1 / slope
        let (start, end) = slope > 0 ? (first * inverse, last * inverse) : (last * inverse, first * inverse)
        // A NaN window (a NaN query) meets nothing the exact tests accept; every item, to be safe.
        guard !start.isNaN, !end.isNaN else { return 0..<itemCount }
        return Range(integersFrom: start, through: end, below: itemCount)
    }
}

/// The sections of a layout pair: their slots stack in order in both layouts.
private struct PairedSections: MonotoneSlots {
    let moment: LayoutMoment

    @inline(__always)
    func tops(of index: Int) -> (current: Double, next: Double) {
        (moment.current.sections[index].top, moment.next.sections[index].top)
    }

    @inline(__always)
    func bottoms(of index: Int) -> (current: Double, next: Double) {
        (moment.current.sections[index].bottom, moment.next.sections[index].bottom)
    }
}

/// The items of one section of a layout pair, by the slots of their rows in both layouts (the
/// current layout's alone at rest, when the next is the same). It calls the layouts under
/// `Unmanaged`'s guarantee: calling a method of an `unowned(unsafe)` reference retains and
/// releases it around the call, twice per probe of a search.
private struct PairedRows: MonotoneSlots {
    let current: Unmanaged<PreparedLayout>
    /// The next layout during a transition, `nil` at rest.
    let next: Unmanaged<PreparedLayout>?
    let section: Int

    init(moment: LayoutMoment, section: Int) {
        current = .passUnretained(moment.current)
        next = moment.isTransitioning ? .passUnretained(moment.next) : nil
        self.section = section
    }

    @inline(__always)
    func tops(of index: Int) -> (current: Double, next: Double) {
        let current = rowSlot(ofItem: index, in: current).top
        return (current, next.map { rowSlot(ofItem: index, in: $0).top } ?? current)
    }

    @inline(__always)
    func bottoms(of index: Int) -> (current: Double, next: Double) {
        let current = rowSlot(ofItem: index, in: current).bottom
        return (current, next.map { rowSlot(ofItem: index, in: $0).bottom } ?? current)
    }

    @inline(__always)
    private func rowSlot(ofItem item: Int, in layout: Unmanaged<PreparedLayout>) -> (top: Double, bottom: Double) {
        layout._withUnsafeGuaranteedRef { $0.rowSlot(ofItem: item, inSection: section) }
    }
}

extension PreparedLayout {
    /// The sections whose slots meet `window`'s range along the scroll axis in this layout, at
    /// rest: two binary searches, since sections stack in order.
    func sections(meeting window: AxisWindow) -> Range<Int> {
        let start = sections.partitioningIndex { $0.bottom >= window.lower }
        let end = sections.partitioningIndex { $0.top > window.upper }
        return start..<max(start, end)
    }
}
