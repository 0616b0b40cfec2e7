/// One metric of one summary row in two runs, A and B: a row of `comparison.csv`.
public struct ComparisonRow: Hashable, Sendable {
    /// Whether the metric got better from A to B.
    public enum Verdict: String, Hashable, Sendable {
        /// Better by at least the threshold.
        case improved
        /// Changed by less than the threshold.
        case unchanged
        /// Worse by at least the threshold.
        case regressed
    }

    /// The summary row compared.
    public var key: SummaryKey
    /// The metric compared.
    public var metric: ComparedMetric
    /// The metric in run A, in its column's unit.
    public var a: Double
    /// The metric in run B, in its column's unit.
    public var b: Double
    /// The change from A to B as a percentage of A; `nil` when A is 0 and B is not.
    public var deltaPercent: Double?
    /// Whether the change is an improvement, a regression, or within the threshold.
    public var verdict: Verdict

    /// Compares `metric` of `key` from `a` to `b`: a change of less than `thresholdPercent` of
    /// `a` is unchanged; any change from 0 counts.
    public init(key: SummaryKey, metric: ComparedMetric, a: Double, b: Double, thresholdPercent: Double) {
        self.key = key
        self.metric = metric
        self.a = a
        self.b = b
        deltaPercent = a != 0 ? (b - a) / abs(a) * 100 : (b == 0 ? 0 : nil)
        let improvement = metric.higherIsBetter ? b - a : a - b
        verdict =
            if let deltaPercent, abs(deltaPercent) < thresholdPercent {
                .unchanged
            } else if improvement > 0 {
                .improved
            } else if improvement < 0 {
                .regressed
            } else {
                .unchanged
            }
    }
}
