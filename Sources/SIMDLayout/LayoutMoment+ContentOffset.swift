// The searches of the scrolling queries: the cell a transition anchors on, and the cell nearest
// the viewport's centre, by the candidate search.

extension LayoutMoment {
    /// The section and item of the first cell in flat order whose frame ends after `position`
    /// along the scroll axis: the first candidate for the window from `position` on that does.
    @inline(never)
    func firstCell(endingAfter position: Double) -> (section: Int, item: Int)? {
        var found: (section: Int, item: Int)?
        _ = forEachCandidate(
            meeting: window(from: position, to: .infinity), cellsOnly: true, supplementary: { _ in true }
        ) { section, items in
            forEachCell(inSection: section, items: items) { item, frame, _ in
                guard position < frame.maxY else { return true }
                found = (section, item)
                return false
            }
        }
        return found
    }

    /// The centre along the scroll axis of the cell whose centre is nearest `position`, the
    /// lowest index among equals: searches a window around `position` that grows fourfold until
    /// it holds a cell whose centre lies inside it, which no cell outside the window can beat.
    /// Once the window spans the content (or the content's length or `position` is not finite,
    /// so no window can), it searches every element, as the reference does.
    @inline(never)
    func nearestCellCentre(to position: Double) -> Double? {
        var reach = axis.vertical(current.spec.boundsSize).height / 2 + 1
        let extent = axis.vertical(contentSize).height + abs(position)
        while true {
            let searchesEverything = !(reach < 4 * extent)
            let window =
                searchesEverything
                ? self.window(from: -.infinity, to: .infinity)
                : self.window(from: position - reach, to: position + reach)
            var nearest: (distance: Double, centre: Double)?
            _ = forEachCandidate(meeting: window, cellsOnly: true, supplementary: { _ in true }) { section, items in
                forEachCell(inSection: section, items: items) { _, frame, _ in
                    let distance = abs(frame.midY - position)
                    if distance < nearest?.distance ?? .infinity {
                        nearest = (distance, frame.midY)
                    }
                    return true
                }
            }
            if let nearest, nearest.distance <= reach { return nearest.centre }
            if searchesEverything { return nearest?.centre }
            reach *= 4
        }
    }
}
