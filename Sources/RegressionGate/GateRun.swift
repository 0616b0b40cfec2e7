import Foundation
import FrameLab
import LabHistory
import LabProcesses
import LabSupport
import RunRecords
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
    /// With the delay injected, how many times as long each call takes (2 when `nil`).
    package var delayFactor: Double?
    /// The history the run is recorded in, once checked; `nil` records nothing.
    package var history: HistoryLocation?
    /// Whether ``history`` must record the run: checked before measuring (a history that cannot
    /// record throws), and the verdict says whether it did.
    package var requiresHistory = false

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
        if requiresHistory, let history { try history.checkRecordable() }
        let limits = try JSONDescription.load(GateThresholds.self, contentsOf: thresholds, kind: "gate thresholds file")
        let toolchain = RunEnvironment.current(buildFlags: buildFlags, runner: runner).toolchain
        let committed =
            try recordsBaselines
            ? nil
            : baseline(try GateBaseline.load(directory: baselines, runner: runner), for: toolchain, progress: progress)
        progress("runner: \(runner) (timing baseline \(GateBaseline.summaryPath(in: baselines, runner: runner)))")
        let measurement = try measure(interruption: interruption, progress: progress)
        let (windows, snapshotReason) =
            recordsBaselines ? ([:], "") : learningWindows(for: measurement, progress: progress)
        var verdict = try conclude(
            measurement, against: committed, thresholds: limits, windows: windows, snapshotReason: snapshotReason
        ) { keys in
            try remeasure(keys, interruption: interruption, progress: progress)
        }
        if let history {
            verdict.isRecorded = HistoryRecording.record(in: history, report: progress) { () throws(FrameLabError) in
                try measurement.recordedRun(checks: verdict.checks)
            }
        }
        return verdict
    }

    /// The timed scenarios, resolved.
    private func timedScenarios() throws -> [(reference: String, scenario: Scenario)] {
        try scenarios.map { reference in (reference: reference, scenario: try Scenario.resolve(reference)) }
    }

    /// The timing jobs of `timed` (reference and optimized, interleaved, without the reference
    /// mirror) and, when `worstFrame`, of the worst-frame check.
    private func timingJobs(_ timed: [(reference: String, scenario: Scenario)], worstFrame: Bool) throws -> [LabJob] {
        // Timed without the reference mirror, whose cache evictions would make an optimized
        // frame's time the latency of its cold misses: a neighbour's memory traffic multiplies
        // that. A verification run of one repetition compares the same frames afterwards.
        let worstFrameScenarios = [
            (reference: GateSuite.worstFrameScenario, scenario: try Scenario.resolve(GateSuite.worstFrameScenario))
        ]
        return LabRun.jobs(
            scenarios: timed, implementations: GateSuite.implementations, itemCountOverride: items,
            maximumItems: nil, repetitions: repetitions, warmUps: 1, refreshRates: [60], mirrorsReference: false)
            + (worstFrame
                ? LabRun.jobs(
                    scenarios: worstFrameScenarios, implementations: [.optimized], itemCountOverride: worstFrameItems,
                    maximumItems: nil, repetitions: worstFrameRepetitions, warmUps: 1) : [])
    }

    /// The command the workers run, with the injected regression.
    private var workerCommand: [String] {
        LabRun.workerCommand(
            executable: executable,
            fault: injectedRegression.map { "optimized:\($0.rawValue)" + (delayFactor.map { ":\($0)" } ?? "") })
    }

    /// Each row's speedup over the reference, one value per repetition, from `records`.
    private static func speedupSamples(_ records: [FrameRecord]) -> [SummaryKey: [Double]] {
        RepetitionSamples(records).values.compactMapValues { $0[.speedupVersusReference] }
    }

    /// The timing run, its verification and the callgrind counts.
    package func measure(interruption: RunInterruption, progress: @escaping @Sendable (String) -> Void) throws
        -> GateMeasurement
    {
        let timed = try timedScenarios()
        let timing = try LabRun(
            jobs: try timingJobs(timed, worstFrame: true), workerCommand: workerCommand, timeout: timeout,
            parallelJobs: 1
        )
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
        let (counts, functions) = try CallgrindCounter(
            executable: executable,
            subjects: GateSuite.instructionSubjects(items: instructionItems, largeItems: largeInstructionItems),
            regression: injectedRegression
        ).countAll(interruption: interruption, progress: progress)
        return GateMeasurement(
            runFolder: timing.folder, summaries: timing.results.summaries, verifications: verification.summaries,
            failures: timing.results.failures + verification.failures, callgrindCounts: counts,
            functionInstructions: functions, speedupSamples: Self.speedupSamples(timing.results.records),
            toolchain: timing.environment.toolchain)
    }

    /// A fresh timing run of the scenarios of `keys` (the worst-frame check's among them when
    /// its row is), interleaved as the first: what confirms or dismisses a failed timing check.
    func remeasure(
        _ keys: Set<SummaryKey>, interruption: RunInterruption, progress: @escaping @Sendable (String) -> Void
    ) throws -> (summaries: [FrameSummary], speedupSamples: [SummaryKey: [Double]]) {
        let names = Set(keys.map(\.scenario))
        let timed = try timedScenarios().filter { names.contains($0.scenario.name) }
        let worstFrame = keys.contains { $0.scenario == GateSuite.worstFrameScenario && $0.items == worstFrameItems }
        progress("rerun: \(names.sorted().joined(separator: ", ")), to confirm \(keys.count) failed timing rows …")
        let results = try LabRun(
            jobs: timingJobs(timed, worstFrame: worstFrame), workerCommand: workerCommand, timeout: timeout,
            parallelJobs: 1
        ).run(interruption: interruption, progress: progress)
        return (results.summaries, Self.speedupSamples(results.records))
    }

    /// The learning window of each optimized 60 Hz row's speedup in the history, where it has
    /// one (``LearningWindow``: since its last improvement, up to the regression after it); none
    /// when the run records no history or the history cannot be read (then a line says so, and
    /// the snapshot decides); and why the rows without one are judged by the snapshot.
    private func learningWindows(for measurement: GateMeasurement, progress: (String) -> Void)
        -> (windows: [SummaryKey: LearningWindow], snapshotReason: String)
    {
        guard let history else { return ([:], "the gate records no history") }
        let keys = measurement.summaries.map(\.key).filter {
            LearningWindow.isLearned($0) && measurement.speedupSamples[$0] != nil
        }
        do {
            let store = try HistoryStore(history)
            let branch = try BranchChain.current(in: Git(), store: store, progress: progress)
            if let note = branch.unplacedNote { progress(note) }
            let windows = try store.learningWindows(
                keys, runner: runner, toolchain: measurement.toolchain, along: branch)
            progress(
                "history: \(windows.count) of \(keys.count) speedup rows have \(LearningWindow.minimumRuns)+ gate runs "
                    + "of runner \(self.runner) in their window (since the last improvement) and are checked against them"
            )
            return (
                windows,
                "fewer than \(LearningWindow.minimumRuns) gate runs of this runner and toolchain since the last "
                    + "improvement on this branch"
            )
        } catch {
            progress("history: \(error), so every speedup is checked against the committed snapshot")
            return ([:], "the history could not be read: \(error)")
        }
    }

    /// Checks `measurement` against `committed`, or, when recording (`committed` is `nil`),
    /// against itself and, if the code agrees with the reference and does not allocate, writes
    /// its summary and counts as the new baselines.
    ///
    /// `windows` holds the rows checked against the runner's recent gate runs; `snapshotReason`
    /// says why the others are checked against the committed snapshot. A failed timing check is
    /// measured again by `rerun` (the rows' keys in, their new summaries and speedup samples out)
    /// and fails only when the rerun fails it too.
    package func conclude(
        _ measurement: GateMeasurement, against committed: GateBaseline?, thresholds: GateThresholds,
        windows: [SummaryKey: LearningWindow] = [:], snapshotReason: String = "the gate records no history",
        rerun: ((Set<SummaryKey>) throws -> (summaries: [FrameSummary], speedupSamples: [SummaryKey: [Double]]))? = nil
    ) throws -> GateVerdict {
        let baseline =
            try committed
            ?? GateBaseline(
                summary: try SummaryFile(runOrFile: measurement.runFolder.path).rows,
                callgrindCounts: measurement.callgrindCounts)
        func checking(_ summaries: [FrameSummary], _ speedupSamples: [SummaryKey: [Double]]) throws -> [GateCheck] {
            try Gate.checks(
                summaries: summaries, verifications: measurement.verifications, failures: measurement.failures,
                callgrindCounts: measurement.callgrindCounts, baseline: baseline, thresholds: thresholds,
                windows: windows, speedupSamples: speedupSamples, worstFrameItems: worstFrameItems)
        }
        var checks = try checking(measurement.summaries, measurement.speedupSamples)
        let keys = Dictionary(measurement.summaries.map { (Gate.subject($0.key), $0.key) }) { first, _ in first }
        let failedTiming = checks.indices.filter {
            !checks[$0].metric.isDeterministic && checks[$0].verdict == .regression
        }
        if let rerun, !recordsBaselines, !failedTiming.isEmpty {
            let again = try rerun(Set(failedTiming.compactMap { keys[checks[$0].subject] }))
            let rerunKeys = Set(again.summaries.map(\.key))
            let summaries = measurement.summaries.filter { !rerunKeys.contains($0.key) } + again.summaries
            let samples = measurement.speedupSamples.merging(again.speedupSamples) { $1 }
            let rechecked = try checking(summaries, samples)
            for index in failedTiming {
                let second = rechecked.first {
                    $0.metric == checks[index].metric && $0.subject == checks[index].subject
                }
                if let second, second.verdict == .pass {
                    checks[index].verdict = .pass
                    checks[index].rerun = .notConfirmed
                    checks[index].now += "; rerun \(second.now)"
                } else {
                    checks[index].rerun = .confirmed
                    if let second { checks[index].now += "; rerun \(second.now)" }
                }
            }
        }
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
                summaries: measurement.summaries, callgrindCounts: measurement.callgrindCounts,
                functionInstructions: measurement.functionInstructions, toolchain: measurement.toolchain,
                in: baselines, runner: runner)
            notes.append(
                "Baselines rewritten on purpose: \(written.summary) (\(measurement.summaries.count) rows, runner "
                    + "\(runner)), \(written.callgrind) (\(measurement.callgrindCounts.count) kernels, every runner's). "
                    + "Commit them with the change that explains why.")
        } else {
            notes.append("gate passed: \(checks.count) checks")
        }
        let summary = GateSummary(checks: shown, runner: runner, snapshotReason: snapshotReason)
        let explanation = try explainCountRegressions(shown, measurement: measurement, baseline: baseline)
        let report =
            summary.text + "\n" + GateTable.render(shown, in: .text) + explanation + notes.map { $0 + "\n" }.joined()
        try writeMarkdown(summary, explanation: explanation, notes: notes, in: measurement.runFolder)
        return GateVerdict(checks: shown, report: report, passed: passed, isRecorded: false)
    }

    /// For each workload whose instructions or cache misses regressed, the ten functions whose
    /// inclusive instructions grew most from the baseline's (``GateBaseline/functionInstructions``)
    /// to now's, also written to `instruction-regressions.txt` in the run folder; empty when no
    /// count regressed.
    private func explainCountRegressions(
        _ checks: [GateCheck], measurement: GateMeasurement, baseline: GateBaseline
    ) throws -> String {
        let regressed = Set(checks.filter { $0.metric.isCallgrindCount && $0.verdict == .regression }.map(\.subject))
        var text = ""
        for functions in measurement.functionInstructions where regressed.contains(functions.subject.description) {
            let before = baseline.functionInstructions[functions.subject]
            text +=
                "\(functions.subject): the functions whose inclusive instructions grew most, baseline → now"
                + (before == nil ? " (the baselines have no per-function counts: `make gate-update` records them)" : "")
                + "\n"
            let total = measurement.callgrindCounts.first { $0.subject == functions.subject }?.instructions
            for growth in functions.growth(since: before, total: total) {
                text +=
                    "  +\(growth.now - growth.baseline)  \(growth.baseline) → \(growth.now)  \(growth.function)\n"
            }
        }
        guard !text.isEmpty else { return "" }
        try WholeWrite.replaceFile(at: measurement.runFolder.appending(path: "instruction-regressions.txt"), with: text)
        return text
    }

    /// Writes `gate.md` into the run folder, in Markdown for a CI to post on a pull request: the
    /// summary with the failed and notable checks, the explanation of regressed counts and the
    /// notes, then every check's table folded in a `<details>` block.
    private func writeMarkdown(_ summary: GateSummary, explanation: String, notes: [String], in folder: URL) throws {
        // The functions of the first regressed workloads; every one in instruction-regressions.txt.
        let explained = explanation.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let shown =
            explained.prefix(15).joined(separator: "\n")
            + (explained.count > 15 ? "\n… (\(explained.count - 15) more lines in instruction-regressions.txt)" : "")
        let markdown =
            summary.markdown + "\n"
            + (explanation.isEmpty ? "" : "```\n\(shown)\n```\n\n")
            + notes.map { $0 + "\n" }.joined(separator: "\n")
            + "\n<details><summary>All \(summary.checks.count) checks</summary>\n\n"
            + GateTable.render(summary.checks, in: .markdown) + "\n</details>\n"
        try WholeWrite.replaceFile(at: folder.appending(path: "gate.md"), with: markdown)
    }
}
