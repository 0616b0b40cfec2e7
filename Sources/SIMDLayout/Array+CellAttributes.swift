import SwitchLayout

// A rect query's cells are written in place into the answer's spare capacity. Appending them one
// by one would check the array's uniqueness through a runtime call per cell, around which the
// loop saves and restores its registers; a sequence for `append(contentsOf:)` hands its whole
// iterator back to the array at the end.

extension [LayoutAttributes] {
    /// The most candidates whose room a rect query reserves at once: a tall, narrow rect over a
    /// wide grid has many more candidates than cells that meet it.
    static let candidateChunkSize = 1024

    /// Appends the attributes that `write` writes for each chunk of the candidate cells `items`,
    /// in order, on the vertical axis, then transposes them to `axis`. A chunk holds at most
    /// ``candidateChunkSize`` candidates, for which it reserves room.
    @inline(__always)
    mutating func appendCells(
        _ items: Range<Int>, axis: Axis,
        _ write: (_ chunk: Range<Int>, _ answer: inout OutputSpan<LayoutAttributes>) -> Void
    ) {
        var start = items.lowerBound
        while start < items.upperBound {
            let end =
                items.upperBound - start > Self.candidateChunkSize ? start + Self.candidateChunkSize : items.upperBound
            append(addingCapacity: end - start) { answer in
                write(start..<end, &answer)
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
}
