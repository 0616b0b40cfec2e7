import Foundation
import FrameLab
import LabCatalog
import LabHistory
import LabProcesses
import LabSupport
import RegressionGate
import RunRecords

/// What `framelab bisect` measures at each commit, and how: the commit's own `framelab`, built
/// in release into one reused scratch folder, then an instruction metric counted by callgrind
/// (deterministic, one run) or a timing metric as the gate times it (that build's workers, the
/// reference and optimized kernels' repetitions interleaved, warm, without the reference
/// mirror); or, instead of both, a command that prints the value.
package struct BisectMeasurement: Sendable {
    /// The metric: a callgrind count or a `summary.csv` column.
    package var metric: String
    /// The kernel workload (an instruction metric) or the scenario (a timing metric).
    package var scenario: String
    /// The item count asked for; `nil` for the gate's (``itemCount``).
    package var items: Int?
    /// The measured runs of a timing metric.
    package var repetitions: Int
    /// The command that prints the value instead, run by `sh -c` in the commit's worktree.
    package var measureCommand: String?
    /// The history the measurements are recorded in, a file's path absolute: the steps run in
    /// the worktree.
    package var history: HistoryLocation
    /// The repository's top folder, whose `.build-bisect` holds the worktree, the reused build
    /// folder, the steps' logs and run folders.
    package var repository: URL

    /// A measurement of `metric` in `scenario`; see the properties. A relative SQLite path of
    /// `history` is taken from this process's current folder.
    package init(
        metric: String, scenario: String, items: Int?, repetitions: Int, measureCommand: String?,
        history: HistoryLocation, repository: URL
    ) {
        self.metric = metric
        self.scenario = scenario
        self.items = items
        self.repetitions = repetitions
        self.measureCommand = measureCommand
        self.history =
            switch history {
            case .sqlite(let path) where !path.hasPrefix("/"):
                .sqlite(path: FileManager.default.currentDirectoryPath + "/" + path)
            case let location: location
            }
        self.repository = repository
    }

    /// A commit's measurement: the metric's value, and its value in each repetition where it
    /// has repetitions (a timing metric `framelab compare` tests).
    package struct Measured: Sendable {
        /// The metric's value.
        package var value: Double
        /// Its value in each repetition; empty for a count or a measure command's number.
        package var samples: [Double] = []

        /// A measurement; see the properties.
        package init(value: Double, samples: [Double] = []) {
            self.value = value
            self.samples = samples
        }
    }

    /// The timing metrics a bisection can measure: `framelab compare`'s and the bandwidth bound's.
    static let timingMetrics = ComparedMetric.allCases.map(\.rawValue) + ["percent_of_memcpy"]

    /// Whether the metric is a callgrind count.
    var isInstructionMetric: Bool { ChangeDetection.isDeterministic(metric) }

    /// The item count: the one asked for, else the gate's for the metric's kind.
    var itemCount: Int { items ?? (isInstructionMetric ? GateSuite.instructionItems : GateSuite.items) }

    /// The build folder every commit's build reuses.
    var scratchPath: String { repository.appending(path: ".build-bisect/build").path }

    /// Where each step's build log and run folders go.
    var workPath: String { repository.appending(path: ".build-bisect").path }

    /// The row a timing metric is of.
    var key: SummaryKey {
        SummaryKey(
            scenario: scenario, implementation: LabImplementation.optimized.rawValue, items: itemCount,
            refreshRate: 60)
    }

    /// The measurement as `framelab bisect-step`'s arguments.
    package var stepArguments: [String] {
        ["--scenario", scenario, "--metric", metric, "--repetitions", String(repetitions)]
            + (items.map { ["--items", String($0)] } ?? []) + (measureCommand.map { ["--measure-command", $0] } ?? [])
            + ["--database", history.description]
    }

    /// The scenario a timing metric is measured in.
    private var timedScenario: Scenario {
        get throws(FrameLabError) {
            do {
                return try Scenario.resolve(scenario)
            } catch {
                throw FrameLabError(error.description)
            }
        }
    }

    /// Throws unless the metric, scenario and item count can be measured, naming the bad one and
    /// the valid ones.
    package func validate() throws(FrameLabError) {
        guard measureCommand == nil else { return }
        if isInstructionMetric {
            guard KernelWorkload(rawValue: scenario) != nil else {
                throw FrameLabError(
                    "--scenario \(scenario.debugDescription): an instruction metric needs a kernel workload, one of "
                        + KernelWorkload.allCases.map(\.rawValue).joined(separator: ", "))
            }
        } else {
            guard Self.timingMetrics.contains(metric) else {
                throw FrameLabError(
                    "unknown metric \(metric.debugDescription): one of "
                        + (ChangeDetection.deterministicMetrics.sorted() + Self.timingMetrics).joined(separator: ", "))
            }
            _ = try timedScenario
        }
        guard itemCount > 0 else { throw FrameLabError("--items \(itemCount): at least 1") }
    }

    /// The metric at the commit checked out in `worktree`; `nil` when the commit does not build or
    /// cannot measure it (a step to skip), with the reason in `progress`. `interruption` kills
    /// the builds, workers or valgrind it starts.
    package func measure(
        in worktree: URL, commit: String, interruption: RunInterruption, progress: (String) -> Void
    ) throws(FrameLabError) -> Measured? {
        if let measureCommand {
            guard
                let output = try run(
                    ["sh", "-c", measureCommand], in: worktree, log: log(commit, "measure"), interruption: interruption),
                let value = output.split(separator: "\n").last.flatMap({ Double($0.split(separator: " ").first ?? "") })
            else {
                progress("\(commit.prefix(7)): the measure command failed or printed no number")
                return nil
            }
            return Measured(value: value)
        }
        progress("\(commit.prefix(7)): building (release, \(scratchPath)) …")
        let buildLog = log(commit, "build")
        guard
            try run(
                ["swift", "build", "-c", "release", "--product", "framelab", "--scratch-path", scratchPath],
                in: worktree, log: buildLog, interruption: interruption) != nil
        else {
            progress("\(commit.prefix(7)): does not build (\(buildLog.path)): skipped")
            return nil
        }
        let framelab = URL(fileURLWithPath: scratchPath).appending(path: "release/framelab").path
        progress("\(commit.prefix(7)): measuring \(metric) …")
        return isInstructionMetric
            ? try countInstructions(
                framelab, in: worktree, commit: commit, interruption: interruption, progress: progress)
            : try time(framelab, in: worktree, commit: commit, interruption: interruption, progress: progress)
    }

    /// The callgrind count of the workload with `framelab`, recorded as a gate run's count.
    private func countInstructions(
        _ framelab: String, in worktree: URL, commit: String, interruption: RunInterruption,
        progress: (String) -> Void
    ) throws(FrameLabError) -> Measured? {
        let subject = CallgrindCount.Subject(KernelWorkload(rawValue: scenario)!, items: itemCount)
        let counted: [CallgrindCount]
        do {
            counted = try CallgrindCounter(executable: framelab, subjects: [subject])
                .countAll(interruption: interruption, progress: { _ in }).counts
        } catch {
            progress("\(commit.prefix(7)): cannot count \(subject): \(error.message): skipped")
            return nil
        }
        guard let count = counted.first,
            let value = Dictionary(uniqueKeysWithValues: zip(CallgrindCount.csvHeader, count.csvFields))[metric]
                .flatMap(Double.init)
        else { return nil }
        let environment = RunEnvironment.current(buildFlags: "swift build -c release", repository: Git(in: worktree))
        HistoryRecording.record(in: history, report: progress) { () throws(FrameLabError) in
            RecordedRun(
                name: "bisect-\(Int(Date().timeIntervalSince1970))-\(commit.prefix(7))", kind: .gate,
                date: environment.date, commit: .resolve(commit, isDirty: false),
                runner: RecordedRunner(environment), loadAverage: nil, stealPercent: nil,
                commandLine: environment.commandLineText, folder: nil,
                rows: [
                    RecordedRow(
                        scenario: scenario, implementation: LabImplementation.optimized.rawValue, items: itemCount,
                        refreshRate: 0, status: RecordedRow.callgrindStatus, metrics: [metric: value])
                ])
        }
        return Measured(value: value)
    }

    /// The timing metric of the optimized row, timed as the gate times it with `framelab`'s
    /// workers in the worktree: a run folder (recorded in the history as a gate run's timing) in
    /// `.build-bisect/results`.
    private func time(
        _ framelab: String, in worktree: URL, commit: String, interruption: RunInterruption,
        progress: (String) -> Void
    ) throws(FrameLabError) -> Measured? {
        let jobs = LabRun.jobs(
            scenarios: [(reference: scenario, scenario: try timedScenario)],
            implementations: GateSuite.implementations, itemCountOverride: itemCount, maximumItems: nil,
            repetitions: repetitions, warmUps: 1, refreshRates: [60], mirrorsReference: false)
        let played: (folder: URL, results: LabResults, environment: RunEnvironment)
        do {
            var run = LabRun(
                jobs: jobs, workerCommand: LabRun.workerCommand(executable: framelab), timeout: 300, parallelJobs: 1)
            run.directory = worktree
            played = try run.playAndWriteRunFolder(
                to: URL(fileURLWithPath: workPath).appending(path: "results"),
                buildFlags: "swift build -c release", interruption: interruption, progress: { _ in })
        } catch {
            progress("\(commit.prefix(7)): cannot time \(scenario): \(error): skipped")
            return nil
        }
        guard played.results.failures.isEmpty,
            let row = try SummaryFile(runOrFile: played.folder.path).rows.first(where: { $0.key == key }),
            let value = ComparedMetric(rawValue: metric).flatMap({ row.metrics[$0] }) ?? row.percentOfMemcpy
        else {
            progress("\(commit.prefix(7)): its run has no \(metric) for \(key.scenario): skipped")
            return nil
        }
        var run = try RecordedRun(folder: played.folder)
        run.kind = .gate
        HistoryRecording.record(in: history, report: progress) { () throws(FrameLabError) in run }
        return Measured(
            value: value, samples: run.rows.first { $0.summaryKey == key }?.samples[metric] ?? [])
    }

    /// Where the step of `commit` logs `what`.
    private func log(_ commit: String, _ what: String) -> URL {
        log("\(commit.prefix(12))-\(what)")
    }

    /// The log file `name` in `.build-bisect/logs`.
    func log(_ name: String) -> URL {
        URL(fileURLWithPath: workPath).appending(path: "logs/\(name).log")
    }

    /// Runs `command` in `directory`, its standard error then its standard output in `log`,
    /// killed by `interruption`; its standard output, or `nil` when it fails.
    private func run(_ command: [String], in directory: URL, log: URL, interruption: RunInterruption)
        throws(FrameLabError) -> String?
    {
        try FrameLabError.attempt(at: log.deletingLastPathComponent()) {
            try FileManager.default.createDirectory(
                at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        var child = ChildProcess(command, in: directory)
        child.standardError = .file(log)
        let outcome = try child.run(interruption: interruption)
        try FrameLabError.attempt(at: log) {
            let handle = try FileHandle(forWritingTo: log)
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(outcome.standardOutput.utf8))
        }
        return outcome.ending.succeeded ? outcome.standardOutput : nil
    }
}
