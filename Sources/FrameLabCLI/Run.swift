import ArgumentParser
import Foundation
import FrameLab
import LabHistory
import LabProcesses
import LabSupport
import RunRecords
import StrictJSON

/// `framelab run`: the frame lab. One worker process per (scenario, implementation, N), the
/// frames verified against the reference, the results written as one run folder.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Play scenarios frame by frame on each implementation and write a run folder.",
        discussion: """
            Each (scenario, implementation, item count) runs in a worker process of its own, at \
            60 and 120 Hz; the workers of a scenario stay alive together and play its repetitions \
            in turns, in a shuffled order, so that noise hits every implementation alike. The \
            run writes results/runs/<UTC time>-<git sha>/ (frames.csv, summary.csv, report.html, environment.txt), points results/latest at \
            it, records it in the history (--database; a history that cannot be written costs \
            the run nothing but a line on standard error) and prints the summary table. Exit status: 0 when every worker finished and every \
            frame agreed with the reference, 1 when one failed or disagreed, 2 for bad input \
            (including work that would need more memory than the machine has), 130 or 143 when \
            interrupted by SIGINT or SIGTERM, which kills the workers and writes nothing.
            """)

    /// The request's defaults, which the options show.
    private static let defaults = RunRequest()

    @Option(
        name: .customLong("scenario"),
        help: "A default scenario's name or a scenario JSON file; repeatable. Default: all twelve.")
    var scenarios: [String] = []

    @Option(
        name: .customLong("implementation"),
        help: "An implementation to measure; repeatable. Default: all (c and memcpy only run full-interpolation).",
        transform: LabImplementation.named)
    var implementations: [LabImplementation] = []

    @Option(help: "Play single-section scenarios with this many items instead of their own.")
    var items: Int?

    @Option(help: "Skip item counts above this (e.g. keep `scale` below a million).")
    var maxItems: Int?

    @Option(help: "Measured runs of each scenario per refresh rate.")
    var repetitions = Self.defaults.repetitions

    @Option(
        help:
            "Item counts above this are large: the reference is not timed there (it still verifies every frame), nor the cached peer unless an --implementation names it, and jobs make --large-repetitions measured runs."
    )
    var largeItems = Self.defaults.largeItems

    @Option(help: "Measured runs per refresh rate of the jobs above --large-items.")
    var largeRepetitions = Self.defaults.largeRepetitions

    @Option(help: "Unmeasured runs before them.")
    var warmUps = Self.defaults.warmUps

    @Option(help: "Seconds a worker may run before it is killed and reported.")
    var timeout = Self.defaults.timeout

    @Flag(help: "Check every frame against the reference with one run each and no warm-up; timings mean little.")
    var verifyOnly = false

    @Option(
        help:
            "Scenarios whose workers run at once; more than 1 only with --verify-only, since they would share the cores."
    )
    var jobs = Self.defaults.parallelScenarios

    @Option(help: "How framelab was built, for environment.txt.")
    var buildFlags = "swift build -c release"

    @OptionGroup var storage: ResultsOptions
    @OptionGroup var history: HistoryRequirementOptions

    @Option(
        help: ArgumentHelp(
            "Make every worker of this implementation fail (crash, hang or garbage); for tests.", visibility: .hidden))
    var injectWorkerFault: String?

    mutating func validate() throws {
        if let items, items < 0 { throw ValidationError("--items \(items) is negative") }
        if let maxItems, maxItems < 0 { throw ValidationError("--max-items \(maxItems) is negative") }
        if repetitions < 1 { throw ValidationError("--repetitions \(repetitions) must be at least 1") }
        if largeItems < 0 { throw ValidationError("--large-items \(largeItems) is negative") }
        if largeRepetitions < 1 { throw ValidationError("--large-repetitions \(largeRepetitions) must be at least 1") }
        if warmUps < 0 { throw ValidationError("--warm-ups \(warmUps) is negative") }
        if !(timeout.isFinite && timeout > 0) { throw ValidationError("--timeout \(timeout) must be positive") }
        if jobs < 1 { throw ValidationError("--jobs \(jobs) must be at least 1") }
        if jobs > 1 && !verifyOnly {
            throw ValidationError("--jobs \(jobs) runs workers side by side, which spoils timings: add --verify-only")
        }
    }

    func run() throws {
        var request = RunRequest()
        request.scenarios = scenarios
        request.implementations = implementations
        request.items = items
        request.maximumItems = maxItems
        request.repetitions = repetitions
        request.largeItems = largeItems
        request.largeRepetitions = largeRepetitions
        request.warmUps = warmUps
        request.timeout = timeout
        request.verifiesOnly = verifyOnly
        request.parallelScenarios = jobs
        request.workerFault = injectWorkerFault
        let location = storage.historyLocation
        if history.isRequired { try location.checkRecordable() }
        let outcome = try request.play(
            executable: try framelabExecutable(), to: storage.resultsDirectory, buildFlags: buildFlags,
            interruption: RunInterruption(report: printProgress), progress: printProgress
        ) { summaries, environment in
            // A history that cannot be read leaves the report without trends; recording says why.
            (try? HistoryStore(location).trends(of: summaries, runner: environment.runner, repository: Git())) ?? []
        }
        let recorded = HistoryRecording.record(in: location, report: printProgress) { () throws(FrameLabError) in
            try RecordedRun(
                kind: .run, folder: outcome.folder, environment: outcome.environment, summaries: outcome.summaries,
                records: outcome.results.records)
        }
        print(outcome.report, terminator: "")
        if history.isRequired && !recorded { throw ExitCode(2) }
        if !outcome.passed { throw ExitCode(1) }
    }
}
