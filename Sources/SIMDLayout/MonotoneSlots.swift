import Algorithms

/// Elements in flat order whose slots along the scroll axis never move back as the index grows,
/// in the current layout and in the next: sections, or the rows of a section's cells. Every edge
/// of element i lies between its slot's top and bottom in each layout.
///
/// Over a run of elements a…b, the edges then lie between a's top and b's bottom in each layout,
/// so ``AxisWindow`` bounds where the whole run can be at any progress, and a search that halves
/// the runs that may meet a window finds the candidates in O(log n + k) when both layouts keep
/// their order (at rest, and for progress in [0, 1]), and prunes most of the rest outside it.
protocol MonotoneSlots {
    /// The top of element `index`'s slot in the current and in the next layout, in points.
    func tops(of index: Int) -> (current: Double, next: Double)
    /// The bottom of element `index`'s slot in the current and in the next layout, in points.
    func bottoms(of index: Int) -> (current: Double, next: Double)
}

extension MonotoneSlots {
    /// The run of `range` that holds every element whose edges may meet `window`, when both
    /// layouts keep their order (at rest, and for progress in [0, 1]) so that the slots at the
    /// window's progress stack in order too. A search galloping from `hint` finds its first
    /// element (with a hint near it, as the last frame's answer is, it reads a few neighbouring
    /// slots where a binary search would miss the cache at every level), then one galloping
    /// from there its end, a few elements on, in memory the first search has just read.
    func candidates(in range: Range<Int>, meeting window: AxisWindow, from hint: Int) -> Range<Int> {
        /// Where element `index`'s edges lie at the window's progress.
        func interval(_ index: Int) -> (lower: Double, upper: Double) {
            window.interval(tops: tops(of: index), bottoms: bottoms(of: index))
        }
        return range.run(
            from: hint, startingWhere: { interval($0).upper >= window.lower },
            endingWhere: { interval($0).lower > window.upper })
    }

    /// Calls `body` with runs of `range`, in increasing order, that hold every element whose edges
    /// may meet `window` (and few others), until it returns `false`; returns whether it never did.
    /// Runs of up to `leafSize` elements, or wholly inside the window, are not split further.
    func forEachCandidateRun(
        in range: Range<Int>, meeting window: AxisWindow, leafSize: Int, _ body: (Range<Int>) -> Bool
    ) -> Bool {
        guard !range.isEmpty else { return true }
        let interval = window.interval(tops: tops(of: range.lowerBound), bottoms: bottoms(of: range.upperBound - 1))
        guard window.mayMeet(interval) else { return true }
        if range.count <= leafSize || window.contains(interval) {
            return body(range)
        }
        let middle = range.lowerBound + range.count / 2
        return forEachCandidateRun(in: range.lowerBound..<middle, meeting: window, leafSize: leafSize, body)
            && forEachCandidateRun(in: middle..<range.upperBound, meeting: window, leafSize: leafSize, body)
    }
}
