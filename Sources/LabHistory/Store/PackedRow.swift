import LabSupport

/// A summary row's numbers as `summary_rows` held them from migration 6 to 14: each metric's
/// value and repetitions under its id, in one BLOB (``PackedNumbers``).
struct PackedRow {
    /// The packed metrics.
    var bytes: [UInt8]

    /// The row of `metrics`: each metric's id, value and repetitions (none when not recorded).
    init(_ metrics: [PackedNumbers.Entry]) {
        bytes = PackedNumbers.pack(metrics)
    }

    /// The columns `summary_rows` stores it in, after the key: its status and metrics.
    func columns(status: String) -> [SQLValue] {
        [.text(status), .blob(bytes)]
    }

    /// Migration 6: every row of `summary_rows` and its `metrics` packed into `packed_rows`,
    /// fifty runs at a time, so that a long history is never in memory whole. The two
    /// tables are read apart, each by run: joined, SQLite searched `metrics` by series alone.
    static func packEveryRow(_ statements: any HistoryStatements) throws(FrameLabError) {
        let runs = try statements.numbers("SELECT id FROM runs ORDER BY id", []).map { Int64($0[0]) }
        let batch = 50
        for start in stride(from: 0, to: runs.count, by: batch) {
            let range: [SQLValue] = [.integer(runs[start]), .integer(runs[min(start + batch, runs.count) - 1])]
            var metrics: [[Int64]: [PackedNumbers.Entry]] = [:]
            for columns in try statements.rows(
                "SELECT run_id, series_id, metric_id, value, samples FROM metrics WHERE run_id BETWEEN ? AND ?", range)
            {
                guard let value = columns[3].flatMap(Double.init) else { continue }
                let samples = columns[4].map { $0.split(separator: ",").compactMap { Double($0) } } ?? []
                metrics[[Int64(columns[0]!)!, Int64(columns[1]!)!], default: []].append(
                    (Int64(columns[2]!)!, value, samples))
            }
            let packed = try statements.rows(
                "SELECT run_id, position, series_id, status FROM summary_rows WHERE run_id BETWEEN ? AND ?", range
            ).map { columns in
                let (run, series) = (Int64(columns[0]!)!, Int64(columns[2]!)!)
                return [SQLValue.integer(series), .integer(run), .integer(Int64(columns[1]!)!)]
                    + PackedRow(metrics[[run, series]] ?? []).columns(status: columns[3]!)
            }
            try statements.insert(
                into: "packed_rows", columns: ["series_id", "run_id", "position", "status", "metrics"], rows: packed)
        }
    }
}
