import SwitchLayout

/// Bounds along the scroll axis of blocks of consecutive elements during a transition, made
/// monotone in block order so that a binary search finds, at any progress, the few blocks whose
/// elements may meet a range: the O(log n) part of every query.
///
/// Each element's along-axis edges e (origin and origin + size) move linearly,
/// e(t) = eA + t · (eB − eA). Over the blocks up to b (a prefix) this keeps the largest upper
/// edge hi in A and in B and the extremes of the displacement d = eB − eA; over the blocks from
/// b on (a suffix), the smallest lower edge lo and the displacement extremes. At progress t,
///
///     upper(b) = (1 − t) · max hiA + t · max hiB     for t in [0, 1]
///              = max hiB + (t − 1) · max d            for t > 1
///              = max hiA + t · min d                  for t < 0
///
/// bounds every edge of every element in blocks ≤ b from above, and `lower(b)` likewise every
/// edge in blocks ≥ b from below; both are non-decreasing in b whatever the layouts, so the
/// candidate blocks for a range [l, u] are those from the first with upper ≥ l to the last with
/// lower ≤ u. They are tight when both layouts keep flat order sorted along the axis, which they
/// do (§2, §3), and widen only around elements that fade in or out.
struct BlockBounds {
    /// Elements per block: two 8-lane vectors.
    static let blockSize = 16

    private enum Column: Int, CaseIterable {
        case prefixMaximumUpperEdgeInCurrent, prefixMaximumUpperEdgeInNext
        case prefixMaximumDisplacement, prefixMinimumDisplacement
        case suffixMinimumLowerEdgeInCurrent, suffixMinimumLowerEdgeInNext
        case suffixMinimumDisplacement, suffixMaximumDisplacement
    }

    let blockCount: Int
    private let columns: DoubleColumns
    /// The largest magnitude of any edge in either layout, in points: the scale of the rounding
    /// error of every interpolated edge.
    private let edgeScale: Double

    /// Computes the bounds of `count` elements whose along-axis origins and sizes are given in
    /// the current (`currentOrigin`, `currentSize`) and next layouts.
    init(
        count: Int,
        currentOrigin: UnsafePointer<Double>, currentSize: UnsafePointer<Double>,
        nextOrigin: UnsafePointer<Double>, nextSize: UnsafePointer<Double>
    ) {
        blockCount = (count + Self.blockSize - 1) / Self.blockSize
        let columns = DoubleColumns(columnCount: Column.allCases.count, rowCount: blockCount, padding: 1)
        self.columns = columns
        let column = { (name: Column) in columns[name.rawValue] }
        var edgeScale = 0.0
        for block in 0..<blockCount {
            var upperInCurrent = -Double.infinity
            var upperInNext = -Double.infinity
            var lowerInCurrent = Double.infinity
            var lowerInNext = Double.infinity
            var maximumDisplacement = -Double.infinity
            var minimumDisplacement = Double.infinity
            for element in block * Self.blockSize..<min((block + 1) * Self.blockSize, count) {
                let start = (currentOrigin[element], nextOrigin[element])
                let end = (start.0 + currentSize[element], start.1 + nextSize[element])
                upperInCurrent = max(upperInCurrent, start.0, end.0)
                lowerInCurrent = min(lowerInCurrent, start.0, end.0)
                upperInNext = max(upperInNext, start.1, end.1)
                lowerInNext = min(lowerInNext, start.1, end.1)
                maximumDisplacement = max(maximumDisplacement, start.1 - start.0, end.1 - end.0)
                minimumDisplacement = min(minimumDisplacement, start.1 - start.0, end.1 - end.0)
            }
            // The block's extreme edges bound the magnitude of every edge in it.
            edgeScale = max(edgeScale, abs(upperInCurrent), abs(lowerInCurrent), abs(upperInNext), abs(lowerInNext))
            column(.prefixMaximumUpperEdgeInCurrent)[block] = upperInCurrent
            column(.prefixMaximumUpperEdgeInNext)[block] = upperInNext
            column(.prefixMaximumDisplacement)[block] = maximumDisplacement
            column(.prefixMinimumDisplacement)[block] = minimumDisplacement
            column(.suffixMinimumLowerEdgeInCurrent)[block] = lowerInCurrent
            column(.suffixMinimumLowerEdgeInNext)[block] = lowerInNext
            column(.suffixMinimumDisplacement)[block] = minimumDisplacement
            column(.suffixMaximumDisplacement)[block] = maximumDisplacement
        }
        self.edgeScale = edgeScale
        let forward = Array(0..<blockCount)
        let backward = Array(forward.reversed())
        for (name, combine, order) in [
            (Column.prefixMaximumUpperEdgeInCurrent, max, forward), (.prefixMaximumUpperEdgeInNext, max, forward),
            (.prefixMaximumDisplacement, max, forward), (.prefixMinimumDisplacement, min, forward),
            (.suffixMinimumLowerEdgeInCurrent, min, backward), (.suffixMinimumLowerEdgeInNext, min, backward),
            (.suffixMinimumDisplacement, min, backward), (.suffixMaximumDisplacement, max, backward),
        ] as [(Column, (Double, Double) -> Double, [Int])] {
            // Running extreme in `order`: each block's value becomes the extreme over the blocks
            // before it in that order.
            let values = column(name)
            for (previous, block) in zip(order, order.dropFirst()) {
                values[block] = combine(values[block], values[previous])
            }
        }
    }

