import ChangePoints
import LabSupport
import RunRecords

extension HistoryStore {
    /// The learning window of the speedup (``LearningWindow/metric``) of each of `keys` in
    /// `runner`'s gate runs along `chain`, built with `toolchain`, as a gate run that checks
    /// `keys` reads them (its change points found with that many series searched); a row without
    /// one is left out. The rows are read on every core.
    package func learningWindows(
        _ keys: [SummaryKey], runner: String, toolchain: Toolchain, along chain: BranchChain
    ) throws(FrameLabError) -> [SummaryKey: LearningWindow] {
        let metric = LearningWindow.metric
        let detector = ChangeDetection.detector(seriesPerRun: keys.count)
        let windows = try reading(only: .gate) { () throws(FrameLabError) in
            try concurrentlyReading(keys, runner: runner, along: chain) { store, key, chain throws(FrameLabError) in
                // The row decoded for the speedup and the p50_ms its fastest repetition comes from.
                store.rowMetrics = [metric, ComparedMetric.p50Milliseconds.rawValue]
                defer { (store.rowMetrics, store.fastestP50Read) = (nil, [:]) }
                return try store.learningWindow(
                    key, metric: metric, higherIsBetter: ChangeDetection.isHigherBetter(metric), runner: runner,
                    toolchain: toolchain, along: chain, detector: detector)
            }
        }
        var byKey: [SummaryKey: LearningWindow] = [:]
        for (key, window) in zip(keys, windows) { byKey[key] = window }
        return byKey
    }

    /// The learning windows `runner`'s next gate run reads along `chain`, if it measures what
    /// its newest gate run (`newest`) measured with the same toolchain: of that run's optimized
    /// 60 Hz rows with speedup repetitions (`keys`), those with a window. `nil` when the runner
    /// has no gate run.
    package func nextLearningWindows(runner: String, along chain: BranchChain) throws(FrameLabError)
        -> (newest: HistorySeries.Point, keys: [SummaryKey], windows: [SummaryKey: LearningWindow])?
    {
        let index = try reading(only: .gate) { () throws(FrameLabError) in
            try runIndex(reloaded: false, runner: runner)
        }
        guard
            let newest = index.runs.lazy.map(\.point).max(by: { $0.precedes($1) }),
            let id = newest.runID, let run = try run(id: id)
        else { return nil }
        let keys = run.rows.filter { row in
            LearningWindow.isLearned(row.summaryKey) && !(row.samples[LearningWindow.metric] ?? []).isEmpty
        }.map(\.summaryKey)
        return (newest, keys, try learningWindows(keys, runner: runner, toolchain: newest.toolchain, along: chain))
    }

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
        let ordered = series.branchPoints(along: chain)
        // The last segment of the toolchain this run was built with: the newest point's, if it is.
        let newest = ordered.last.flatMap { $0.toolchain == toolchain ? $0 : nil }
        let segment =
            newest.map { newest in Array(ordered.reversed().prefix { $0.sharesToolchain(with: newest) }.reversed()) }
            ?? []
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
        // The window's points come from the run index, which gives each its id.
        let samples = try recordedSamples(key, metric: metric, runner: runner, runs: window.compactMap(\.runID))
        let withSamples = window.filter { $0.runID.flatMap { samples[$0] } != nil }
        guard withSamples.count >= LearningWindow.minimumRuns else { return nil }
        // The window's runs' recorded values, from the row as decoded for the search.
        let windowRuns = Set(withSamples.compactMap(\.runID))
        var recorded: [Int: Double] = [:]
        for value in try recordedValues(key, metric: metric, runner: runner) where windowRuns.contains(value.run) {
            recorded[value.run] = value.value
        }
        return LearningWindow(
            since: withSamples[withSamples.startIndex].commit, runs: withSamples.map(\.run),
            runValues: withSamples.map { point in point.runID.flatMap { recorded[$0] } ?? point.value },
            samples: withSamples.flatMap { samples[$0.runID!]! })
    }
}
