import LabSupport
import RunRecords

extension RecordedRow {
    /// The row of a `summary.csv` record, `fields` by column: its key, its status, and every
    /// other column that has a value, but the words (``FrameSummary/textColumns``), as a metric,
    /// without samples. `location` (`summary.csv:3`)
    /// begins an error.
    ///
    /// Throws when a key column is missing or not a whole number, or a metric is not a finite
    /// number, naming the column.
    package init(
        summaryFields fields: [String: String], location: String
    ) throws(FrameLabError) {
        func keyField(_ column: String) throws(FrameLabError) -> String {
            guard let field = fields[column] else { throw FrameLabError("\(location): no column \(column)") }
            return field
        }
        func whole(_ column: String) throws(FrameLabError) -> Int {
            let field = try keyField(column)
            guard let number = Int(field), number >= 0 else {
                throw FrameLabError("\(location): column \(column): \(field.debugDescription) is not a whole number")
            }
            return number
        }
        let keyColumns = Set(SummaryKey.csvHeader + FrameSummary.textColumns)
        var metrics: [String: Double] = [:]
        for (column, field) in fields where !keyColumns.contains(column) && !field.isEmpty {
            guard let value = Double(field), value.isFinite else {
                throw FrameLabError("\(location): column \(column): \(field.debugDescription) is not a finite number")
            }
            metrics[column] = value
        }
        self.init(
            scenario: try keyField("scenario"), implementation: try keyField("implementation"),
            items: try whole("items"), refreshRate: try whole("refresh_hz"), status: try keyField("status"),
            metrics: metrics)
    }

    /// The key of the summary row this row records.
    package var summaryKey: SummaryKey {
        SummaryKey(scenario: scenario, implementation: implementation, items: items, refreshRate: refreshRate)
    }
}
