import FrameLab
import LabTables

extension CallgrindCount: CSVRecord {
    /// The workload's name, the item count, the instructions, the first- and last-level data
    /// misses and the estimated cycles: one row of `results/baselines/callgrind.csv`.
    package static let csvHeader = [
        "kernel", "items", "instructions", "l1_data_misses", "last_level_data_misses", "estimated_cycles",
    ]

    package var csvFields: [String] {
        [workload.rawValue, String(items)]
            + [instructions, l1DataMisses, lastLevelDataMisses, estimatedCycles].map { String($0) }
    }
}
