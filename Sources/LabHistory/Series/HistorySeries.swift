import Foundation
import FrameLab

/// One metric of one summary row (scenario × implementation × items × refresh rate) on one
/// runner, over the recorded runs of one kind: what `framelab history` shows as a line. Runs of
/// `framelab run` and of the gate stay apart: the gate times without the reference mirror, so
/// its frames run warm and their times are not comparable with `make bench`'s.
package struct HistorySeries: Sendable {
    /// The row the metric is of.
    package var key: SummaryKey
    /// The metric's `summary.csv` column name.
    package var metric: String
    /// The runner that measured every point.
    package var runner: String
    /// Each run's value, oldest first.
    package var points: [Point]

    /// A series; see the properties.
    package init(key: SummaryKey, metric: String, runner: String, points: [Point]) {
        self.key = key
        self.metric = metric
        self.runner = runner
        self.points = points
    }

    /// One run's value.
    package struct Point: Sendable {
        /// The run's folder name.
        package var run: String
        /// Which command made the run.
        package var kind: RecordedRun.Kind
        /// When the run started.
        package var date: Date
        /// The commit measured.
        package var commit: RecordedCommit
        /// The run folder's path when it was recorded.
        package var folder: String?
        /// The metric's value, in its column's unit.
        package var value: Double

        /// A point; see the properties.
        package init(
            run: String, kind: RecordedRun.Kind, date: Date, commit: RecordedCommit, folder: String?, value: Double
        ) {
            self.run = run
            self.kind = kind
            self.date = date
            self.commit = commit
            self.folder = folder
            self.value = value
        }
    }
}

extension HistoryStore {
    /// The series of `metric` of the row `key` in the runs of `kind`, one per runner (only
    /// `runner`'s when given), in runner order.
    package func series(
        _ key: SummaryKey, metric: String, kind: RecordedRun.Kind = .run, runner: String? = nil
    ) throws(FrameLabError) -> [HistorySeries] {
        let rows = try database.read { statements throws(FrameLabError) in
            try statements.rows(
                """
                SELECT u.runner, u.name, u.kind, u.started_at, u.commit_sha, u.parent_sha, u.commit_time,
                    u.commit_subject, u.dirty, u.commit_known, u.folder, m.value
                FROM series s
                JOIN summary_rows r ON r.series_id = s.id
                JOIN runs u ON u.id = r.run_id
                JOIN metrics m ON m.row_id = r.id
                JOIN metric_names n ON n.id = m.metric_id
                WHERE s.scenario = ? AND s.implementation = ? AND s.items = ? AND s.refresh_hz = ? AND n.name = ?
                    AND u.kind = ?
                    \(runner == nil ? "" : "AND u.runner = ?")
                ORDER BY u.runner, u.started_at, u.name
                """,
                [
                    .text(key.scenario), .text(key.implementation), SQLValue(key.items), SQLValue(key.refreshRate),
                    .text(metric), .text(kind.rawValue),
                ] + (runner.map { [.text($0)] } ?? []))
        }
        func date(_ text: String?) -> Date? { text.flatMap { try? Date($0, strategy: .iso8601) } }
        let points = rows.map { column in
            (
                runner: column[0]!,
                point: HistorySeries.Point(
                    run: column[1]!, kind: RecordedRun.Kind(rawValue: column[2]!) ?? .run,
                    date: date(column[3]) ?? .distantPast,
                    commit: RecordedCommit(
                        sha: column[4]!, parent: column[5], time: date(column[6]), subject: column[7],
                        isDirty: column[8] == "1", isKnown: column[9] == "1"),
                    folder: column[10], value: Double(column[11]!) ?? .nan)
            )
        }
        return Dictionary(grouping: points, by: \.runner).sorted { $0.key < $1.key }.map { runner, points in
            HistorySeries(key: key, metric: metric, runner: runner, points: points.map(\.point))
        }
    }

    /// Every summary row key the history has a run of, sorted.
    package func keys() throws(FrameLabError) -> [SummaryKey] {
        try database.read { statements throws(FrameLabError) in
            try statements.rows(
                """
                SELECT scenario, implementation, items, refresh_hz FROM series
                ORDER BY scenario, implementation, items, refresh_hz
                """, [])
        }.map { SummaryKey(scenario: $0[0]!, implementation: $0[1]!, items: Int($0[2]!)!, refreshRate: Int($0[3]!)!) }
    }

    /// Every metric name the history has a value of, sorted.
    package func metricNames() throws(FrameLabError) -> [String] {
        try database.read { statements throws(FrameLabError) in
            try statements.rows("SELECT name FROM metric_names ORDER BY name", [])
        }.compactMap { $0[0] }
    }
}
