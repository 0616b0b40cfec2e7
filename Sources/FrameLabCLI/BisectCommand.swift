import ArgumentParser
import Bisect
import Foundation
import LabHistory
import LabProcesses
import RegressionGate

/// `framelab bisect`: the commit between two that changed a metric, found by `git bisect run`.
struct BisectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bisect",
        abstract: "Find the commit that made a metric worse, with git bisect, each commit measured by its own build.",
        discussion: """
            Checks each commit out in one git worktree (.build-bisect/worktree), builds its \
            framelab in release into one reused scratch folder (.build-bisect/build) and \
            measures the metric: a callgrind count (instructions, l1_data_misses, \
            last_level_data_misses, estimated_cycles) of the kernel workload named by \
            --scenario, deterministic in one run; or a summary.csv column of the optimized row \
            of the scenario at 60 Hz, from that build's framelab run with the reference \
            interleaved. --good and --bad are measured first, again with twice the repetitions \
            (up to 4 × --repetitions) while their repetitions overlap; a commit is bad when its \
            value is nearer the bad one's (beyond their geometric mean), and skipped when it does not \
            build or cannot measure the metric. Each measurement is recorded in the history. \
            Ends with the first bad commit, its subject and the metric before and after; \
            progress goes to standard error. Control-C resets the bisection and removes the \
            worktree. Exit status 2 for bad arguments or when no single commit can be named.
            """)

    @Option(help: "A commit where the metric is good (an ancestor of --bad).")
    var good: String

    @Option(help: "A commit where the metric is bad.")
    var bad: String

    @OptionGroup var options: BisectOptions

    func run() throws {
        let bisection = BisectRun(
            good: good, bad: bad, measurement: try options.measurement(in: try BisectRun.repository()),
            executable: try framelabExecutable())
        let result = try bisection.run(interruption: RunInterruption(report: printProgress), progress: printProgress)
        print(result.report, terminator: "")
    }
}

/// What `framelab bisect` and each of its steps are told: the metric and how to measure it.
struct BisectOptions: ParsableArguments {
    @Option(help: "The scenario, or for an instruction metric the kernel workload (hit-test, prepare, …).")
    var scenario: String

    @Option(help: "The metric: a callgrind count or a summary.csv column.")
    var metric: String

    @Option(help: "The item count (default: the gate's, 100,000 timed and 10,000 counted).")
    var items: Int?

    @Option(help: "The measured runs of a timing metric at each commit.")
    var repetitions = 5

    @Option(
        help: "A command that prints the value instead (its last line's first number), run in each commit's worktree.")
    var measureCommand: String?

    @OptionGroup var storage: ResultsOptions

    /// The measurement these options describe, in `repository`.
    func measurement(in repository: URL) throws -> BisectMeasurement {
        BisectMeasurement(
            metric: metric, scenario: scenario, items: items, repetitions: repetitions, measureCommand: measureCommand,
            history: try storage.preparedHistoryLocation(), repository: repository)
    }
}

/// `framelab bisect-step`: one step of `git bisect run`, in the worktree: measures HEAD and
/// exits 0 (good), 1 (bad), 125 (skip) or 128 (the worktree cannot be read).
struct BisectStepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bisect-step", abstract: "One step of framelab bisect (git bisect run calls it).",
        shouldDisplay: false)

    @Option var threshold: Double
    @Flag var higherIsWorse = false
    @Option var stepsFile: String
    @OptionGroup var options: BisectOptions

    func run() throws {
        let worktree = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        guard let repository = BisectWorktree.repository(containing: worktree) else {
            throw ExitCode(BisectStep.Verdict.abort.rawValue)
        }
        let step = BisectStep(
            threshold: BisectThreshold(value: threshold, higherIsWorse: higherIsWorse),
            record: BisectRecord(file: URL(fileURLWithPath: stepsFile)),
            measurement: try options.measurement(in: repository))
        let verdict = try step.run(
            in: worktree, interruption: RunInterruption(report: printProgress), progress: printProgress)
        throw ExitCode(verdict.rawValue)
    }
}
