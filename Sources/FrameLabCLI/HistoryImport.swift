import ArgumentParser
import Foundation
import FrameLab
import LabHistory
import LabSupport
import StrictJSON

extension History {
    /// `framelab history import`: run folders and exports into the history.
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Record run folders, or the runs of an export, in the history.",
            discussion: """
                Each path is a run folder (environment.txt, summary.csv, frames.csv), such as one \
                written before the history existed, or a file of JSON lines from `framelab history \
                export`. Every path is read before anything is recorded; a bad one stops the import \
                with exit status 2, naming it. Each run is recorded in one transaction, and a run \
                the history already has (same runner and name) is left as it is, so importing \
                twice records once. A run whose commit this repository does not have keeps its \
                abbreviated hash and is marked unknown.
                """)

        @Argument(help: "Run folders and export files.")
        var paths: [String]

        @OptionGroup var storage: ResultsOptions

        func validate() throws {
            if paths.isEmpty { throw ValidationError("no run folder or export file given") }
        }

        func run() throws {
            var runs: [RecordedRun] = []
            for path in paths {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    throw ValidationError("\(path): no such run folder or export file")
                }
                if isDirectory.boolValue {
                    runs.append(try RecordedRun(folder: URL(fileURLWithPath: path, isDirectory: true)))
                } else {
                    let text: String
                    do {
                        text = try String(contentsOfFile: path, encoding: .utf8)
                    } catch {
                        throw FrameLabError("\(path): \(error.reason)")
                    }
                    runs += try RecordedRun.runs(jsonLines: text, path: path)
                }
            }
            let location = storage.historyLocation
            let store = try HistoryStore(location)
            var recorded = 0
            for (index, run) in runs.enumerated() {
                let clock = ContinuousClock()
                let start = clock.now
                let isNew = try store.record(run)
                let seconds = (clock.now - start) / .seconds(1)
                recorded += isNew ? 1 : 0
                let commit = run.commit.isKnown ? "" : ", commit \(run.commit.sha) not in this repository"
                printProgress(
                    "[\(index + 1)/\(runs.count)] \(run.runner.name) \(run.name): "
                        + (isNew
                            ? "recorded, \(run.rows.count) rows in \(seconds.description(significantDigits: 2)) s\(commit)"
                            : "already recorded"))
            }
            print(
                "\(recorded) of \(runs.count) runs recorded, \(runs.count - recorded) already in \(location.displayed)")
        }
    }
}
