import Foundation
import LabSupport

extension HistoryStore {
    /// Calls `body` with every recorded run, whole, oldest first (by start, runner, name), on one
    /// consistent view of the history; one run in memory at a time.
    package func forEachRun(_ body: (RecordedRun) throws(FrameLabError) -> Void) throws(FrameLabError) {
        try database.read { statements throws(FrameLabError) in
            let runs = try statements.rows(
                "SELECT \(Self.runColumns) FROM runs ORDER BY started_at, runner, name", [])
            for columns in runs {
                try body(try Self.run(columns, statements: statements))
            }
        }
    }

    /// The number of recorded runs.
    package func runCount() throws(FrameLabError) -> Int {
        try database.read { statements throws(FrameLabError) in
            Int(try statements.rows("SELECT COUNT(*) FROM runs", [])[0][0] ?? "0") ?? 0
        }
    }

    /// The columns of `runs` that ``run(_:statements:)`` reads, in its order.
    static let runColumns = """
        id, runner, name, kind, started_at, commit_sha, \(parentsColumn), commit_time, commit_subject, dirty, \
        commit_known, processor, cpu_family, cpu_model, cores, memory_bytes, operating_system, swift_version, \
        valgrind_version, build_flags, command_line, folder, load_average, steal_percent, ref, pull_request_base
        """

    /// A run's commit's parents, space-separated: from the commit graph, or the first parent
    /// alone for a run recorded before the graph was.
    static let parentsColumn =
        "COALESCE((SELECT parents FROM commit_parents WHERE commit_parents.sha = runs.commit_sha), parent_sha, '')"

    /// The run whose `runs` row is `columns` (``runColumns``), with its rows and checks.
    private static func run(_ columns: [String?], statements: any HistoryStatements) throws(FrameLabError)
        -> RecordedRun
    {
        let runID = Int64(columns[0]!)!
        var run = runHeader(columns.dropFirst())
        let metrics = try statements.rows(
            """
            SELECT r.position, s.scenario, s.implementation, s.items, s.refresh_hz, r.status, n.name, m.value, m.samples
            FROM summary_rows r
            JOIN series s ON s.id = r.series_id
            LEFT JOIN metrics m ON m.run_id = r.run_id AND m.series_id = r.series_id
            LEFT JOIN metric_names n ON n.id = m.metric_id
            WHERE r.run_id = ?
            ORDER BY r.position
            """, [.integer(runID)])
        var positions: [String] = []
        for columns in metrics {
            if columns[0] != positions.last {
                positions.append(columns[0]!)
                run.rows.append(
                    RecordedRow(
                        scenario: columns[1]!, implementation: columns[2]!, items: Int(columns[3]!)!,
                        refreshRate: Int(columns[4]!)!, status: columns[5]!, metrics: [:]))
            }
            guard let name = columns[6], let value = columns[7].flatMap(Double.init) else { continue }
            run.rows[run.rows.count - 1].metrics[name] = value
            if let samples = columns[8] {
                run.rows[run.rows.count - 1].samples[name] = samples.split(separator: ",").compactMap { Double($0) }
            }
        }
        run.checks = try statements.rows(
            """
            SELECT metric, subject, baseline, value, limit_shown, verdict FROM checks WHERE run_id = ? ORDER BY position
            """, [.integer(runID)]
        ).map {
            RecordedCheck(
                metric: $0[0]!, subject: $0[1]!, baseline: $0[2]!, value: $0[3]!, limit: $0[4]!, verdict: $0[5]!)
        }
        return run
    }

    /// A run without rows or checks from its `runs` columns after the id.
    static func runHeader(_ columns: ArraySlice<String?>) -> RecordedRun {
        let column = Array(columns)
        func date(_ text: String?) -> Date? { text.flatMap(Date.init(historySeconds:)) }
        return RecordedRun(
            name: column[1]!, kind: RecordedRun.Kind(rawValue: column[2]!) ?? .run,
            date: date(column[3]) ?? .distantPast,
            commit: RecordedCommit(
                sha: column[4]!, parents: column[5]!.split(separator: " ").map(String.init), time: date(column[6]),
                subject: column[7],
                isDirty: column[8] == "1",
                isKnown: column[9] == "1"),
            runner: RecordedRunner(
                name: column[0]!, processor: column[10]!, cpuFamily: column[11].flatMap { Int($0) },
                cpuModel: column[12].flatMap { Int($0) }, cores: column[13].flatMap { Int($0) } ?? 0,
                memoryBytes: column[14].flatMap { UInt64($0) } ?? 0, operatingSystem: column[15]!,
                swiftVersion: column[16], valgrindVersion: column[17], buildFlags: column[18]!),
            loadAverage: column[21].flatMap(Double.init), stealPercent: column[22].flatMap(Double.init),
            commandLine: column[19]!, folder: column[20], ref: column[23], pullRequestBase: column[24], rows: [])
    }
}
