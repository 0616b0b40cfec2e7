import ArgumentParser
import Foundation
import FrameLab
import LabHistory
import LabProcesses

extension History {
    /// `framelab history acknowledge`: says that a change point was intended.
    struct Acknowledge: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "acknowledge",
            abstract: "Record that a metric's change at a commit was intended, so that it no longer alarms.",
            discussion: """
                The change stays in `framelab history --changes`, with the note. Acknowledging the \
                same commit, metric and scenario again replaces the note.
                """)

        @Argument(help: "The commit of the change: a hash (full or abbreviated), a branch or a tag.")
        var commit: String

        @Option(help: "The metric whose change is intended.")
        var metric: String

        @Option(help: "Only this scenario's change (default: the metric's change in every scenario).")
        var scenario: String?

        @Option(help: "Why the change is intended.")
        var note: String

        @OptionGroup var storage: ResultsOptions

        func validate() throws {
            if note.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--note: say why") }
        }

        func run() throws {
            let sha = try RecordedCommit.hash(of: commit)
            let location = try storage.preparedHistoryLocation()
            try Acknowledgement(commitSHA: sha, metric: metric, scenario: scenario, note: note, date: Date())
                .record(in: location)
            printProgress(
                "acknowledged \(metric) at \(sha.prefix(12))\(scenario.map { " in \($0)" } ?? "") in \(location)"
            )
        }
    }
}
