import ArgumentParser
import Foundation
import FrameLab
import RegressionGate

/// `framelab gate`: the CI regression gate. A timing run of the gate's scenarios (reference and
/// optimized), the optimized kernels' instruction counts under callgrind, each checked against
/// the committed baseline and thresholds; or, with `--update`, a new baseline.
struct GateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gate",
        abstract: "Check the optimized kernels against the committed baseline (the CI regression gate).",
        discussion: """
            Runs \(GateSuite.scenarioNames.joined(separator: ", ")) on the reference and \
            optimized kernels (N = \(GateSuite.items)) and \(GateSuite.worstFrameScenario) on the \
            optimized kernel at N = \(GateSuite.worstFrameItems), writes the run folder, counts the \
            instructions of each optimized kernel under callgrind (N = \(GateSuite.instructionItems), \
            and prepare at N = \(GateSuite.largeInstructionItems) too) and prints one line per check: \
            metric, baseline, now, threshold, verdict. \
            Exit status: 0 every check passed, 1 a regression, 2 bad usage or setup (a missing or \
            corrupted baseline or thresholds file, no valgrind). With --update it writes the \
            baseline instead, refusing when a deterministic check fails. SIGINT or SIGTERM kills \
            the workers (or valgrind), removes the temporary copy callgrind counts in, writes no \
            baseline and exits 130 or 143; a run folder already written stays.
            """)

    @Option(help: "The committed summary the speedups are compared with.")
    var baseline = "results/baseline.csv"

    @Option(help: "The committed instruction counts.")
    var instructionBaseline = "results/baseline-instructions.csv"

    @Option(help: "The committed thresholds file.")
    var thresholds = "results/gate-thresholds.json"

    @Flag(help: "Measure and rewrite the baseline files instead of checking against them.")
    var update = false

    @Option(name: .customLong("scenario"), help: "A scenario to time instead of the gate's own; repeatable.")
    var scenarios: [String] = []

    @Option(help: "Items of the timing run's single-section scenarios.")
    var items = GateSuite.items

    @Option(help: "Items of the instruction counts.")
    var instructionItems = GateSuite.instructionItems

    @Option(help: "Items of the second instruction count of prepare.")
    var largeInstructionItems = GateSuite.largeInstructionItems

    @Option(help: "Items of the worst-frame check.")
    var worstFrameItems = GateSuite.worstFrameItems

    @Option(help: "Measured runs of each scenario per refresh rate.")
    var repetitions = 3

    @Option(help: "Seconds a worker may run before it is killed and reported.")
    var timeout = 300.0

    @Option(help: "The results folder the timing run is written to.")
    var results = "results"

    @Option(help: "How framelab was built, for environment.txt.")
    var buildFlags = "swift build -c release"

    @Option(help: ArgumentHelp("Measure the optimized kernel with a regression (slow, linear-prepare); for tests of the gate.", visibility: .hidden))
    var injectRegression: InjectedRegression?

    mutating func validate() throws {
        if items < 1 { throw ValidationError("--items \(items) must be at least 1") }
        if instructionItems < 1 { throw ValidationError("--instruction-items \(instructionItems) must be at least 1") }
        if largeInstructionItems < 1 {
            throw ValidationError("--large-instruction-items \(largeInstructionItems) must be at least 1")
        }
        if worstFrameItems < 1 { throw ValidationError("--worst-frame-items \(worstFrameItems) must be at least 1") }
        if repetitions < 1 { throw ValidationError("--repetitions \(repetitions) must be at least 1") }
        if !(timeout.isFinite && timeout > 0) { throw ValidationError("--timeout \(timeout) must be positive") }
    }

    func run() throws {
        let limits = try JSONDescription.load(GateThresholds.self, contentsOf: thresholds, kind: "gate thresholds file")
        let committed =
            update ? nil : try GateBaseline.load(summaryPath: baseline, instructionCountsPath: instructionBaseline)
        let references = scenarios.isEmpty ? GateSuite.scenarioNames : scenarios
        let resolved = try references.map { reference in (reference: reference, scenario: try Scenario.resolve(reference)) }
        let worstFrame = (
            reference: GateSuite.worstFrameScenario, scenario: try Scenario.resolve(GateSuite.worstFrameScenario)
        )
        let jobs =
            LabRun.jobs(
                scenarios: resolved, implementations: GateSuite.implementations, itemCountOverride: items,
                maximumItems: nil, repetitions: repetitions, warmUps: 1)
            + LabRun.jobs(
                scenarios: [worstFrame], implementations: [.optimized], itemCountOverride: worstFrameItems,
                maximumItems: nil, repetitions: repetitions, warmUps: 1)
        let workerCommand = try LabRun.workerCommand(fault: injectRegression.map { "optimized:\($0.rawValue)" })
        let interruption = RunInterruption(report: printProgress)
        let outcome = try LabRun(jobs: jobs, workerCommand: workerCommand, timeout: timeout, parallelJobs: 1)
            .playAndWriteRunFolder(
                to: URL(fileURLWithPath: results, isDirectory: true), buildFlags: buildFlags, interruption: interruption)
        let folder = outcome.folder
        printProgress("run folder: \(folder.path)")
        let counts = try InstructionCounter(
            executable: workerCommand[0],
            subjects: GateSuite.instructionSubjects(items: instructionItems, largeItems: largeInstructionItems),
            regression: injectRegression
        ).countAll(interruption: interruption, progress: printProgress)
        let summaries = outcome.results.summaries

        let checks = try Gate.checks(
            summaries: summaries, failures: outcome.results.failures, instructionCounts: counts,
            baseline: committed ?? GateBaseline(summary: try SummaryFile(runOrFile: folder.path).rows, instructionCounts: counts),
            thresholds: limits, worstFrameItems: worstFrameItems)
        // A new baseline needs code that agrees with the reference and does not allocate; the
        // other checks compare it with itself.
        let shown = update ? checks.filter { $0.metric.isDeterministic && $0.metric != .instructions } : checks
        print(GateTable.render(shown), terminator: "")
        let regressions = shown.filter { $0.verdict == .regression }
        if update {
            guard regressions.isEmpty else {
                print("not rewriting the baseline: \(regressions.count) checks failed on this code")
                throw ExitCode(1)
            }
            try replaceFile(at: baseline, with: summaries.csvText())
            try replaceFile(at: instructionBaseline, with: counts.csvText())
            print("Baseline rewritten on purpose: \(baseline) (\(summaries.count) rows), \(instructionBaseline) "
                + "(\(counts.count) kernels). Commit them with the change that explains why.")
        } else if regressions.isEmpty {
            print("gate passed: \(checks.count) checks")
        } else {
            print("gate FAILED: \(regressions.count) of \(checks.count) checks regressed")
            throw ExitCode(1)
        }
    }

    /// Replaces the file at `path` with `text` whole: written beside it, then renamed over it.
    private func replaceFile(at path: String, with text: String) throws {
        let temporary = path + ".partial-\(getpid())"
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw FrameLabError("\(path): \(error.reason)")
        }
    }
}
