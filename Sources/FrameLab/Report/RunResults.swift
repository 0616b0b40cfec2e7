import Foundation
import LabSupport
import LabTables
import RunRecords

/// A run folder's results read back for people: its `summary.csv` and `environment.txt`, as
/// `framelab report` prints them and README and docs/results.md show them.
package struct RunResults {
    /// One row of the summary, the columns the tables show.
    package struct Row {
        /// What the row is about.
        package var key: SummaryKey
        /// The frames measured, over all repetitions.
        package var frames: Int
        /// The median frame work, in ms.
        package var p50Milliseconds: Double
        /// The worst frame (the largest of the frames' medians over the repetitions), in ms.
        package var worstFrameMilliseconds: Double
        /// The frames whose work took longer than their budget.
        package var overBudgetFrames: Int
        /// The reference's median divided by this one's in the same run, if the run has one.
        package var speedupVersusReference: Double?
        /// The cached peer's median divided by this one's in the same run, if the run has one.
        package var speedupVersusCached: Double?
        /// How the answers compared with the reference's.
        package var status: FrameSummary.Status
        /// What the caches held when each frame started; `nil` in a summary from before the lab
        /// wrote it.
        package var caches: FrameSummary.Caches?
    }

    /// Where and what the run measured.
    package var environment: RunEnvironment
    /// The summary's rows, in the file's order.
    package var rows: [Row]

    /// Reads the run folder at `path`: its `summary.csv` and `environment.txt`. An error names
    /// the file, and for a bad record its line and column.
    package init(folder path: String) throws(FrameLabError) {
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        let environmentFile = folder.appending(path: "environment.txt")
        var text = ""
        try FrameLabError.attempt(at: environmentFile) {
            text = try String(contentsOf: environmentFile, encoding: .utf8)
        }
        environment = try RunEnvironment(text: text, path: environmentFile.path)
        let summary = try CSVTable(
            contentsOf: folder.appending(path: "summary.csv").path, kind: "a summary", columns: Self.columns)
        rows = try summary.records.map { (record) throws(FrameLabError) in try Row(record) }
    }

    /// The columns the rows are read from; `caches` too where the file has it.
    private static let columns =
        SummaryKey.csvHeader + [
            "frames", "p50_ms", "worst_frame_ms", "over_budget", "speedup_vs_reference", "speedup_vs_cached", "status",
        ]
}

extension RunResults.Row {
    /// The row of a summary's `record`.
    fileprivate init(_ record: CSVTable.Record) throws(FrameLabError) {
        key = try SummaryKey(record)
        frames = try record.wholeNumber("frames")
        p50Milliseconds = try record.finiteNumber("p50_ms")
        worstFrameMilliseconds = try record.finiteNumber("worst_frame_ms")
        overBudgetFrames = try record.wholeNumber("over_budget")
        speedupVersusReference = try record.optionalFiniteNumber("speedup_vs_reference")
        speedupVersusCached = try record.optionalFiniteNumber("speedup_vs_cached")
        guard let status = FrameSummary.Status(rawValue: record.field("status")) else {
            throw record.invalid(
                "status", "one of " + FrameSummary.Status.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.status = status
        guard record.hasColumn("caches") else { return }
        guard let caches = FrameSummary.Caches(rawValue: record.field("caches")) else {
            throw record.invalid("caches", "evicted or warm")
        }
        self.caches = caches
    }
}
