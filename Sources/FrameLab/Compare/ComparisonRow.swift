import RunRecords

/// One metric of one summary row in two runs, A and B: a row of `comparison.csv`.
package struct ComparisonRow: Hashable, Sendable {
    /// Whether the metric got better from A to B.
    package enum Verdict: String, Hashable, Sendable {
        /// Better by at least the threshold, and significantly so.
        case improved
        /// Changed by less than the threshold, or not significantly.
        case unchanged
        /// Worse by at least the threshold, and significantly so.
        case regressed
        /// A time of a row that has a same-run speedup over the reference in both runs: judged
        /// through that ratio, which machine noise between the runs cancels out of, not by
        /// itself.
        case judgedByRatio = "by-ratio"
    }

    /// The summary row compared.
    package var key: SummaryKey
    /// The metric compared.
    package var metric: ComparedMetric
    /// The metric in run A, in its column's unit.
    package var a: Double
    /// The metric in run B, in its column's unit.
    package var b: Double
    /// The change from A to B as a percentage of A; `nil` when A is 0 and B is not.
    package var deltaPercent: Double?
    /// The two-sided p-value of the Mann-Whitney U test between the metric's values per
    /// repetition in A and in B; `nil` when the metric was not tested.
    package var pValue: Double?
    /// ``pValue`` after Holm's correction for the number of metrics tested.
    package var adjustedPValue: Double?
    /// Whether the change is an improvement, a regression, or neither.
    package var verdict: Verdict

    /// Compares `metric` of `key` from `a` to `b`: a change counts when it is at least
    /// `thresholdPercent` of `a` (any change from 0 does) and its `adjustedPValue` is below
    /// `alpha`; an untested metric (`adjustedPValue` `nil`) is judged by its ratio.
    package init(
        key: SummaryKey, metric: ComparedMetric, a: Double, b: Double, pValue: Double?, adjustedPValue: Double?,
        thresholdPercent: Double, alpha: Double
    ) {
        self.key = key
        self.metric = metric
        self.a = a
        self.b = b
        self.pValue = pValue
        self.adjustedPValue = adjustedPValue
        deltaPercent = a != 0 ? (b - a) / abs(a) * 100 : (b == 0 ? 0 : nil)
        let improvement = metric.higherIsBetter ? b - a : a - b
        verdict =
            if let adjustedPValue {
                if adjustedPValue >= alpha {
                    .unchanged
                } else if let deltaPercent, abs(deltaPercent) < thresholdPercent {
                    .unchanged
                } else if improvement > 0 {
                    .improved
                } else if improvement < 0 {
                    .regressed
                } else {
                    .unchanged
                }
            } else {
                .judgedByRatio
            }
    }
}
