import LabSupport

/// A summary row's numbers as `summary_rows` holds them: each metric's value and repetitions
/// under its id, in one BLOB (``PackedNumbers``).
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

    /// Migration 6: every row of `summary_rows` and its `metrics` packed into `packed_rows`, a
    /// few hundred runs at a time, so that a long history is never in memory whole.
    static func packEveryRow(_ statements: any HistoryStatements) throws(FrameLabError) {
        let runs = try statements.numbers("SELECT id FROM runs ORDER BY id", []).map { Int64($0[0]) }
        let batch = 200
        for start in stride(from: 0, to: runs.count, by: batch) {
            let rows = try statements.rows(
                """
                SELECT r.run_id, r.position, r.series_id, r.status, m.metric_id, m.value, m.samples
                FROM summary_rows r
                LEFT JOIN metrics m ON m.run_id = r.run_id AND m.series_id = r.series_id
                WHERE r.run_id BETWEEN ? AND ?
                ORDER BY r.run_id, r.position, m.metric_id
                """, [.integer(runs[start]), .integer(runs[min(start + batch, runs.count) - 1])])
            var packed: [[SQLValue]] = []
            var metrics: [PackedNumbers.Entry] = []
            for (index, columns) in rows.enumerated() {
                if let id = columns[4].flatMap({ Int64($0) }), let value = columns[5].flatMap(Double.init) {
                    metrics.append(
                        (id, value, columns[6].map { $0.split(separator: ",").compactMap { Double($0) } } ?? []))
                }
                let next = rows.indices.contains(index + 1) ? rows[index + 1] : nil
                guard next?[0] != columns[0] || next?[1] != columns[1] else { continue }
                packed.append(
                    [columns[2]!, columns[0]!, columns[1]!].map { SQLValue.integer(Int64($0)!) }
                        + PackedRow(metrics).columns(status: columns[3]!))
                metrics = []
            }
            for chunk in stride(from: 0, to: packed.count, by: 100) {
                let rows = packed[chunk..<min(chunk + 100, packed.count)]
                try statements.execute(
                    "INSERT INTO packed_rows (series_id, run_id, position, status, metrics) VALUES "
                        + Array(repeating: "(?, ?, ?, ?, ?)", count: rows.count).joined(separator: ", "),
                    rows.flatMap { $0 })
            }
        }
    }
}
