import ArgumentParser
import Foundation
import LabHistory
import LabProcesses

extension History {
    /// `framelab history synthesize`: a made-up history, to measure the history at scale.
    struct Synthesize: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "synthesize",
            abstract: "Record a made-up history of a run folder's rows, to measure the history at scale.",
            discussion: """
                Records one run per runner and commit, each with the rows of --template (a run \
                folder; its frames.csv is not read), its times moved by up to ±1.5 % of noise a \
                run and rounded to whole nanoseconds, with three repetitions of each metric \
                framelab compare tests (one at 1,000,000 items); the first optimized scenario's \
                p50_ms is 1.4 times slower, its speedups 1.4 times smaller, from three quarters of the commits on. The commits are \
                the current branch's last --commits first-parent commits, oldest first (made-up \
                ones outside a repository or when it has fewer). With --kind gate the runs are gate \
                runs, each a half hour after the commit's make bench run, so that `framelab history \
                windows` has windows to read. Runs already recorded are kept. \
                Scripts/history-scale.sh builds the histories docs/history.md measures.
                """,
            shouldDisplay: false)

        @Option(help: "The run folder whose rows every run has.")
        var template: String

        @Option(help: "The commits, one run per runner each.")
        var commits = 1000

        @Option(help: "The runners.")
        var runners = 1

        @Option(help: "The runs' kind: run (make bench) or gate.")
        var kind = RecordedRun.Kind.run

        @OptionGroup var storage: ResultsOptions

        func validate() throws {
            if commits < 1 { throw ValidationError("--commits \(commits) must be at least 1") }
            if runners < 1 { throw ValidationError("--runners \(runners) must be at least 1") }
        }

        func run() throws {
            let template = try RecordedRun(folder: URL(fileURLWithPath: self.template), readingFrames: false)
            let chain = Git().firstParentAncestry(limit: commits).map(\.sha)
            let history = SyntheticHistory(
                template: template,
                commits: chain.count >= commits ? chain.reversed() : SyntheticHistory.madeUpCommits(commits),
                runnerCount: runners, kind: kind)
            let location = try storage.preparedHistoryLocation()
            let recorded = try history.record(in: try HistoryStore(location), progress: printProgress)
            print("\(recorded) of \(history.runCount) synthetic runs recorded in \(location)")
        }
    }
}
