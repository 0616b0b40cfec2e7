/// One row of the gate's table: a metric of one kernel or scenario, its baseline, its value
/// now, the limit and whether it held.
package struct GateCheck: Hashable, Sendable {
    /// What the check is about.
    package enum Metric: String, Hashable, Sendable, CaseIterable {
        /// A worker of the gate's run failed (crashed, hung, sent garbage): fails hard.
        case worker
        /// Every optimized frame agrees with the reference within ``Agreement``'s tolerances:
        /// fails hard.
        case verification
        /// The most heap allocations of an optimized steady-state frame, which must be 0:
        /// fails hard.
        case steadyStateAllocations = "steady allocations"
        /// An optimized kernel's instructions under callgrind, against its baseline: fails hard.
        case instructions
        /// An optimized kernel's first-level data cache misses in callgrind's simulated caches,
        /// against its baseline: fails hard.
        case l1DataMisses = "L1 data misses"
        /// An optimized kernel's last-level data cache misses (accesses that went to memory) in
        /// the simulated caches, against its baseline: fails hard.
        case lastLevelDataMisses = "LL data misses"
        /// An optimized kernel's estimated cycles (L1 hits + 5 · LL hits + 35 · memory accesses),
        /// against its baseline: fails hard.
        case estimatedCycles = "estimated cycles"
        /// The 95 % confidence interval of the optimized p50 speedup over the reference in the same
        /// run, against the runner's baseline interval.
        case speedup
        /// The optimized p50 speedup over the reference, each repetition's, against the same
        /// row's repetitions in the runner's recent gate runs (``LearnedCheck``).
        case learnedSpeedup = "speedup vs history"
        /// The 95 % confidence interval of the bandwidth bound's p50 as a percentage of the
        /// optimized one's in the same run (full interpolation), against the runner's baseline.
        case percentOfMemcpy = "% of memcpy"
        /// The optimized steady-state p99 at 60 Hz, against a share of the 16.6 ms budget.
        case steadyStateP99 = "steady p99 ms"
        /// The optimized worst frame of a switch at a million items, the frames that prepare and
        /// finish it included, against a share of the 8.3 ms budget of 120 Hz.
        case worstFrame = "worst frame ms"

        /// Whether the check compares callgrind's counts with their baselines.
        package var isCallgrindCount: Bool {
            [.instructions, .l1DataMisses, .lastLevelDataMisses, .estimatedCycles].contains(self)
        }

        /// Whether the check compares exact counts, which need no room for noise.
        package var isDeterministic: Bool {
            ![.speedup, .learnedSpeedup, .percentOfMemcpy, .steadyStateP99, .worstFrame].contains(self)
        }
    }

    /// Whether the metric held.
    package enum Verdict: String, Hashable, Sendable {
        /// Within the threshold.
        case pass
        /// Beyond it.
        case regression
    }

    /// The metric checked.
    package var metric: Metric
    /// What was measured: a kernel workload and its item count, or a scenario, size and rate.
    package var subject: String
    /// The committed baseline's value, as shown (`—` where the check has none).
    package var baseline: String
    /// The value measured now, as shown.
    package var now: String
    /// The limit, as shown: `+2 %` of the baseline, `−30 %`, `≤ 1.67`, `0`.
    package var threshold: String
    /// Whether the value is within the limit.
    package var verdict: Verdict
    /// What a fresh run of a failed timing check found; `nil` where none ran.
    package var rerun: Rerun?

    /// A timing check's second measurement.
    package enum Rerun: String, Hashable, Sendable, CaseIterable {
        /// The rerun failed too: the check fails.
        case confirmed
        /// The rerun passed: the check passes, the first failure taken for noise.
        case notConfirmed = "not confirmed on rerun"
    }

    /// Creates a check; see the properties.
    package init(metric: Metric, subject: String, baseline: String, now: String, threshold: String, passes: Bool) {
        self.metric = metric
        self.subject = subject
        self.baseline = baseline
        self.now = now
        self.threshold = threshold
        verdict = passes ? .pass : .regression
    }
}
