import RunRecords

/// Which value of each run a series holds.
package enum RunValue: Sendable {
    /// The run's `summary.csv` value: what `framelab history` shows.
    case recorded
    /// The run's fastest repetition, where the metric is a statistic of each repetition's many
    /// frames: what change detection searches.
    ///
    /// Noise on a shared machine only adds time, and often to a stretch of repetitions at once
    /// (a neighbour's burst), which moves a run's median and, for a ratio, moves its two kernels
    /// unequally (the pointer-chasing reference slows more than the optimized kernel). A run's
    /// fastest repetition is the value least moved by it, as LLVM's LNT keeps a run's fastest
    /// sample and Chen and Revels argue ("Robust benchmarking in noisy environments", 2016):
    /// - `p50_ms` and `steady_p99_ms`: the smallest of the run's repetitions;
    /// - a ratio (`speedup_vs_reference`, `speedup_vs_cached`, `percent_of_memcpy`): the peer
    ///   row's fastest `p50_ms` over this row's fastest;
    /// - any other metric, and a run without repetition samples: the recorded value. A worst
    ///   frame is one frame, already its median across the repetitions.
    case fastestRepetition

    /// The metrics whose runs keep their fastest repetition (the `fastest` column of `metrics`).
    static let repetitionMetrics: Set<String> = [
        ComparedMetric.p50Milliseconds.rawValue, ComparedMetric.steadyStateP99Milliseconds.rawValue,
    ]

    /// The row a ratio metric divides this row's fastest `p50_ms` into, and the factor it is
    /// reported in (100 for a percentage); `nil` for other metrics.
    static func peer(of metric: String) -> (implementation: LabImplementation, scale: Double)? {
        switch metric {
        case ComparedMetric.speedupVersusReference.rawValue: (.reference, 1)
        case ComparedMetric.speedupVersusCached.rawValue: (.cached, 1)
        case "percent_of_memcpy": (.memcpy, 100)
        default: nil
        }
    }
}
