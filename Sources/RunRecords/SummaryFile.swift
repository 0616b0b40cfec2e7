import Foundation
import LabSupport
import LabTables

/// A run's `summary.csv` as `framelab compare` reads it: the key and the compared metrics of
/// each row. Any summary with those columns will do, such as an older one or the committed
/// baseline.
package struct SummaryFile {
    /// One row: its key, and the metrics that have a value (see ``ComparedMetric/isOptional``).
    package struct Row {
        /// What the row is about.
        package var key: SummaryKey
        /// The row's metrics, in their columns' units.
        package var metrics: [ComparedMetric: Double]
        /// The 95 % confidence interval of the speedup over the reference, when the file has one
        /// (`speedup_vs_reference_low`, `speedup_vs_reference_high`).
        package var speedupVersusReferenceInterval: ClosedRange<Double>?
        /// The bandwidth bound's median as a percentage of this row's, when the file has one
        /// (`percent_of_memcpy`).
        package var percentOfMemcpy: Double?
        /// Its 95 % confidence interval, when the file has one (`percent_of_memcpy_low`,
        /// `percent_of_memcpy_high`).
        package var percentOfMemcpyInterval: ClosedRange<Double>?
    }

    /// The file's path.
    package var path: String
    /// The rows, in the file's order.
    package var rows: [Row]

    /// Reads the `summary.csv` of the run folder at `path`, or the summary file at `path`.
    ///
    /// An error names the file, and for a bad record its line and column (``CSVTable``): a
    /// missing column, a record with too few or too many fields, a value that is not a number, a
    /// key seen twice.
    package init(runOrFile path: String) throws(FrameLabError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FrameLabError("\(path): no such run folder or summary file")
        }
        self.path = isDirectory.boolValue ? URL(fileURLWithPath: path).appending(path: "summary.csv").path : path
        rows = try Self.rows(of: try CSVTable(contentsOf: self.path, kind: Self.kind, columns: Self.columns))
    }

    /// Reads `text`, the contents of a summary file at `path` (which errors name), as
    /// ``init(runOrFile:)`` reads a file.
    package init(text: String, path: String) throws(FrameLabError) {
        self.path = path
        rows = try Self.rows(of: try CSVTable(text: text, path: path, kind: Self.kind, columns: Self.columns))
    }

    /// What a summary is called in errors.
    private static let kind = "a summary"
    /// The columns every summary has: the key and the core metrics. The lab's other columns may be
    /// missing from older summaries.
    private static let columns = SummaryKey.csvHeader + ComparedMetric.allCases.filter(\.isCoreColumn).map(\.rawValue)

    /// The rows of `table`, each key once.
    private static func rows(of table: CSVTable) throws(FrameLabError) -> [Row] {
        var lines: [SummaryKey: Int] = [:]
        return try table.records.map { (record) throws(FrameLabError) in
            let row = try Row(record)
            if let firstLine = lines.updateValue(record.line, forKey: row.key) {
                throw FrameLabError(
                    "\(record.location): the same scenario, implementation, items and refresh_hz as line \(firstLine)")
            }
            return row
        }
    }
}

extension SummaryFile.Row {
    /// The row of a summary file's `record`.
    fileprivate init(_ record: CSVTable.Record) throws(FrameLabError) {
        key = try SummaryKey(record)
        metrics = [:]
        for metric in ComparedMetric.allCases {
            if metric.isOptional, !record.hasValue(metric.rawValue) { continue }
            metrics[metric] = try record.finiteNumber(metric.rawValue)
        }
        speedupVersusReferenceInterval = try Self.interval("speedup_vs_reference", of: record)
        percentOfMemcpy = try record.optionalFiniteNumber("percent_of_memcpy")
        percentOfMemcpyInterval = try Self.interval("percent_of_memcpy", of: record)
    }

    /// The interval in the columns `column_low` and `column_high` of `record`, if it has both.
    private static func interval(_ column: String, of record: CSVTable.Record) throws(FrameLabError)
        -> ClosedRange<Double>?
    {
        let (lowColumn, highColumn) = (column + "_low", column + "_high")
        guard record.hasValue(lowColumn), record.hasValue(highColumn) else { return nil }
        let (low, high) = (try record.finiteNumber(lowColumn), try record.finiteNumber(highColumn))
        guard low <= high else {
            throw record.invalid(highColumn, "at least \(lowColumn) (\(record.field(lowColumn)))")
        }
        return low...high
    }
}
