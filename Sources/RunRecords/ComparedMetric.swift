/// A metric of `summary.csv` that `framelab compare` compares between two runs, named by its
/// column.
package enum ComparedMetric: String, CaseIterable, Hashable, Sendable {
    /// The median frame work, in ms.
    case p50Milliseconds = "p50_ms"
    /// The 99th percentile of frame work, in ms.
    case p99Milliseconds = "p99_ms"
    /// The frames over budget.
    case overBudgetFrames = "over_budget"
    /// The hitch time ratio, in ms/s.
    case hitchMillisecondsPerSecond = "hitch_ms_per_s"
    /// The mean heap allocations of a frame.
    case allocationsPerFrame = "allocs_per_frame"
    /// The speedup over the reference in the same run.
    case speedupVersusReference = "speedup_vs_reference"
    /// The speedup over the cached peer in the same run.
    case speedupVersusCached = "speedup_vs_cached"
    /// The 99th percentile of the steady-state frames' work, in ms.
    case steadyStateP99Milliseconds = "steady_p99_ms"
    /// The worst frame (the largest, over frames, of a frame's median across repetitions), in ms.
    case worstFrameMilliseconds = "worst_frame_ms"
    /// The worst frame of those that change the layout, measured likewise, in ms.
    case maximumLayoutChangeMilliseconds = "max_layout_change_ms"

    /// Whether the metric counts frames rather than measures.
    package var isCount: Bool { self == .overBudgetFrames }

    /// Whether a summary row may leave the metric empty: a row without a reference in its run
    /// has no speedup over it, a row whose every frame changed the layout has no steady-state p99, one
    /// with no layout change no worst layout change; an older summary may lack the columns that
    /// are not core.
    package var isOptional: Bool { !isCoreColumn || self == .speedupVersusReference }

    /// Whether the column is one of the core columns every `summary.csv` has had from the first
    /// (the key, p50 and p99, frames over budget, the hitch time ratio, allocations, the speedup);
    /// the others came later, and an older summary may lack them.
    package var isCoreColumn: Bool {
        switch self {
        case .p50Milliseconds, .p99Milliseconds, .overBudgetFrames, .hitchMillisecondsPerSecond,
            .allocationsPerFrame, .speedupVersusReference:
            true
        case .speedupVersusCached, .steadyStateP99Milliseconds, .worstFrameMilliseconds,
            .maximumLayoutChangeMilliseconds:
            false
        }
    }

    /// Whether the metric measures frame work in time (or counts frames over a time budget),
    /// which the machine's load between two runs moves: all but the allocations and the speedups.
    package var isTime: Bool {
        self != .allocationsPerFrame && self != .speedupVersusReference && self != .speedupVersusCached
    }

    /// Whether a larger value is better: for the speedups; less time, fewer hitches and fewer
    /// allocations are better.
    package var higherIsBetter: Bool { self == .speedupVersusReference || self == .speedupVersusCached }
}
