import ArgumentParser
import LabHistory
import LabProcesses

extension History {
    /// `framelab history prune`: removes what the history no longer needs, keeping the evidence.
    struct Prune: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "prune",
            abstract: "Shrink the history, keeping every run that is evidence (a dry run unless --apply).",
            discussion: """
                Kept whole: the runs of the last --keep-days days; the runs of the --keep-around commits \
                each side of every change point `framelab history --changes` finds (that change's runner \
                and kind); the runs of every learning window the gate would read next. Every other \
                commit keeps one run per runner and kind as its summary: each metric's value and \
                fastest repetition, what change detection reads. Older repeats of a commit's runs and \
                old runs of a dirty tree are removed. The commit graph and acknowledgements are kept. \
                One transaction; then SQLite rewrites the file (it needs as much free disk again \
                meanwhile), PostgreSQL marks the space for reuse. Run it in the repository: the \
                change points are found along the current branch (docs/history.md).
                """)

        @Option(help: "Keep every run of this many last days whole.")
        var keepDays = RetentionPolicy().recentDays

        @Option(help: "Keep whole the runs of this many commits each side of a change point.")
        var keepAround = RetentionPolicy().changeNeighbourhood

        @Flag(help: "Prune; without it, only say what pruning would do.")
        var apply = false

        @OptionGroup var storage: ResultsOptions

        func validate() throws {
            if keepDays < 0 { throw ValidationError("--keep-days \(keepDays): a number of days, 0 or more") }
            if keepAround < 1 { throw ValidationError("--keep-around \(keepAround): a number of commits, 1 or more") }
        }

        func run() throws {
            try HistoryPruning(
                policy: RetentionPolicy(recentDays: keepDays, changeNeighbourhood: keepAround), applies: apply
            ).run(
                on: try storage.preparedHistoryLocation(), repository: Git(), output: { print($0, terminator: "") },
                progress: printProgress)
        }
    }
}
