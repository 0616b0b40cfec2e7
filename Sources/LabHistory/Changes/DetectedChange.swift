import LabStatistics
import RunRecords

/// A change point of one series: the commit from which its values differ, by how much and how
/// surely, and what else moved there.
package struct DetectedChange: Sendable {
    /// The row the metric is of.
    package var key: SummaryKey
    /// The metric's `summary.csv` column (or callgrind count) name.
    package var metric: String
    /// The runner whose runs changed.
    package var runner: String
    /// Which command's runs.
    package var kind: RecordedRun.Kind
    /// The first commit measured after the change: the one that made it (or the first of the
    /// commits between the two measured that did).
    package var commit: RecordedCommit
    /// The last commit measured before the change.
    package var previousCommit: RecordedCommit
    /// The runs' values from the previous change point (or the segment's start) up to the change,
    /// in the metric's unit.
    package let before: [Double]
    /// The runs' values from the change up to the next change point (or the segment's end).
    package let after: [Double]
    /// The first quartile, median and third quartile of ``before``, found once: a side is
    /// thousands of runs, and a table, a page and a CSV record each show them.
    package let beforeQuartiles: Quartiles
    /// The quartiles of ``after``, as ``beforeQuartiles``.
    package let afterQuartiles: Quartiles
    /// The t-test's p-value that `before` and `after` have the same mean.
    package var pValue: Double
    /// How the callgrind instruction counts of the runner's gate runs moved from
    /// `previousCommit` to `commit`; `nil` when either has none.
    package var instructionCounts: [CountChange]?
    /// The acknowledgement that says this change was intended, if one was recorded.
    package var acknowledgement: Acknowledgement?
    /// The history's ids of the runs at `commit` and `previousCommit` the change lies between;
    /// `nil` for a change of points not read from a history.
    package var runs: (commit: Int, previous: Int)?

    /// A change; see the properties. Counts and acknowledgement come later, from the store.
    package init(
        key: SummaryKey, metric: String, runner: String, kind: RecordedRun.Kind, commit: RecordedCommit,
        previousCommit: RecordedCommit, before: [Double], after: [Double], pValue: Double,
        runs: (commit: Int, previous: Int)? = nil
    ) {
        self.key = key
        self.metric = metric
        self.runner = runner
        self.kind = kind
        self.commit = commit
        self.previousCommit = previousCommit
        self.before = before
        self.after = after
        self.beforeQuartiles = before.quartiles
        self.afterQuartiles = after.quartiles
        self.pValue = pValue
        self.runs = runs
    }

    /// The median after relative to the median before: 0.3 for 30 % more.
    package var relativeChange: Double {
        let median = beforeQuartiles.median
        return median == 0 ? 0 : afterQuartiles.median / median - 1
    }

    /// Whether any instruction count moved at the change.
    package var countsMoved: Bool? {
        instructionCounts.map { counts in counts.contains { $0.before != $0.after } }
    }

    /// One callgrind workload's instructions before and after a change.
    package struct CountChange: Encodable, Sendable {
        /// The workload and its item count: `hit-test N = 10000`.
        package var workload: String
        /// Its instructions at the previous commit.
        package var before: Double
        /// Its instructions at the change's commit.
        package var after: Double
    }
}
