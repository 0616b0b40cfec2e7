import CSV
import Foundation
import FrameLab
import LabCatalog
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
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw FrameLabError("\(path): \(error.reason)")
        }
        guard let reader = try? CSVReader(string: text, hasHeaderRow: true), let header = reader.headerRow else {
            throw FrameLabError("\(path): empty, not a file of callgrind counts")
        }
        let indices = Dictionary(header.enumerated().map { ($1, $0) }) { first, _ in first }
        if let missing = CallgrindCount.csvHeader.first(where: { indices[$0] == nil }) {
            throw FrameLabError("\(path):1: not a file of callgrind counts: no column \(missing)")
        }
        var counts: [CallgrindCount] = []
        var line = 1
        while let fields = reader.next() {
            line += 1
            if fields == [""] { continue }  // a blank line
            let location = "\(path):\(line)"
            guard fields.count == header.count else {
                throw FrameLabError("\(location): \(fields.count) fields, but the header has \(header.count)")
            }
            let kernel = fields[indices["kernel"]!]
            guard let workload = KernelWorkload(rawValue: kernel) else {
                let known = KernelWorkload.allCases.map(\.rawValue).joined(separator: ", ")
                throw FrameLabError("\(location): column kernel: \"\(kernel)\" is not one of \(known)")
            }
            func wholeNumber(_ column: String) throws(FrameLabError) -> UInt64 {
                let value = fields[indices[column]!]
                guard let number = UInt64(value) else {
                    throw FrameLabError("\(location): column \(column): \"\(value)\" is not a whole number")
                }
                return number
            }
            let count = CallgrindCount(
                workload: workload, items: Int(clamping: try wholeNumber("items")),
                instructions: try wholeNumber("instructions"), l1DataMisses: try wholeNumber("l1_data_misses"),
                lastLevelDataMisses: try wholeNumber("last_level_data_misses"),
                estimatedCycles: try wholeNumber("estimated_cycles"))
            guard !counts.contains(where: { $0.subject == count.subject }) else {
                throw FrameLabError("\(location): \(count.subject) appears twice")
            }
            counts.append(count)
        }
        if let error = reader.error {
            throw FrameLabError("\(path): \(error.reason)")
        }
        return counts
    }
}
