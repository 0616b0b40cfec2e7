import Foundation
import LabSupport
import LabTables
import RunRecords
import StrictJSON

extension RecordedRun {
    /// A run recorded from what its folder holds: the environment it measured in, its summary
    /// rows (`fields` by column, at `location`s that errors name) and its frame records, whose
    /// repetitions give the samples.
    package init(
        kind: Kind, folder: URL, environment: RunEnvironment,
        summaryRows: [(fields: [String: String], location: String)], records: [FrameRecord]
    ) throws(FrameLabError) {
        let samples = RepetitionSamples(records)
        var rows: [RecordedRow] = []
        for row in summaryRows {
            var recorded = try RecordedRow(summaryFields: row.fields, location: row.location)
            recorded.samples = Dictionary(
                uniqueKeysWithValues: (samples.values[recorded.summaryKey] ?? [:]).map { ($0.key.rawValue, $0.value) })
            rows.append(recorded)
        }
        self.init(
            name: folder.lastPathComponent, kind: kind,
            date: Date(timeIntervalSince1970: environment.date.timeIntervalSince1970.rounded(.down)),
            commit: .resolve(environment.gitCommit, isDirty: environment.hasUncommittedChanges),
            runner: RecordedRunner(environment), loadAverage: environment.activity?.loadAverage,
            stealPercent: environment.activity?.stealPercent,
            commandLine: environment.commandLineText, folder: folder.standardizedFileURL.path,
            ref: environment.reference.ref, pullRequestBase: environment.reference.pullRequestBase, rows: rows)
    }

    /// A run as `framelab run` just wrote it to `folder`: its environment, summaries and records.
    package init(
        kind: Kind, folder: URL, environment: RunEnvironment, summaries: [FrameSummary], records: [FrameRecord]
    ) throws(FrameLabError) {
        let rows = summaries.enumerated().map { index, summary in
            (
                fields: Dictionary(uniqueKeysWithValues: zip(FrameSummary.csvHeader, summary.csvFields)),
                location: "summary.csv:\(index + 2)"
            )
        }
        try self.init(kind: kind, folder: folder, environment: environment, summaryRows: rows, records: records)
    }

    /// The run in the run folder at `folder`, as written before or after the history existed:
    /// `environment.txt`, `summary.csv` and `frames.csv`. A gate's timing run (its command line
    /// `framelab gate …`) is recorded as a gate run, whose frames ran warm, without its counts
    /// and checks, which are not in the folder.
    ///
    /// An error names the file that is missing or wrong. Without `readingFrames`, `frames.csv`
    /// is not read (nor needed), and the rows have no repetitions.
    package init(folder: URL, readingFrames: Bool = true) throws(FrameLabError) {
        let environmentFile = folder.appending(path: "environment.txt")
        let environmentText: String
        do {
            environmentText = try String(contentsOf: environmentFile, encoding: .utf8)
        } catch {
            throw FrameLabError("\(environmentFile.path): not a run folder (\(error.reason))")
        }
        let environment = try RunEnvironment(text: environmentText, path: environmentFile.path)
        let summary = try CSVTable(
            contentsOf: folder.appending(path: "summary.csv").path, kind: "a summary",
            columns: SummaryKey.csvHeader + ["status"])
        let records = readingFrames ? try FrameRecordFile.read(from: folder.appending(path: "frames.csv").path) : []
        let isGate = environment.commandLine.dropFirst().first == "gate"
        try self.init(
            kind: isGate ? .gate : .run, folder: folder, environment: environment,
            summaryRows: summary.records.map { ($0.fieldsByColumn, $0.location) }, records: records)
    }
}
