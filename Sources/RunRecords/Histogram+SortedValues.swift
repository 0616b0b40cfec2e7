import Histogram

extension Histogram {
    /// The histogram (3 significant digits) of `values`, sized for the largest up front: one
    /// that grows appends its counts one at a time through the package's unspecialized generic
    /// code.
    package init(of values: [UInt64]) {
        self.init(highestTrackableValue: Swift.max(2, values.max() ?? 0), numberOfSignificantValueDigits: .three)
        for value in values {
            record(value)
        }
    }

    /// ``valueAtPercentile(_:)`` of this histogram of `sorted` (its values, ascending), read at
    /// the value's index: the highest value equivalent to the smallest with `percentile` % of the
    /// values at or below it, within the recorded range. The package finds it by walking its
    /// counts through unspecialized generic code, most of the time a run's summaries took.
    package func valueAtPercentile(_ percentile: Double, sorted: [UInt64]) -> UInt64 {
        guard percentile != 0 else { return min }
        guard percentile < 100 else { return maxRecorded }
        // The package's rank: one ulp below the percentile, rounded up, at least the first.
        let requested = Swift.min(Swift.max(percentile.nextDown, 0), 100)
        let rank = Swift.max(1, UInt64((requested * Double(totalCount) / 100).rounded(.up)))
        return Swift.max(Swift.min(highestEquivalentForValue(sorted[Int(rank) - 1]), maxRecorded), min)
    }
}
