import Foundation
import LabSupport

extension HistoryStore {
    /// Calls `body` with every recorded run, whole, oldest first (by start, runner, name), on one
    /// consistent view of the history; one run in memory at a time.
    package func forEachRun(_ body: (RecordedRun) throws(FrameLabError) -> Void) throws(FrameLabError) {
        try database.read { statements throws(FrameLabError) in
            let runs = try statements.rows(
                "SELECT \(Self.runColumns) FROM runs ORDER BY started_at, runner, name", [])
            let names = try Self.metricNames(statements)
            for columns in runs {
                try body(try Self.run(columns, names: names, statements: statements))
            }
        }
    }

    /// The run `id`, whole; `nil` when the history has no run with that id.
    package func run(id: Int) throws(FrameLabError) -> RecordedRun? {
        try database.read { statements throws(FrameLabError) in
            guard
                let columns = try statements.rows(
                    "SELECT \(Self.runColumns) FROM runs WHERE id = ?", [.integer(Int64(id))]
                ).first
            else { return nil }
            return try Self.run(columns, names: try Self.metricNames(statements), statements: statements)
        }
    }

    /// Whether any run is recorded: one probe, where counting reads every run.
    package func hasRuns() throws(FrameLabError) -> Bool {
        try database.read { statements throws(FrameLabError) in
            !(try statements.rows("SELECT 1 FROM runs LIMIT 1", [])).isEmpty
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

    /// The columns of `runs` that ``commit(_:from:graph:)`` reads, in its order, the parents as
    /// `parents` lists them (space-separated; NULL for none).
    static func commitColumns(parents: String = parentsColumn) -> String {
        "commit_sha, \(parents), commit_time, commit_subject, dirty, commit_known"
    }

    /// The commit a run measured, from its ``commitColumns(parents:)`` in `row` from the column
    /// `first` on; its parents those of `graph` (``commitParents()``) where it holds the commit.
    static func commit(_ row: any HistoryRow, from first: Int, graph: [String: [String]] = [:]) -> RecordedCommit {
        let sha = row.text(first)!
        return RecordedCommit(
            sha: sha, parents: graph[sha] ?? parents(row.text(first + 1) ?? ""),
            time: row.integer(first + 2).map(Date.init(historySeconds:)), subject: row.text(first + 3),
            isDirty: row.integer(first + 4) == 1, isKnown: row.integer(first + 5) == 1)
    }

    /// A run's commit's parents, space-separated: from the commit graph, or the first parent
    /// alone for a run recorded before the graph was.
    static let parentsColumn =
        "COALESCE((SELECT parents FROM commit_parents WHERE commit_parents.sha = runs.commit_sha), parent_sha, '')"

    /// The parents a space-separated list names (``parentsColumn``, `commit_parents.parents`),
    /// the first first. A commit has one but for merges: only those are split.
    static func parents(_ list: String) -> [String] {
        guard list.utf8.contains(UInt8(ascii: " ")) else { return list.isEmpty ? [] : [list] }
        return list.split(separator: " ").map(String.init)
    }

    /// Every metric's name by id.
    static func metricNames(_ statements: any HistoryStatements) throws(FrameLabError) -> [Int64: String] {
        let rows = try statements.rows("SELECT id, name FROM metric_names", [])
        return Dictionary(uniqueKeysWithValues: rows.map { (Int64($0[0]!)!, $0[1]!) })
    }

    /// The run whose `runs` row is `columns` (``runColumns``), with its rows and checks; `names`
    /// are the metrics' by id.
    private static func run(_ columns: [String?], names: [Int64: String], statements: any HistoryStatements)
        throws(FrameLabError) -> RecordedRun
    {
        let runID = Int64(columns[0]!)!
        var run = runHeader(columns.dropFirst())
        let rows = try statements.rows(
            """
            SELECT s.scenario, s.implementation, s.items, s.refresh_hz, r.status, r.metrics
            FROM summary_rows r
            JOIN series s ON s.id = r.series_id
            WHERE r.run_id = ?
            ORDER BY r.position
            """, [.integer(runID)])
        for columns in rows {
            var row = RecordedRow(
                scenario: columns[0]!, implementation: columns[1]!, items: Int(columns[2]!)!,
                refreshRate: Int(columns[3]!)!, status: columns[4]!, metrics: [:])
            for (id, value, samples) in try unpack(columns[5], of: run, row: row) {
                guard let name = names[id] else { continue }
                row.metrics[name] = value
                if !samples.isEmpty { row.samples[name] = samples }
            }
            run.rows.append(row)
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
                sha: column[4]!, parents: parents(column[5]!), time: date(column[6]),
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

    /// The metrics packed in the BLOB `text` (as read, ``SQLValue/bytes(_:)``; none for NULL)
    /// of `row` of `run`; an error naming the run and row when it is damaged, never its bytes
    /// read as numbers.
    static func unpack(_ text: String?, of run: RecordedRun, row: RecordedRow) throws(FrameLabError)
        -> [PackedNumbers.Entry]
    {
        guard let text else { return [] }
        do throws(PackedNumbers.Damage) {
            guard let bytes = SQLValue.bytes(text) else { throw .notBytes }
            return try PackedNumbers.unpack(bytes)
        } catch {
            throw damaged(run: "\(run.runner.name)/\(run.name)", row: row.scenario, error)
        }
    }

    /// The error for the damaged metrics of the summary row of `scenario` in `run`.
    static func damaged(run: String, row scenario: String, _ damage: PackedNumbers.Damage) -> FrameLabError {
        FrameLabError("the history's run \(run) has damaged metrics in its \(scenario) row (\(damage)): not read")
    }
}
