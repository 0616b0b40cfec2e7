import Foundation
import FrameLab
import LabHistory
import StrictJSON

/// One run of the regression gate, `framelab gate`: the gate's scenarios timed on the reference
/// and optimized kernels (interleaved, without the reference mirror), their optimized frames
/// verified in a run of their own, the worst-frame scenario at a million items, and each kernel
/// workload's instructions and simulated cache misses under callgrind; then every check against
/// the committed baselines and thresholds, or, recording, new baselines.
package struct GateRun {
    /// The folder of committed baselines: `callgrind.csv` and one folder per runner.
    package var baselines = "results/baselines"
    /// The runner whose timing baseline is used or recorded (``Runner``).
    package var runner: String
    /// The committed thresholds file.
    package var thresholds = "results/gate-thresholds.json"
    /// Whether the run records new baselines instead of checking against them.
    package var recordsBaselines = false
    /// The scenarios timed: default scenarios' names or scenario files.
    package var scenarios = GateSuite.scenarioNames
    /// The item count of the timed single-section scenarios.
    package var items = GateSuite.items
    /// The item count of the callgrind counts.
    package var instructionItems = GateSuite.instructionItems
    /// The item count of the second callgrind count of `prepare`.
    package var largeInstructionItems = GateSuite.largeInstructionItems
    /// The item count of the worst-frame check.
    package var worstFrameItems = GateSuite.worstFrameItems
    /// The measured runs of each timed scenario.
    package var repetitions = GateSuite.repetitions
    /// The measured runs of the worst-frame check per refresh rate.
    package var worstFrameRepetitions = GateSuite.worstFrameRepetitions
    /// How long a worker may be busy before it is killed, in seconds.
    package var timeout = 300.0
    /// The results folder the timing run is written to.
    package var results = URL(fileURLWithPath: "results", isDirectory: true)
    /// How `framelab` was built, for `environment.txt`.
    package var buildFlags = "swift build -c release"
    /// The `framelab` executable whose workers play the scenarios and whose kernels callgrind
    /// counts.
    package var executable: String
    /// A regression injected into the optimized kernels, to prove the gate.
    package var injectedRegression: InjectedRegression?
    /// The history the run is recorded in, once checked; `nil` records nothing.
    package var history: HistoryLocation?

    /// A gate run on `runner` with `executable`'s kernels and the default suite; see the properties.
    package init(runner: String, executable: String) {
        self.runner = runner
        self.executable = executable
    }

    /// Measures, checks and, when ``recordsBaselines``, rewrites the baselines. `progress` gets
    /// a line per step; `interruption` kills the workers (or valgrind) and removes the temporary
    /// copy callgrind counts in when the run is interrupted.
    ///
    /// Throws for bad setup: a missing or corrupted baseline or thresholds file, a run and
    /// baseline that cover different rows, no valgrind.
    package func run(interruption: RunInterruption, progress: @escaping @Sendable (String) -> Void) throws
        -> GateVerdict
    {
        let limits = try JSONDescription.load(GateThresholds.self, contentsOf: thresholds, kind: "gate thresholds file")
        let committed = recordsBaselines ? nil : try GateBaseline.load(directory: baselines, runner: runner)
        progress("runner: \(runner) (timing baseline \(GateBaseline.summaryPath(in: baselines, runner: runner)))")
        let measurement = try measure(interruption: interruption, progress: progress)
        let verdict = try conclude(measurement, against: committed, thresholds: limits)
        if let history {
            HistoryRecording.record(in: history, report: progress) { () throws(FrameLabError) in
                try measurement.recordedRun(checks: verdict.checks)
            }
        }
        return verdict
    }

    /// The timing run, its verification and the callgrind counts.
    package func measure(interruption: RunInterruption, progress: @escaping @Sendable (String) -> Void) throws
        -> GateMeasurement
    {
        let timed = try scenarios.map { reference in (reference: reference, scenario: try Scenario.resolve(reference)) }
        let worstFrame = [
            (reference: GateSuite.worstFrameScenario, scenario: try Scenario.resolve(GateSuite.worstFrameScenario))
        ]
        // Timed without the reference mirror, whose cache evictions would make an optimized
        // frame's time the latency of its cold misses: a neighbour's memory traffic triples
        // that. A verification run of one repetition compares the same frames afterwards.
        let jobs =
            LabRun.jobs(
                scenarios: timed, implementations: GateSuite.implementations, itemCountOverride: items,
                maximumItems: nil, repetitions: repetitions, warmUps: 1, refreshRates: [60], mirrorsReference: false)
            + LabRun.jobs(
                scenarios: worstFrame, implementations: [.optimized], itemCountOverride: worstFrameItems,
                maximumItems: nil, repetitions: worstFrameRepetitions, warmUps: 1)
        let workerCommand = LabRun.workerCommand(
            executable: executable, fault: injectedRegression.map { "optimized:\($0.rawValue)" })
        let timing = try LabRun(jobs: jobs, workerCommand: workerCommand, timeout: timeout, parallelJobs: 1)
            .playAndWriteRunFolder(
                to: results, buildFlags: buildFlags, runner: runner, interruption: interruption, progress: progress)
        progress("run folder: \(timing.folder.path)")
        progress("verification: the timed scenarios' optimized frames against the reference …")
        let verification = LabRun(
            jobs: LabRun.jobs(
                scenarios: timed, implementations: [.optimized], itemCountOverride: items, maximumItems: nil,
                repetitions: 1, warmUps: 0, refreshRates: [60]),
            workerCommand: workerCommand, timeout: timeout, parallelJobs: 1
        ).run(interruption: interruption, progress: progress)
        let counts = try CallgrindCounter(
            executable: executable,
            subjects: GateSuite.instructionSubjects(items: instructionItems, largeItems: largeInstructionItems),
            regression: injectedRegression
        ).countAll(interruption: interruption, progress: progress)
        return GateMeasurement(
            runFolder: timing.folder, summaries: timing.results.summaries, verifications: verification.summaries,
            failures: timing.results.failures + verification.failures, callgrindCounts: counts)
    }

    /// Checks `measurement` against `committed`, or, when recording (`committed` is `nil`),
    /// against itself and, if the code agrees with the reference and does not allocate, writes
    /// its summary and counts as the new baselines.
    package func conclude(
        _ measurement: GateMeasurement, against committed: GateBaseline?, thresholds: GateThresholds
    ) throws -> GateVerdict {
        let baseline =
            try committed
            ?? GateBaseline(
                summary: try SummaryFile(runOrFile: measurement.runFolder.path).rows,
                callgrindCounts: measurement.callgrindCounts)
        let checks = try Gate.checks(
            summaries: measurement.summaries, verifications: measurement.verifications,
            failures: measurement.failures, callgrindCounts: measurement.callgrindCounts, baseline: baseline,
            thresholds: thresholds, worstFrameItems: worstFrameItems)
        // A new baseline needs code that agrees with the reference and does not allocate; the
        // other checks would compare it with itself.
        let shown =
            recordsBaselines ? checks.filter { $0.metric.isDeterministic && !$0.metric.isCallgrindCount } : checks
        var notes: [String] = []
        if baseline.summary == nil {
            notes.append(
                "no timing baseline for runner \(runner): speedup checks skipped; "
                    + "`make gate-update` on this runner records \(GateBaseline.summaryPath(in: baselines, runner: runner))"
            )
        }
        let regressions = shown.count { $0.verdict == .regression }
        let passed = regressions == 0
        if !passed {
            notes.append(
                recordsBaselines
                    ? "not rewriting the baselines: \(regressions) checks failed on this code"
                    : "gate FAILED: \(regressions) of \(checks.count) checks regressed")
        } else if recordsBaselines {
            let written = try GateBaseline.record(
                summaries: measurement.summaries, callgrindCounts: measurement.callgrindCounts, in: baselines,
                runner: runner)
            notes.append(
                "Baselines rewritten on purpose: \(written.summary) (\(measurement.summaries.count) rows, runner "
                    + "\(runner)), \(written.callgrind) (\(measurement.callgrindCounts.count) kernels, every runner's). "
                    + "Commit them with the change that explains why.")
        } else {
            notes.append("gate passed: \(checks.count) checks")
        }
        let report = GateTable.render(shown, in: .text) + notes.map { $0 + "\n" }.joined()
        try writeMarkdown(checks: shown, notes: notes, passed: passed, in: measurement.runFolder)
        return GateVerdict(checks: shown, report: report, passed: passed)
    }

    /// Writes `gate.md` into the run folder: the verdict, the table of checks and the notes, in
    /// Markdown for a CI to post on a pull request.
    private func writeMarkdown(checks: [GateCheck], notes: [String], passed: Bool, in folder: URL) throws {
        let markdown =
            "### framelab gate: \(passed ? "passed" : "FAILED") on \(runner)\n\n"
            + GateTable.render(checks, in: .markdown) + "\n" + notes.map { $0 + "\n" }.joined(separator: "\n")
        try WholeWrite.replaceFile(at: folder.appending(path: "gate.md"), with: markdown)
    }
}
