import Foundation
import LabHistory
import LabSupport

extension RecordedRun {
    /// Records the run as a lab before migration 6 did, in a history migrated only that far: a
    /// row of `summary_rows` per summary row and of `metrics` per metric, its repetitions as
    /// comma-separated text, and (from migration 3 on, `withFastest`) their smallest in `fastest`.
    func recordUnpacked(in statements: any HistoryStatements, withFastest: Bool = true) throws(FrameLabError) {
        let commit = commit
        let runID = try statements.rows(
            """
            INSERT INTO runs (runner, name, kind, started_at, commit_sha, parent_sha, commit_time, commit_subject,
                dirty, commit_known, processor, cpu_family, cpu_model, cores, memory_bytes, operating_system,
                swift_version, valgrind_version, build_flags, command_line, folder, load_average, steal_percent)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            RETURNING id
            """,
            [
                .text(runner.name), .text(name), .text(kind.rawValue), .integer(Int64(date.timeIntervalSince1970)),
                .text(commit.sha), SQLValue(commit.parents.first),
                SQLValue(commit.time.map { Int64($0.timeIntervalSince1970) }),
                SQLValue(commit.subject), .integer(commit.isDirty ? 1 : 0), .integer(commit.isKnown ? 1 : 0),
                .text(runner.processor), SQLValue(runner.cpuFamily), SQLValue(runner.cpuModel), SQLValue(runner.cores),
                SQLValue(Int64(runner.memoryBytes)), .text(runner.operatingSystem), SQLValue(runner.swiftVersion),
                SQLValue(runner.valgrindVersion), .text(runner.buildFlags), .text(commandLine), SQLValue(folder),
                SQLValue(loadAverage), SQLValue(stealPercent),
            ])[0][0]!
        for (position, row) in rows.enumerated() {
            let series: [SQLValue] = [
                .text(row.scenario), .text(row.implementation), SQLValue(row.items), SQLValue(row.refreshRate),
            ]
            try statements.execute(
                "INSERT INTO series (scenario, implementation, items, refresh_hz) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                series)
            let seriesID = try statements.rows(
                "SELECT id FROM series WHERE scenario = ? AND implementation = ? AND items = ? AND refresh_hz = ?",
                series)[0][0]!
            try statements.execute(
                "INSERT INTO summary_rows (run_id, position, series_id, status) VALUES (?, ?, ?, ?)",
                [.text(runID), SQLValue(position), .text(seriesID), .text(row.status)])
            for (metric, value) in row.metrics {
                try statements.execute(
                    "INSERT INTO metric_names (name) VALUES (?) ON CONFLICT DO NOTHING", [.text(metric)])
                let metricID = try statements.rows("SELECT id FROM metric_names WHERE name = ?", [.text(metric)])[0][0]!
                let samples = row.samples[metric]
                try statements.execute(
                    "INSERT INTO metrics (series_id, metric_id, run_id, value, samples\(withFastest ? ", fastest" : "")) "
                        + "VALUES (?, ?, ?, ?, ?\(withFastest ? ", ?" : ""))",
                    [
                        .text(seriesID), .text(metricID), .text(runID), .real(value),
                        SQLValue(samples.map { $0.map { String($0) }.joined(separator: ",") }),
                    ]
                        + (withFastest ? [SQLValue(samples?.min())] : []))
            }
        }
        for (position, check) in checks.enumerated() {
            try statements.execute(
                """
                INSERT INTO checks (run_id, position, metric, subject, baseline, value, limit_shown, verdict)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .text(runID), SQLValue(position), .text(check.metric), .text(check.subject), .text(check.baseline),
                    .text(check.value), .text(check.limit), .text(check.verdict),
                ])
        }
    }
}
