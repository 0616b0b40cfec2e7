import ChangePoints
import LabSupport
import RunRecords

extension HistoryStore {
    /// The change points of each of `metrics` of each row of `keys`, in the runs of each of
    /// `kinds`, one series per runner (only `runner`'s when given), along `chain`, found by
    /// `detector(metric)`; each with how the runner's instruction counts moved at its commit and
    /// the acknowledgement that covers it. In key, metric, kind and runner order, each series's
    /// changes oldest first.
    package func changes(
        keys: [SummaryKey], metrics: [String], kinds: [RecordedRun.Kind], runner: String?, along chain: BranchChain,
        detector: (String) -> ChangePointDetector
    ) throws(FrameLabError) -> [DetectedChange] {
        try changes(
            keys: keys, metrics: metrics, kinds: kinds, runner: runner, along: chain, detector: detector,
            alsoReading: { _, _, _ throws(FrameLabError) in }
        ).changes
    }

    /// ``changes(keys:metrics:kinds:runner:along:detector:)`` and, from the same read of each row,
    /// `read(store, key, chain)` of each key (a series of `metrics` the row's change points were
    /// found in, say), in the keys' order.
    package func changes<Read: Sendable>(
        keys: [SummaryKey], metrics: [String], kinds: [RecordedRun.Kind], runner: String?, along chain: BranchChain,
        detector: (String) -> ChangePointDetector,
        alsoReading read: @Sendable (HistoryStore, SummaryKey, BranchChain) throws(FrameLabError) -> Read
    ) throws(FrameLabError) -> (changes: [DetectedChange], reads: [Read]) {
        let acknowledgements = try acknowledgements()
        let detectors = metrics.map(detector)
        let byKey = try concurrentlyReading(keys, runner: runner, along: chain) {
            store, key, chain throws(FrameLabError) in
            let changes = try store.seriesChanges(
                of: key, metrics: metrics, detectors: detectors, kinds: kinds, runner: runner, along: chain)
            return (changes: changes, read: try read(store, key, chain))
        }
        var changes: [DetectedChange] = []
        for var change in byKey.flatMap(\.changes) {
            let runnerCounts = try instructionCounts(runner: runner)[change.runner] ?? [:]
            if let before = runnerCounts[change.previousCommit.sha], let after = runnerCounts[change.commit.sha] {
                change.instructionCounts = after.keys.sorted().compactMap { workload in
                    before[workload].map {
                        DetectedChange.CountChange(workload: workload, before: $0, after: after[workload]!)
                    }
                }
            }
            change.acknowledgement = acknowledgements.last { $0.covers(change) }
            changes.append(change)
        }
        return (changes, byKey.map(\.read))
    }

    /// The change points of each of `metrics` of the row `key`, found by `detectors` (one per
    /// metric), in the runs of each of `kinds` (one series per runner, `runner`'s alone when
    /// given) along `chain`: in metric, kind and runner order.
    private func seriesChanges(
        of key: SummaryKey, metrics: [String], detectors: [ChangePointDetector], kinds: [RecordedRun.Kind],
        runner: String?, along chain: BranchChain
    ) throws(FrameLabError) -> [DetectedChange] {
        // The row decoded for these metrics alone, and the p50_ms of the fastest repetitions.
        rowMetrics = metrics + [ComparedMetric.p50Milliseconds.rawValue]
        // The fastest p50_ms of its ratios' rows are kept for this row's metrics alone: a hundred
        // thousand runs' of every row would be most of the memory.
        defer { (rowMetrics, fastestP50Read) = (nil, [:]) }
        // The row's series are read one after another, then searched at once.
        var searches: [(series: HistorySeries, detector: ChangePointDetector)] = []
        for (metric, detector) in zip(metrics, detectors) {
            let byKind = try series(key, metric: metric, kinds: Set(kinds), runner: runner, value: .fastestRepetition)
            searches += kinds.flatMap { byKind[$0] ?? [] }.map { ($0, detector) }
        }
        return Array(searches.concurrentMap { $0.series.changes(along: chain, detector: $0.detector) }.joined())
    }

    /// The instructions of each callgrind workload by runner (`runner` alone when given) and
    /// clean commit (the median of the commit's gate runs), the workload named
    /// `hit-test N = 10000`: read once per store and runner, as a page searches a scenario's rows
    /// at a time.
    private func instructionCounts(runner: String?) throws(FrameLabError) -> [String: [String: [String: Double]]] {
        if let counts = instructionCountsRead[runner] { return counts }
        let index = try runIndex(reloaded: false, runner: runner)
        var values: [String: [String: [String: [Double]]]] = [:]
        for key in try keys() where key.refreshRate == 0 {
            for recorded in try recordedValues(key, metric: "instructions", runner: runner, keepingRow: false) {
                guard let run = index.run(recorded.run), !run.point.commit.isDirty else { continue }
                values[index.runners[run.runnerOrdinal], default: [:]][run.point.commit.sha, default: [:]][
                    "\(key.scenario) N = \(key.items)", default: []
                ]
                .append(recorded.value)
            }
        }
        let counts = values.mapValues { commits in
            commits.mapValues { workloads in workloads.mapValues { $0.quantile(0.5) } }
        }
        instructionCountsRead[runner] = counts
        return counts
    }
}
