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

extension HistoryStore {
    /// The learning window of `metric` (better when higher, if `higherIsBetter`) of the row `key`
    /// in `runner`'s gate runs along `chain`, built with `toolchain`, its change points found by
    /// `detector`; `nil` when it has fewer than ``LearningWindow/minimumRuns`` runs with samples.
    package func learningWindow(
        _ key: SummaryKey, metric: String, higherIsBetter: Bool, runner: String, toolchain: Toolchain,
        along chain: BranchChain, detector: ChangePointDetector
    ) throws(FrameLabError) -> LearningWindow? {
        // Change points are found in the runs' fastest repetitions, as `framelab history --changes`
        // finds them; the limit's run-to-run spread is of the runs' recorded values.
        guard let series = try series(key, metric: metric, kind: .gate, runner: runner, value: .fastestRepetition).first
        else { return nil }
        let recorded = Dictionary(
            try self.series(key, metric: metric, kind: .gate, runner: runner).first?.points.map { ($0.run, $0.value) }
                ?? []
        ) { first, _ in first }
        let ordered = series.branchPoints(along: chain)
        // The last segment of the toolchain this run was built with.
        let segment = Array(ordered.reversed().prefix { $0.toolchain == toolchain }.reversed())
        let acknowledgements = try acknowledgements()
        var (start, end) = (0, segment.count)
        for point in detector.changePoints(in: segment.map(\.value)) {
            let rose = point.comparison.after.mean > point.comparison.before.mean
            let acknowledged = acknowledgements.contains { (acknowledgement: Acknowledgement) -> Bool in
                acknowledgement.covers(
                    commitSHA: segment[point.index].commit.sha, metric: metric, scenario: key.scenario)
            }
            if rose == higherIsBetter || acknowledged {
                (start, end) = (point.index, segment.count)
            } else if end == segment.count {
                end = point.index
            }
        }
        let window = segment[start..<end].suffix(LearningWindow.maximumRuns)
        guard window.count >= LearningWindow.minimumRuns else { return nil }
        let samples = try samples(key, metric: metric, runner: runner, runs: Set(window.map(\.run)))
        let withSamples = window.filter { samples[$0.run] != nil }
        guard withSamples.count >= LearningWindow.minimumRuns else { return nil }
        return LearningWindow(
            since: withSamples[withSamples.startIndex].commit, runs: withSamples.map(\.run),
            runValues: withSamples.map { recorded[$0.run] ?? $0.value },
            samples: withSamples.flatMap { samples[$0.run]! })
    }

    /// The repetition samples of `metric` of the row `key` in `runner`'s gate runs named `runs`.
    private func samples(_ key: SummaryKey, metric: String, runner: String, runs: Set<String>) throws(FrameLabError)
        -> [String: [Double]]
    {
        let index = try runIndex(reloaded: false, runner: runner)
        let ids = index.runs.indices.filter { id in
            guard let run = index.runs[id] else { return false }
            return run.point.kind == .gate && runs.contains(run.point.run)
        }
        return Dictionary(
            try recordedSamples(key, metric: metric, runner: runner, runs: ids).map {
                (index.runs[$0.key]!.point.run, $0.value)
            }
        ) { first, _ in first }
    }
}
