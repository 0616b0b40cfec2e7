import ArgumentParser
import LabHistory
import LabProcesses
import RegressionGate
import RunRecords

extension History {
    /// `framelab history windows`: the learning windows a runner's next gate run reads.
    struct Windows: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "windows",
            abstract: "Print the learning windows the runner's next gate run checks its speedups against.",
            discussion: """
                One line per optimized 60 Hz row of the runner's newest gate run, as its next run \
                built the same way reads them (docs/gate.md): the window's median speedup, its \
                runs, its first commit, and the drop that fails the row. A row with fewer than \
                \(LearningWindow.minimumRuns) runs in its window is checked against the committed \
                snapshot.
                """)

        @Option(
            help:
                "The runner (default: $\(Runner.environmentVariable), else derived from the CPU model and cores)."
        )
        var runner: String?

        @OptionGroup var storage: ResultsOptions

        func run() throws {
            try LearningWindowListing(runner: try Runner.current(explicit: runner)).write(
                from: try storage.preparedHistoryLocation(), repository: Git(), output: { print($0, terminator: "") },
                progress: printProgress)
        }
    }
}
