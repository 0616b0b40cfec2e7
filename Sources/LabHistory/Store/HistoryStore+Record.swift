import Foundation
import LabSupport

extension HistoryStore {
    /// Records `run` whole, in one transaction, a password in its command line masked.
    ///
    /// - Returns: `false` when the history already has a run of that runner and name (nothing
    ///   is written), `true` when it recorded it.
    @discardableResult
    package func record(_ run: RecordedRun) throws(FrameLabError) -> Bool {
        var series = seriesIDs
        var metrics = metricIDs
        var runners = runnerIDs
        let recorded = try database.write { statements throws(FrameLabError) -> Bool in
            let inserted = try statements.rows(
                """
                INSERT INTO runs (runner, name, kind, started_at, commit_sha, parent_sha, commit_time, commit_subject,
                    dirty, commit_known, processor, cpu_family, cpu_model, cores, memory_bytes, operating_system,
                    swift_version, valgrind_version, build_flags, command_line, folder, load_average, steal_percent, ref,
                    pull_request_base)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (runner, name) DO NOTHING
                RETURNING id
                """, Self.runValues(run))
            guard let runID = inserted.first?[0].flatMap({ Int64($0) }) else { return false }
            if run.commit.isKnown { try Self.recordParents(of: [run.commit.sha: run.commit.parents], in: statements) }
            let runnerID = try Self.id(
                of: run.runner.name, in: &runners, statements: statements,
                insert: "INSERT INTO runner_names (name) VALUES (?) ON CONFLICT DO NOTHING",
                select: Self.runnerID, values: [.text(run.runner.name)])
            // A process's first run reads every series's and metric name's id at once: looked up
            // one by one, a new key inserted first, each was a round trip or two to a server.
            if series.isEmpty {
                series = Dictionary(uniqueKeysWithValues: try Self.seriesKeys(statements).map { ($1, $0) })
            }
            if metrics.isEmpty {
                metrics = Dictionary(uniqueKeysWithValues: try Self.metricNames(statements).map { ($1, $0) })
            }
            var summaryRows: [(seriesID: Int64, row: SeriesBlock.Row)] = []
            for (position, row) in run.rows.enumerated() {
                let seriesID = try Self.id(
                    of: row.summaryKey, in: &series, statements: statements,
                    insert:
                        "INSERT INTO series (scenario, implementation, items, refresh_hz) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                    select: Self.seriesID,
                    values: [
                        .text(row.scenario), .text(row.implementation), SQLValue(row.items), SQLValue(row.refreshRate),
                    ])
                var packed: [PackedNumbers.Entry] = []
                for (name, value) in row.metrics.sorted(by: { $0.key < $1.key }) {
                    let metricID = try Self.id(
                        of: name, in: &metrics, statements: statements,
                        insert: "INSERT INTO metric_names (name) VALUES (?) ON CONFLICT DO NOTHING",
                        select: "SELECT id FROM metric_names WHERE name = ?", values: [.text(name)])
                    packed.append((metricID, value, row.samples[name] ?? []))
                }
                packed.sort { $0.key < $1.key }
                guard !summaryRows.contains(where: { $0.seriesID == seriesID }) else {
                    throw FrameLabError("the run \(run.name) has two \(row.summaryKey.rowName) rows: not recorded")
                }
                summaryRows.append(
                    (seriesID, SeriesBlock.Row(run: runID, position: position, status: row.status, metrics: packed)))
            }
            try Self.recordRows(
                summaryRows, of: runID, runner: run.runner.name, runnerID: runnerID, kind: run.kind.rawValue,
                in: statements)
            try statements.insert(
                into: "checks",
                columns: ["run_id", "position", "metric", "subject", "baseline", "value", "limit_shown", "verdict"],
                rows: run.checks.enumerated().map { position, check in
                    [
                        .integer(runID), SQLValue(position), .text(check.metric), .text(check.subject),
                        .text(check.baseline), .text(check.value), .text(check.limit), .text(check.verdict),
                    ]
                })
            return true
        }
        // Ids seen in a transaction that rolled back may not exist: keep them only once committed.
        (seriesIDs, metricIDs, runnerIDs) = (series, metrics, runners)
        if recorded { forgetReads() }
        return recorded
    }

    /// The columns of `run`'s row in `runs`, in the INSERT's order.
    private static func runValues(_ run: RecordedRun) -> [SQLValue] {
        let commit = run.commit
        let runner = run.runner
        return [
            .text(runner.name), .text(run.name), .text(run.kind.rawValue), run.date.historySeconds,
            .text(commit.sha), SQLValue(commit.parent), commit.time?.historySeconds ?? .null,
            SQLValue(commit.subject),
            .integer(commit.isDirty ? 1 : 0), .integer(commit.isKnown ? 1 : 0), .text(runner.processor),
            SQLValue(runner.cpuFamily), SQLValue(runner.cpuModel), SQLValue(runner.cores),
            SQLValue(Int64(clamping: runner.memoryBytes)), .text(runner.operatingSystem), SQLValue(runner.swiftVersion),
            SQLValue(runner.valgrindVersion), .text(runner.buildFlags), .text(run.commandLine.passwordsMasked),
            SQLValue(run.folder),
            SQLValue(run.loadAverage), SQLValue(run.stealPercent), SQLValue(run.ref), SQLValue(run.pullRequestBase),
        ]
    }

    /// The id of `key` in a table of unique names: from `known`, else inserted if missing and
    /// selected (another runner may have inserted it first).
    private static func id<Key: Hashable>(
        of key: Key, in known: inout [Key: Int64], statements: any HistoryStatements, insert: String, select: String,
        values: [SQLValue]
    ) throws(FrameLabError) -> Int64 {
        if let id = known[key] { return id }
        try statements.execute(insert, values)
        guard let id = try statements.rows(select, values).first?[0].flatMap({ Int64($0) }) else {
            throw FrameLabError("\(key) was not found after it was inserted")
        }
        known[key] = id
        return id
    }
}
