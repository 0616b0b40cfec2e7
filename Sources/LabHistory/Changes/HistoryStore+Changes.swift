import ChangePoints
import Foundation
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
        let acknowledgements = try acknowledgements()
        // Each run placed on the chain once, for every series of its runs: ids are the history's,
        // the same through every connection.
        let index = try runIndex(reloaded: false, runner: runner)
        let chain = chain.placing(index)
        let detectors = metrics.map(detector)
        // The rows are shared out between the cores, each reading and searching its own rows
        // through its own connection (reading is most of the work), then put back in order. The
        // connections share this one's index of runs, whose points are immutable.
        nonisolated(unsafe) let readers =
            try [self]
            + (1..<max(1, min(Self.readerCount, keys.count))).map {
                _ throws(FrameLabError) in
                guard let location else { return self }
                let reader = try HistoryStore(location)
                reader.indexedRuns[runner] = index
                return reader
            }
        let shares = readers.indices.map { reader in
            Array(stride(from: reader, to: keys.count, by: readers.count))
        }
        let searched = Array(shares.indices).concurrentMap { reader in
            Result { () throws(FrameLabError) in
                try shares[reader].map { keyIndex throws(FrameLabError) in
                    try readers[reader].seriesChanges(
                        of: keys[keyIndex], metrics: metrics, detectors: detectors, kinds: kinds, runner: runner,
                        along: chain)
                }
            }
        }
        var byKey = [[DetectedChange]](repeating: [], count: keys.count)
        for (share, result) in zip(shares, searched) {
            for (keyIndex, changes) in zip(share, try result.get()) { byKey[keyIndex] = changes }
        }
        var counts: [String: [String: [String: Double]]]?
        var changes: [DetectedChange] = []
        for var change in byKey.joined() {
            if counts == nil { counts = try instructionCounts(runner: runner) }
            let runnerCounts = counts?[change.runner] ?? [:]
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
        return changes
    }

    /// How many connections read rows at once: one per core.
    private static var readerCount: Int { ProcessInfo.processInfo.activeProcessorCount }

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
    /// `hit-test N = 10000`.
    private func instructionCounts(runner: String?) throws(FrameLabError) -> [String: [String: [String: Double]]] {
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
        return values.mapValues { commits in commits.mapValues { workloads in workloads.mapValues { $0.quantile(0.5) } }
        }
    }
}
