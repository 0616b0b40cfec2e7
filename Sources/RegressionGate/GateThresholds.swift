/// How far the regression gate lets each metric move before it calls a regression: the
/// committed `results/gate-thresholds.json`.
///
/// Callgrind's counts (instructions, cache misses, estimated cycles) are deterministic and held
/// tight. Speedups are timings, measured as same-run ratios with a confidence interval, and the
/// p99s and worst frame shares of the frame budget; a scenario may get limits of its own in
/// ``scenarios``.
package struct GateThresholds: Hashable, Sendable {
    /// How much more an optimized kernel may execute than its baseline count, in percent.
    package var instructionIncreasePercent: Double
    /// How many more first- or last-level data cache misses an optimized kernel may have than
    /// its baseline count, in percent (of 0, none).
    package var cacheMissIncreasePercent: Double
    /// How many more data cache misses than the percentage allows an optimized kernel may always
    /// have: where a workload's stack frames fall moves with the size of the environment, and
    /// with it a few misses of a workload that misses little (`prepare`).
    package var cacheMissAllowance: Double
    /// How many more estimated cycles an optimized kernel may take than its baseline count, in
    /// percent.
    package var estimatedCycleIncreasePercent: Double
    /// How far below its baseline the optimized speedup over the reference (or percentage of the
    /// bandwidth bound) may fall, in percent: a regression is a 95 % confidence interval wholly
    /// below the lower end of the baseline's interval less this share.
    package var speedupDecreasePercent: Double
    /// The highest steady-state p99 of the optimized kernels at 60 Hz, in percent of the 16.6 ms
    /// budget.
    package var steadyStateP99PercentOfBudget: Double
    /// The longest worst frame of the worst-frame check, layout changes included, in percent of
    /// the 8.33 ms budget of 120 Hz.
    package var worstFramePercentOf120HzBudget: Double
    /// Wider limits for single scenarios, by name.
    package var scenarios: [String: ScenarioThresholds]

    /// The limits of one scenario, where they differ from the defaults.
    package struct ScenarioThresholds: Hashable, Sendable {
        /// Replaces ``GateThresholds/speedupDecreasePercent`` when set.
        package var speedupDecreasePercent: Double?
        /// Replaces ``GateThresholds/steadyStateP99PercentOfBudget`` when set.
        package var steadyStateP99PercentOfBudget: Double?

        /// Limits that replace the given defaults.
        package init(speedupDecreasePercent: Double? = nil, steadyStateP99PercentOfBudget: Double? = nil) {
            self.speedupDecreasePercent = speedupDecreasePercent
            self.steadyStateP99PercentOfBudget = steadyStateP99PercentOfBudget
        }
    }

    /// The default limits: 2 % more instructions (and cache misses, with 16 misses' allowance,
    /// and estimated cycles), a 30 % lower speedup, a steady-state p99 of 10 % of the 60 Hz
    /// budget, a worst frame of 10 % of the 120 Hz budget; with `scenarios` changing them where
    /// needed.
    package init(
        instructionIncreasePercent: Double = 2, cacheMissIncreasePercent: Double = 2,
        cacheMissAllowance: Double = 16, estimatedCycleIncreasePercent: Double = 2, speedupDecreasePercent: Double = 30,
        steadyStateP99PercentOfBudget: Double = 10, worstFramePercentOf120HzBudget: Double = 10,
        scenarios: [String: ScenarioThresholds] = [:]
    ) {
        self.instructionIncreasePercent = instructionIncreasePercent
        self.cacheMissIncreasePercent = cacheMissIncreasePercent
        self.cacheMissAllowance = cacheMissAllowance
        self.estimatedCycleIncreasePercent = estimatedCycleIncreasePercent
        self.speedupDecreasePercent = speedupDecreasePercent
        self.steadyStateP99PercentOfBudget = steadyStateP99PercentOfBudget
        self.worstFramePercentOf120HzBudget = worstFramePercentOf120HzBudget
        self.scenarios = scenarios
    }

    /// The speedup decrease allowed on `scenario`, in percent.
    package func speedupDecreasePercent(for scenario: String) -> Double {
        scenarios[scenario]?.speedupDecreasePercent ?? speedupDecreasePercent
    }

    /// The steady-state p99 allowed on `scenario`, in percent of the 60 Hz budget.
    package func steadyStateP99PercentOfBudget(for scenario: String) -> Double {
        scenarios[scenario]?.steadyStateP99PercentOfBudget ?? steadyStateP99PercentOfBudget
    }
}
