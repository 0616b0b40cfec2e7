import Foundation

/// Finds the change points of a series as Apache Otava (formerly MongoDB's Hunter) does: "Hunter:
/// Using Change Point Detection to Hunt for Performance Regressions", Fleming et al., ICPE 2023,
/// doi:10.1145/3578244.3583719, as implemented in `otava.analysis.compute_change_points` 0.8.0.
///
/// 1. *Split*: windows of ``windowLength`` values, each starting half a window after the last
///    (or at its last change point, if later), are each divided by E-divisive means
///    (``EnergyStatistic``): the best split of any of the window's segments is kept while a
///    Student's t-test (``StudentTTest``) finds its two sides different at ten times
///    ``maximumPValue`` (two times from 0.05, as Otava relaxes it), and the search goes on in
///    the segments it makes. Windows bound the cost per series: O(windowLength²) per window.
/// 2. *Merge*: the union of the windows' change points is tested again on the whole series,
///    each against its neighbours; the weakest (largest p-value beyond ``maximumPValue``, else
///    smallest magnitude not above ``minimumMagnitude``) is dropped and its two neighbours
///    retested, until every one left holds.
package struct ChangePointDetector: Sendable {
    /// The values each split step looks at together; Otava's default is 50.
    package var windowLength = 50
    /// The largest p-value of a change point kept; Otava's default is 0.001.
    package var maximumPValue = 0.001
    /// The magnitude (``SegmentComparison/magnitude``) a change point must exceed when its
    /// p-value alone would keep it; Otava's default 0 keeps every significant one.
    package var minimumMagnitude = 0.0
    /// The fewest values each side of a change point must have; Otava has no such limit (1).
    /// A side of one value has no spread of its own, and two equal values (a timer's tick
    /// apart) none at all: the pooled t-test then calls any difference certain.
    package var minimumSegmentLength = 1
    /// Whether the series is searched as the logarithms of its values (when all are positive):
    /// a timing's noise and its changes are relative, so a step is a step of the logarithm, and
    /// one slow run weighs less against the others. The comparisons are then of logarithms.
    /// Otava compares the values (false).
    package var comparesLogarithms = false
    /// Whether a change point's p-value is multiplied by the number of places its two segments
    /// could have been split at (Bonferroni): the t-test tests the split E-divisive chose as the
    /// best of them, so its raw p-value is that much too small. Otava does not correct (false).
    package var correctsForSplitChoice = false

    /// A detector with Otava's defaults; see the properties.
    package init(
        windowLength: Int = 50, maximumPValue: Double = 0.001, minimumMagnitude: Double = 0,
        minimumSegmentLength: Int = 1, comparesLogarithms: Bool = false, correctsForSplitChoice: Bool = false
    ) {
        precondition(windowLength >= 2, "a window holds at least two values")
        self.windowLength = windowLength
        self.maximumPValue = maximumPValue
        self.minimumMagnitude = minimumMagnitude
        self.minimumSegmentLength = minimumSegmentLength
        self.comparesLogarithms = comparesLogarithms
        self.correctsForSplitChoice = correctsForSplitChoice
    }

    /// The change points of `values`, by index.
    package func changePoints(in values: [Double]) -> [ChangePoint] {
        changePoints(in: values, resuming: nil).points
    }

    /// The change points of `values`, by index, and how far their split holds when values are
    /// appended; the split resumes from `progress`, that of a series `values` starts with, unless
    /// it is `nil` or was searched as logarithms where `values` are not (or the other way round).
    /// The same change points as a search from the start.
    package func changePoints(in values: [Double], resuming progress: SplitProgress?)
        -> (points: [ChangePoint], progress: SplitProgress)
    {
        let logarithms = comparesLogarithms && values.allSatisfy { $0 > 0 }
        let compared = logarithms ? values.map { log($0) } : values
        let resumed = progress.flatMap { $0.searchedLogarithms == logarithms ? $0 : nil }
        var (points, reached) = split(compared, resuming: resumed ?? SplitProgress())
        reached.searchedLogarithms = logarithms
        return (merge(points, of: compared), reached)
    }

    /// The p-value the split step keeps a change point at: Otava's first pass.
    var splitPValue: Double {
        maximumPValue < 0.05 ? maximumPValue * 10 : maximumPValue < 0.5 ? maximumPValue * 2 : maximumPValue
    }

    /// The weak change points, the split step's: every window's, tested against their
    /// neighbours in `values`.
    package func split(_ values: [Double]) -> [ChangePoint] {
        split(values, resuming: SplitProgress()).points
    }

    /// ``split(_:)`` of `values`, its windows from `progress` on (that of a series `values`
    /// starts with), and how far it holds when values are appended.
    func split(_ values: [Double], resuming progress: SplitProgress) -> (points: [ChangePoint], progress: SplitProgress)
    {
        var indices = progress.indices
        var start = progress.windowStart
        var reached: SplitProgress?
        let step = windowLength / 2
        while start < values.count {
            if reached == nil, start + windowLength > values.count {
                reached = SplitProgress(windowStart: start, indices: indices.sorted())
            }
            let end = min(start + windowLength, values.count)
            let window = Array(values[start..<end])
            let found = divide(window).map { $0 + start }
            start = max(found.last ?? 0, start + step)
            for index in found where !indices.contains(index) { indices.append(index) }
        }
        indices.sort()
        let points = indices.indices.map { position in
            changePoint(at: position, of: indices, in: values)
        }
        return (points, reached ?? SplitProgress(windowStart: start, indices: indices))
    }

    /// E-divisive on one window: the indices of its change points at ``splitPValue``, sorted.
    func divide(_ window: [Double]) -> [Int] {
        var indices: [Int] = []
        while true {
            let bounds = [0] + indices + [window.count]
            var best: (index: Int, divergence: Double, segment: Range<Int>)?
            for (lower, upper) in zip(bounds, bounds.dropFirst()) where upper - lower > 1 {
                let candidate = EnergyStatistic.candidate(in: window, range: lower..<upper)
                if best == nil || candidate.divergence > best!.divergence {
                    best = (candidate.index, candidate.divergence, lower..<upper)
                }
            }
            guard let best else { break }
            let comparison = StudentTTest.compare(
                window[best.segment.lowerBound..<best.index], window[best.index..<best.segment.upperBound])
            guard comparison.pValue <= splitPValue else { break }
            indices.append(best.index)
            indices.sort()
        }
        return indices
    }

    /// The change point `indices[position]`, compared between its neighbours in `indices` (or
    /// the series's ends).
    private func changePoint(at position: Int, of indices: [Int], in values: [Double]) -> ChangePoint {
        let index = indices[position]
        let lower = position > 0 ? indices[position - 1] : 0
        let upper = position + 1 < indices.count ? indices[position + 1] : values.count
        return ChangePoint(
            index: index, comparison: StudentTTest.compare(values[lower..<index], values[index..<upper]))
    }

    /// The p-value the merge step judges `point` by: corrected for the split's choice when
    /// ``correctsForSplitChoice``.
    private func pValue(_ point: ChangePoint) -> Double {
        guard correctsForSplitChoice else { return point.comparison.pValue }
        return min(
            1, point.comparison.pValue * Double(point.comparison.before.count + point.comparison.after.count - 1))
    }

    /// Drops the weakest of `points` until all hold at ``maximumPValue`` (corrected when
    /// ``correctsForSplitChoice``), ``minimumMagnitude`` and ``minimumSegmentLength``,
    /// retesting the neighbours of each one dropped: first the weakest of those with a side too
    /// short, then Otava's weakest.
    func merge(_ points: [ChangePoint], of values: [Double]) -> [ChangePoint] {
        var points = points
        while !points.isEmpty {
            let short = points.indices.filter {
                min(points[$0].comparison.before.count, points[$0].comparison.after.count) < minimumSegmentLength
            }
            var weakest =
                short.max { pValue(points[$0]) < pValue(points[$1]) }
                ?? points.indices.max { pValue(points[$0]) < pValue(points[$1]) }!
            if short.isEmpty, pValue(points[weakest]) < maximumPValue {
                weakest = points.indices.min { points[$0].comparison.magnitude < points[$1].comparison.magnitude }!
                if points[weakest].comparison.magnitude > minimumMagnitude { return points }
            }
            points.remove(at: weakest)
            let remaining = points.map(\.index)
            // Both neighbours' segments now meet where the dropped one was. (Otava 0.8.0 retests
            // the right neighbour and the one after it, so its left neighbour keeps a stale
            // p-value; Scripts/otava-oracle.py shows the difference.)
            for position in [weakest - 1, weakest] where points.indices.contains(position) {
                points[position] = changePoint(at: position, of: remaining, in: values)
            }
        }
        return points
    }
}
