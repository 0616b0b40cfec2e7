import ArgumentParser
import Foundation
import FrameLab
import LabHistory
import LabProcesses
import LabStatistics
import RegressionGate

/// `framelab bisect`: the commit between two that changed a metric, found by `git bisect run`.
struct Bisect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Find the commit that made a metric worse, with git bisect, each commit measured by its own build.",
        discussion: """
            Checks each commit out in one git worktree (.build-bisect/worktree), builds its \
            framelab in release into one reused scratch folder (.build-bisect/build) and \
            measures the metric: a callgrind count (instructions, l1_data_misses, \
            last_level_data_misses, estimated_cycles) of the kernel workload named by \
            --scenario, deterministic in one run; or a summary.csv column of the optimized row \
            of the scenario at 60 Hz, from that build's framelab run with the reference \
            interleaved. --good and --bad are measured first; a commit is bad when its value is \
            nearer the bad one's (beyond their geometric mean), and skipped when it does not \
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
        guard
            let top = BisectWorktree.git(["rev-parse", "--show-toplevel"], in: URL(fileURLWithPath: "."))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
        else { throw ValidationError("not in a git repository: run framelab bisect in the repository to bisect") }
        let repository = URL(fileURLWithPath: top, isDirectory: true)
        let (goodSHA, badSHA) = (try History.Acknowledge.resolve(good), try History.Acknowledge.resolve(bad))
        guard BisectWorktree.git(["merge-base", "--is-ancestor", goodSHA, badSHA], in: repository) != nil,
            goodSHA != badSHA
        else { throw ValidationError("--good \(good) is not an ancestor of --bad \(bad)") }
        let measurement = options.measurement(in: repository)
        try measurement.validate()
        let commits =
            Int(
                BisectWorktree.git(["rev-list", "--count", "\(goodSHA)..\(badSHA)"], in: repository)?
                    .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0

        let started = Date()
        // One handler for an interrupt: the workers, valgrind, the steps and the worktree.
        let interruption = RunInterruption(report: printProgress)
        let worktree = try BisectWorktree(repository: repository, commit: badSHA)
        interruption.onInterrupt { worktree.abandon() }
        defer { worktree.remove() }
        let stepsFile = worktree.temporaryFile("steps.tsv")
        printProgress(
            "bisecting \(commits) commits from \(goodSHA.prefix(7)) to \(badSHA.prefix(7)) by \(options.metric)")
        var endpoints: [String: BisectMeasurement.Measured] = [:]
        for (name, sha) in [("--good", goodSHA), ("--bad", badSHA)] {
            try worktree.checkOut(sha)
            guard
                let measured = try measurement.measure(
                    in: worktree.folder, commit: sha, interruption: interruption, progress: printProgress)
            else { throw ValidationError("the \(name) commit \(sha.prefix(7)) cannot be measured") }
            printProgress(
                "\(name) \(sha.prefix(7)): \(options.metric) = \(measured.value.description(significantDigits: 4))")
            endpoints[sha] = measured
        }
        let (goodValue, badValue) = (endpoints[goodSHA]!.value, endpoints[badSHA]!.value)
        let higherIsWorse = !ChangeDetection.isHigherBetter(options.metric)
        guard higherIsWorse ? badValue > goodValue : badValue < goodValue else {
            throw ValidationError(
                "--bad measures no worse than --good (\(badValue) against \(goodValue)): nothing to bisect")
        }
        // Timed endpoints must differ beyond their repetitions' noise, or each step would guess.
        let (goodSamples, badSamples) = (endpoints[goodSHA]!.samples, endpoints[badSHA]!.samples)
        if !goodSamples.isEmpty, !badSamples.isEmpty {
            let pValue = MannWhitneyU.pValue(goodSamples, badSamples)
            guard pValue < 0.01 else {
                throw ValidationError(
                    "--good and --bad differ by \(((badValue / goodValue - 1) * 100).description(significantDigits: 2)) %, "
                        + "within their repetitions' noise (Mann-Whitney U p = \(pValue.description(significantDigits: 2))): "
                        + "more --repetitions, or another metric")
            }
        }
        let threshold = goodValue > 0 && badValue > 0 ? (goodValue * badValue).squareRoot() : (goodValue + badValue) / 2
        try "\(goodSHA)\t\(goodValue)\tgood\n\(badSHA)\t\(badValue)\tbad\n".write(
            to: stepsFile, atomically: true, encoding: .utf8)

        // The steps run a copy of this framelab, which a rebuild meanwhile cannot change.
        let controller = worktree.temporaryFile("framelab")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: try framelabExecutable()), to: controller)
        guard BisectWorktree.git(["bisect", "start", badSHA, goodSHA], in: worktree.folder) != nil else {
            throw ValidationError("git bisect start failed in \(worktree.folder.path)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "bisect", "run", controller.path, "bisect-step", "--threshold", String(threshold)]
            + (higherIsWorse ? ["--higher-is-worse"] : []) + ["--steps-file", stepsFile.path] + options.arguments
        process.currentDirectoryURL = worktree.folder
        process.standardOutput = FileHandle.standardError  // git's own progress: revisions left
        try worktree.run(process)

        let log = BisectWorktree.git(["bisect", "log"], in: worktree.folder) ?? ""
        guard let line = log.split(separator: "\n").first(where: { $0.hasPrefix("# first bad commit: [") }),
            let first = line.dropFirst("# first bad commit: [".count).split(separator: "]").first.map(String.init)
        else {
            throw ValidationError(
                "git bisect could not name one commit (skipped commits in the way); its log:\n\(log)")
        }
        let values = try Self.steps(in: stepsFile)
        let parent =
            BisectWorktree.git(["rev-parse", "\(first)^"], in: repository)?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? goodSHA
        let subject =
            BisectWorktree.git(["log", "-1", "--format=%s", first], in: repository)?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let seconds = Date().timeIntervalSince(started)
        let stepCount = values.count - 2
        print("first bad commit: \(first) \(subject)")
        if let before = values[parent], let after = values[first] {
            let change = (after / before - 1) * 100
            print(
                "\(options.metric): \(before.description(significantDigits: 4)) → \(after.description(significantDigits: 4)) "
                    + "(\(change >= 0 ? "+" : "−")\(abs(change).description(significantDigits: 3)) %)")
        }
        print(
            "\(commits) commits, --good and --bad and \(stepCount) steps measured in \(Self.duration(seconds)) "
                + "(\(Self.duration(seconds / Double(max(stepCount + 2, 1)))) a measurement)")
    }

    /// Each measured commit's value, from the steps file.
    private static func steps(in file: URL) throws -> [String: Double] {
        var values: [String: Double] = [:]
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: "\t")
            if fields.count >= 2, let value = Double(fields[1]) { values[String(fields[0])] = value }
        }
        return values
    }

    /// `seconds` as `4 min 12 s`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return whole >= 60 ? "\(whole / 60) min \(whole % 60) s" : "\(whole) s"
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

    /// The measurement these options describe, for `repository`.
    func measurement(in repository: URL) -> BisectMeasurement {
        let folder = repository.appending(path: ".build-bisect")
        let instruction = ChangeDetection.isDeterministic(metric)
        return BisectMeasurement(
            metric: metric, scenario: scenario,
            items: items ?? (instruction ? GateSuite.instructionItems : GateSuite.items),
            repetitions: repetitions, measureCommand: measureCommand, scratchPath: folder.appending(path: "build").path,
            workPath: folder.path, history: measureCommand == nil ? history : nil)
    }

    /// The history, a file's path made absolute: the steps run in the worktree.
    var history: HistoryLocation {
        switch storage.historyLocation {
        case .sqlite(let path) where !path.hasPrefix("/"):
            .sqlite(path: FileManager.default.currentDirectoryPath + "/" + path)
        case let location: location
        }
    }

    /// The options as arguments again, for the steps.
    var arguments: [String] {
        ["--scenario", scenario, "--metric", metric, "--repetitions", String(repetitions)]
            + (items.map { ["--items", String($0)] } ?? []) + (measureCommand.map { ["--measure-command", $0] } ?? [])
            + ["--database", history.description]
    }
}

/// `framelab bisect-step`: one step of `git bisect run`, in the worktree: measures HEAD and
/// exits 0 (good), 1 (bad) or 125 (skip).
struct BisectStep: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bisect-step", abstract: "One step of framelab bisect (git bisect run calls it).",
        shouldDisplay: false)

    @Option var threshold: Double
    @Flag var higherIsWorse = false
    @Option var stepsFile: String
    @OptionGroup var options: BisectOptions

    func run() throws {
        let started = Date()
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        guard
            let commit = BisectWorktree.git(["rev-parse", "HEAD"], in: here)?.trimmingCharacters(
                in: .whitespacesAndNewlines),
            let top = BisectWorktree.git(["rev-parse", "--path-format=absolute", "--git-common-dir"], in: here)
        else { throw ExitCode(128) }
        let repository = URL(fileURLWithPath: top.trimmingCharacters(in: .whitespacesAndNewlines))
            .deletingLastPathComponent()
        let file = URL(fileURLWithPath: stepsFile)
        let step = ((try? String(contentsOf: file, encoding: .utf8))?.split(separator: "\n").count ?? 2) - 1
        guard
            let value = try options.measurement(in: repository).measure(
                in: here, commit: commit, interruption: RunInterruption(report: printProgress), progress: printProgress)?
                .value
        else {
            printProgress("[step \(step)] \(commit.prefix(7)): skipped")
            throw ExitCode(125)
        }
        let isBad = higherIsWorse ? value >= threshold : value <= threshold
        let seconds = Date().timeIntervalSince(started)
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\(commit)\t\(value)\t\(isBad ? "bad" : "good")\t\(seconds)\n".utf8))
        try handle.close()
        let subject =
            BisectWorktree.git(["log", "-1", "--format=%s"], in: here)?.trimmingCharacters(in: .whitespacesAndNewlines)
            ?? ""
        printProgress(
            "[step \(step)] \(commit.prefix(7)) \(subject): \(options.metric) = \(value.description(significantDigits: 4)) → "
                + "\(isBad ? "bad" : "good") (\(Bisect.duration(seconds)))")
        throw ExitCode(isBad ? 1 : 0)
    }
}
