import Foundation
import FrameLab
import LabCatalog
import LabSupport
import LabTables
import StrictJSON

/// The committed file of callgrind counts, `results/baselines/callgrind.csv`, as the gate reads
/// it.
package enum CallgrindCountFile {
    /// The counts in the CSV file at `path`, one per kernel workload and item count.
    ///
    /// An error names the file, and for a bad record its line: a missing column, a record with
    /// too few or too many fields, an unknown kernel, a value that is not a whole number, a
    /// kernel and item count seen twice. Line numbers count from the header, line 1.
    package static func read(from path: String) throws(FrameLabError) -> [CallgrindCount] {
        let table = try CSVTable(
            contentsOf: path, kind: "a file of callgrind counts", columns: CallgrindCount.csvHeader)
        var counts: [CallgrindCount] = []
        for record in table.records {
            let kernel = record.field("kernel")
            guard let workload = KernelWorkload(rawValue: kernel) else {
                throw record.invalid(
                    "kernel", "one of " + KernelWorkload.allCases.map(\.rawValue).joined(separator: ", "))
            }
            let count = CallgrindCount(
                workload: workload, items: try record.wholeNumber("items"),
                instructions: try record.wholeNumber("instructions", as: UInt64.self),
                l1DataMisses: try record.wholeNumber("l1_data_misses", as: UInt64.self),
                lastLevelDataMisses: try record.wholeNumber("last_level_data_misses", as: UInt64.self),
                estimatedCycles: try record.wholeNumber("estimated_cycles", as: UInt64.self))
            guard !counts.contains(where: { $0.subject == count.subject }) else {
                throw FrameLabError("\(record.location): \(count.subject) appears twice")
            }
            counts.append(count)
        }
        return counts
    }
}
