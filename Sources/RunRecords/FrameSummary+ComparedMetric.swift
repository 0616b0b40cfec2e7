extension FrameSummary {
    /// The value of `metric` in this row, in its column's unit; `nil` where the row leaves it
    /// empty.
    package func value(of metric: ComparedMetric) -> Double? {
        switch metric {
        case .p50Milliseconds: p50Milliseconds
        case .p99Milliseconds: p99Milliseconds
        case .overBudgetFrames: Double(overBudgetFrames)
        case .hitchMillisecondsPerSecond: hitchMillisecondsPerSecond
        case .allocationsPerFrame: allocationsPerFrame
        case .speedupVersusReference: speedupVersusReference
        case .speedupVersusCached: speedupVersusCached
        case .steadyStateP99Milliseconds: steadyStateP99Milliseconds
        case .worstFrameMilliseconds: worstFrameMilliseconds
        case .maximumLayoutChangeMilliseconds: maximumLayoutChangeMilliseconds
        }
    }
}
