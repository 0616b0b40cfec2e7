/// The mean and population standard deviation of the values on one side of a change point, in
/// the values' unit.
package struct SegmentStatistics: Hashable, Sendable {
    /// How many values.
    package var count: Int
    /// Their mean.
    package var mean: Double
    /// Their population standard deviation (divided by the count); 0 for a single value.
    package var standardDeviation: Double

    /// The statistics of `values`, which must not be empty.
    package init(_ values: ArraySlice<Double>) {
        count = values.count
        mean = values.reduce(0, +) / Double(values.count)
        let mean = mean
        standardDeviation =
            values.count < 2
            ? 0 : (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)).squareRoot()
    }
}

/// The two sides of a change point compared: their statistics and the probability that they
/// have the same mean.
package struct SegmentComparison: Hashable, Sendable {
    /// The values from the previous change point (or the start) up to this one.
    package var before: SegmentStatistics
    /// The values from this change point up to the next one (or the end).
    package var after: SegmentStatistics
    /// The t-test's two-sided p-value.
    package var pValue: Double

    /// The change from before to after relative to before: 0.3 for 30 % more; 0 when the mean
    /// before is 0.
    package var relativeChange: Double {
        before.mean == 0 ? 0 : after.mean / before.mean - 1
    }

    /// The larger of the relative changes forward and backward, Otava's magnitude: a halving and
    /// a doubling both have magnitude 1.
    package var magnitude: Double {
        let backward = after.mean == 0 ? 0 : before.mean / after.mean - 1
        return max(abs(relativeChange), abs(backward))
    }
}
