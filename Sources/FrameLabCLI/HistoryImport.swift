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
            commandName: "import",
            abstract: "Record run folders, or the runs of an export, in the history.",
            discussion: """
                Each path is a run folder (environment.txt, summary.csv, frames.csv), such as one \
                written before the history existed, or a file of JSON lines from `framelab history \
                export`. Every path is read before anything is recorded; a bad one stops the import \
                with exit status 2, naming it. Each run is recorded in one transaction, and a run \
                the history already has (same runner and name) is left as it is, so importing \
                twice records once. A run whose commit this repository does not have keeps its \
                abbreviated hash and is marked unknown. A database password in a run folder's command \
                line (written by a lab that did not mask it) is masked in its environment.txt.
                """)

        @Argument(help: "Run folders and export files.")
        var paths: [String]

        @OptionGroup var storage: ResultsOptions

        func validate() throws {
            if paths.isEmpty { throw ValidationError("no run folder or export file given") }
        }

        func run() throws {
            let runs = try RecordedRun.runs(atPaths: paths)
            let location = try storage.preparedHistoryLocation()
            let recorded = try HistoryStore(location).record(runs, progress: printProgress)
            print(
                "\(recorded) of \(runs.count) runs recorded, \(runs.count - recorded) already in \(location)")
        }
    }
}
