import CSV
import Foundation
import StrictJSON

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
    /// An error names the file, and for a bad record its line and column: a missing column, a
    /// record with too few or too many fields, a value that is not a number, a key seen twice.
    /// Line numbers count from the header, line 1, one record per line.
    package init(runOrFile path: String) throws(FrameLabError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FrameLabError("\(path): no such run folder or summary file")
        }
        self.path = isDirectory.boolValue ? URL(fileURLWithPath: path).appending(path: "summary.csv").path : path
        let text: String
        do {
            text = try String(contentsOfFile: self.path, encoding: .utf8)
        } catch {
            throw FrameLabError("\(self.path): \(error.reason)")
        }
        rows = try Self.rows(of: text, in: self.path)
    }

    /// Reads `text`, the contents of a summary file at `path` (which errors name), as
    /// ``init(runOrFile:)`` reads a file.
    package init(text: String, path: String) throws(FrameLabError) {
        self.path = path
        rows = try Self.rows(of: text, in: path)
    }

    private static func rows(of text: String, in path: String) throws(FrameLabError) -> [Row] {
        guard let reader = try? CSVReader(string: text, hasHeaderRow: true), let header = reader.headerRow else {
            throw FrameLabError("\(path): empty, not a summary")
        }
        // The lab's own columns may be missing from older summaries.
        let columns = SummaryKey.csvHeader + ComparedMetric.allCases.filter(\.isSpecColumn).map(\.rawValue)
        let indices = Dictionary(header.enumerated().map { ($1, $0) }) { first, _ in first }
        if let missing = columns.first(where: { indices[$0] == nil }) {
            throw FrameLabError("\(path):1: not a summary: no column \(missing)")
        }
        var rows: [Row] = []
        var lines: [SummaryKey: Int] = [:]
        var line = 1
        while let fields = reader.next() {
            line += 1
            if fields == [""] { continue }  // a blank line
            let record = Record(fields: fields, indices: indices, location: "\(path):\(line)")
            guard fields.count == header.count else {
                throw FrameLabError("\(record.location): \(fields.count) fields, but the header has \(header.count)")
            }
            let row = try record.row
            if let firstLine = lines.updateValue(line, forKey: row.key) {
                throw FrameLabError(
                    "\(record.location): the same scenario, implementation, items and refresh_hz as line \(firstLine)")
            }
            rows.append(row)
        }
        if let error = reader.error {
            throw FrameLabError("\(path): \(error.reason)")
        }
        return rows
    }
}

/// A record of a summary file being read, whose fields are found by column name.
private struct Record {
    var fields: [String]
    var indices: [String: Int]
    /// The file and line, for errors.
    var location: String

    var row: SummaryFile.Row {
        get throws(FrameLabError) {
            let key = SummaryKey(
                scenario: field("scenario"), implementation: field("implementation"),
                items: try wholeNumber("items"), refreshRate: try wholeNumber("refresh_hz"))
            var metrics: [ComparedMetric: Double] = [:]
            for metric in ComparedMetric.allCases {
                if metric.isOptional, indices[metric.rawValue] == nil || field(metric.rawValue).isEmpty { continue }
                metrics[metric] = try number(metric.rawValue)
            }
            return SummaryFile.Row(
                key: key, metrics: metrics, speedupVersusReferenceInterval: try interval("speedup_vs_reference"),
                percentOfMemcpy: hasValue("percent_of_memcpy") ? try number("percent_of_memcpy") : nil,
                percentOfMemcpyInterval: try interval("percent_of_memcpy"))
        }
    }

    /// The interval in the columns `column_low` and `column_high`, if the record has both.
    private func interval(_ column: String) throws(FrameLabError) -> ClosedRange<Double>? {
        let (lowColumn, highColumn) = (column + "_low", column + "_high")
        guard hasValue(lowColumn), hasValue(highColumn) else { return nil }
        let (low, high) = (try number(lowColumn), try number(highColumn))
        guard low <= high else { throw invalid(highColumn, "at least \(lowColumn) (\(field(lowColumn)))") }
        return low...high
    }

    /// Whether the file has `column` and this record a value in it.
    private func hasValue(_ column: String) -> Bool {
        indices[column] != nil && !field(column).isEmpty
    }

    private func field(_ column: String) -> String {
        fields[indices[column]!]
    }

    private func number(_ column: String) throws(FrameLabError) -> Double {
        guard let number = Double(field(column)), number.isFinite else {
            throw invalid(column, "a finite number")
        }
        return number
    }

    private func wholeNumber(_ column: String) throws(FrameLabError) -> Int {
        guard let number = Int(field(column)), number >= 0 else {
            throw invalid(column, "a whole number")
        }
        return number
    }

    private func invalid(_ column: String, _ requirement: String) -> FrameLabError {
        let value = field(column)
        let problem = value.isEmpty ? "empty, expected \(requirement)" : "\"\(value)\" is not \(requirement)"
        return FrameLabError("\(location): column \(column): \(problem)")
    }
}
