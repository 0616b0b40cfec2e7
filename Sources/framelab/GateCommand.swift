import ArgumentParser
import Foundation
import FrameLab
import RegressionGate
import StrictJSON

/// `framelab gate`: the CI regression gate. A timing run of the gate's scenarios (reference and
/// optimized, interleaved), the optimized kernels' instructions and simulated cache misses under
/// callgrind, each checked against the committed baselines and thresholds; or, with `--update`,
/// new baselines.
struct GateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gate",
        abstract: "Check the optimized kernels against the committed baselines (the CI regression gate).",
        discussion: """
            Runs \(GateSuite.scenarioNames.joined(separator: ", ")) on the reference and \
            optimized kernels (N = \(GateSuite.items), 60 Hz, their repetitions interleaved, without \
            the reference mirror) and \(GateSuite.worstFrameScenario) on the optimized kernel at \
            N = \(GateSuite.worstFrameItems) (60 and 120 Hz, mirrored), writes the run folder, \
            verifies the timed scenarios' optimized frames in a run of one repetition, counts the instructions and simulated cache \
            misses of each optimized kernel under callgrind (N = \(GateSuite.instructionItems), and \
            prepare at N = \(GateSuite.largeInstructionItems) too) and prints one line per check: \
            metric, baseline, now, threshold, verdict. The callgrind counts are checked against \
            <baselines>/callgrind.csv, which every runner shares; the speedups against the \
            runner's own <baselines>/<runner>/summary.csv, and skipped, with a line saying so, when \
            the runner has none. The runner is --runner, else $\(Runner.environmentVariable), else \
            a name made of the CPU model, family and model numbers and core count. \
            Exit status: 0 every check passed, 1 a regression, 2 bad usage or setup (a missing or \
            corrupted baseline or thresholds file, no valgrind). With --update it writes the \
            callgrind counts and this runner's summary instead, refusing when a deterministic \
            check fails. SIGINT or SIGTERM kills the workers (or valgrind), removes the temporary \
            copy callgrind counts in, writes no baseline and exits 130 or 143; a run folder \
            already written stays.
            """)

    @Option(help: "The folder of committed baselines: callgrind.csv and one folder per runner.")
    var baselines = "results/baselines"

    @Option(
        help:
            "The runner whose timing baseline to use (default: $\(Runner.environmentVariable), else derived from the CPU model and cores)."
    )
    var runner: String?

    @Option(help: "The committed thresholds file.")
    var thresholds = "results/gate-thresholds.json"

    @Flag(
        help:
            "Measure and rewrite the baselines (callgrind counts and this runner's summary) instead of checking against them."
    )
    var update = false

    @Option(name: .customLong("scenario"), help: "A scenario to time instead of the gate's own; repeatable.")
    var scenarios: [String] = []

    @Option(help: "Items of the timing run's single-section scenarios.")
    var items = GateSuite.items

    @Option(help: "Items of the callgrind counts.")
    var instructionItems = GateSuite.instructionItems

    @Option(help: "Items of the second callgrind count of prepare.")
    var largeInstructionItems = GateSuite.largeInstructionItems

    @Option(help: "Items of the worst-frame check.")
    var worstFrameItems = GateSuite.worstFrameItems

    @Option(help: "Measured runs of each timed scenario; the speedups' confidence intervals resample them.")
    var repetitions = GateSuite.repetitions

    @Option(help: "Measured runs of the worst-frame check per refresh rate.")
    var worstFrameRepetitions = GateSuite.worstFrameRepetitions

    @Option(help: "Seconds a worker may be busy before it is killed and reported.")
    var timeout = 300.0

    @Option(help: "The results folder the timing run is written to.")
    var results = "results"

    @Option(help: "How framelab was built, for environment.txt.")
    var buildFlags = "swift build -c release"

    @Option(
        help: ArgumentHelp(
            "Measure the optimized kernel with a regression (slow, delay, linear-prepare, cache-hostile); for tests and proofs of the gate.",
            visibility: .hidden))
    var injectRegression: InjectedRegression?

    mutating func validate() throws {
        if items < 1 { throw ValidationError("--items \(items) must be at least 1") }
        if instructionItems < 1 { throw ValidationError("--instruction-items \(instructionItems) must be at least 1") }
        if largeInstructionItems < 1 {
            throw ValidationError("--large-instruction-items \(largeInstructionItems) must be at least 1")
        }
        if worstFrameItems < 1 { throw ValidationError("--worst-frame-items \(worstFrameItems) must be at least 1") }
        if repetitions < 1 { throw ValidationError("--repetitions \(repetitions) must be at least 1") }
        if worstFrameRepetitions < 1 {
            throw ValidationError("--worst-frame-repetitions \(worstFrameRepetitions) must be at least 1")
        }
        if !(timeout.isFinite && timeout > 0) { throw ValidationError("--timeout \(timeout) must be positive") }
    }

    func run() throws {
        let runner = try Runner.current(explicit: runner)
        let limits = try JSONDescription.load(GateThresholds.self, contentsOf: thresholds, kind: "gate thresholds file")
        let committed = update ? nil : try GateBaseline.load(directory: baselines, runner: runner)
        let summaryPath = GateBaseline.summaryPath(in: baselines, runner: runner)
        let references = scenarios.isEmpty ? GateSuite.scenarioNames : scenarios
        let resolved = try references.map { reference in
            (reference: reference, scenario: try Scenario.resolve(reference))
        }
        let worstFrame = (
            reference: GateSuite.worstFrameScenario, scenario: try Scenario.resolve(GateSuite.worstFrameScenario)
        )
        // Timed without the reference mirror, whose cache evictions would make an optimized
        // frame's time the latency of its cold misses: a neighbour's memory traffic triples
        // that. A verification run of one repetition compares the same frames afterwards.
        let jobs =
            LabRun.jobs(
                scenarios: resolved, implementations: GateSuite.implementations, itemCountOverride: items,
                maximumItems: nil, repetitions: repetitions, warmUps: 1, refreshRates: [60], mirrorsReference: false)
            + LabRun.jobs(
                scenarios: [worstFrame], implementations: [.optimized], itemCountOverride: worstFrameItems,
                maximumItems: nil, repetitions: worstFrameRepetitions, warmUps: 1)
        printProgress("runner: \(runner) (timing baseline \(summaryPath))")
        let workerCommand = try LabRun.workerCommand(fault: injectRegression.map { "optimized:\($0.rawValue)" })
        let interruption = RunInterruption(report: printProgress)
        let outcome = try LabRun(jobs: jobs, workerCommand: workerCommand, timeout: timeout, parallelJobs: 1)
            .playAndWriteRunFolder(
                to: URL(fileURLWithPath: results, isDirectory: true), buildFlags: buildFlags, runner: runner,
                interruption: interruption)
        let folder = outcome.folder
        printProgress("run folder: \(folder.path)")
        printProgress("verification: the timed scenarios' optimized frames against the reference …")
        let verification = LabRun(
            jobs: LabRun.jobs(
                scenarios: resolved, implementations: [.optimized], itemCountOverride: items, maximumItems: nil,
                repetitions: 1, warmUps: 0, refreshRates: [60]),
            workerCommand: workerCommand, timeout: timeout, parallelJobs: 1
        ).run(interruption: interruption, progress: printProgress)
        let counts = try CallgrindCounter(
            executable: workerCommand[0],
            subjects: GateSuite.instructionSubjects(items: instructionItems, largeItems: largeInstructionItems),
            regression: injectRegression
        ).countAll(interruption: interruption, progress: printProgress)
        let summaries = outcome.results.summaries

        let baseline =
            try committed
            ?? GateBaseline(summary: try SummaryFile(runOrFile: folder.path).rows, callgrindCounts: counts)
        let checks = try Gate.checks(
            summaries: summaries, verifications: verification.summaries,
            failures: outcome.results.failures + verification.failures, callgrindCounts: counts, baseline: baseline,
            thresholds: limits, worstFrameItems: worstFrameItems)
        // A new baseline needs code that agrees with the reference and does not allocate; the
        // other checks compare it with itself.
        let shown = update ? checks.filter { $0.metric.isDeterministic && !$0.metric.isCallgrindCount } : checks
        print(GateTable.render(shown), terminator: "")
        if baseline.summary == nil {
            print(
                "no timing baseline for runner \(runner): speedup checks skipped; "
                    + "`make gate-update` on this runner records \(summaryPath)")
        }
        let regressions = shown.filter { $0.verdict == .regression }
        if update {
            guard regressions.isEmpty else {
                print("not rewriting the baselines: \(regressions.count) checks failed on this code")
                throw ExitCode(1)
            }
            let callgrindPath = GateBaseline.callgrindPath(in: baselines)
            try replaceFile(at: summaryPath, with: summaries.csvText())
            try replaceFile(at: callgrindPath, with: counts.csvText())
            print(
                "Baselines rewritten on purpose: \(summaryPath) (\(summaries.count) rows, runner \(runner)), "
                    + "\(callgrindPath) (\(counts.count) kernels, every runner's). Commit them with the change that "
                    + "explains why.")
        } else if regressions.isEmpty {
            print("gate passed: \(checks.count) checks")
        } else {
            print("gate FAILED: \(regressions.count) of \(checks.count) checks regressed")
            throw ExitCode(1)
        }
    }

    /// Replaces the file at `path` with `text` whole: written beside it (its folder made if
    /// missing), then renamed over it.
    private func replaceFile(at path: String, with text: String) throws {
        let temporary = path + ".partial-\(getpid())"
        do {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw FrameLabError("\(path): \(error.reason)")
        }
    }
}
