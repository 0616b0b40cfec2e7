import LabSupport

/// A summary row's numbers as `summary_rows` holds them: its metrics' values in one BLOB and
/// their repetitions in another, each list under its metric's id (``PackedNumbers``).
struct PackedRow {
    /// Each metric's value, a list of one under the metric's id.
    var metricValues: [UInt8]
    /// Each metric's repetitions under its id; `nil` when no metric has any.
    var samples: [UInt8]?

    /// The row of `metrics`: each metric's id, value and repetitions (`nil` for none).
    init(_ metrics: [(id: Int64, value: Double, samples: [Double]?)]) {
        metricValues = PackedNumbers.pack(metrics.map { ($0.id, [$0.value]) })
        let repeated = metrics.compactMap { metric in metric.samples.map { (metric.id, $0) } }
        samples = repeated.isEmpty ? nil : PackedNumbers.pack(repeated)
    }

    /// The columns `summary_rows` stores it in, after the key: status, values, repetitions.
    func columns(status: String) -> [SQLValue] {
        [.text(status), .blob(metricValues), samples.map(SQLValue.blob) ?? .null]
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
            var metrics: [(id: Int64, value: Double, samples: [Double]?)] = []
            for (index, columns) in rows.enumerated() {
                if let id = columns[4].flatMap({ Int64($0) }), let value = columns[5].flatMap(Double.init) {
                    let samples = columns[6].map { $0.split(separator: ",").compactMap { Double($0) } }
                    metrics.append((id, value, samples))
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
                    "INSERT INTO packed_rows (series_id, run_id, position, status, metric_values, samples) VALUES "
                        + Array(repeating: "(?, ?, ?, ?, ?, ?)", count: rows.count).joined(separator: ", "),
                    rows.flatMap { $0 })
            }
        }
    }
}
