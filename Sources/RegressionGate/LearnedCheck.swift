import FrameLab
import LabHistory
import LabStatistics
import LabSupport

/// The gate's timing check against the runner's own history: a row's speedup over the reference,
/// one value per repetition of this run, against the repetitions of the same row in the runner's
/// recent gate runs (its ``LearningWindow``).
///
/// A row regresses when both hold:
/// - a one-sided Mann-Whitney U test finds this run's speedups smaller than the window's, its
///   p-value Holm-corrected over the gate run's learned checks below ``alpha``;
/// - the median speedup fell by at least the row's limit: ``noiseMultiple`` times the window's
///   run-to-run spread (1.4826 · the median absolute deviation of the runs' speedups, relative to
///   their median), and never less than ``minimumEffect``.
///
/// Each row reports the smallest drop it can detect: the larger of its limit and the drop the
/// rank test needs to reach ``alpha`` with this run's own spread.
package enum LearnedCheck {
    /// The chance of any false alarm among a gate run's learned checks.
    package static let alpha = 0.01
    /// The smallest relative drop a learned check fails on, whatever the noise.
    package static let minimumEffect = 0.05
    /// How many run-to-run standard deviations a drop must exceed.
    package static let noiseMultiple = 3.0

    /// A row to check: its subject, this run's speedups (one per repetition) and its window.
    package struct Row {
        /// The row, as the table names it.
        package var subject: String
        /// This run's speedups, one per repetition.
        package var samples: [Double]
        /// The runner's recent gate runs of the row.
        package var window: LearningWindow

        /// A row; see the properties.
        package init(subject: String, samples: [Double], window: LearningWindow) {
            self.subject = subject
            self.samples = samples
            self.window = window
        }
    }

    /// The checks of `rows`, in order.
    package static func checks(_ rows: [Row]) -> [GateCheck] {
        let pValues = rows.map { MannWhitneyU.pValue($0.samples, lessThan: $0.window.samples) }
        let adjusted = HolmCorrection.adjusted(pValues)
        return rows.indices.map { index in
            let row = rows[index]
            let before = row.window.samples.quantile(0.5)
            let change = row.samples.quantile(0.5) / before - 1
            let limit = limit(of: row.window)
            let detectable = max(limit, rankTestDrop(row, tests: rows.count))
            return GateCheck(
                metric: .learnedSpeedup, subject: row.subject,
                baseline:
                    "\(Quantity.ratio.description(before)) (\(row.window.runValues.count) runs since \(row.window.since.shortSHA))",
                now:
                    "\(Quantity.ratio.description(row.samples.quantile(0.5))) (\(Quantity.percent.signedDescription(change * 100)), p \(adjusted[index].pValueDescription))",
                threshold: "−\(Quantity.percent.description(limit * 100)), "
                    + "detects ≥ \(Quantity.percent.description(detectable * 100))",
                passes: !(adjusted[index] < alpha && change <= -limit))
        }
    }

    /// The smallest relative drop a row fails on: ``noiseMultiple`` run-to-run deviations of its
    /// window, at least ``minimumEffect``.
    static func limit(of window: LearningWindow) -> Double {
        let median = window.runValues.quantile(0.5)
        let deviations = window.runValues.map { abs($0 / median - 1) }
        return max(minimumEffect, noiseMultiple * 1.4826 * deviations.quantile(0.5))
    }

    /// The smallest drop of this run's speedups (scaled to the window's median, their spread
    /// kept) at which the rank test reaches ``alpha`` even as the strictest of `tests` Holm
    /// steps (α / tests); 1 when no drop short of 100 % does.
    static func rankTestDrop(_ row: Row, tests: Int) -> Double {
        let level = row.window.samples.quantile(0.5) / row.samples.quantile(0.5)
        func significant(_ drop: Double) -> Bool {
            let shifted = row.samples.map { $0 * level * (1 - drop) }
            return MannWhitneyU.pValue(shifted, lessThan: row.window.samples) * Double(tests) < alpha
        }
        guard significant(0.999) else { return 1 }
        var (low, high) = (0.0, 0.999)
        for _ in 0..<30 {
            let middle = (low + high) / 2
            if significant(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
