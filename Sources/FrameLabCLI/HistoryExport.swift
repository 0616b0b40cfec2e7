import ArgumentParser
import Foundation
import FrameLab
import LabHistory
import LabSupport

extension History {
    /// `framelab history export`: every recorded run as JSON lines.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write every recorded run as JSON lines, one run per line (docs/history.md).",
            discussion: """
                Oldest first. `framelab history import` reads the file back, into this database or \
                another (SQLite or PostgreSQL).
                """)

        @Option(help: "The file to write, whole or not at all (default: standard output).")
        var output: String?

        @OptionGroup var storage: ResultsOptions

        func run() throws {
            let store = try HistoryStore(try storage.preparedHistoryLocation())
            guard let output else {
                try store.forEachRun { run throws(FrameLabError) in print(run.jsonLine) }
                return
            }
            let count = try store.export(to: URL(fileURLWithPath: output))
            printProgress("wrote \(output): \(count) runs")
        }
    }
}
