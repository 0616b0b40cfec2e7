import Foundation
import FrameLab
import LabCatalog
import LabHistory
import LabProcesses
import LabSupport
import RegressionGate

/// What `framelab bisect` measures at each commit, and how: the commit's own `framelab`, built
/// in release into one reused scratch folder, then an instruction metric counted by callgrind
/// (deterministic, one run) or a timing metric as the gate times it (that build's workers, the
/// reference and optimized kernels' repetitions interleaved, warm, without the reference
/// mirror); or, instead of both, a command that prints the value.
struct BisectMeasurement {
    /// The metric: a callgrind count or a `summary.csv` column.
    var metric: String
    /// The kernel workload (an instruction metric) or the scenario (a timing metric).
    var scenario: String
    /// The item count.
    var items: Int
    /// The measured runs of a timing metric.
    var repetitions: Int
    /// The command that prints the value instead, run by `sh -c` in the commit's worktree.
    var measureCommand: String?
    /// The build folder every commit's build reuses: `.build-bisect/build` of the repository.
    var scratchPath: String
    /// Where each step's build log and run folders go.
    var workPath: String
    /// The history the measurements are recorded in; `nil` records nothing.
    var history: HistoryLocation?

    /// A commit's measurement: the metric's value, and its value in each repetition where it
    /// has repetitions (a timing metric `framelab compare` tests).
    struct Measured {
        var value: Double
        var samples: [Double] = []
    }

    /// The timing metrics a bisection can measure: `framelab compare`'s and the bandwidth bound's.
    static let timingMetrics = ComparedMetric.allCases.map(\.rawValue) + ["percent_of_memcpy"]

    /// Whether the metric is a callgrind count.
    var isInstructionMetric: Bool { ChangeDetection.isDeterministic(metric) }

    /// The row a timing metric is of.
    var key: SummaryKey {
        SummaryKey(
            scenario: scenario, implementation: LabImplementation.optimized.rawValue, items: items, refreshRate: 60)
    }

    /// Throws unless the metric, scenario and item count can be measured, naming the bad one and
    /// the valid ones.
    func validate() throws {
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
            _ = try Scenario.resolve(scenario)
        }
        guard items > 0 else { throw FrameLabError("--items \(items): at least 1") }
    }

    /// The metric at the commit checked out in `worktree`; `nil` when the commit does not build or
    /// cannot measure it (a step to skip), with the reason in `progress`. `interruption` kills
    /// the workers or valgrind it starts.
    func measure(
        in worktree: URL, commit: String, interruption: RunInterruption, progress: (String) -> Void
    ) throws -> Measured? {
        if let measureCommand {
            guard
                let output = try Self.run(
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
            try Self.run(
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
    ) throws -> Measured? {
        let subject = CallgrindCount.Subject(KernelWorkload(rawValue: scenario)!, items: items)
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
        if let history {
            let environment = try FileManager.default.changingDirectory(to: worktree) {
                RunEnvironment.current(buildFlags: "swift build -c release")
            }
            HistoryRecording.record(in: history, report: progress) { () throws(FrameLabError) in
                RecordedRun(
                    name: "bisect-\(Int(Date().timeIntervalSince1970))-\(commit.prefix(7))", kind: .gate,
                    date: environment.date, commit: .resolve(commit, isDirty: false),
                    runner: RecordedRunner(environment), loadAverage: nil, stealPercent: nil,
                    commandLine: environment.commandLineText, folder: nil,
                    rows: [
                        RecordedRow(
                            scenario: scenario, implementation: LabImplementation.optimized.rawValue, items: items,
                            refreshRate: 0, status: RecordedRow.callgrindStatus, metrics: [metric: value])
                    ])
            }
        }
        return Measured(value: value)
    }

    /// The timing metric of the optimized row, timed as the gate times it with `framelab`'s
    /// workers: a run folder (recorded in the history as a gate run's timing) in
    /// `.build-bisect/results`.
    private func time(
        _ framelab: String, in worktree: URL, commit: String, interruption: RunInterruption,
        progress: (String) -> Void
    ) throws -> Measured? {
        let jobs = LabRun.jobs(
            scenarios: [(reference: scenario, scenario: try Scenario.resolve(scenario))],
            implementations: GateSuite.implementations, itemCountOverride: items, maximumItems: nil,
            repetitions: repetitions, warmUps: 1, refreshRates: [60], mirrorsReference: false)
        let played: (folder: URL, results: LabResults, environment: RunEnvironment)
        do {
            // In the worktree, so that the run folder names the commit measured.
            played = try FileManager.default.changingDirectory(to: worktree) {
                try LabRun(
                    jobs: jobs, workerCommand: LabRun.workerCommand(executable: framelab), timeout: 300, parallelJobs: 1
                ).playAndWriteRunFolder(
                    to: URL(fileURLWithPath: workPath).appending(path: "results"),
                    buildFlags: "swift build -c release", interruption: interruption,
                    progress: { _ in })
            }
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
        if let history {
            HistoryRecording.record(in: history, report: progress) { () throws(FrameLabError) in run }
        }
        return Measured(
            value: value, samples: run.rows.first { $0.summaryKey == key }?.samples[metric] ?? [])
    }

    /// Where the step of `commit` logs `what`.
    private func log(_ commit: String, _ what: String) -> URL {
        URL(fileURLWithPath: workPath).appending(path: "logs/\(commit.prefix(12))-\(what).log")
    }

    /// Runs `command` in `directory`, its output in `log`, killed by `interruption`; its
    /// standard output, or `nil` when it fails.
    private static func run(_ command: [String], in directory: URL, log: URL, interruption: RunInterruption) throws
        -> String?
    {
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
            throw FrameLabError("\(log.path): cannot be created")
        }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try interruption.start(process)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        interruption.workerDidExit(process)
        try handle.write(contentsOf: data)
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}

extension FileManager {
    /// The result of `body` run with `directory` as the current directory, then the previous one
    /// back; an error naming `directory` when it cannot be made the current one.
    fileprivate func changingDirectory<Result>(to directory: URL, _ body: () throws -> Result) throws -> Result {
        let previous = currentDirectoryPath
        guard changeCurrentDirectoryPath(directory.path) else {
            throw FrameLabError("\(directory.path): cannot be made the current directory")
        }
        // A previous directory removed meanwhile leaves nowhere to go back to; the next step's
        // own change of directory then says so.
        defer { _ = changeCurrentDirectoryPath(previous) }
        return try body()
    }
}
