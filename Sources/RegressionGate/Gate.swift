import FrameLab
import LabHistory
import LabSupport
import RunRecords
import StrictJSON
import SwitchLayout

/// The regression gate's checks: what a gate run measured, against the committed baseline and
/// thresholds.
package enum Gate {
    /// The checks of a gate run, deterministic ones first:
    ///
    /// - every worker finished;
    /// - every optimized row agrees with the reference (a row timed without the mirror, by
    ///   the row of `verifications` with its key), and no steady-state optimized frame
    ///   allocated (both refresh rates);
    /// - every kernel workload's instructions, first- and last-level data cache misses (with
    ///   their allowance) and estimated cycles are within their thresholds of the baseline's;
    /// - at 60 Hz, where `windows` has the row (the runner's recent gate runs), its speedup per
    ///   repetition (`speedupSamples`) against theirs (``LearnedCheck``); elsewhere, when the
    ///   runner has a timing baseline, the 95 % confidence interval of every optimized speedup
    ///   reaches the lower end of the baseline's interval less its threshold (a regression is an
    ///   interval wholly below that; the rows whose run has a reference), or, where the run has
    ///   the bandwidth bound, likewise its percentage of the bound;
    ///   every optimized steady-state p99 within its share of the 16.6 ms budget;
    /// - the optimized worst frame of `worstFrameScenario` at `worstFrameItems` (both refresh
    ///   rates, the frames that change the layout included) within its share of the 8.33 ms
    ///   budget of 120 Hz.
    ///
    /// Throws when the run and the baseline do not cover the same rows or kernels (a changed
    /// suite or item count wants `make gate-update`), naming the first one missing.
    package static func checks(
        summaries: [FrameSummary], verifications: [FrameSummary] = [], failures: [WorkerFailure],
        callgrindCounts: [CallgrindCount],
        baseline: GateBaseline, thresholds: GateThresholds,
        windows: [SummaryKey: LearningWindow] = [:], speedupSamples: [SummaryKey: [Double]] = [:],
        worstFrameScenario: String = GateSuite.worstFrameScenario, worstFrameItems: Int = GateSuite.worstFrameItems
    ) throws(FrameLabError) -> [GateCheck] {
        let optimized = summaries.filter { $0.key.implementation == LabImplementation.optimized.rawValue }
        let atSixtyHertz = optimized.filter { $0.key.refreshRate == 60 }
        let workers = failures.map { failure in
            GateCheck(
                metric: .worker, subject: failure.label, baseline: "—", now: "failed: \(failure.reason)",
                threshold: "finishes", passes: false)
        }
        var counts: [GateCheck] = []
        for count in callgrindCounts {
            counts += try countChecks(count, baseline: baseline, thresholds: thresholds)
        }
        var ratios: [GateCheck] = []
        var learned: [LearnedCheck.Row] = []
        for summary in atSixtyHertz {
            if let window = windows[summary.key], let samples = speedupSamples[summary.key], !samples.isEmpty {
                learned.append(LearnedCheck.Row(subject: subject(summary.key), samples: samples, window: window))
                continue
            }
            guard let rows = baseline.summary else { continue }
            if let check = try ratioCheck(summary, baseline: rows, thresholds: thresholds) { ratios.append(check) }
        }
        ratios += LearnedCheck.checks(learned)
        let worstFrames = optimized.filter { $0.key.scenario == worstFrameScenario && $0.key.items == worstFrameItems }
        return workers + verificationChecks(optimized, verifications: verifications)
            + optimized.map(allocationCheck) + counts + ratios
            + atSixtyHertz.map { steadyStateP99Check($0, baseline: baseline, thresholds: thresholds) }
            + worstFrames.map { worstFrameCheck($0, baseline: baseline, thresholds: thresholds) }
    }

    /// Whether each optimized row agrees with the reference: by itself, or, timed without the
    /// mirror, by the row of `verifications` with its key (and fails without one).
    private static func verificationChecks(_ optimized: [FrameSummary], verifications: [FrameSummary]) -> [GateCheck] {
        let verified = Dictionary(verifications.map { ($0.key, $0) }) { first, _ in first }
        return optimized.map { timed in
            let summary = timed.status == .unverified ? verified[timed.key] : timed
            return GateCheck(
                metric: .verification, subject: subject(timed.key), baseline: "—",
                now: summary.map {
                    "\($0.setMismatches) mismatches, \(Quantity(metric: "max_abs_error").description($0.maximumAbsoluteError))"
                }
                    ?? "not compared",
                threshold: "0, ≤ \(Agreement.frameTolerance.compactDescription) pt",
                passes: summary?.status == .verified)
        }
    }

    /// Whether no steady-state frame of an optimized row allocated.
    private static func allocationCheck(_ summary: FrameSummary) -> GateCheck {
        let allocations = summary.steadyStateMaximumAllocations ?? 0
        return GateCheck(
            metric: .steadyStateAllocations, subject: subject(summary.key), baseline: "0", now: String(allocations),
            threshold: "0", passes: allocations == 0)
    }

    /// The instructions, first- and last-level data misses (with their allowance) and estimated
    /// cycles of one workload, each against the baseline's count plus its threshold.
    private static func countChecks(_ count: CallgrindCount, baseline: GateBaseline, thresholds: GateThresholds)
        throws(FrameLabError) -> [GateCheck]
    {
        guard let expected = baseline.callgrindCounts[count.subject] else {
            throw FrameLabError(
                "the baseline has no callgrind count for \(count.workload.rawValue) at N = \(count.items); "
                    + "`make gate-update` measures one")
        }
        let allowance = thresholds.cacheMissAllowance
        let counted: [(GateCheck.Metric, KeyPath<CallgrindCount, UInt64>, Double, Double)] = [
            (.instructions, \.instructions, thresholds.instructionIncreasePercent, 0),
            (.l1DataMisses, \.l1DataMisses, thresholds.cacheMissIncreasePercent, allowance),
            (.lastLevelDataMisses, \.lastLevelDataMisses, thresholds.cacheMissIncreasePercent, allowance),
            (.estimatedCycles, \.estimatedCycles, thresholds.estimatedCycleIncreasePercent, 0),
        ]
        return counted.map { metric, value, increasePercent, allowance in
            let baselineValue = Double(expected[keyPath: value])
            let limit = max(baselineValue * (1 + increasePercent / 100), baselineValue + allowance)
            return GateCheck(
                metric: metric, subject: count.subject.description,
                baseline: Quantity.count.description(baselineValue),
                now: Quantity.count.description(Double(count[keyPath: value])),
                threshold: "+\(increasePercent.compactDescription) %"
                    + (allowance > 0 ? " or +\(allowance.compactDescription)" : ""),
                passes: Double(count[keyPath: value]) <= limit)
        }
    }

    /// The 95 % interval of an optimized row's speedup over the reference (or, where the run has
    /// the bandwidth bound, of its percentage of the bound) against the lower end of the
    /// baseline's interval less the threshold; `nil` when the run has no such ratio.
    private static func ratioCheck(
        _ summary: FrameSummary, baseline: [SummaryKey: SummaryFile.Row], thresholds: GateThresholds
    ) throws(FrameLabError) -> GateCheck? {
        // A bandwidth-bound kernel is timed against the bound, which a neighbour's memory
        // traffic slows alike; the reference, which chases pointers, it slows less.
        let (metric, ratio, ratioInterval, unit): (GateCheck.Metric, Double?, ClosedRange<Double>?, Quantity) =
            summary.percentOfMemcpy != nil
            ? (.percentOfMemcpy, summary.percentOfMemcpy, summary.percentOfMemcpyInterval, .percent)
            : (.speedup, summary.speedupVersusReference, summary.speedupVersusReferenceInterval, .ratio)
        guard let ratio else { return nil }
        let row = baseline[summary.key]
        guard
            let baselineRatio = metric == .speedup ? row?.metrics[.speedupVersusReference] : row?.percentOfMemcpy,
            let row
        else {
            throw FrameLabError(
                "the baseline has no \(metric.rawValue) for \(subject(summary.key)) (or the run has no peer); "
                    + "`make gate-update` measures one")
        }
        let now = ratioInterval ?? ratio...ratio
        let then =
            (metric == .speedup ? row.speedupVersusReferenceInterval : row.percentOfMemcpyInterval)
            ?? baselineRatio...baselineRatio
        let decrease = thresholds.speedupDecreasePercent(for: summary.key.scenario)
        return GateCheck(
            metric: metric, subject: subject(summary.key), baseline: interval(then, unit: unit),
            now: interval(now, unit: unit), threshold: "−\(decrease.compactDescription) %",
            passes: now.upperBound >= then.lowerBound * (1 - decrease / 100))
    }

    /// An optimized row's steady-state p99 at 60 Hz against its share of the budget.
    private static func steadyStateP99Check(
        _ summary: FrameSummary, baseline: GateBaseline, thresholds: GateThresholds
    ) -> GateCheck {
        let share = thresholds.steadyStateP99PercentOfBudget(for: summary.key.scenario)
        let limit = share / 100 * FrameBudget(refreshRate: 60).milliseconds
        let p99 = summary.steadyStateP99Milliseconds ?? 0
        return GateCheck(
            metric: .steadyStateP99, subject: subject(summary.key),
            baseline: baseline.summary?[summary.key]?.metrics[.steadyStateP99Milliseconds].map(duration) ?? "—",
            now: duration(p99), threshold: "≤ \(duration(limit)) (\(share.compactDescription) %)", passes: p99 <= limit)
    }

    /// The worst frame of the worst-frame scenario's optimized row, layout changes included,
    /// against its share of the 120 Hz budget.
    private static func worstFrameCheck(_ summary: FrameSummary, baseline: GateBaseline, thresholds: GateThresholds)
        -> GateCheck
    {
        let share = thresholds.worstFramePercentOf120HzBudget
        let limit = share / 100 * FrameBudget(refreshRate: 120).milliseconds
        return GateCheck(
            metric: .worstFrame, subject: subject(summary.key),
            baseline: baseline.summary?[summary.key]?.metrics[.worstFrameMilliseconds].map(duration) ?? "—",
            now: duration(summary.worstFrameMilliseconds),
            threshold: "≤ \(duration(limit)) (\(share.compactDescription) %)",
            passes: summary.worstFrameMilliseconds <= limit)
    }

    /// A summary row's key for the table: `switch-list-to-grid · N = 100000 · 60 Hz`.
    static func subject(_ key: SummaryKey) -> String {
        "\(key.scenario) · N = \(key.items) · \(key.refreshRate) Hz"
    }

    /// A ratio's interval: `2900–3400×`, or `3180×` for a single value.
    static func interval(_ range: ClosedRange<Double>, unit quantity: Quantity) -> String {
        let unit = quantity.unit(for: range.lowerBound)
        return range.lowerBound == range.upperBound
            ? unit.description(range.lowerBound)
            : unit.number(range.lowerBound) + "–" + unit.description(range.upperBound)
    }

    /// A duration given in ms, in the unit that fits it: `2.31 ms`, `812 µs`.
    static func duration(_ milliseconds: Double) -> String {
        Quantity.milliseconds.description(milliseconds)
    }
}
