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
        keys: [SummaryKey], metrics: [String], kinds: [RecordedRun.Kind], runner: String?, along chain: [String],
        detector: (String) -> ChangePointDetector
    ) throws(FrameLabError) -> [DetectedChange] {
        let acknowledgements = try acknowledgements()
        var counts: [String: [String: [String: Double]]]?
        var changes: [DetectedChange] = []
        for key in keys {
            for metric in metrics {
                let byKind = try series(
                    key, metric: metric, kinds: Set(kinds), runner: runner, value: .fastestRepetition)
                for kind in kinds {
                    for series in byKind[kind] ?? [] {
                        for var change in series.changes(along: chain, detector: detector(metric)) {
                            if counts == nil { counts = try instructionCounts() }
                            let runnerCounts = counts?[change.runner] ?? [:]
                            if let before = runnerCounts[change.previousCommit.sha],
                                let after = runnerCounts[change.commit.sha]
                            {
                                change.instructionCounts = after.keys.sorted().compactMap { workload in
                                    before[workload].map {
                                        DetectedChange.CountChange(
                                            workload: workload, before: $0, after: after[workload]!)
                                    }
                                }
                            }
                            change.acknowledgement = acknowledgements.last { $0.covers(change) }
                            changes.append(change)
                        }
                    }
                }
            }
        }
        return changes
    }

    /// The instructions of each callgrind workload by runner and clean commit (the median of
    /// the commit's gate runs), the workload named `hit-test N = 10000`.
    private func instructionCounts() throws(FrameLabError) -> [String: [String: [String: Double]]] {
        let rows = try database.read { statements throws(FrameLabError) in
            try statements.rows(
                """
                SELECT r.runner, r.commit_sha, s.scenario, s.items, m.value
                FROM metrics m
                JOIN series s ON s.id = m.series_id
                JOIN runs r ON r.id = m.run_id
                WHERE s.refresh_hz = 0 AND r.dirty = 0
                    AND m.metric_id = (SELECT id FROM metric_names WHERE name = 'instructions')
                """, [])
        }
        var values: [String: [String: [String: [Double]]]] = [:]
        for column in rows {
            guard let value = column[4].flatMap(Double.init) else { continue }
            values[column[0]!, default: [:]][column[1]!, default: [:]]["\(column[2]!) N = \(column[3]!)", default: []]
                .append(value)
        }
        return values.mapValues { commits in commits.mapValues { workloads in workloads.mapValues { $0.quantile(0.5) } }
        }
    }
}
