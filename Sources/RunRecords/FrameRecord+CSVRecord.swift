import LabTables

extension FrameRecord: CSVRecord {
    /// The frame's summary key, repetition and index, what it showed (offsets in points), its
    /// work and budget in nanoseconds, whether it went over (1) or not (0), its heap allocations
    /// and bytes, its verification against the reference, and whether it prepared a layout (1)
    /// or was a steady-state frame (0).
    package static let csvHeader =
        SummaryKey.csvHeader + [
            "repetition", "frame", "progress", "offset_x", "offset_y", "visible", "work_ns", "budget_ns",
            "over_budget", "alloc_count", "alloc_bytes", "max_abs_error", "set_mismatches", "changes_layout",
        ]

    package var csvFields: [String] {
        SummaryKey(self).csvFields + [
            String(repetition), String(frame), progress.compactDescription, offsetX.compactDescription,
            offsetY.compactDescription, String(visible), String(workNanoseconds), String(budgetNanoseconds),
            isOverBudget ? "1" : "0", String(allocationCount), String(allocatedBytes),
            maximumAbsoluteError.compactDescription, String(setMismatches), changesLayout ? "1" : "0",
        ]
    }
}
