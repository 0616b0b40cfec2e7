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
        /// What built and measured the run, which a change point must not be confused with.
        package var toolchain: Toolchain

        /// A point; see the properties.
        package init(
            run: String, kind: RecordedRun.Kind, date: Date, commit: RecordedCommit, folder: String?, value: Double,
            toolchain: Toolchain = Toolchain()
        ) {
            self.run = run
            self.kind = kind
            self.date = date
            self.commit = commit
            self.folder = folder
            self.value = value
            self.toolchain = toolchain
        }
    }

    /// What a run's numbers depend on besides the code and the runner: a change of any of them
    /// starts a new segment of a series, not a change point.
    package struct Toolchain: Hashable, Sendable {
        /// `swift --version`'s first line.
        package var swiftVersion: String?
        /// `valgrind --version`, which the callgrind counts depend on.
        package var valgrindVersion: String?
        /// The command that built framelab.
        package var buildFlags: String

        /// A toolchain; see the properties.
        package init(swiftVersion: String? = nil, valgrindVersion: String? = nil, buildFlags: String = "") {
            self.swiftVersion = swiftVersion
            self.valgrindVersion = valgrindVersion
            self.buildFlags = buildFlags
        }
    }
}

extension HistoryStore {
    /// The series of `metric` of the row `key` in the runs of `kind`, one per runner (only
    /// `runner`'s when given), in runner order, each oldest first (by start, then name).
    package func series(
        _ key: SummaryKey, metric: String, kind: RecordedRun.Kind = .run, runner: String? = nil
    ) throws(FrameLabError) -> [HistorySeries] {
        try series(key, metric: metric, kinds: [kind], runner: runner)[kind] ?? []
    }

    /// ``series(_:metric:kind:runner:)`` of each of `kinds`, from one read of the metric's values.
    package func series(
        _ key: SummaryKey, metric: String, kinds: Set<RecordedRun.Kind>, runner: String? = nil
    ) throws(FrameLabError) -> [RecordedRun.Kind: [HistorySeries]] {
        // The metric's values are one range of `metrics`; the runs they belong to come from
        // the store's index of runs, read once, not joined in for every series.
        let values = try database.read { statements throws(FrameLabError) in
            try statements.rows(
                """
                SELECT m.run_id, m.value FROM metrics m
                WHERE m.series_id = (
                        SELECT id FROM series WHERE scenario = ? AND implementation = ? AND items = ? AND refresh_hz = ?)
                    AND m.metric_id = (SELECT id FROM metric_names WHERE name = ?)
                """,
                [
                    .text(key.scenario), .text(key.implementation), SQLValue(key.items), SQLValue(key.refreshRate),
                    .text(metric),
                ])
        }
        var runs = try runIndex(reloaded: false)
        if values.contains(where: { runs[Int64($0[0]!)!] == nil }) {
            runs = try runIndex(reloaded: true)  // recorded since the index was read
        }
        var byKindAndRunner: [RecordedRun.Kind: [String: [HistorySeries.Point]]] = [:]
        for columns in values {
            guard let run = runs[Int64(columns[0]!)!], kinds.contains(run.point.kind),
                runner.map({ $0 == run.runner }) ?? true
            else { continue }
            var point = run.point
            point.value = Double(columns[1]!) ?? .nan
            byKindAndRunner[point.kind, default: [:]][run.runner, default: []].append(point)
        }
        return byKindAndRunner.mapValues { byRunner in
            byRunner.sorted { $0.key < $1.key }.map { runner, points in
                HistorySeries(
                    key: key, metric: metric, runner: runner,
                    points: points.sorted { ($0.date, $0.run) < ($1.date, $1.run) })
            }
        }
    }

    /// Every run as a point without its value, with its runner, by id: read once per store,
    /// again when `reloaded` (or after this store recorded a run).
    private func runIndex(reloaded: Bool) throws(FrameLabError) -> [Int64: IndexedRun] {
        if let runIndex = indexedRuns, !reloaded { return runIndex }
        let rows = try database.read { statements throws(FrameLabError) in
            try statements.rows(
                """
                SELECT id, runner, name, kind, started_at, commit_sha, parent_sha, commit_time, commit_subject, dirty,
                    commit_known, folder, swift_version, valgrind_version, build_flags
                FROM runs
                """, [])
        }
        func date(_ text: String?) -> Date? { text.flatMap(Date.init(historySeconds:)) }
        let index = Dictionary(
            uniqueKeysWithValues: rows.map { column in
                (
                    Int64(column[0]!)!,
                    IndexedRun(
                        runner: column[1]!,
                        point: HistorySeries.Point(
                            run: column[2]!, kind: RecordedRun.Kind(rawValue: column[3]!) ?? .run,
                            date: date(column[4]) ?? .distantPast,
                            commit: RecordedCommit(
                                sha: column[5]!, parent: column[6], time: date(column[7]), subject: column[8],
                                isDirty: column[9] == "1", isKnown: column[10] == "1"),
                            folder: column[11], value: .nan,
                            toolchain: HistorySeries.Toolchain(
                                swiftVersion: column[12], valgrindVersion: column[13], buildFlags: column[14]!)))
                )
            })
        indexedRuns = index
        return index
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
