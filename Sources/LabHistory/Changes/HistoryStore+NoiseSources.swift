import LabSupport
import RunRecords

extension HistoryStore {
    /// The commit with the most clean runs of `kind` by `runner` (the newest of those tied): the
    /// unchanged code whose noise ``noiseSources(commit:runner:kind:keys:metrics:minimumRuns:)``
    /// reads.
    package func mostMeasuredCommit(runner: String, kind: RecordedRun.Kind) throws(FrameLabError) -> String? {
        try database.read { statements throws(FrameLabError) in
            try statements.rows(
                """
                SELECT commit_sha, COUNT(*) FROM runs WHERE runner = ? AND kind = ? AND dirty = 0
                GROUP BY commit_sha ORDER BY COUNT(*) DESC, MAX(started_at) DESC LIMIT 1
                """, [.text(runner), .text(kind.rawValue)])
        }.first.map { $0[0]! }
    }

    /// The noise of every series of `metrics` × `keys` in `runner`'s clean runs of `kind` at
    /// `commit`: one source per series with at least `minimumRuns` values that are not all
    /// equal.
    package func noiseSources(
        commit: String, runner: String, kind: RecordedRun.Kind, keys: [SummaryKey], metrics: [String],
        minimumRuns: Int
    ) throws(FrameLabError) -> [DetectionQuality.NoiseSource] {
        var sources: [DetectionQuality.NoiseSource] = []
        for key in keys {
            for metric in metrics {
                for series in try series(key, metric: metric, kind: kind, runner: runner, value: .fastestRepetition) {
                    let values = series.points.filter { $0.commit.sha == commit && !$0.commit.isDirty }.map(\.value)
                    guard values.count >= minimumRuns, Set(values).count > 1 else { continue }
                    sources.append(
                        DetectionQuality.NoiseSource(
                            name: "\(metric) · \(key.scenario) · N = \(key.items) · \(key.refreshRate) Hz",
                            values: values,
                            higherIsBetter: ChangeDetection.isHigherBetter(metric)))
                }
            }
        }
        return sources
    }
}
