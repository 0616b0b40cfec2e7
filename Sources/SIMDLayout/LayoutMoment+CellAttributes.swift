import SwitchLayout

// The rect query's cells during a transition: each candidate tested exactly at the pair's
// progress, the attributes of those that meet the rect written in place into the answer.

extension LayoutMoment {
    /// Appends to `attributes` the attributes of the cells `items` (candidates, in item order) of
    /// section `section` whose frames meet `rect` (vertical axis, not empty), in item order,
    /// during a transition.
    @inline(__always)
    func appendAttributes(
        ofCells items: Range<Int>, inSection section: Int, meeting rect: Rect, to attributes: inout [LayoutAttributes]
    ) {
        let isSelfSizing = current.isSelfSizing || next.isSelfSizing
        attributes.appendCells(items, axis: axis) { chunk, answer in
            if isSelfSizing {
                appendAttributes(AnyPair.self, ofCells: chunk, inSection: section, meeting: rect, to: &answer)
            } else {
                appendAttributes(UniformPair.self, ofCells: chunk, inSection: section, meeting: rect, to: &answer)
            }
        }
    }

    /// ``appendAttributes(ofCells:inSection:meeting:to:)`` in the loop compiled for `Shape`.
    @inline(__always)
    private func appendAttributes<Shape: PairShape>(
        _: Shape.Type, ofCells items: Range<Int>, inSection section: Int, meeting rect: Rect,
        to answer: inout OutputSpan<LayoutAttributes>
    ) {
        var cells = CellFrames<Shape>(of: self, inSection: section, items: items)
        let edges = (rect.minX, rect.maxX, rect.minY, rect.maxY)
        let sizesAreNonNegative = (0...1).contains(progress)
        while let (item, frame, nextFrame) = cells.next() {
            if sizesAreNonNegative ? frame.intersectsWithNonNegativeSize(edges) : frame.intersects(rect) {
                answer.append(
                    cellAttributes(
                        at: IndexPath(item: item, section: section), frame: frame, nextFrame: nextFrame, axis: .vertical
                    ))
            }
        }
    }
}
