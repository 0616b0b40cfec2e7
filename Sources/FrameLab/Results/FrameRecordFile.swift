import CSV
import Foundation
import StrictJSON

/// A run's `frames.csv` as `framelab compare` reads it: every measured frame's record.
package enum FrameRecordFile {
    /// The records of the `frames.csv` at `path`.
    ///
    /// An error names the file, and for a bad record its line and column: a missing column, a
    /// record with too few or too many fields, a value that is not a number. Line numbers count
    /// from the header, line 1.
    package static func read(from path: String) throws(FrameLabError) -> [FrameRecord] {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw FrameLabError("\(path): \(error.reason)")
        }
        guard let reader = try? CSVReader(string: text, hasHeaderRow: true), let header = reader.headerRow else {
            throw FrameLabError("\(path): empty, not a frames file")
        }
        let indices = Dictionary(header.enumerated().map { ($1, $0) }) { first, _ in first }
        if let missing = FrameRecord.csvHeader.first(where: { indices[$0] == nil }) {
            throw FrameLabError("\(path):1: not a frames file: no column \(missing)")
        }
        var records: [FrameRecord] = []
        var line = 1
        while let fields = reader.next() {
            line += 1
            if fields == [""] { continue }  // a blank line
            let location = "\(path):\(line)"
            guard fields.count == header.count else {
                throw FrameLabError("\(location): \(fields.count) fields, but the header has \(header.count)")
            }
            func field(_ column: String) -> String { fields[indices[column]!] }
            func value<Value: LosslessStringConvertible>(_ column: String, as _: Value.Type) throws(FrameLabError)
                -> Value
            {
                guard let value = Value(field(column)) else {
                    throw FrameLabError("\(location): column \(column): \"\(field(column))\" is not a number")
                }
                return value
            }
            records.append(
                FrameRecord(
                    scenario: field("scenario"), implementation: field("implementation"),
                    items: try value("items", as: Int.self), refreshRate: try value("refresh_hz", as: Int.self),
                    repetition: try value("repetition", as: Int.self), frame: try value("frame", as: Int.self),
                    progress: try value("progress", as: Double.self), offsetX: try value("offset_x", as: Double.self),
                    offsetY: try value("offset_y", as: Double.self), visible: try value("visible", as: Int.self),
                    workNanoseconds: try value("work_ns", as: UInt64.self),
                    budgetNanoseconds: try value("budget_ns", as: UInt64.self),
                    allocationCount: try value("alloc_count", as: UInt64.self),
                    allocatedBytes: try value("alloc_bytes", as: UInt64.self),
                    maximumAbsoluteError: try value("max_abs_error", as: Double.self),
                    setMismatches: try value("set_mismatches", as: Int.self),
                    outputBytes: 0, changesLayout: try value("changes_layout", as: Int.self) == 1))
        }
        if let error = reader.error {
            throw FrameLabError("\(path): \(error.reason)")
        }
        return records
    }
}