    /// The blocks, as a range of block indices, that may hold an element with an edge — or any
    /// point between its edges — in [lower, upper] along the scroll axis at `progress`.
    func candidateBlocks(from lower: Double, to upper: Double, progress: Double) -> Range<Int> {
        let first = firstBlock(reaching: lower, progress: progress)
        let end = partitionPoint { lowerBound(of: $0, progress: progress) > upper }
        return first..<max(first, end)
    }

    /// The first block that may hold an element with an edge at or past `position` along the
    /// scroll axis at `progress`; no element in the blocks before it has one.
    func firstBlock(reaching position: Double, progress: Double) -> Int {
        partitionPoint { upperBound(of: $0, progress: progress) >= position }
    }

    /// The first block for which `predicate` holds, given that it holds for every block after it.
    private func partitionPoint(_ predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = blockCount
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// An upper bound of every edge in blocks 0...block at `progress`, widened by a rounding
    /// margin so that the exact tests never see an edge beyond it.
    func upperBound(of block: Int, progress t: Double) -> Double {
        let current = self[.prefixMaximumUpperEdgeInCurrent, block]
        let next = self[.prefixMaximumUpperEdgeInNext, block]
        let bound =
            if t > 1 {
                next + (t - 1) * self[.prefixMaximumDisplacement, block]
            } else if t < 0 {
                current + t * self[.prefixMinimumDisplacement, block]
            } else {
                (1 - t) * current + t * next
            }
        return bound + roundingMargin(bound, progress: t)
    }

    /// A lower bound of every edge in blocks block..<blockCount at `progress`, widened by a
    /// rounding margin.
    func lowerBound(of block: Int, progress t: Double) -> Double {
        let current = self[.suffixMinimumLowerEdgeInCurrent, block]
        let next = self[.suffixMinimumLowerEdgeInNext, block]
        let bound =
            if t > 1 {
                next + (t - 1) * self[.suffixMinimumDisplacement, block]
            } else if t < 0 {
                current + t * self[.suffixMaximumDisplacement, block]
            } else {
                (1 - t) * current + t * next
            }
        return bound - roundingMargin(bound, progress: t)
    }

    private subscript(column: Column, block: Int) -> Double {
        columns[column.rawValue][block]
    }

    /// Far more than the rounding errors between `bound` (computed at progress `t`) and an
    /// element's edge as the exact tests compute it, a + (b − a) · t: a few units in the last
    /// place of |bound| and of |a| + 2 · |b − a| · |t|. The second term scales with the edges,
    /// not with the result: an edge that moves 10^15 pt lands with an error of a tenth of a
    /// point, even where the result is small.
    private func roundingMargin(_ bound: Double, progress t: Double) -> Double {
        1e-9 * (abs(bound) + edgeScale * (1 + 4 * abs(t)) + 1)
    }
}
