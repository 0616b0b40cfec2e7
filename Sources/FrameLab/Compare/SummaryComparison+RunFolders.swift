import Foundation
import LabSupport
import LabTables
import RunRecords

extension SummaryComparison {
    /// Compares the run folders (or summary files beside a `frames.csv`) `a` and `b`, as
    /// ``init(_:_:samplesA:samplesB:thresholdPercent:alpha:)`` does, each metric's samples per
    /// repetition read from the runs' `frames.csv`, and writes `comparison.csv` to `file` (into
    /// B's folder when `nil`). Throws, naming it, for a missing or bad file.
    ///
    /// - Returns: The comparison and the file written.
    package static func compareRuns(
        _ a: String, _ b: String, thresholdPercent: Double, alpha: Double, writingTo file: URL?
    ) throws(FrameLabError) -> (comparison: SummaryComparison, file: URL) {
        let summaries = [try SummaryFile(runOrFile: a), try SummaryFile(runOrFile: b)]
        let folders = summaries.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent() }
        var samples: [RepetitionSamples] = []
        for folder in folders {
            let frames = folder.appending(path: "frames.csv")
            guard FileManager.default.fileExists(atPath: frames.path) else {
                throw FrameLabError(
                    "\(frames.path): no such file; compare needs run folders, whose frames.csv gives the repetitions")
            }
            samples.append(RepetitionSamples(try FrameRecordFile.read(from: frames.path)))
        }
        let comparison = SummaryComparison(
            summaries[0], summaries[1], samplesA: samples[0], samplesB: samples[1], thresholdPercent: thresholdPercent,
            alpha: alpha)
        let file = file ?? folders[1].appending(path: "comparison.csv")
        try comparison.rows.writeCSV(to: file)
        return (comparison, file)
    }
}
