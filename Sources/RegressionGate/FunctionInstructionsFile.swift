import FrameLab
import LabCatalog
import LabSupport
import LabTables

/// The committed per-function instructions of every workload,
/// `results/baselines/callgrind-functions.csv`: one record per workload, item count and
/// function, the most instructions first.
package enum FunctionInstructionsFile {
    /// The file's columns.
    package static let csvHeader = ["kernel", "items", "function", "inclusive_instructions"]

    /// One record.
    private struct Record: CSVRecord {
        static let csvHeader = FunctionInstructionsFile.csvHeader
        var subject: CallgrindCount.Subject
        var function: String
        var instructions: UInt64
        var csvFields: [String] { [subject.workload.rawValue, String(subject.items), function, String(instructions)] }
    }

    /// The file's text for `profiles`.
    package static func csvText(_ profiles: [FunctionInstructions]) -> String {
        profiles.flatMap { profile in
            profile.inclusive.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map {
                Record(subject: profile.subject, function: $0.key, instructions: $0.value)
            }
        }.csvText()
    }

    /// The profiles in the file at `path`, by subject. An error names the file and line.
    package static func read(from path: String) throws(FrameLabError) -> [CallgrindCount.Subject: FunctionInstructions]
    {
        let table = try CSVTable(contentsOf: path, kind: "a file of per-function instructions", columns: csvHeader)
        var profiles: [CallgrindCount.Subject: FunctionInstructions] = [:]
        for record in table.records {
            guard let workload = KernelWorkload(rawValue: record.field("kernel")) else {
                throw record.invalid(
                    "kernel", "one of " + KernelWorkload.allCases.map(\.rawValue).joined(separator: ", "))
            }
            let subject = CallgrindCount.Subject(workload, items: try record.wholeNumber("items"))
            profiles[subject, default: FunctionInstructions(subject: subject, inclusive: [:])]
                .inclusive[record.field("function")] = try record.wholeNumber("inclusive_instructions", as: UInt64.self)
        }
        return profiles
    }
}
