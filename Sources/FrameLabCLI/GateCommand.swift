import ArgumentParser
import Foundation
import FrameLab
import LabHistory
import LabProcesses
import RegressionGate
import RunRecords
import StrictJSON

/// `framelab gate`: the CI regression gate, ``GateRun``, with its options from the command line.
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
            \(GateSuite.largeInstructionWorkloads.map(\.rawValue).joined(separator: " and ")) at \
            N = \(GateSuite.largeInstructionItems) too) and prints one line per check: \
            metric, baseline, now, threshold, verdict. The callgrind counts are checked against \
            <baselines>/callgrind.csv, which every runner shares; a speedup against the runner's \
            recent gate runs in the history (--database) where it has 5 or more since the row's last \
            improvement (a one-sided rank test, Holm-corrected, and a limit learned from their \
            noise; a regression keeps failing until fixed or acknowledged), else against the runner's own <baselines>/<runner>/summary.csv, and skipped, \
            with a line saying so, when the runner has none. A failed timing check is measured \
            again and fails only when the rerun confirms it; a failed count prints the ten \
            functions whose instructions grew most (<baselines>/callgrind-functions.csv). The \
            runner is --runner, else $\(Runner.environmentVariable), else \
            a name made of the CPU model, family and model numbers and core count. \
            Exit status: 0 every check passed, 1 a regression, 2 bad usage or setup (a missing or \
            corrupted baseline or thresholds file, no valgrind). With --update it writes the \
            callgrind counts and this runner's summary instead, refusing when a deterministic \
            check fails. The run, its counts and its checks are recorded in the history once \
            checked. SIGINT or SIGTERM kills the workers (or valgrind), removes the temporary \
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

    @Option(
        help:
            "Items of the second callgrind count of \(GateSuite.largeInstructionWorkloads.map(\.rawValue).joined(separator: " and "))."
    )
    var largeInstructionItems = GateSuite.largeInstructionItems

    @Option(help: "Items of the worst-frame check.")
    var worstFrameItems = GateSuite.worstFrameItems

    @Option(help: "Measured runs of each timed scenario; the speedups' confidence intervals resample them.")
    var repetitions = GateSuite.repetitions

    @Option(help: "Measured runs of the worst-frame check per refresh rate.")
    var worstFrameRepetitions = GateSuite.worstFrameRepetitions

    @Option(help: "Seconds a worker may be busy before it is killed and reported.")
    var timeout = 300.0

    @Option(help: "How framelab was built, for environment.txt.")
    var buildFlags = "swift build -c release"

    @OptionGroup var storage: ResultsOptions
    @OptionGroup var history: HistoryRequirementOptions

    @Option(
        help: ArgumentHelp(
            "Measure the optimized kernel with a regression (slow, delay, linear-prepare, cache-hostile); for tests and proofs of the gate.",
            visibility: .hidden))
    var injectRegression: InjectedRegression?

    @Option(
        help: ArgumentHelp(
            "With --inject-regression delay: how many times as long each call takes (default 2).",
            visibility: .hidden))
    var delayFactor: Double?

    mutating func validate() throws {
        if let delayFactor {
            guard injectRegression == .delayedQueries else {
                throw ValidationError("--delay-factor needs --inject-regression delay")
            }
            guard delayFactor >= 1 else { throw ValidationError("--delay-factor \(delayFactor) must be at least 1") }
        }
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
        var gate = GateRun(runner: try Runner.current(explicit: runner), executable: try framelabExecutable())
        gate.baselines = baselines
        gate.thresholds = thresholds
        gate.recordsBaselines = update
        gate.scenarios = scenarios.isEmpty ? GateSuite.scenarioNames : scenarios
        gate.items = items
        gate.instructionItems = instructionItems
        gate.largeInstructionItems = largeInstructionItems
        gate.worstFrameItems = worstFrameItems
        gate.repetitions = repetitions
        gate.worstFrameRepetitions = worstFrameRepetitions
        gate.timeout = timeout
        gate.results = storage.resultsDirectory
        gate.buildFlags = buildFlags
        gate.injectedRegression = injectRegression
        gate.delayFactor = delayFactor
        gate.history = storage.historyLocation
        gate.requiresHistory = history.isRequired
        let verdict = try gate.run(interruption: RunInterruption(report: printProgress), progress: printProgress)
        print(verdict.report, terminator: "")
        if gate.requiresHistory && !verdict.isRecorded { throw ExitCode(2) }
        if !verdict.passed { throw ExitCode(1) }
    }
}
