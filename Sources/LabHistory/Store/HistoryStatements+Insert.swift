import LabSupport

extension HistoryStatements {
    /// Inserts `rows` (each a value for each of `columns`) into `table`, many rows a statement:
    /// one round trip to a PostgreSQL server for each hundred rows, not for each.
    func insert(into table: String, columns: [String], rows: [[SQLValue]]) throws(FrameLabError) {
        // SQLite takes 999 arguments a statement at least.
        let rowsPerStatement = max(1, min(100, 999 / max(1, columns.count)))
        let row = SQLValue.placeholders(columns.count)
        for start in stride(from: 0, to: rows.count, by: rowsPerStatement) {
            let batch = rows[start..<min(start + rowsPerStatement, rows.count)]
            try execute(
                "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES "
                    + Array(repeating: row, count: batch.count).joined(separator: ", "),
                batch.flatMap { $0 })
        }
    }
}
