import SwitchLayout

// The rect query's cells: each candidate tested exactly, the attributes of those that meet the
// rect written in place into the answer's spare capacity. Appending them one by one would check
// the array's uniqueness through a runtime call per cell, around which the loop saves and
// restores its registers; a sequence for `append(contentsOf:)` hands its whole iterator back
// to the array at the end.

extension LayoutMoment {
    /// The most candidates whose room a rect query reserves at once: a tall, narrow rect over a
    /// wide grid has many more candidates than cells that meet it.
    static let candidateChunkSize = 1024

    /// Appends to `attributes` the attributes of the cells `items` (candidates, in item order) of
    /// section `section` whose frames meet `rect` (vertical axis, not empty), in item order.
    @inline(__always)
    func appendAttributes(
        ofCells items: Range<Int>, inSection section: Int, meeting rect: Rect, to attributes: inout [LayoutAttributes]
    ) {
        var start = items.lowerBound
        while start < items.upperBound {
            let end =
                items.upperBound - start > Self.candidateChunkSize ? start + Self.candidateChunkSize : items.upperBound
            attributes.append(addingCapacity: end - start) { answer in
                let chunk = start..<end
                switch (isTransitioning, current.isSelfSizing || next.isSelfSizing) {
                case (true, true):
                    appendAttributes(AnyPair.self, ofCells: chunk, inSection: section, meeting: rect, to: &answer)
                case (true, false):
                    appendAttributes(UniformPair.self, ofCells: chunk, inSection: section, meeting: rect, to: &answer)
                case (false, true):
                    appendRestingAttributes(
                        AnyPair.self, ofCells: chunk, inSection: section, meeting: rect, to: &answer)
                case (false, false):
                    appendRestingAttributes(
                        UniformPair.self, ofCells: chunk, inSection: section, meeting: rect, to: &answer)
                }
                // The loops write frames on the vertical axis, as they compute them: transposed
                // here, in one pass, rather than selected in every iteration.
                if axis == .horizontal {
                    var written = answer.mutableSpan
                    for index in written.indices {
                        written[index].frame = written[index].frame.transposed
                        written[index].nextLayoutCellFrame = written[index].nextLayoutCellFrame.transposed
                    }
                }
            }
            start = end
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

    /// ``appendAttributes(ofCells:inSection:meeting:to:)`` at rest, in the loop compiled for
    /// `Shape`: each frame from the current layout alone, at the column and row that a cursor of
    /// whole numbers carries. No next layout, no interpolation: the loop's code stays small, which
    /// a frame whose caches are cold fetches line by line.
    @inline(__always)
    private func appendRestingAttributes<Shape: PairShape>(
        _: Shape.Type, ofCells items: Range<Int>, inSection section: Int, meeting rect: Rect,
        to answer: inout OutputSpan<LayoutAttributes>
    ) {
        let cells: SectionCells<Double> = currentCells(inSection: section)
        let columns = current.columns
        var (row, column) = current.gridLanes.one.position(ofItem: items.lowerBound)
        let edges = (rect.minX, rect.maxX, rect.minY, rect.maxY)
        for item in items {
            let frame = cells.frames(Shape.self, at: item, column: Double(column), row: Double(row)).rect(lane: 0)
            if frame.intersectsWithNonNegativeSize(edges) {
                answer.append(
                    cellAttributes(
                        at: IndexPath(item: item, section: section), frame: frame, nextFrame: frame, axis: .vertical))
            }
            column += 1
            if column == columns { (row, column) = (row + 1, 0) }
        }
    }
}
