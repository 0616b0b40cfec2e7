import CSV
import Foundation
import LabSupport

/// A table the lab wrote as CSV, read back: a run's `frames.csv` and `summary.csv`, the gate's
/// `callgrind.csv`. The header must name every column the reader needs, in any order (others are
/// ignored), and each record has as many fields as the header; blank lines are skipped. Every
/// error is one line naming the file, and for a bad record its line (the header is line 1) and
/// column.
package struct CSVTable {
    /// The records, in the file's order.
    package var records: [Record]

    /// The table in the file at `path`: `kind` says what the file should be in the errors
    /// (`a summary`, `a frames file`), `columns` are the columns it must have.
    package init(contentsOf path: String, kind: String, columns: [String]) throws(FrameLabError) {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw FrameLabError("\(path): \(error.reason)")
        }
        try self.init(text: text, path: path, kind: kind, columns: columns)
    }

    /// The table in `text`, the contents of the file at `path`, read as
    /// ``init(contentsOf:kind:columns:)`` reads a file.
    package init(text: String, path: String, kind: String, columns: [String]) throws(FrameLabError) {
        guard let reader = try? CSVReader(string: text, hasHeaderRow: true), let header = reader.headerRow else {
            throw FrameLabError("\(path): empty, not \(kind)")
        }
        let indices = Dictionary(header.enumerated().map { ($1, $0) }) { first, _ in first }
        if let missing = columns.first(where: { indices[$0] == nil }) {
            throw FrameLabError("\(path):1: not \(kind): no column \(missing)")
        }
        records = []
        var line = 1
        while let fields = reader.next() {
            line += 1
            if fields == [""] { continue }  // a blank line
            let record = Record(fields: fields, indices: indices, path: path, line: line)
            guard fields.count == header.count else {
                throw FrameLabError("\(record.location): \(fields.count) fields, but the header has \(header.count)")
            }
            records.append(record)
        }
        if let error = reader.error {
            throw FrameLabError("\(path): \(error.reason)")
        }
    }

    /// One record of the table, its fields found by column name.
    package struct Record {
        fileprivate var fields: [String]
        fileprivate var indices: [String: Int]
        fileprivate var path: String
        /// The record's line in the file, the header being line 1.
        package var line: Int

        /// The file and line, as errors begin: `summary.csv:3`.
        package var location: String { "\(path):\(line)" }

        /// The field in `column`, one of the columns the table was read with or one
        /// ``hasColumn(_:)`` found.
        package func field(_ column: String) -> String {
            fields[indices[column]!]
        }

        /// Every column of the file, and this record's field in it.
        package var fieldsByColumn: [String: String] { indices.mapValues { fields[$0] } }

        /// Whether the file has `column`.
        package func hasColumn(_ column: String) -> Bool {
            indices[column] != nil
        }

        /// Whether the file has `column` and this record a value in it.
        package func hasValue(_ column: String) -> Bool {
            hasColumn(column) && !field(column).isEmpty
        }

        /// The field in `column` as a `Value`; an error says it must be `requirement` (`a number`).
        package func value<Value: LosslessStringConvertible>(
            _ column: String, as _: Value.Type, requirement: String
        ) throws(FrameLabError) -> Value {
            guard let value = Value(field(column)) else { throw invalid(column, requirement) }
            return value
        }

        /// The field in `column` as a finite number.
        package func finiteNumber(_ column: String) throws(FrameLabError) -> Double {
            let number = try value(column, as: Double.self, requirement: "a finite number")
            guard number.isFinite else { throw invalid(column, "a finite number") }
            return number
        }

        /// The field in `column` as a finite number, or `nil` where the file has no such column or
        /// the field is empty.
        package func optionalFiniteNumber(_ column: String) throws(FrameLabError) -> Double? {
            hasValue(column) ? try finiteNumber(column) : nil
        }

        /// The field in `column` as a whole number of at least 0.
        package func wholeNumber<Number: FixedWidthInteger & LosslessStringConvertible>(
            _ column: String, as _: Number.Type = Int.self
        ) throws(FrameLabError) -> Number {
            let number = try value(column, as: Number.self, requirement: "a whole number")
            guard number >= 0 else { throw invalid(column, "a whole number") }
            return number
        }

        /// The error of a field in `column` that is not `requirement`:
        /// `summary.csv:3: column p99_ms: "ten" is not a finite number`.
        package func invalid(_ column: String, _ requirement: String) -> FrameLabError {
            let value = field(column)
            let problem = value.isEmpty ? "empty, expected \(requirement)" : "\"\(value)\" is not \(requirement)"
            return FrameLabError("\(location): column \(column): \(problem)")
        }
    }
}
