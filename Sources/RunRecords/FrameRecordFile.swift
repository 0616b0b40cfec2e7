import LabSupport
import LabTables

/// A run's `frames.csv` as `framelab compare` reads it: every measured frame's record.
package enum FrameRecordFile {
    /// The records of the `frames.csv` at `path`. The file does not hold the bytes a frame wrote
    /// (``FrameRecord/outputBytes`` is `nil`), nor whether it was compared with the reference
    /// (`true`).
    ///
    /// An error names the file, and for a bad record its line and column (``CSVTable``).
    package static func read(from path: String) throws(FrameLabError) -> [FrameRecord] {
        let table = try CSVTable(contentsOf: path, kind: "a frames file", columns: FrameRecord.csvHeader)
        return try table.records.map { (record) throws(FrameLabError) in
            func number<Value: LosslessStringConvertible>(_ column: String, as type: Value.Type) throws(FrameLabError)
                -> Value
            {
                try record.value(column, as: type, requirement: "a number")
            }
            return FrameRecord(
                scenario: record.field("scenario"), implementation: record.field("implementation"),
                items: try number("items", as: Int.self), refreshRate: try number("refresh_hz", as: Int.self),
                repetition: try number("repetition", as: Int.self), frame: try number("frame", as: Int.self),
                progress: try number("progress", as: Double.self), offsetX: try number("offset_x", as: Double.self),
                offsetY: try number("offset_y", as: Double.self), visible: try number("visible", as: Int.self),
                workNanoseconds: try number("work_ns", as: UInt64.self),
                budgetNanoseconds: try number("budget_ns", as: UInt64.self),
                allocationCount: try number("alloc_count", as: UInt64.self),
                allocatedBytes: try number("alloc_bytes", as: UInt64.self),
                maximumAbsoluteError: try number("max_abs_error", as: Double.self),
                setMismatches: try number("set_mismatches", as: Int.self), outputBytes: nil,
                changesLayout: try number("changes_layout", as: Int.self) == 1)
        }
    }
}
