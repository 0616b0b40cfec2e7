import ChangePoints
import LabSupport
import RunRecords

/// The recent gate runs of a runner that a new gate run's timing is compared with: those of the
/// current toolchain since the series's last improvement (a change point for the better, or an
/// acknowledged one), up to the first regression after it, at most the newest ``maximumRuns``.
/// The bar rises as improvements land, without anyone rewriting a baseline, and a regression
/// does not lower it: the gate keeps failing until the regression is fixed or acknowledged.
package struct LearningWindow: Sendable {
    /// The fewest runs a window needs; with fewer the gate falls back to the committed snapshot.
    package static let minimumRuns = 5
    /// The most runs a window keeps: the newest.
    package static let maximumRuns = 30

    /// The first commit of the window.
    package var since: RecordedCommit
    /// The window's runs' folder names, oldest first: what `framelab history prune` keeps.
    package var runs: [String]
    /// Each run's value of the metric (its summary's), oldest first.
    package var runValues: [Double]
    /// Every repetition's value of every run, pooled.
    package var samples: [Double]

    /// A window; see the properties.
    package init(since: RecordedCommit, runs: [String] = [], runValues: [Double], samples: [Double]) {
        self.since = since
        self.runs = runs
        self.runValues = runValues
        self.samples = samples
    }
}

extension LearningWindow {
    /// The metric a window holds: the speedup over the reference.
    package static let metric = ComparedMetric.speedupVersusReference.rawValue

    /// Whether the gate checks the row `key` against a window: an optimized row at 60 Hz.
    package static func isLearned(_ key: SummaryKey) -> Bool {
        key.implementation == LabImplementation.optimized.rawValue && key.refreshRate == 60
    }
}
